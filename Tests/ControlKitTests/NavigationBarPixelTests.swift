import ControlKit
import Testing

/// The navigation bar measured on rendered @3x pixels, against docs/ios-facts.md §3: the bar's
/// height under the status bar, the hairline's row, the large title's cap height and baseline, and a
/// glyph's ink. Nothing here reads the layout code.
@Suite struct NavigationBarPixelTests {
    static let scale = 3

    func render(_ bar: NavigationBar, backdrop: Backdrop? = nil) throws -> RGBAImage {
        try bar.render(scale: Self.scale, appearance: .light, backdrop: backdrop).unpremultiplied()
    }

    /// Rows (or columns) whose pixels differ from `background` by more than `threshold` in any
    /// channel, inside `x`.
    func inkRows(_ image: RGBAImage, x: Range<Int>, background: Color, threshold: Int = 40) -> [Int] {
        (0 ..< image.height).filter { y in
            x.contains { i in
                let c = image[i, y]
                return abs(Int(c.r) - Int(background.r)) > threshold || abs(Int(c.g) - Int(background.g)) > threshold
            }
        }
    }

    @Test(arguments: [(nil, 0), (DeviceFamily.homeButton, 20), (.notch, 47), (.dynamicIsland, 59)] as [(DeviceFamily?, Int)])
    func theBarIs44And96PointsBelowTheStatusBar(family: DeviceFamily?, statusPoints: Int) throws {
        // At the scroll edge there is no hairline under the bar: the image is the bar alone.
        let standard = try render(NavigationBar(title: "Settings", statusBar: family, background: .scrollEdge))
        #expect(standard.height == (statusPoints + 44) * Self.scale)
        let large = try render(NavigationBar(title: "Settings", titleDisplay: .large, statusBar: family, background: .scrollEdge))
        #expect(large.height == (statusPoints + 96) * Self.scale)
    }

    /// ios-facts §3.5: black at 0.30 over white, 255 × 0.7.
    static let hairlineOverWhite = 178.5

    @Test(arguments: [2, 3])
    func theHairlineIsTheFirstDevicePixelRowBelowTheBar(scale: Int) throws {
        // ios-facts §3.5 [SRC, UIKit 18.2]: the shadow view hangs under the bar, one device pixel
        // tall; the bar's own rows end at 44 pt (row 131 at @3x), the hairline is row 132.
        for background in [NavigationBar.Background.standard, .opaque] {
            let image = try NavigationBar(title: "Settings", background: background)
                .render(scale: scale, appearance: .light).unpremultiplied()
            let barRows = 44 * scale
            #expect(image.height == barRows + 1, "\(background) @\(scale)x: a standalone bar grows by the hairline's row")
            guard image.height == barRows + 1 else { continue }
            let x = image.width / 2 + 100 * scale  // clear of the title
            let hairline = image[x, barRows], lastBarRow = image[x, barRows - 1], aboveIt = image[x, barRows - 2]
            #expect(abs(Double(hairline.r) - Self.hairlineOverWhite) <= 2, "\(background) @\(scale)x: row \(barRows) is \(hairline)")
            #expect(lastBarRow == aboveIt && lastBarRow.r > 240, "\(background) @\(scale)x: the bar's last row \(lastBarRow) is the bar's colour")
        }
    }

    @Test(arguments: [2, 3])
    func onAScreenTheHairlineFallsOverTheContentBelowTheBar(scale: Int) throws {
        // A notch iPhone: 47 pt status bar, the 44 pt bar, then the content (white rows).
        let screen = Screen(device: .notch, navigationBar: NavigationBar(title: "Settings"), rows: ["General"])
        let image = try screen.render(scale: scale, appearance: .light).unpremultiplied()
        let barBottom = (47 + 44) * scale
        let x = image.width - 8 * scale  // right of the row's text, left of the display's corner
        #expect(abs(Double(image[x, barBottom].r) - Self.hairlineOverWhite) <= 2, "row \(barBottom): \(image[x, barBottom])")
        #expect(image[x, barBottom - 1].r > 240, "the bar's last row: \(image[x, barBottom - 1])")
        #expect(image[x, barBottom + 1] == Color(r: 255, g: 255, b: 255), "the content under it: \(image[x, barBottom + 1])")
    }

    @Test func thereIsNoHairlineAtTheScrollEdge() throws {
        let edge = try render(NavigationBar(title: "Settings", background: .scrollEdge))
        let x = edge.width / 2 + 200
        #expect(edge[x, edge.height - 1] == edge[x, edge.height - 4], "no hairline at the scroll edge")
        #expect(edge[x, edge.height - 1] == Color(r: 255, g: 255, b: 255), "transparent: systemBackground shows")
    }

