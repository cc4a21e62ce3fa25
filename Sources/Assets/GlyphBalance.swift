/// How glyphs of different shapes are sized so that they look equally big side by side.
///
/// Fitting alone makes every glyph's longer side the target: a square then looks bigger than
/// a circle, and a wide, flat glyph far smaller than both. The model used here is the ink's
/// convex-hull area — the area the eye reads as the glyph's size, the same for an outlined and
/// a filled drawing of one shape. A glyph is scaled so that its hull area comes closer to that
/// of a square filling the target box, never past the maximum box:
///
/// | shape fitted to 24 pt | `none` | `area-extent` | `area` |
/// |---|---|---|---|
/// | square | 24 | 24 | 24 |
/// | circle | 24 | 25.5 | 27.1 |
/// | 24 × 12 bar | 24 × 12 | 28 × 14 (capped) | 28 × 14 (capped) |
///
/// `area` equalises hull areas outright, which matches the optical overshoot type designers give
/// round letters (a circle ≈ 13 % larger than a square) but pushes every thin glyph to the
/// maximum; `area-extent`, the default, goes half way (the geometric mean of the two scales), so
/// a glyph's extent still counts as much as its area. The review sheet (`--sheet`) shows the
/// result; docs/glyphs.md has the before-and-after figure.
public enum GlyphBalance: String, Hashable, Sendable, CaseIterable {
    /// Every glyph's ink fitted to the target box, nothing more.
    case none
    /// Half way between `none` and `area`, in ratio: the default.
    case areaExtent = "area-extent"
    /// Hull area equal to the target square's, capped by the maximum box.
    case area

    /// The factor by which a glyph already fitted to `target` is enlarged: ≥ 1.
    /// - Parameters:
    ///   - hullArea: the fitted ink's convex-hull area, in square points.
    ///   - target: the target box's side, in points.
    func enlargement(hullArea: Float, target: Float) -> Float {
        guard hullArea > 0 else { return 1 }
        let equalArea = max(1, target / hullArea.squareRoot())
        switch self {
        case .none: return 1
        case .areaExtent: return equalArea.squareRoot()
        case .area: return equalArea
        }
    }
}
