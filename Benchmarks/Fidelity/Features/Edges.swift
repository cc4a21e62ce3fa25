import Raster

/// Edges from profiles: where a flat shape of level `inside` drawn over `outside` begins, to a
/// fraction of a pixel, read from the anti-aliased coverage of the pixels it crosses.
public enum EdgeProfile {
    public enum Direction: Sendable { case right, left, down, up }

    /// The pixel `k` steps from `from` along row `line` (`.right`, `.left`) or column `line`
    /// (`.down`, `.up`), as (x, y); it may lie outside the image.
    static func pixel(_ k: Int, from: Int, line: Int, direction: Direction) -> (Int, Int) {
        switch direction {
        case .right: (from + k, line)
        case .left: (from - k, line)
        case .down: (line, from + k)
        case .up: (line, from - k)
        }
    }

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
            let (x, y) = pixel(k, from: from, line: line, direction: direction)
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

    /// An edge between two levels that are only locally flat (a shape under a dimming layer or
    /// a gradient): scanning from `from` for `limit` pixels, the step is where the levels three
    /// pixels apart differ most; the outside and inside levels are read two pixels beyond it on
    /// either side, and the edge is placed from the coverage of the pixels between, as `edge`
    /// does. Returns the edge and the two levels; nil when the scan leaves the image or finds no
    /// step of at least `minimumStep` levels.
    public static func localEdge(_ levels: Levels, line: Int, from: Int, direction: Direction, limit: Int,
                                 minimumStep: Float = 3) -> (edge: Double, outside: Float, inside: Float)? {
        func at(_ k: Int) -> Float? {
            let (x, y) = pixel(k, from: from, line: line, direction: direction)
            guard x >= 0, y >= 0, x < levels.width, y < levels.height else { return nil }
            return levels[x, y]
        }
        var best = -1, bestStep: Float = 0
        for k in 2 ..< max(2, limit - 4) {
            guard let a = at(k - 1), let b = at(k + 2) else { return nil }
            if abs(b - a) > bestStep { bestStep = abs(b - a); best = k }
        }
        guard best > 0, bestStep >= minimumStep, let outside = at(best - 2), let inside = at(best + 3) else { return nil }
        // Missing coverage over the pixels from best − 1 to best + 2.
        var missing = 0.0
        for k in (best - 1) ... (best + 2) {
            guard let v = at(k) else { return nil }
            missing += 1 - Double(min(1, max(0, (v - outside) / (inside - outside))))
        }
        let start = best - 1
        switch direction {
        case .right, .down: return (Double(from + start) + missing, outside, inside)
        case .left, .up: return (Double(from - start + 1) - missing, outside, inside)
        }
    }

    /// A top-left corner's radius fitted to its edge profile: for each row from the top edge
    /// down `rows` rows, the leading edge is read with `localEdge` (scanning right from
    /// `from`), and the circle radius r (0.25 px steps up to `rows`) whose inset
    /// `r − √(r² − (r − t)²)` at the row's centre t below the top fits them best (least
    /// squares) is returned. Unlike the area method it needs no flat paper, only a step on
    /// each row. Nil when a row has no step.
    public static func cornerFromProfile(_ levels: Levels, top: Double, left: Double, from: Int, rows: Int) -> Double? {
        var insets: [(t: Double, d: Double)] = []
        let y0 = Int(top.rounded(.up))
        for y in y0 ..< y0 + rows {
            guard let e = localEdge(levels, line: y, from: from, direction: .right, limit: Int(left) - from + rows) else { return nil }
            insets.append((Double(y) + 0.5 - top, e.edge - left))
        }
        var best: (r: Double, err: Double)? = nil
        var r = 0.25
        while r <= Double(rows) {
            var err = 0.0
            for (t, d) in insets {
                let model = t < r ? r - (r * r - (r - t) * (r - t)).squareRoot() : 0
                err += (d - model) * (d - model)
            }
            if best == nil || err < best!.err { best = (r, err) }
            r += 0.25
        }
        return best?.r
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
