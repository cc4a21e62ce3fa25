import Raster
import TestSupport
import Testing

/// Property: a flattened curve stays within the tolerance of the true curve.
@Suite struct FlattenerPropertyTests {
    /// Distance from `p` to the polyline (every segment).
    static func distance(_ p: Point, to polyline: [Point]) -> Float {
        var best = Float.infinity
        for i in 1 ..< polyline.count {
            let a = polyline[i - 1], b = polyline[i]
            let ab = b - a
            let t = ab.lengthSquared > 0 ? min(max((p - a).dot(ab) / ab.lengthSquared, 0), 1) : 0
            best = min(best, p.distance(to: a + ab * t))
        }
        return best
    }

    static func cubic(_ p: [Point], _ t: Float) -> Point {
        let u = 1 - t
        return p[0] * (u * u * u) + p[1] * (3 * u * u * t) + p[2] * (3 * u * t * t) + p[3] * (t * t * t)
    }

    static func quad(_ p: [Point], _ t: Float) -> Point {
        let u = 1 - t
        return p[0] * (u * u) + p[1] * (2 * u * t) + p[2] * (t * t)
    }

    @Test func cubicsStayWithinTolerance() {
        var rng = SeededRandom(seed: 0xF1A7)
        for _ in 0 ..< 500 {
            let size = rng.float(in: 1 ... 400)
            let p = (0 ..< 4).map { _ in Point(rng.float(in: 0 ... size), rng.float(in: 0 ... size)) }
            let tolerance = [Tolerance.flatteningPixels, rng.float(in: 0.02 ... 1)][rng.int(in: 0 ... 1)]
            var polyline = [p[0]]
            Flattener.flatten(cubic: p[0], p[1], p[2], p[3], tolerance: tolerance) { polyline.append($0) }
            #expect(polyline.last == p[3])
            var worst: Float = 0
            for k in 0 ... 400 { worst = max(worst, Self.distance(Self.cubic(p, Float(k) / 400), to: polyline)) }
            // 1e-4 relative: Float rounding of coordinates up to 400 px.
            #expect(worst <= tolerance + size * 1e-5, "cubic \(p) tolerance \(tolerance): \(worst)")
        }
    }

    @Test func quadsStayWithinTolerance() {
        var rng = SeededRandom(seed: 0xF1A8)
        for _ in 0 ..< 500 {
            let size = rng.float(in: 1 ... 400)
            let p = (0 ..< 3).map { _ in Point(rng.float(in: 0 ... size), rng.float(in: 0 ... size)) }
            let tolerance = [Tolerance.flatteningPixels, rng.float(in: 0.02 ... 1)][rng.int(in: 0 ... 1)]
            var polyline = [p[0]]
            Flattener.flatten(quad: p[0], p[1], p[2], tolerance: tolerance) { polyline.append($0) }
            var worst: Float = 0
            for k in 0 ... 400 { worst = max(worst, Self.distance(Self.quad(p, Float(k) / 400), to: polyline)) }
            #expect(worst <= tolerance + size * 1e-5, "quad \(p) tolerance \(tolerance): \(worst)")
        }
    }

    /// The bound is not loose by orders of magnitude: a circle flattened at 0.1 px deviates by
    /// more than a quarter of the tolerance somewhere (a flattener that splits far too finely
    /// would pass the test above and waste time).
    @Test func segmentCountIsNotWasteful() {
        let circle = Path.circle(center: Point(100, 100), radius: 80)
        let polyline = circle.polylines(tolerance: 0.1)[0].points
        var worst: Float = 0
        for i in 1 ..< polyline.count {
            let mid = (polyline[i - 1] + polyline[i]) * 0.5
            worst = max(worst, 80 - mid.distance(to: Point(100, 100)))
        }
        #expect(worst > 0.025 && worst <= 0.1, "worst chord deviation \(worst)")
    }
}
