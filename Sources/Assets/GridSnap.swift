import Raster

/// Pixel-grid alignment of one placed glyph at one device scale (`--snap`), in two steps. First
/// (this file) the ink box's longer side is
/// made a whole number of device pixels (a uniform scale change of at most half a pixel over
/// the glyph), and its top-left corner is moved onto a pixel corner (at most half a pixel each
/// way). Then (`GridSnap+Stems.swift`) stroke widths become whole pixels and straight horizontal
/// and vertical edges move onto the grid, so 1 pt strokes stay crisp at @2x and @3x.
///
/// Invariant: the snapped ink box stays inside the canvas when the unsnapped one is at least
/// one pixel from every edge, and its longer side never exceeds the unsnapped side by more than
/// half a device pixel.
enum GridSnap {
    /// Artwork points → device pixels for `placement` at `deviceScale`, snapped.
    static func deviceTransform(_ placement: GlyphPlacement, deviceScale: Int) -> Transform {
        let s = Float(deviceScale)
        let box = placement.inkBox
        let longer = max(box.width, box.height) * s
        guard longer >= 1 else { return placement.transform.concatenating(.scale(s)) }
        // Rounded down when exactly half way, so snapping never grows a glyph past its canvas.
        let snappedLonger = (longer - 0.5).rounded(.up)
        let k = snappedLonger / longer
        // Scale about the ink's top-left corner, then move that corner onto a pixel corner.
        let corner = Point(box.minX * s, box.minY * s)
        let target = Point(corner.x.rounded(), corner.y.rounded())
        return placement.transform.concatenating(.scale(s))
            .concatenating(.translation(-corner.x, -corner.y)).concatenating(.scale(k)).concatenating(.translation(target.x, target.y))
    }
}
