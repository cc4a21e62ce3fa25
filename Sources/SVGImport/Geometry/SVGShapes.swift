// SVGShapes: the basic shapes as paths, each as SVG 2 §10 defines its equivalent path — the
// start point and direction matter, since dashes are laid from the start.

import Raster

enum SVGShapes {
    /// Handle length of a cubic quarter ellipse, as a fraction of its radius (Raster's
    /// `Path.quarterCircleHandleRatio`, 4/3·(√2 − 1)).
    static let k = Path.quarterCircleHandleRatio

    /// A rect with corner radii `rx`, `ry` (already resolved: each ≤ half its side), starting
    /// at (x + rx, y) and running clockwise on screen (SVG 2 §10.2).
    static func rect(x: Float, y: Float, width w: Float, height h: Float, rx: Float, ry: Float) -> Path {
        var p = Path()
        guard rx > 0, ry > 0 else {
            p.move(to: Point(x, y))
            p.line(to: Point(x + w, y))
            p.line(to: Point(x + w, y + h))
            p.line(to: Point(x, y + h))
            p.close()
            return p
        }
        let hx = rx * k, hy = ry * k
        p.move(to: Point(x + rx, y))
        p.line(to: Point(x + w - rx, y))
        p.cubic(control1: Point(x + w - rx + hx, y), control2: Point(x + w, y + ry - hy), to: Point(x + w, y + ry))
        p.line(to: Point(x + w, y + h - ry))
        p.cubic(control1: Point(x + w, y + h - ry + hy), control2: Point(x + w - rx + hx, y + h), to: Point(x + w - rx, y + h))
        p.line(to: Point(x + rx, y + h))
        p.cubic(control1: Point(x + rx - hx, y + h), control2: Point(x, y + h - ry + hy), to: Point(x, y + h - ry))
        p.line(to: Point(x, y + ry))
        p.cubic(control1: Point(x, y + ry - hy), control2: Point(x + rx - hx, y), to: Point(x + rx, y))
        p.close()
        return p
    }

    /// An ellipse from (cx + rx, cy), through (cx, cy + ry): clockwise on screen (SVG 2 §10.4).
    static func ellipse(cx: Float, cy: Float, rx: Float, ry: Float) -> Path {
        let hx = rx * k, hy = ry * k
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(control1: Point(cx + rx, cy + hy), control2: Point(cx + hx, cy + ry), to: Point(cx, cy + ry))
        p.cubic(control1: Point(cx - hx, cy + ry), control2: Point(cx - rx, cy + hy), to: Point(cx - rx, cy))
        p.cubic(control1: Point(cx - rx, cy - hy), control2: Point(cx - hx, cy - ry), to: Point(cx, cy - ry))
        p.cubic(control1: Point(cx + hx, cy - ry), control2: Point(cx + rx, cy - hy), to: Point(cx + rx, cy))
        p.close()
        return p
    }

    /// Points joined by lines, closed for a polygon.
    static func poly(_ points: [Point], closed: Bool) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        if closed { p.close() }
        return p
    }
}
