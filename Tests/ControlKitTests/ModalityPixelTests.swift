import ControlKit
import Raster
import Testing

/// Presentations measured on rendered pixels against docs/ios-facts.md §4.1, §4.2, §4.4 and
/// §4.5: the page sheet's top and corner, the page scaled back behind it, the alert on a screen
/// and the popover's arrow in every direction. Expected numbers are worked out here from the
/// facts; nothing reads the layout code.
@Suite struct ModalityPixelTests {
    /// The notch iPhone (390 × 844 pt, status bar 47 pt, §3.2) at @3x, light, over white.
    static let scale = 3

    /// A large page sheet with nothing in it, over a white page with nothing in it.
    func sheetScreen() throws -> RGBAImage {
        try Screen(presentations: [.sheet(Sheet())]).render(scale: Self.scale, appearance: .light).unpremultiplied()
    }

    /// §4.1: the sheet's top is 10 pt below the 47 pt status bar, 57 pt; above it the page,
    /// scaled back with its top on the status bar (§4.5), tinted black at 0.10 (white → 230);
    /// above that the black window.
    @Test func theSheetsTopIs57PointsDownAndThePageShowsAboveIt() throws {
        let image = try sheetScreen()
        let x = image.width / 2
        let column = (0 ..< 400).map { Int(image[x, $0].r) }
        let pageTop = try #require(column.firstIndex { $0 > 115 })
        let sheetTop = try #require(column.firstIndex { $0 == 255 })
        #expect(pageTop == 47 * Self.scale, "the page starts at \(pageTop) px")
        #expect(sheetTop == 57 * Self.scale, "the sheet starts at \(sheetTop) px")
        #expect(abs(column[sheetTop - 2] - 230) <= 1, "the tinted page is \(column[sheetTop - 2])")
        #expect(column[20] == 0, "the window is black")
    }

    /// §4.1's 0.9165: the page's side is 390 × (1 − 0.9165) / 2 = 16.28 pt in from the screen's.
    @Test func thePageIsScaledBackTo0_9165() throws {
        let image = try sheetScreen()
        let y = 56 * Self.scale  // below the page's rounded corner, above the sheet
        let left = try #require((0 ..< image.width / 2).first { image[$0, y].r > 115 })
        let expected = 390 * (1 - 0.9165) / 2 * Float(Self.scale)
        #expect(abs(Float(left) - expected) <= 1.5, "the page's left edge is at \(left) px, expected \(expected)")
    }

    /// §4.1: the sheet's top corners are rounded by 10 pt. Over the black window the corner's
    /// missing area, Σ(1 − coverage) over its 30 × 30 px box, is r²(1 − π/4) for a quarter
    /// circle of radius r; solved for r.
    @Test func theSheetsCornerRadiusIs10Points() throws {
        let image = try sheetScreen()
        let top = 57 * Self.scale, r = 10 * Self.scale
        var missing: Float = 0
        for y in top ..< top + r { for x in 0 ..< r { missing += 1 - Float(image[x, y].r) / 255 } }
        let radius = (missing / (1 - Float.pi / 4)).squareRoot() / Float(Self.scale)
        #expect(abs(radius - 10) < 0.2, "the corner's radius is \(radius) pt")
        // Only the top corners: the bottom of the screen is the sheet's, square.
        #expect(image[0, image.height - 1].r == 255)
    }

