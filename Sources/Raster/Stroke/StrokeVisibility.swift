// StrokeVisibility: how far a stroke's ink can lie from its path, and so which parts of a path can
// be left out because their ink cannot reach the pixels being drawn.

/// The visible rectangle of a stroke grown by the stroke's reach: a part of the path whose
/// bounds miss it paints nothing visible, so it is neither flattened, dashed nor outlined.
///
/// Why the reach bounds the ink, for every piece `OutlineBuilder` makes from a segment or its
/// ends (half width h, all in device pixels):
///   - segment quads, and their inner cut points (which lie on the segment's offset lines,
///     within the segment), are within h of the segment;
///   - a miter tip is h / cos(turn/2) ≤ h · miterLimit from its corner (longer miters become
///     bevels, within h);
///   - square caps and square dots reach h·√2 from their point; round joins, caps and dots are
///     polygons circumscribed about their arc with at most a quarter turn an edge, so their
///     corners are at most h / cos(π/4) = h·√2 from the centre.
/// So every piece made at a point p lies within h · max(√2, miterLimit) of p, and a segment
/// whose bounds, grown by that, miss the visible rect adds nothing to it. The margin adds
/// `roundingSlackPixels` for the Float rounding of piece corners.
package struct StrokeVisibility: Sendable {
    /// The visible rect in device pixels (a canvas's clip): x0 ..< x1, y0 ..< y1.
    package let x0: Float, y0: Float, x1: Float, y1: Float
    /// The visible rect grown on every side by the stroke's reach (infinite when the reach is).
    package let grownX0: Float, grownY0: Float, grownX1: Float, grownY1: Float

    /// One pixel of slack on top of the exact reach: piece corners are computed in Float from
    /// points within a few thousand pixels of the canvas, where rounding is below 1e-3 px.
    package static let roundingSlackPixels: Float = 1

    /// How far, in device pixels, ink of a stroke of `style` (device units) can lie from the
    /// path: see the type's comment.
    package static func reachPixels(of style: StrokeStyle) -> Float {
        let halfWidth = (style.isHairline ? style.hairlineDeviceWidth : style.width) / 2
        let miterFactor = style.join == .miter ? style.miterLimit : 1
        return halfWidth * max(Float(2).squareRoot(), miterFactor) + roundingSlackPixels
    }

    /// The visibility of a stroke of `style` drawn into the pixels of `clip`.
    package init(clip: PixelRect, style: StrokeStyle) {
        // A reach that overflows (a width near Float's range) is infinite and keeps everything.
        let reach = Self.reachPixels(of: style)
        (x0, y0, x1, y1) = (Float(clip.x0), Float(clip.y0), Float(clip.x1), Float(clip.y1))
        (grownX0, grownY0, grownX1, grownY1) = (x0 - reach, y0 - reach, x1 + reach, y1 + reach)
    }

    /// Whether a segment, curve or piece whose points span `minX…maxX × minY…maxY` may add ink
    /// to the visible rect (always true for NaN bounds, which no comparison excludes).
    @inline(__always) package func mayReach(minX: Float, minY: Float, maxX: Float, maxY: Float) -> Bool {
        !(maxX < grownX0 || minX > grownX1 || maxY < grownY0 || minY > grownY1)
    }

    /// For a segment far longer than the visible rect, the stretch of it worth flattening,
    /// dashing and outlining: the parameters `t0 ..< t1` (in 0…1 along `a`→`b`) inside a window
    /// of the grown rect widened by its own size on every side (so the cut points, and every
    /// piece made at them, are far from the visible pixels). `t0 >= t1` when it misses the
    /// window. `nil` for a segment shorter than four times the window's width plus height, or
    /// with a non-finite end: drawn whole, as every ordinary segment is.
    ///
    /// Without it one visible segment 4 million pixels long, from a curve that runs off to
    /// 10^13, became a million dashes (the fuzzer's path-data timeout, Fuzz/Regressions).
    package func stretchInside(from a: Point, to b: Point) -> (t0: Float, t1: Float)? {
        let marginX = grownX1 - grownX0, marginY = grownY1 - grownY0
        let wx0 = grownX0 - marginX, wx1 = grownX1 + marginX, wy0 = grownY0 - marginY, wy1 = grownY1 + marginY
        let dx = b.x - a.x, dy = b.y - a.y
        guard a.isFinite, b.isFinite, dx.isFinite, dy.isFinite, (wx1 - wx0).isFinite, (wy1 - wy0).isFinite,
              Swift.abs(dx) + Swift.abs(dy) > 4 * ((wx1 - wx0) + (wy1 - wy0)) else { return nil }
        // Liang and Barsky: the parameters where the line enters and leaves each slab.
        var t0: Float = 0, t1: Float = 1
        for (delta, low, high, start) in [(dx, wx0, wx1, a.x), (dy, wy0, wy1, a.y)] {
            if delta == 0 {
                if start < low || start > high { return (1, 0) }
                continue
            }
            let enter = (delta > 0 ? low - start : high - start) / delta
            let leave = (delta > 0 ? high - start : low - start) / delta
            t0 = max(t0, enter)
            t1 = min(t1, leave)
        }
        return (t0, t1)
    }

    /// Whether a finished convex piece with these bounds covers any part of the visible rect.
    /// A closed piece wholly outside adds no winding inside, so it can be dropped.
    @inline(__always) package func pieceMayCover(minX: Float, minY: Float, maxX: Float, maxY: Float) -> Bool {
        !(maxX <= x0 || minX >= x1 || maxY <= y0 || minY >= y1)
    }
}
