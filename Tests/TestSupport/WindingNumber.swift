// WindingNumber: an independent point-in-path oracle for tests of filled outlines (strokes),
// written from the definition rather than from the rasterizer.
//
// Algorithm: the winding number as a signed count of edge crossings of the ray going right
// from the point (Sunday, "Inclusion of a point in a polygon", 2001); computed in Double so that
// Float outlines are judged without the oracle's own rounding getting in the way.

import Raster

/// The edges of a path's flattened subpaths, each subpath closed, ready for many winding queries.
public struct WindingProbe: Sendable {
    /// Edges as (x0, y0, x1, y1) in Double.
    private let edges: [(Double, Double, Double, Double)]

    /// - Parameters:
    ///   - path: every subpath is closed implicitly, as a fill closes it.
    ///   - tolerance: flattening tolerance for curves, in the path's units.
    package init(path: Path, tolerance: Float = Tolerance.flatteningPixels) {
        var edges: [(Double, Double, Double, Double)] = []
        for polyline in path.polylines(tolerance: tolerance) {
            let points = polyline.points
            guard let first = points.first, let last = points.last else { continue }
            for (a, b) in zip(points, points.dropFirst()) + [(last, first)] {
                edges.append((Double(a.x), Double(a.y), Double(b.x), Double(b.y)))
            }
        }
        self.edges = edges
    }

    /// The winding number of the path around `p`: +1 inside a subpath that winds clockwise on a
    /// y-down screen, −1 inside an anticlockwise one, summed over subpaths. Points exactly on an
    /// edge may count either way; callers keep a margin.
    public func winding(at p: Point) -> Int {
        let px = Double(p.x), py = Double(p.y)
        var winding = 0
        for (x0, y0, x1, y1) in edges {
            // > 0 when p lies to the left of the edge in a y-up frame (right of it on a y-down screen).
            let side = (x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)
            if y0 <= py {
                if y1 > py, side > 0 { winding += 1 }
            } else if y1 <= py, side < 0 {
                winding -= 1
            }
        }
        return winding
    }

    /// True when the nonzero fill rule paints `p`.
    public func containsNonzero(_ p: Point) -> Bool { winding(at: p) != 0 }
}

/// The winding number of `path` around `p`; see `WindingProbe.winding(at:)`.
public func windingNumber(of p: Point, in path: Path) -> Int {
    WindingProbe(path: path).winding(at: p)
}
