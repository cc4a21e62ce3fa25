// Flattener: quadratic and cubic Béziers → line segments within a tolerance.
//
// Algorithm: uniform subdivision with a segment count from the curve's second derivative.
// For a polynomial curve B on [0, 1] cut into n equal parameter steps, each chord stays
// within max|B''|/(8n²) of the curve. For a quadratic, B'' = 2(p0 − 2p1 + p2) is constant;
// for a cubic, |B''| ≤ 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|). Solving for n gives the
// counts below. (Wang's formula; see e.g. Sederberg, "Computer Aided Geometric Design" §10.6.)

/// Turns curves into line segments whose distance from the true curve is at most a tolerance.
package enum Flattener {
    /// The most segments one curve may become: bounds work on absurd input (a cubic spanning
    /// 1e7 px would otherwise ask for millions). At the default tolerance this is reached only
    /// by curves longer than about 10^5 px.
    package static let maxSegmentsPerCurve = 4096

    /// How many equal parameter steps keep a quadratic within `tolerance` of its chords.
    package static func segmentCount(quad p0: Point, _ p1: Point, _ p2: Point, tolerance: Float) -> Int {
        let dd = (p0 - p1 * 2 + p2).length
        // max|B''|/(8n²) = 2·dd/(8n²) ≤ tol  ⇔  n ≥ √(dd / (4·tol))
        return clampCount((dd / (4 * tolerance)).squareRoot())
    }

    /// How many equal parameter steps keep a cubic within `tolerance` of its chords.
    package static func segmentCount(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Float) -> Int {
        let d1 = (p0 - p1 * 2 + p2).lengthSquared
        let d2 = (p1 - p2 * 2 + p3).lengthSquared
        let dd = max(d1, d2).squareRoot()
        // max|B''|/(8n²) ≤ 6·dd/(8n²) ≤ tol  ⇔  n ≥ √(0.75·dd / tol)
        return clampCount((0.75 * dd / tolerance).squareRoot())
    }

    /// `n` rounded up, in 1 … `maxSegmentsPerCurve`. A finite `n` can still be far beyond
    /// Int's range: the second difference is at most √Float.max ≈ 1.8e19 before its length
    /// overflows, but any positive tolerance is accepted (`Stroker` takes one), and
    /// √(1.8e19 / 4e-20) ≈ 2e19. So `n` is compared before it is converted: NaN (a curve
    /// whose points overflowed) gives 1, anything from the cap up to +∞ the cap.
    @inlinable static func clampCount(_ n: Float) -> Int {
        guard !n.isNaN else { return 1 }
        guard n < Float(maxSegmentsPerCurve) else { return maxSegmentsPerCurve }
        return max(Int(n.rounded(.up)), 1)
    }

    /// Calls `emit` with the points after `p0` along the quadratic (the last is `p2`).
    package static func flatten(quad p0: Point, _ p1: Point, _ p2: Point, tolerance: Float, emit: (Point) -> Void) {
        let n = segmentCount(quad: p0, p1, p2, tolerance: tolerance)
        if n > 1 {
            let dt = 1 / Float(n)
            for i in 1 ..< n {
                let t = Float(i) * dt, u = 1 - t
                emit(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
            }
        }
        emit(p2)
    }

    /// Calls `emit` with the points after `p0` along the cubic (the last is `p3`).
    package static func flatten(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Float, emit: (Point) -> Void) {
        let n = segmentCount(cubic: p0, p1, p2, p3, tolerance: tolerance)
        if n > 1 {
            let dt = 1 / Float(n)
            for i in 1 ..< n {
                let t = Float(i) * dt, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                emit(p0 * a + p1 * b + p2 * c + p3 * d)
            }
        }
        emit(p3)
    }
}

/// A flattened subpath: the points in order, and whether it was closed with `close`.
/// Invariant: at least one point.
package struct Polyline: Hashable, Sendable {
    package var points: [Point]
    package var isClosed: Bool
    package init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
}

extension Path {
    /// The subpaths as polylines, each curve replaced by lines within `tolerance` (in the path's
    /// own units: pass device pixels for a device-space path).
    package func polylines(tolerance: Float = Tolerance.flatteningPixels) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        var closed = false
        func finish() {
            if !current.isEmpty { out.append(Polyline(points: current, isClosed: closed)) }
            current = []
            closed = false
        }
        forEachElement { e in
            switch e {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quad(let c, let p):
                let p0 = current.last ?? .zero
                Flattener.flatten(quad: p0, c, p, tolerance: tolerance) { current.append($0) }
            case .cubic(let c1, let c2, let p):
                let p0 = current.last ?? .zero
                Flattener.flatten(cubic: p0, c1, c2, p, tolerance: tolerance) { current.append($0) }
            case .close:
                // A segment after close starts a new subpath (Path injects a move).
                closed = true
                finish()
            }
        }
        finish()
        return out
    }
}
