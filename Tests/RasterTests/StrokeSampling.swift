// Shared checks for the stroke tests: build paths from point lists, and compare a stroke
// outline against the band of points within width/2 of its polyline.

import Foundation
import Raster
import TestSupport

/// How far from the band's edge a sample must be before it is judged: Float coordinates below
/// ~500 carry ~3e-5 of rounding, so 1e-3 keeps rounding out of the verdict.
let strokeBoundaryMargin: Float = 1e-3

/// A path through `points`, closed when asked.
func polylinePath(_ points: [Point], closed: Bool = false) -> Path {
    var path = Path()
    guard let first = points.first else { return path }
    path.move(to: first)
    for p in points.dropFirst() { path.line(to: p) }
    if closed { path.close() }
    return path
}

/// The summed length of polylines (closing segments included).
func totalLength(_ polylines: [Polyline]) -> Float {
    var sum: Double = 0
    for polyline in polylines {
        let points = polyline.points
        for (a, b) in zip(points, points.dropFirst()) { sum += distance(from: a, toSegment: b, b) }
        if polyline.isClosed, let first = points.first, let last = points.last {
            sum += distance(from: last, toSegment: first, first)
        }
    }
    return Float(sum)
}

/// The band test for round joins and caps: a sample within `halfWidth − margin` of the polyline
/// must be painted (nonzero), one beyond `halfWidth + tolerance + margin` must not. Returns a
/// description of each sample that breaks the rule.
func bandViolations(
    outline: Path, polyline: [Point], isClosed: Bool, halfWidth: Float, tolerance: Float, samples: [Point]
) -> [String] {
    let probe = WindingProbe(path: outline)
    let innerLimit = Double(halfWidth - strokeBoundaryMargin)
    let outerLimit = Double(halfWidth + tolerance + strokeBoundaryMargin)
    var violations: [String] = []
    for p in samples {
        let d = distance(from: p, toPolyline: polyline, isClosed: isClosed)
        let winding = probe.winding(at: p)
        if winding < 0 {
            violations.append("\(p): winding \(winding) is negative (a piece wound anticlockwise)")
        } else if d <= innerLimit, winding == 0 {
            violations.append("\(p) at distance \(d) ≤ \(innerLimit) is not painted")
        } else if d >= outerLimit, winding != 0 {
            violations.append("\(p) at distance \(d) ≥ \(outerLimit) is painted")
        }
    }
    return violations
}

/// Samples around a polyline: uniform ones over its bounds grown by the band, and ones aimed at
/// the band's edge near segments and near vertices (where joins and caps live).
func bandSamples(
    around polyline: [Point], isClosed: Bool, halfWidth: Float, tolerance: Float, count: Int, rng: inout SeededRandom
) -> [Point] {
    guard let first = polyline.first else { return [] }
    var x0 = first.x, x1 = first.x, y0 = first.y, y1 = first.y
    for p in polyline { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) }
    let grow = halfWidth + 2 * tolerance + 1
    var samples: [Point] = []
    let segmentCount = isClosed ? polyline.count : max(polyline.count - 1, 1)
    for i in 0 ..< count {
        switch i % 3 {
        case 0:
            samples.append(Point(rng.float(in: x0 - grow ... x1 + grow), rng.float(in: y0 - grow ... y1 + grow)))
        case 1:
            let s = rng.int(in: 0 ... segmentCount - 1)
            let a = polyline[s], b = polyline[(s + 1) % polyline.count]
            let onSegment = a.lerp(b, rng.float(in: 0 ... 1))
            samples.append(onSegment + direction(rng.float(in: 0 ... 2 * .pi)) * rng.float(in: 0 ... grow))
        default:
            let v = polyline[rng.int(in: 0 ... polyline.count - 1)]
            let r = rng.float(in: halfWidth * 0.8 ... halfWidth + 2 * tolerance)
            samples.append(v + direction(rng.float(in: 0 ... 2 * .pi)) * r)
        }
    }
    return samples
}

/// The unit vector at `radians` from +x, clockwise on a y-down screen.
func direction(_ radians: Float) -> Point {
    Point(Float(cos(Double(radians))), Float(sin(Double(radians))))
}
