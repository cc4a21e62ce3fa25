// SVGBounds: the exact bounding box of a path's geometry — curves included at their extreme
// points, not their control points — as SVG's `objectBoundingBox` units need (SVG 2 §8.10).

import Raster

enum SVGBounds {
    /// The smallest rect holding every point of `path` mapped by `transform`; nil for an empty
    /// path. Curves are measured after mapping, at the parameters where dx/dt or dy/dt is 0.
    static func of(_ path: Path, transform: Transform = .identity) -> Rect? {
        var minP = Point(.infinity, .infinity), maxP = Point(-.infinity, -.infinity)
        func add(_ p: Point) {
            minP = Point(min(minP.x, p.x), min(minP.y, p.y))
            maxP = Point(max(maxP.x, p.x), max(maxP.y, p.y))
        }
        var current = Point.zero
        path.forEachElement { e in
            switch e {
            case .move(let p), .line(let p):
                current = transform.apply(p)
                add(current)
            case .quad(let c, let p):
                let (p0, p1, p2) = (current, transform.apply(c), transform.apply(p))
                add(p2)
                for t in quadExtrema(p0.x, p1.x, p2.x) + quadExtrema(p0.y, p1.y, p2.y) {
                    let u = 1 - t
                    add(p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t))
                }
                current = p2
            case .cubic(let c1, let c2, let p):
                let (p0, p1, p2, p3) = (current, transform.apply(c1), transform.apply(c2), transform.apply(p))
                add(p3)
                for t in cubicExtrema(p0.x, p1.x, p2.x, p3.x) + cubicExtrema(p0.y, p1.y, p2.y, p3.y) {
                    let u = 1 - t
                    add(p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t))
                }
                current = p3
            case .close:
                break
            }
        }
        guard minP.x <= maxP.x, minP.y <= maxP.y else { return nil }
        return Rect(corners: minP, maxP)
    }

    /// Parameters in (0, 1) where a quadratic's derivative 2[(b − a) + t(a − 2b + c)] is 0.
    static func quadExtrema(_ a: Float, _ b: Float, _ c: Float) -> [Float] {
        let d = a - 2 * b + c
        guard d != 0 else { return [] }
        let t = (a - b) / d
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's derivative, the quadratic
    /// 3[(−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)], is 0.
    static func cubicExtrema(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> [Float] {
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [Float] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let s = disc.squareRoot()
                roots = [(-qb + s) / (2 * qa), (-qb - s) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
