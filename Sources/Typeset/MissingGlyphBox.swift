import Raster

/// The box drawn for a character no face has a glyph for: a rectangle outline, like the
/// conventional ".notdef" glyph, so the gap is visible in a render rather than silent.
enum MissingGlyphBox {
    /// Box height, in em: about the cap height of the Latin it sits among (Inter's OS/2
    /// sCapHeight is 2048/2816 = 0.727 em).
    static let heightEm: Float = 0.7
    /// Box width, in em: half an em, the usual .notdef proportion.
    static let widthEm: Float = 0.5
    /// Space left of the box, in em; the advance adds the same on the right.
    static let sideBearingEm: Float = 0.05
    /// Outline thickness, in em: 0.06 em stays above half a pixel at the smallest text style
    /// (caption2, 11 pt × 0.06 = 0.66 px at @1x), so the box never fades out.
    static let strokeEm: Float = 0.06

    /// The box's advance in points.
    static func advance(sizePoints: Float) -> Float {
        (widthEm + 2 * sideBearingEm) * sizePoints
    }

    /// The box outline in points, y down, the glyph origin at (0, 0) on the baseline: an outer
    /// rectangle clockwise and an inner one counter-clockwise, so a nonzero fill leaves a hole.
    static func path(sizePoints: Float) -> Path {
        let x0 = sideBearingEm * sizePoints
        let x1 = x0 + widthEm * sizePoints
        let y0 = -heightEm * sizePoints
        let y1: Float = 0
        let t = strokeEm * sizePoints
        var path = Path()
        path.move(to: Point(x0, y0))
        path.line(to: Point(x1, y0))
        path.line(to: Point(x1, y1))
        path.line(to: Point(x0, y1))
        path.close()
        path.move(to: Point(x0 + t, y0 + t))
        path.line(to: Point(x0 + t, y1 - t))
        path.line(to: Point(x1 - t, y1 - t))
        path.line(to: Point(x1 - t, y0 + t))
        path.close()
        return path
    }
}
