import GoldenTesting
import Raster
import Testing

/// One reviewed sheet of what the rasterizer draws — stroke joins, caps, dashes, hairlines,
/// both fill rules, a gradient and a backdrop blur — kept as `Goldens/raster/sheet.png`.
/// Compared exactly: the pipeline is deterministic and integer-exact after coverage.
@Suite struct RasterSheetGoldenTests {
    static let scale: Float = 2
    static let ink = Color(hex: "#1C1C1E")!
    static let guide = Color(hex: "#FF3B30")!
    static let blue = Color(hex: "#007AFF")!

    static func sheet() throws -> Canvas {
        var c = Canvas(width: 640, height: 1040, background: Color(hex: "#F2F2F7")!)
        let t = Transform.scale(scale)

        // Joins: miter, round, bevel on the same zigzag; a sharp one past the miter limit.
        for (i, join) in [StrokeStyle.LineJoin.miter, .round, .bevel].enumerated() {
            let x = Float(20 + i * 100)
            let zigzag = try Path(svgPathData: "M\(x) 60 L\(x + 25) 20 L\(x + 50) 60 L\(x + 75) 30")
            c.stroke(zigzag, style: try StrokeStyle(width: 12, join: join), color: ink, transform: t)
            c.stroke(zigzag, style: .hairline, color: guide, transform: t)
        }

        // Caps: butt, round, square; the red hairline marks where the path ends.
        for (i, cap) in [StrokeStyle.LineCap.butt, .round, .square].enumerated() {
            let y = Float(90 + i * 24)
            let line = try Path(svgPathData: "M40 \(y) H260")
            c.stroke(line, style: try StrokeStyle(width: 14, cap: cap), color: ink, transform: t)
            c.stroke(line, style: .hairline, color: guide, transform: t)
        }

        // Dashes: a pattern with a phase, round dots, and a dashed circle across its closing point.
        c.stroke(try Path(svgPathData: "M20 170 H300"), style: try StrokeStyle(width: 4, dash: [12, 6, 2, 6], dashPhase: 5),
                 color: ink, transform: t)
        c.stroke(try Path(svgPathData: "M20 190 H300"), style: try StrokeStyle(width: 6, cap: .round, dash: [0, 12]),
                 color: blue, transform: t)
        c.stroke(Path.circle(center: Point(60, 240), radius: 30), style: try StrokeStyle(width: 3, dash: [10, 5]),
                 color: ink, transform: t)
        // Hairlines stay one device pixel wide at any scale.
        c.stroke(try Path(svgPathData: "M120 215 L300 265"), style: .hairline, color: ink, transform: t)
        c.stroke(try Path(svgPathData: "M80 160 L200 193"), style: .hairline, color: ink, transform: .scale(3))

        // Fill rules: a five-pointed star and two concentric circles, nonzero then even-odd.
        let star = try Path(svgPathData: "M50 300 L79 390 L3 334 L97 334 L21 390 Z")
        var rings = Path.circle(center: Point(0, 0), radius: 26)
        rings.append(Path.circle(center: Point(0, 0), radius: 14))
        c.fill(star, color: blue, rule: .nonzero, transform: t)
        c.fill(star, color: blue, rule: .evenodd, transform: Transform.translation(100, 0).concatenating(t))
        c.fill(rings, color: ink, rule: .nonzero, transform: Transform.translation(232, 345).concatenating(t))
        c.fill(rings, color: ink, rule: .evenodd, transform: Transform.translation(290, 345).concatenating(t))

        // Translucent bars over a gradient, half under a backdrop blur with a white tint: the
        // iOS material look.
        guard let gradient = LinearGradient(start: Point(20, 0), end: Point(300, 0), stops: [
            .init(offset: 0, color: Color(hex: "#FF9500")!), .init(offset: 1, color: Color(hex: "#AF52DE")!),
        ]) else { throw GradientMissing() }
        c.fill(try Path(svgPathData: "M20 500 H300 V420 Z"), paint: .linearGradient(gradient), transform: t)
        for i in 0 ..< 8 {
            c.fill(Path.rect(Rect(x: Float(20 + i * 36), y: 410, width: 18, height: 90)), color: Color(hex: "#34C75980")!, transform: t)
        }
        c.backdropBlur(Path.continuousRoundedRect(Rect(x: 160, y: 430, width: 130, height: 50), cornerRadius: 12),
                       sigma: 4, tint: Color(hex: "#FFFFFF99")!, transform: t)
        return c
    }

    struct GradientMissing: Error {}

    @Test func sheetMatchesGolden() throws {
        let check = assertGolden(try Self.sheet().image(), named: "sheet", in: "raster")
        #expect(check.passed)
    }
}
