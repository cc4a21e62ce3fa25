// The exact reference for coverage tests: per pixel, the signed area of the pixel square
// inside a polygon, computed by clipping the polygon to the square (Sutherland–Hodgman,
// exact for a convex clip window) and taking the shoelace area in Double. Slow and obvious
// on purpose: it shares no code with the rasterizer it checks.

import Raster

public enum ExactCoverage {
    /// The signed area (in pixels²) of the part of `polygon` inside the square
    /// `[px, px+1] × [py, py+1]`. For a simple polygon its absolute value is the coverage;
    /// for a self-intersecting one it is the integral of the winding number.
    public static func signedArea(of polygon: [(Double, Double)], pixelX px: Int, pixelY py: Int) -> Double {
        var poly = polygon
        let x0 = Double(px), x1 = Double(px + 1), y0 = Double(py), y1 = Double(py + 1)
        poly = clip(poly, inside: { $0.0 >= x0 }, intersect: { a, b in lerpAtX(a, b, x0) })
        poly = clip(poly, inside: { $0.0 <= x1 }, intersect: { a, b in lerpAtX(a, b, x1) })
        poly = clip(poly, inside: { $0.1 >= y0 }, intersect: { a, b in lerpAtY(a, b, y0) })
        poly = clip(poly, inside: { $0.1 <= y1 }, intersect: { a, b in lerpAtY(a, b, y1) })
        return shoelace(poly)
    }

    /// Twice-signed shoelace area / 2; positive for clockwise polygons in y-down space.
    public static func shoelace(_ p: [(Double, Double)]) -> Double {
        guard p.count >= 3 else { return 0 }
        var s = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.0 * b.1 - b.0 * a.1
        }
        return s / 2
    }

    private static func clip(_ poly: [(Double, Double)], inside: ((Double, Double)) -> Bool,
                             intersect: ((Double, Double), (Double, Double)) -> (Double, Double)) -> [(Double, Double)] {
        guard !poly.isEmpty else { return [] }
        var out: [(Double, Double)] = []
        for i in poly.indices {
            let cur = poly[i], prev = poly[(i + poly.count - 1) % poly.count]
            let ci = inside(cur), pi = inside(prev)
            if ci {
                if !pi { out.append(intersect(prev, cur)) }
                out.append(cur)
            } else if pi {
                out.append(intersect(prev, cur))
            }
        }
        return out
    }

    private static func lerpAtX(_ a: (Double, Double), _ b: (Double, Double), _ x: Double) -> (Double, Double) {
        let t = (x - a.0) / (b.0 - a.0)
        return (x, a.1 + (b.1 - a.1) * t)
    }

    private static func lerpAtY(_ a: (Double, Double), _ b: (Double, Double), _ y: Double) -> (Double, Double) {
        let t = (y - a.1) / (b.1 - a.1)
        return (a.0 + (b.0 - a.0) * t, y)
    }

    /// Winding number of a closed polygon around a point (crossing count with direction).
    public static func winding(of polygon: [(Double, Double)], at p: (Double, Double)) -> Int {
        var w = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            if a.1 <= p.1 {
                if b.1 > p.1 && cross(a, b, p) > 0 { w += 1 }
            } else if b.1 <= p.1 && cross(a, b, p) < 0 {
                w -= 1
            }
        }
        return w
    }

    private static func cross(_ a: (Double, Double), _ b: (Double, Double), _ p: (Double, Double)) -> Double {
        (b.0 - a.0) * (p.1 - a.1) - (p.0 - a.0) * (b.1 - a.1)
    }
}
