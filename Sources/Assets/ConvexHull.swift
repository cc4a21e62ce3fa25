import Raster

/// The convex hull of a set of points (Andrew's monotone chain), and its area.
///
/// Invariant: `points` is the hull in counter-clockwise order (y up) without repeated or
/// collinear points; fewer than three input points give a degenerate hull of area 0.
struct ConvexHull {
    let points: [Point]

    init(_ input: [Point]) {
        let sorted = input.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count > 2 else { points = sorted; return }
        func turn(_ o: Point, _ a: Point, _ b: Point) -> Float { (a - o).cross(b - o) }
        var lower: [Point] = []
        for p in sorted {
            while lower.count >= 2, turn(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        var upper: [Point] = []
        for p in sorted.reversed() {
            while upper.count >= 2, turn(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        points = Array(lower.dropLast() + upper.dropLast())
    }

    /// The enclosed area (shoelace formula), ≥ 0.
    var area: Float {
        guard points.count > 2 else { return 0 }
        var twice: Float = 0
        for i in points.indices {
            twice += points[i].cross(points[(i + 1) % points.count])
        }
        return abs(twice) / 2
    }
}
