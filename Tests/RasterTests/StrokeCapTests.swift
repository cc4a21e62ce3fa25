import Raster
import TestSupport
import Testing

/// A horizontal line from (10, 50) to (90, 50), 10 wide: what each cap adds past the ends.
@Suite struct StrokeCapTests {
    static let start = Point(10, 50), end = Point(90, 50)
    static let width: Float = 10
    static let halfWidth: Float = 5
    static let tolerance: Float = 0.1
    static let m = strokeBoundaryMargin

    func probe(_ cap: StrokeStyle.LineCap) throws -> WindingProbe {
        let style = try StrokeStyle(width: Self.width, cap: cap)
        return WindingProbe(path: Stroker.outline(of: polylinePath([Self.start, Self.end]), style: style, tolerance: Self.tolerance))
    }

    @Test func buttCapEndsExactlyAtTheEndPoint() throws {
        let p = try probe(.butt)
        for y in stride(from: 50 - Self.halfWidth + Self.m, through: 50 + Self.halfWidth - Self.m, by: 0.5) {
            #expect(p.containsNonzero(Point(90 - Self.m, y)), "y \(y)")
            #expect(!p.containsNonzero(Point(90 + Self.m, y)), "y \(y)")
            #expect(p.containsNonzero(Point(10 + Self.m, y)), "y \(y)")
            #expect(!p.containsNonzero(Point(10 - Self.m, y)), "y \(y)")
        }
        #expect(!p.containsNonzero(Point(50, 50 + Self.halfWidth + Self.m)))
    }

    @Test func squareCapGoesOnForHalfTheWidth() throws {
        let p = try probe(.square)
        let reach = Self.halfWidth
        for y in stride(from: 50 - reach + Self.m, through: 50 + reach - Self.m, by: 0.5) {
            #expect(p.containsNonzero(Point(90 + reach - Self.m, y)), "y \(y)")
            #expect(!p.containsNonzero(Point(90 + reach + Self.m, y)), "y \(y)")
            #expect(p.containsNonzero(Point(10 - reach + Self.m, y)), "y \(y)")
            #expect(!p.containsNonzero(Point(10 - reach - Self.m, y)), "y \(y)")
        }
        // The corner of the square: inside the square cap, outside a round one.
        #expect(p.containsNonzero(Point(94.5, 54.5)))
    }

    @Test func roundCapCoversTheHalfDiscAndNoMore() throws {
        let p = try probe(.round)
        for step in 0 ... 36 {
            // Angles from −90° to +90° around the end (the half-disc past it), and the mirror
            // image around the start.
            let angle = Float(step) / 36 * .pi - .pi / 2
            let ray = direction(angle)
            #expect(p.containsNonzero(Self.end + ray * (Self.halfWidth - Self.m)), "angle \(angle)")
            #expect(!p.containsNonzero(Self.end + ray * (Self.halfWidth + Self.tolerance + Self.m)), "angle \(angle)")
            #expect(p.containsNonzero(Self.start - ray * (Self.halfWidth - Self.m)), "angle \(angle)")
            #expect(!p.containsNonzero(Self.start - ray * (Self.halfWidth + Self.tolerance + Self.m)), "angle \(angle)")
        }
        #expect(!p.containsNonzero(Point(94.5, 54.5)))
    }
}
