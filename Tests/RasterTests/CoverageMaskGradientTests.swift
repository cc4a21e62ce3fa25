import Raster
import TestSupport
import Testing

/// A gradient's alpha as a coverage mask (a group's edge fade): the fast builder against its
/// per-pixel twin, and the ramp a vertical mask makes.
@Suite struct CoverageMaskGradientTests {
    static func gradient(_ start: Point, _ end: Point, _ alphas: [(Float, UInt8)]) -> LinearGradient? {
        LinearGradient(start: start, end: end, stops: alphas.map { LinearGradient.Stop(offset: $0.0, color: Color(r: 9, g: 99, b: 199, a: $0.1)) })
    }

    /// Property: the fast builder (one look-up a row for vertical gradients) gives the same
    /// bytes as `alphaReference`, for gradients at every angle, degenerate ones included.
    @Test func fastMaskEqualsItsReference() throws {
        var rng = SeededRandom(seed: 0x6A5C)
        let rect = PixelRect(x0: 3, y0: 2, x1: 40, y1: 30)
        for i in 0 ..< 200 {
            let start = Point(rng.float(in: -20 ... 60), rng.float(in: -20 ... 60))
            let end: Point
            switch i % 4 {
            case 0: end = Point(start.x, rng.float(in: -20 ... 60)) // vertical: the fast row road
            case 1: end = start // degenerate
            default: end = Point(rng.float(in: -20 ... 60), rng.float(in: -20 ... 60))
            }
            let stops = (0 ..< rng.int(in: 1 ... 6)).map { _ in (rng.float(in: 0 ... 1), UInt8(rng.int(in: 0 ... 255))) }
            let g = try #require(Self.gradient(start, end, stops))
            let fast = try #require(CoverageMask(alphaOf: g, rect: rect))
            let reference = try #require(CoverageMask.alphaReference(of: g, rect: rect))
            #expect(fast == reference, "gradient \(start) → \(end) \(stops)")
        }
    }

    /// A vertical gradient from alpha 0 at the top to 1 at the bottom of a 16-row rect gives
    /// row y the alpha of its centre: 255·(y + 0.5)/16, rounded.
    @Test func verticalMaskIsARampDown() throws {
        let g = try #require(Self.gradient(Point(0, 0), Point(0, 16), [(0, 0), (1, 255)]))
        let mask = try #require(CoverageMask(alphaOf: g, rect: PixelRect(x0: 0, y0: 0, x1: 5, y1: 16)))
        for y in 0 ..< 16 {
            let expected = (255 * (Float(y) + 0.5) / 16).rounded()
            for x in 0 ..< 5 { #expect(abs(Float(mask[x, y]) - expected) <= 1, "(\(x), \(y))") }
        }
    }
}
