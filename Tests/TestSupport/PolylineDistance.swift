// PolylineDistance: exact distances from a point to segments and polylines, in Double, as the
// oracle for stroke tests ("every point within width/2 of the path is painted").

import Raster

/// The distance from `p` to the closed segment from `a` to `b` (to `a` when they coincide).
public func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ax = Double(a.x), ay = Double(a.y), bx = Double(b.x), by = Double(b.y)
    let px = Double(p.x), py = Double(p.y)
    let dx = bx - ax, dy = by - ay
    let lengthSquared = dx * dx + dy * dy
    var t = lengthSquared > 0 ? ((px - ax) * dx + (py - ay) * dy) / lengthSquared : 0
    t = min(max(t, 0), 1)
    let cx = ax + t * dx - px, cy = ay + t * dy - py
    return (cx * cx + cy * cy).squareRoot()
}

/// The distance from `p` to the nearest segment of a polyline (including the closing segment
/// when `isClosed`), or to its only point.
public func distance(from p: Point, toPolyline points: [Point], isClosed: Bool) -> Double {
    guard let first = points.first, let last = points.last else { return .infinity }
    var best = distance(from: p, toSegment: first, first)
    for (a, b) in zip(points, points.dropFirst()) {
        best = min(best, distance(from: p, toSegment: a, b))
    }
    if isClosed { best = min(best, distance(from: p, toSegment: last, first)) }
    return best
}

/// Twice the signed area of a closed polygon, in Double: positive when it winds clockwise on a
/// y-down screen.
public func doubleSignedArea(_ polygon: [Point]) -> Double {
    guard let last = polygon.last else { return 0 }
    var previous = last
    var sum = 0.0
    for p in polygon {
        sum += Double(previous.x) * Double(p.y) - Double(p.x) * Double(previous.y)
        previous = p
    }
    return sum
}