    /// §4.2 on a screen: the alert is 270 pt wide, centred, and its title's baseline is 36 pt
    /// below its top; the screen is dimmed (white under black at 0.20 → 204) around it.
    @Test func anAlertOnTheScreenIs270PointsWideWithItsTitle36PointsDown() throws {
        let alert = Alert(title: "Delete Album?", actions: [.init("Cancel", style: .cancel), .init("Delete", style: .destructive)])
        let image = try Screen(presentations: [.alert(alert)]).render(scale: Self.scale).unpremultiplied()
        let midY = image.height / 2, x = image.width / 2 - 60
        let columns = (0 ..< image.width).filter { image[$0, midY].r > 225 }
        let rows = (0 ..< image.height).filter { image[x, $0].r > 225 && image[x, $0].r < 255 }
        let left = try #require(columns.first), right = try #require(columns.last), top = try #require(rows.first)
        #expect(right - left + 1 == 270 * Self.scale && left == 60 * Self.scale, "\(left)…\(right)")
        #expect(abs(Int(image[10, midY].r) - 204) <= 1, "the dimmed screen is \(image[10, midY].r)")
        let ink = (top ..< top + 60 * Self.scale).filter { y in (left ..< right).contains { image[$0, y].r < 120 } }
        let baseline = Float(try #require(ink.last) + 1 - top) / Float(Self.scale)
        #expect(abs(baseline - 36) <= 0.34, "the title's ink ends \(baseline) pt below the alert's top")
    }

    /// §4.4: the arrow is 13 pt from base to tip and 26 pt wide at its base, and its tip is on
    /// the source rectangle's edge, in all four directions. The iPad at @2x over black, so the
    /// popover's material (the tint over black, about 194) is all that is light.
    @Test(arguments: [
        (Popover.Arrow.up, Rect(x: 758, y: 24, width: 44, height: 44)),
        (.down, Rect(x: 388, y: 1080, width: 44, height: 44)),
        (.left, Rect(x: 40, y: 500, width: 120, height: 44)),
        (.right, Rect(x: 660, y: 700, width: 120, height: 44)),
    ])
    func theArrowIs13By26AndPointsAtTheSource(arrow: Popover.Arrow, source: Rect) throws {
        let s: Float = 2
        let screen = Screen(device: .iPad, presentations: [.popover(Popover(source: source, arrow: arrow, size: Size(300, 200)))],
                            showsHomeIndicator: false)
        let image = try screen.render(scale: Int(s), backdrop: .color(.rgba(.black))).unpremultiplied()
        func lit(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < image.width && y < image.height && image[x, y].r > 97 }
        // Walk from the source's edge towards the popover, one device pixel line at a time,
        // measuring the lit span across the arrow's axis.
        let vertical = arrow == .up || arrow == .down
        let step = arrow == .up || arrow == .left ? 1 : -1
        let start: Int = switch arrow {
        case .up: Int(source.maxY * s)
        case .down: Int(source.minY * s) - 1
        case .left: Int(source.maxX * s)
        case .right: Int(source.minX * s) - 1
        }
        let centre = Int((vertical ? source.midX : source.midY) * s)
        func span(at line: Int) -> (count: Int, middle: Float) {
            let across = (centre - 60 ..< centre + 60).filter { vertical ? lit($0, line) : lit(line, $0) }
            guard let a = across.first, let b = across.last else { return (0, 0) }
            return (across.count, Float(a + b) / 2)
        }
        // The tip: the first line with ink is the source's edge (within the tip's anti-aliasing).
        let lines = (0 ..< 40).map { start + step * $0 }
        let first = try #require(lines.firstIndex { span(at: $0).count > 0 })
        #expect(first <= 1, "\(arrow): the arrow's tip is \(first) px from the source")
        // 13 pt along, the base: the line just before it spans 26 pt less one line's taper.
        let base = Int(13 * s)
        let lastLine = span(at: lines[base - 1])
        let expected = 26 * s * (Float(base) - 0.5) / Float(base)
        #expect(abs(Float(lastLine.count) - expected) <= 2, "\(arrow): \(lastLine.count) px across at the base, expected \(expected)")
        #expect(abs(lastLine.middle + 0.5 - Float(centre)) <= 1, "\(arrow): the arrow is centred on \(lastLine.middle), the source on \(centre)")
        // Past the base, the body: much wider than the arrow.
        #expect(span(at: lines[base + 2]).count >= 100)
    }
}
