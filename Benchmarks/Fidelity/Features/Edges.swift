import Raster

/// Edges from profiles: where a flat shape of level `inside` drawn over `outside` begins, to a
/// fraction of a pixel, read from the anti-aliased coverage of the pixels it crosses.
public enum EdgeProfile {
    public enum Direction: Sendable { case right, left, down, up }

    /// Scans from pixel `from` (which must be outside the shape) along row `line` (`.right`,
    /// `.left`) or column `line` (`.down`, `.up`) for at most `limit` pixels, summing the missing
    /// coverage `1 − c` until a pixel is covered (`c ≥ 0.98`). Returns the edge as a pixel-edge
    /// coordinate: scanning right from x = s, the edge is `s + Σ(1 − c)`; scanning left, it is
    /// `s + 1 − Σ(1 − c)`. Nil when no covered pixel is reached.
    ///
    /// Exact for a straight edge across the scan; on a corner it reads the curve's position on
    /// that one line.
    public static func edge(_ levels: Levels, line: Int, from: Int, direction: Direction, limit: Int,
                            outside: Float, inside: Float) -> Double? {
        var missing = 0.0
        for k in 0 ..< limit {
            let (x, y): (Int, Int)
            switch direction {
            case .right: (x, y) = (from + k, line)
            case .left: (x, y) = (from - k, line)
            case .down: (x, y) = (line, from + k)
            case .up: (x, y) = (line, from - k)
            }
            guard x >= 0, y >= 0, x < levels.width, y < levels.height else { return nil }
            let c = Double(levels.coverage(x: x, y: y, outside: outside, inside: inside))
            if c >= 0.98 {
                switch direction {
                case .right, .down: return Double(from) + missing
                case .left, .up: return Double(from + 1) - missing
                }
            }
            missing += 1 - c
        }
        return nil
    }

    /// The radius of the circular corner with the same missing area as the shape's corner.
    ///
    /// `left`/`top` (or `right`/`bottom`) are the shape's straight edges, pixel-edge coordinates,
    /// measured away from the corner; the square of `size` px from the corner pixel is summed
    /// for missing coverage, the straight-edge slivers are taken out, and the remainder is
    /// `(1 − π/4)·r²` for a circular arc of radius r. A continuous (squircle) corner of nominal
    /// radius R misses less area than a circle of radius R, so it reads smaller: compare like
    /// with like (the same extractor on both images). `size` must exceed the radius and stay
    /// clear of anything else drawn inside the shape.
    public static func cornerRadius(_ levels: Levels, horizontalEdge: Double, verticalEdge: Double,
                                    corner: Corner, size: Int, outside: Float, inside: Float) -> Double? {
        // Corner pixel bounds and sliver widths (the part of the square outside the straight edges).
        let x0: Int, y0: Int, fx: Double, fy: Double
        switch corner {
        case .topLeft, .bottomLeft:
            x0 = Int(verticalEdge.rounded(.down)); fx = verticalEdge - Double(x0)
        case .topRight, .bottomRight:
            let e = Int(verticalEdge.rounded(.up)); x0 = e - size; fx = Double(e) - verticalEdge
        }
        switch corner {
        case .topLeft, .topRight:
            y0 = Int(horizontalEdge.rounded(.down)); fy = horizontalEdge - Double(y0)
        case .bottomLeft, .bottomRight:
            let e = Int(horizontalEdge.rounded(.up)); y0 = e - size; fy = Double(e) - horizontalEdge
        }
        guard x0 >= 0, y0 >= 0, x0 + size <= levels.width, y0 + size <= levels.height else { return nil }
        var missing = 0.0
        for y in y0 ..< y0 + size {
            for x in x0 ..< x0 + size { missing += 1 - Double(levels.coverage(x: x, y: y, outside: outside, inside: inside)) }
        }
        let s = Double(size)
        let arc = missing - fx * s - fy * s + fx * fy
        return arc > 0 ? (arc / (1 - Double.pi / 4)).squareRoot() : 0
    }

    public enum Corner: Sendable { case topLeft, topRight, bottomLeft, bottomRight }
}

/// A rounded rectangle found from its edge profiles.
public struct RoundedBox: Sendable, Equatable {
    /// Edges, pixel-edge coordinates.
    public var left: Double, right: Double, top: Double, bottom: Double
    /// Circle-equivalent corner radius (`EdgeProfile.cornerRadius`), px; nil when unreadable.
    public var corner: Double?
    public var width: Double { right - left }
    public var height: Double { bottom - top }

    /// Measures the shape of level `inside` over `outside` that contains the row `midY` and the
    /// column `midX`: edges scanned from `search`'s sides inwards along that row and column,
    /// the corner read at the top-left (`cornerSize` px square). The row and column must cross
    /// only this shape's straight sides (no text or other shapes between `search`'s sides and
    /// the shape's edges).
    public static func measure(_ levels: Levels, search: PixelRect, midX: Int, midY: Int, outside: Float, inside: Float,
                               cornerSize: Int?) -> RoundedBox? {
        let r = levels.clip(search)
        guard let left = EdgeProfile.edge(levels, line: midY, from: r.x0, direction: .right, limit: r.x1 - r.x0, outside: outside, inside: inside),
              let right = EdgeProfile.edge(levels, line: midY, from: r.x1 - 1, direction: .left, limit: r.x1 - r.x0, outside: outside, inside: inside),
              let top = EdgeProfile.edge(levels, line: midX, from: r.y0, direction: .down, limit: r.y1 - r.y0, outside: outside, inside: inside),
              let bottom = EdgeProfile.edge(levels, line: midX, from: r.y1 - 1, direction: .up, limit: r.y1 - r.y0, outside: outside, inside: inside)
        else { return nil }
        var box = RoundedBox(left: left, right: right, top: top, bottom: bottom, corner: nil)
        if let s = cornerSize {
            box.corner = EdgeProfile.cornerRadius(levels, horizontalEdge: top, verticalEdge: left, corner: .topLeft, size: s,
                                                  outside: outside, inside: inside)
        }
        return box
    }
}
