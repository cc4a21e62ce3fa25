import Raster
import Typeset

extension StatusBar {
    /// Every number the status bar is drawn with, in points unless the name says otherwise, each
    /// with its source in docs/ios-facts.md. Only the heights have a source; the rest is our
    /// reconstruction of iOS 14–18's look (ios-facts §3.2a, tagged [INF] there: remembered from
    /// screenshots, not measured), kept here so that a measurement can replace any of them.
    /// Glyph sizes are those of the big status bar of Face ID iPhones; the home-button bar draws
    /// the same drawings scaled by `compactGlyphScale`.
    @usableFromInline package enum Metrics {
        // MARK: Heights (ios-facts §3.2, [SRC])

        /// ios-facts §3.2: the top safe-area inset of home-button iPhones, 20 pt.
        package static let homeButtonHeight: Float = 20
        /// ios-facts §3.2: iPhone 12–14 (notch), 47 pt.
        package static let notchHeight: Float = 47
        /// ios-facts §3.2: Dynamic Island iPhones, 59 pt (the status bar proper is 54 of them).
        package static let dynamicIslandHeight: Float = 59
        /// ios-facts §3.2b [INF]: iPads without a home button, 24 pt.
        package static let iPadHeight: Float = 24
        /// ios-facts §3.2b [INF]: on an iPad the time starts, and the battery ends, 20 pt from the
        /// screen's edges; the items are the home-button bar's size, centred in the 24 pt.
        package static let iPadEdgeInset: Float = 20

        // MARK: Time

        /// ios-facts §3.2a [INF]: the time in Apple's own images.
        @usableFromInline package static let defaultTime = "9:41"
        /// ios-facts §3.2a [INF]: 17 pt semibold on Face ID iPhones' big status bar.
        package static let timeFontSize: Float = 17
        /// ios-facts §3.2a [INF]: 12 pt semibold on home-button iPhones.
        package static let compactTimeFontSize: Float = 12
        /// ios-facts §3.2a [INF]: semibold in both.
        package static let timeWeight: FontWeight = .semibold
        /// ios-facts §6.4 [MEASURED]: the cap height of Inter's text faces, which its digits
        /// share, 0.727 em; the time is centred by it (its digits' middle on the items' middle).
        package static let digitHeightRatio: Float = 2048.0 / 2816.0

        // MARK: Sensor housings (ios-facts §3.2a [INF]): where the items must not go

        /// The Dynamic Island: 126 × 37 pt, centred, its top 11 pt below the screen's edge.
        package static let islandSize = Size(126, 37)
        package static let islandTop: Float = 11
        /// The notch of iPhone 12–14: about 168 pt wide and 33 pt deep, centred.
        package static let notchSize = Size(168, 33)

        // MARK: Placement (ios-facts §3.2a [INF])

        /// Face ID iPhones: the items' vertical middle is the housing's: 11 + 37 / 2 = 29.5 pt
        /// beside the island, 33 / 2 = 16.5 pt beside the notch; the time is centred in the
        /// left ear, the three glyphs as a group in the right one.
        package static let islandItemsMidY: Float = islandTop + islandSize.height / 2
        package static let notchItemsMidY: Float = notchSize.height / 2
        /// Home-button iPhones: the cellular bars start, and the battery ends, 6 pt from the
        /// screen's edges; everything is centred in the 20 pt.
        package static let compactEdgeInset: Float = 6
        /// About 5 pt between neighbouring glyphs (cellular, Wi-Fi, battery).
        package static let glyphSpacing: Float = 5
        /// The home-button bar's glyphs are the big bar's at 0.85×.
        package static let compactGlyphScale: Float = 0.85

        // MARK: Cellular bars (ios-facts §3.2a [INF]): 17 × 11 pt

        /// Four bars, 3 pt wide, 5/3 pt apart, bottoms aligned; heights from 4 to 11 pt in
        /// equal steps; corners rounded by 1 pt.
        package static let cellularBarCount = 4
        package static let cellularBarWidth: Float = 3
        package static let cellularBarGap: Float = 5.0 / 3
        package static let cellularShortestBar: Float = 4
        package static let cellularTallestBar: Float = 11
        package static let cellularCornerRadius: Float = 1
        /// The glyph's box: 4 × 3 + 3 × 5/3 = 17 by 11 pt.
        package static let cellularSize = Size(Float(cellularBarCount) * cellularBarWidth + Float(cellularBarCount - 1) * cellularBarGap,
                                              cellularTallestBar)

        // MARK: Wi-Fi (ios-facts §3.2a [INF]): a 90° fan of radius 11 pt, 15.56 × 11 pt

        /// The fan's radius, from its point at the bottom middle of the box to its outer edge.
        package static let wifiRadius: Float = 11
        /// Half the fan's opening, radians: 45° either side of straight up.
        package static let wifiHalfAngle: Float = .pi / 4
        /// The two bands' radial width and the gap before each; the sector in the middle gets
        /// the rest of the radius (11 − 2 × (2.25 + 1.35) = 3.8 pt).
        package static let wifiBandWidth: Float = 2.25
        package static let wifiGap: Float = 1.35
        /// The corners of every piece are rounded by 0.6 pt.
        package static let wifiCornerRadius: Float = 0.6
        /// The glyph's box: 2 × 11 × sin 45° by 11 pt.
        package static let wifiSize = Size(2 * wifiRadius * PortableMath.sin(wifiHalfAngle), wifiRadius)

        // MARK: Battery (ios-facts §3.2a [INF]): 25.5 × 12 pt

        /// The body: 23 × 12 pt, continuous corners of radius 3.6 pt.
        package static let batteryBodySize = Size(23, 12)
        package static let batteryCornerRadius: Float = 3.6
        /// The body's outline: 1 pt inside its edge, at 35 % of the item colour.
        package static let batteryOutlineWidth: Float = 1
        package static let batteryOutlineOpacity: Float = 0.35
        /// The charge fill: 1 pt clear of the outline (2 pt inside the body's edge), in the item
        /// colour, its corners concentric with the body's.
        package static let batteryFillInset: Float = batteryOutlineWidth + 1
        /// The cap nub: 1.5 × 4 pt, 1 pt right of the body, rounded on its outer side, at the
        /// outline's opacity.
        package static let batteryNubSize = Size(1.5, 4)
        package static let batteryNubGap: Float = 1
        /// The glyph's box: body, gap and nub, 25.5 × 12 pt.
        package static let batterySize = Size(batteryBodySize.width + batteryNubGap + batteryNubSize.width, batteryBodySize.height)
    }
}