    @Test func theLargeTitlesCapHeightAndBaselineAreThoseOf34PointBold() throws {
        // A title of capitals without descenders: its ink is its cap height.
        let image = try render(NavigationBar(title: "HILT", titleDisplay: .large, background: .opaque))
        let rows = inkRows(image, x: 0 ..< image.width / 2, background: Color(r: 255, g: 255, b: 255))
            .filter { $0 > 44 * Self.scale && $0 < image.height - 2 }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        let capHeight = Float(bottom - top + 1) / Float(Self.scale)
        // ios-facts §3.3a: 24 pt measured on iOS (SF, 0.70 em); Inter's cap height is 0.727 em,
        // 24.7 pt at 34 pt.
        #expect(abs(capHeight - 24.5) <= 1, "cap height \(capHeight) pt")
        // §3.3a: the baseline 80 pt below the bar's top.
        #expect(abs(Float(bottom + 1) / Float(Self.scale) - 80) <= 0.34, "baseline at \(Float(bottom + 1) / 3) pt")
        // §3.3a: the first inked column about 17 pt from the leading edge (16 + side bearing).
        let columns = (0 ..< image.width).filter { x in (top ... bottom).contains { image[x, $0].r < 200 } }
        #expect(abs(Float(try #require(columns.first)) / Float(Self.scale) - 17) <= 1.5)
    }

    @Test func aBuiltInGlyphsInkIsInsideTheTargetBoxCentredInTheRow() throws {
        let image = try render(NavigationBar(trailingItems: [NavigationBar.Item.glyph("add")!], background: .opaque))
        // The glyph is in the tint: find the bluish pixels.
        var x0 = Int.max, x1 = -1, y0 = Int.max, y1 = -1
        for y in 0 ..< image.height - 1 {
            for x in 0 ..< image.width where image[x, y].b > 200 && image[x, y].r < 150 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        let width = Float(x1 - x0 + 1) / 3, height = Float(y1 - y0 + 1) / 3
        #expect(width <= 24 && height <= 24 && width > 12, "ink \(width) × \(height) pt")
        // §3.3a: a trailing "+" is centred in the 44 pt row (21.7 pt measured).
        #expect(abs(Float(y0 + y1 + 1) / 6 - 22) <= 0.7)
        // Its trailing edge inside the 16 pt padding.
        #expect(Float(image.width - 1 - x1) / 3 >= 16)
    }

    @Test func theStandardMaterialTintsOverWhatIsUnderTheBar() throws {
        // Black content under the top of the bar: through the standard material (0.94 of a
        // light grey over the blur) it is near white; at the scroll edge it shows as it is.
        let stripes = Backdrop.gradient([.rgba(Color(r: 0, g: 0, b: 0)), .rgba(Color(r: 255, g: 255, b: 255))])
        let blurred = try render(NavigationBar(), backdrop: stripes)
        let clear = try render(NavigationBar(background: .scrollEdge), backdrop: stripes)
        let x = blurred.width / 2
        #expect(blurred[x, 3].r > 220, "\(blurred[x, 3])")
        #expect(clear[x, 3].r < 40, "\(clear[x, 3])")
    }

    /// ios-facts §3.4a [MEASURED] on iOS 16.4 and 17.5 at @3x (a 393 pt bar, "< First"): the
    /// chevron's ink from x 28 px, 33 × 57 px (11 × 19 pt), and the back title's ink from 91 px.
    /// Ink is read at half coverage against the scroll-edge bar's white, so anti-aliased edges
    /// count as iOS's were read; 1 px tolerance for geometry, 2 px for text (Inter is not SF).
    @Test func theBackChevronAndTitleSitWhereIOSDrawsThem() throws {
        let image = try render(NavigationBar(title: "Second", backTitle: "First", background: .scrollEdge, width: 393))
        func isInk(_ x: Int, _ y: Int) -> Bool { Int(image[x, y].r) < 128 }
        let inkColumns = (0 ..< image.width / 3).filter { x in (0 ..< image.height).contains { isInk(x, $0) } }
        // The chevron is the first run of ink columns; the title starts after the first gap.
        let chevronStart = try #require(inkColumns.first)
        var chevronEnd = chevronStart
        while inkColumns.contains(chevronEnd + 1) { chevronEnd += 1 }
        let titleStart = try #require(inkColumns.first { $0 > chevronEnd + 1 })
        let chevronRows = (0 ..< image.height).filter { y in (chevronStart ... chevronEnd).contains { isInk($0, y) } }
        #expect(abs(chevronStart - 28) <= 1, "chevron starts at \(chevronStart) px")
        #expect(abs(chevronEnd - chevronStart + 1 - 33) <= 1, "chevron \(chevronEnd - chevronStart + 1) px wide")
        #expect(abs(chevronRows.count - 57) <= 1, "chevron \(chevronRows.count) px tall")
        #expect(abs(titleStart - 91) <= 2, "title starts at \(titleStart) px")
    }
}
