import Raster

/// A soft shadow without a blur: an outline stroked ever wider in a faint colour, so that the
/// strokes' overlaps build a ramp that fades with the distance from the outline. The Scene has no
/// shadow item; this is the one way ControlKit draws a soft edge under a shape (popovers, glass).
///
/// Invariant: `steps` strokes of width `2 · reach · k / steps` for k = 1…steps, each in `color`,
/// so the darkest point (the outline itself) has `steps` layers of `color` and the ramp ends
/// `reach` points outside (and inside) it.
package struct SoftShadow: Hashable, Sendable {
    /// The colour of one layer, straight alpha.
    package var color: Color
    /// How far the ramp reaches from the outline, in points.
    package var reach: Float
    /// How many strokes make the ramp.
    package var steps: Int

    /// The strokes around `path`, widest last.
    package func items(around path: Path) -> [SceneItem] {
        (1 ... max(steps, 1)).map { step in
            let width = reach * 2 * Float(step) / Float(max(steps, 1))
            return .stroke(StrokeItem(path: path, paint: .solid(color), style: (try? StrokeStyle(width: width, join: .round)) ?? .hairline))
        }
    }
}
