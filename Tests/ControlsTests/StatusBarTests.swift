import Controls
import DisplayList
import Raster
import Testing

/// The status bar: its heights against ios-facts §3.2, and its items drawn at @3x — where the
/// ink falls, in which colour, how the battery fills and where the time is — measured from pixels.
@Suite struct StatusBarTests {
    typealias M = StatusBar.Metrics

    /// Each family with the width of a phone of that family (ios-facts §3.2: iPhone SE 375,
    /// iPhone 14 390, iPhone 14 Pro 393) and the narrowest and widest we expect.
    static let screens: [(DeviceFamily, Float)] = [
        (.homeButton, 320), (.homeButton, 375), (.notch, 390), (.notch, 428), (.dynamicIsland, 393), (.dynamicIsland, 430),
        (.iPad, 820),
    ]

    /// Margin around the bar, in points, so that ink outside it can be seen.
    static let margin: Float = 4
    static let scale: Float = 3

    /// The bar's items drawn at @3x over `background`, with `margin` all round.
    static func render(_ bar: StatusBar, width: Float, appearance: Appearance, background: Color) -> Pixmap {
        let items = bar.sceneItems(width: width, appearance: appearance, origin: Point(margin, margin))
        let scene = Scene(name: "status-bar", size: Size(width + 2 * margin, bar.height + 2 * margin), scale: scale,
                          background: background, items: items)
        return scene.render().pixmap
    }

    /// The pixel box of one point-space rect inside the margin, at @3x.
    static func pixels(_ r: Rect) -> (x: Range<Int>, y: Range<Int>) {
        let x0 = Int(((r.minX + margin) * scale).rounded()), x1 = Int(((r.maxX + margin) * scale).rounded())
        let y0 = Int(((r.minY + margin) * scale).rounded()), y1 = Int(((r.maxY + margin) * scale).rounded())
        return (x0 ..< x1, y0 ..< y1)
    }

    /// How much darker than white each pixel is, summed (light appearance over white).
    static func ink(_ p: Pixmap, x: Range<Int>? = nil, y: Range<Int>? = nil) -> Int {
        var sum = 0
        for yy in y ?? 0 ..< p.height {
            for xx in x ?? 0 ..< p.width { sum += 255 - Int(p[xx, yy].r) }
        }
        return sum
    }

