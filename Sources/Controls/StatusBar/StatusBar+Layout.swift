import Raster
import Typeset

// Where the status bar's items go (ios-facts §3.2a): on Face ID iPhones the time centred in the
// ear left of the sensor housing and the three glyphs as a group centred in the right ear, all
// on the housing's middle; on home-button iPhones the time centred on the screen, cellular bars
// and Wi-Fi from the leading edge, the battery to the trailing edge, all on the 20 pt's middle.

extension StatusBar {
    /// The status bar's items for a screen of some width, in points, origin at the bar's
    /// top-left. Glyph origins are their boxes' top-left corners; the boxes are
    /// `Metrics.cellularSize`, `wifiSize` and `batterySize` times `glyphScale`.
    struct Layout: Hashable {
        /// The middle of the time's digits (the start of its first digit's middle when
        /// `timeAlignment` is `.left`), and the widest the time may be before it is cut with "…".
        var timeCentre: Point
        var timeAlignment: TextAlignment = .center
        var timeMaxWidth: Float
        var timeFontSize: Float
        var glyphScale: Float
        var cellular: Point
        var wifi: Point
        var battery: Point
        /// The Dynamic Island's capsule, when the family has one.
        var island: Rect?
    }

    /// The layout for a screen `width` points wide. A width too narrow for the items (under
    /// about 250 pt) lets them overlap; screens of iPhones are 320 pt and wider.
    func layout(width: Float) -> Layout {
        typealias M = Metrics
        switch family {
        case .homeButton:
            let k = M.compactGlyphScale, midY = height / 2
            let cellular = Point(M.compactEdgeInset, midY - M.cellularSize.height * k / 2)
            let wifi = Point(cellular.x + (M.cellularSize.width + M.glyphSpacing) * k, midY - M.wifiSize.height * k / 2)
            let battery = Point(width - M.compactEdgeInset - M.batterySize.width * k, midY - M.batterySize.height * k / 2)
            // The time may reach as far as the wider side's glyphs allow, a spacing clear of them.
            let leadingEnd = wifi.x + (M.wifiSize.width + M.glyphSpacing) * k
            let trailingStart = battery.x - M.glyphSpacing * k
            let halfRoom = min(width / 2 - leadingEnd, trailingStart - width / 2)
            return Layout(timeCentre: Point(width / 2, midY), timeMaxWidth: max(0, 2 * halfRoom), timeFontSize: M.compactTimeFontSize,
                          glyphScale: k, cellular: cellular, wifi: wifi, battery: battery, island: nil)
        case .iPad:
            // ios-facts §3.2b: the time at the leading edge, the three glyphs as a group at the
            // trailing edge, the home-button bar's sizes.
            let k = M.compactGlyphScale, midY = height / 2
            let battery = Point(width - M.iPadEdgeInset - M.batterySize.width * k, midY - M.batterySize.height * k / 2)
            let wifi = Point(battery.x - (M.glyphSpacing + M.wifiSize.width) * k, midY - M.wifiSize.height * k / 2)
            let cellular = Point(wifi.x - (M.glyphSpacing + M.cellularSize.width) * k, midY - M.cellularSize.height * k / 2)
            return Layout(timeCentre: Point(M.iPadEdgeInset, midY), timeAlignment: .left,
                          timeMaxWidth: max(0, cellular.x - M.glyphSpacing - M.iPadEdgeInset), timeFontSize: M.compactTimeFontSize,
                          glyphScale: k, cellular: cellular, wifi: wifi, battery: battery, island: nil)
        case .notch, .dynamicIsland:
            let housingWidth = family == .notch ? M.notchSize.width : M.islandSize.width
            let midY = family == .notch ? M.notchItemsMidY : M.islandItemsMidY
            let ear = (width - housingWidth) / 2
            let group = M.cellularSize.width + M.glyphSpacing + M.wifiSize.width + M.glyphSpacing + M.batterySize.width
            let cellular = Point(width - ear / 2 - group / 2, midY - M.cellularSize.height / 2)
            let wifi = Point(cellular.x + M.cellularSize.width + M.glyphSpacing, midY - M.wifiSize.height / 2)
            let battery = Point(wifi.x + M.wifiSize.width + M.glyphSpacing, midY - M.batterySize.height / 2)
            let island = family == .dynamicIsland
                ? Rect(x: (width - M.islandSize.width) / 2, y: M.islandTop, width: M.islandSize.width, height: M.islandSize.height) : nil
            return Layout(timeCentre: Point(ear / 2, midY), timeMaxWidth: max(0, ear), timeFontSize: M.timeFontSize,
                          glyphScale: 1, cellular: cellular, wifi: wifi, battery: battery, island: island)
        }
    }
}