    /// The bounding box, in points from the bar's top-left, of the pixels where two renders differ.
    static func differenceBox(_ a: Pixmap, _ b: Pixmap) -> Rect? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0 ..< a.height {
            for x in 0 ..< a.width where a[x, y] != b[x, y] {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        guard x0 <= x1 else { return nil }
        return Rect(x: Float(x0) / scale - margin, y: Float(y0) / scale - margin, width: Float(x1 - x0) / scale, height: Float(y1 - y0) / scale)
    }

    @Test func heightsAreTheTopInsetsOfIosFacts() {
        #expect(StatusBar(family: .homeButton).height == 20)
        #expect(StatusBar(family: .notch).height == 47)
        #expect(StatusBar(family: .dynamicIsland).height == 59)
        #expect(DeviceFamily(rawValue: "dynamic-island") == .dynamicIsland)
        #expect(DeviceFamily(rawValue: "home-button") == .homeButton)
    }

    @Test func defaultsAreNineFortyOneAndAFullBattery() {
        let bar = StatusBar(family: .notch)
        #expect(bar.time == "9:41")
        #expect(bar.batteryLevel == 1)
        #expect(!bar.drawsSensorHousing)
    }

    @Test(arguments: Appearance.allCases)
    func inkStaysInsideTheBar(appearance: Appearance) {
        for (family, width) in Self.screens {
            let pixmap = Self.render(StatusBar(family: family), width: width, appearance: appearance, background: .clear)
            let inside = Self.pixels(Rect(x: 0, y: 0, width: width, height: StatusBar(family: family).height))
            var outside = 0, inked = 0
            for y in 0 ..< pixmap.height {
                for x in 0 ..< pixmap.width where pixmap[x, y].a > 0 {
                    inked += 1
                    if !inside.x.contains(x) || !inside.y.contains(y) { outside += 1 }
                }
            }
            #expect(inked > 1000, "\(family) \(width): almost nothing drawn")
            #expect(outside == 0, "\(family) \(width): \(outside) pixels of ink outside the bar")
        }
    }

    @Test func nothingIsDrawnOverTheSensorHousing() {
        for (family, width) in Self.screens where family != .homeButton {
            let housing = family == .notch ? M.notchSize.width : M.islandSize.width
            let pixmap = Self.render(StatusBar(family: family), width: width, appearance: .light, background: .white)
            let span = Self.pixels(Rect(x: (width - housing) / 2, y: 0, width: housing, height: StatusBar(family: family).height))
            #expect(Self.ink(pixmap, x: span.x, y: span.y) == 0, "\(family) \(width)")
        }
    }

    /// Light: black ink on white, every pixel a grey between them and the solid parts black.
    /// Dark: the same in white on black.
    @Test(arguments: Appearance.allCases)
    func inkIsInTheLabelColour(appearance: Appearance) {
        let background = SystemColors.systemBackground.resolved(for: appearance)
        let label = SystemColors.label.resolved(for: appearance)
        for (family, width) in Self.screens {
            let pixmap = Self.render(StatusBar(family: family), width: width, appearance: appearance, background: background)
            var coloured = 0, solid = 0
            for y in 0 ..< pixmap.height {
                for x in 0 ..< pixmap.width {
                    let c = pixmap[x, y].unpremultiplied
                    if c.r != c.g || c.g != c.b || c.a != 255 { coloured += 1 }
                    if c == label { solid += 1 }
                }
            }
            #expect(coloured == 0, "\(family) \(appearance): \(coloured) pixels not grey")
            // At @3x the solid parts (bars, fan, fill, the time's stems) are hundreds of pixels.
            #expect(solid > 1500, "\(family) \(appearance): only \(solid) pixels in the label colour")
        }
    }

    /// The fill's ink grows with the level, in proportion, and a full battery adds the fill's
    /// area: the body inset by 2 pt on each side, less its rounded corners.
    @Test(arguments: [DeviceFamily.dynamicIsland, .homeButton])
    func batteryFillGrowsWithTheLevel(family: DeviceFamily) {
        let width: Float = 393
        let levels: [Float] = [0, 0.25, 0.5, 0.75, 1]
        let inks = levels.map { level in
            Self.ink(Self.render(StatusBar(family: family, batteryLevel: level), width: width, appearance: .light, background: .white))
        }
        for (a, b) in zip(inks, inks.dropFirst()) { #expect(b > a, "\(inks)") }
        let k = family == .homeButton ? M.compactGlyphScale : 1
        let fillBox = (M.batteryBodySize.width - 2 * M.batteryFillInset) * (M.batteryBodySize.height - 2 * M.batteryFillInset)
        let boxInk = Float(fillBox * k * k * Self.scale * Self.scale * 255)
        let full = Float(inks[4] - inks[0])
        #expect(full <= boxInk && full > 0.95 * boxInk, "full fill \(full / 255) px², its box \(boxInk / 255) px²")
        let half = Float(inks[2] - inks[0])
        #expect(abs(half / full - 0.5) < 0.03, "half a battery is \(half / full) of a full one")
    }

    @Test func batteryLevelOutsideZeroToOneIsClamped() {
        func pixmap(_ level: Float) -> Pixmap {
            Self.render(StatusBar(family: .notch, batteryLevel: level), width: 390, appearance: .light, background: .white)
        }
        #expect(pixmap(-1).pixels == pixmap(0).pixels)
        #expect(pixmap(.nan).pixels == pixmap(0).pixels)
        #expect(pixmap(7).pixels == pixmap(1).pixels)
    }

    /// The time is where ios-facts §3.2a puts it: its digits' middle at the middle of the left
    /// ear beside the notch or island, or of the home-button bar; found as the pixels that
    /// change when the time is left out.
    @Test func theTimeIsDrawnWhereItBelongs() {
        for (family, width) in Self.screens {
            let with = Self.render(StatusBar(family: family), width: width, appearance: .light, background: .white)
            let without = Self.render(StatusBar(family: family, time: ""), width: width, appearance: .light, background: .white)
            guard let box = Self.differenceBox(with, without) else {
                Issue.record("\(family) \(width): no time drawn")
                continue
            }
            let expected: Point = switch family {
            case .homeButton: Point(width / 2, M.homeButtonHeight / 2)
            case .notch: Point((width - M.notchSize.width) / 4, M.notchSize.height / 2)
            case .dynamicIsland: Point((width - M.islandSize.width) / 4, M.islandTop + M.islandSize.height / 2)
            case .iPad: Point(M.iPadEdgeInset, M.iPadHeight / 2)
            }
            if family == .iPad {
                // On the iPad the time starts at the leading inset (its first digit's side bearing past it).
                #expect(box.minX >= expected.x && box.minX < expected.x + 1.5, "iPad: time starts at x \(box.minX), expected \(expected.x)")
            } else {
                #expect(abs(box.midX - expected.x) < 1, "\(family) \(width): time centred at x \(box.midX), expected \(expected.x)")
            }
            #expect(abs(box.midY - expected.y) < 0.75, "\(family) \(width): time centred at y \(box.midY), expected \(expected.y)")
            // The digits are about the font's digit height tall (a little more for round overshoot).
            let size = family == .homeButton || family == .iPad ? M.compactTimeFontSize : M.timeFontSize
            #expect(abs(box.height - size * M.digitHeightRatio) < 0.75, "\(family): time \(box.height) pt tall")
        }
    }

    @Test func aTimeTooWideForItsEarIsCut() {
        let bar = StatusBar(family: .dynamicIsland, time: String(repeating: "8", count: 40))
        let pixmap = Self.render(bar, width: 393, appearance: .light, background: .white)
        let ear = (393 - M.islandSize.width) / 2
        let beyond = Self.pixels(Rect(x: ear, y: 0, width: M.islandSize.width, height: bar.height))
        #expect(Self.ink(pixmap, x: beyond.x, y: beyond.y) == 0)
    }

    @Test func theIslandIsDrawnOnlyWhenAsked() {
        var bar = StatusBar(family: .dynamicIsland)
        let plain = Self.render(bar, width: 393, appearance: .light, background: .white)
        bar.drawsSensorHousing = true
        let housed = Self.render(bar, width: 393, appearance: .light, background: .white)
        let centre = Self.pixels(Rect(x: 393 / 2 - 1, y: M.islandItemsMidY - 1, width: 2, height: 2))
        #expect(plain[centre.x.lowerBound, centre.y.lowerBound].unpremultiplied == .white)
        #expect(housed[centre.x.lowerBound, centre.y.lowerBound].unpremultiplied == .black)
        // The notch is not a shape the bar can draw: the flag changes nothing there.
        var notch = StatusBar(family: .notch)
        let before = Self.render(notch, width: 390, appearance: .light, background: .white)
        notch.drawsSensorHousing = true
        #expect(Self.render(notch, width: 390, appearance: .light, background: .white).pixels == before.pixels)
    }
}
