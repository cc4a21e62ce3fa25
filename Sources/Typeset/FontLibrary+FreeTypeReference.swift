import CFreeType
import Raster

// FreeType's own rasterizer, as an oracle: the differential test compares our coverage of a
// glyph outline with FT_Render_Glyph's, and the benchmark times it as a reference point.
// Renders never use it.

/// Greyscale coverage in device pixels: `coverage[(y − bounds.y0) × bounds.width + (x − bounds.x0)]`
/// is pixel (x, y)'s coverage, 0…1, with the glyph origin at pixel corner (0, 0), y down.
package struct CoverageBitmap: Sendable {
    package let bounds: PixelRect
    package let coverage: [Float]

    /// Coverage at pixel (x, y); 0 outside `bounds`.
    package func value(x: Int, y: Int) -> Float {
        guard x >= bounds.x0, x < bounds.x1, y >= bounds.y0, y < bounds.y1 else { return 0 }
        return coverage[(y - bounds.y0) * bounds.width + (x - bounds.x0)]
    }
}

extension FontLibrary {
    /// The most grey levels FreeType's normal render mode produces: 256, so 255 is full coverage.
    static let freeTypeFullCoverage: Float = 255

    /// FreeType's unhinted greyscale rendering (FT_LOAD_NO_HINTING, FT_RENDER_MODE_NORMAL) of
    /// `glyph` from `line`, at the line's size × scale, with the glyph origin at pixel corner
    /// (0, 0). Nil for a missing-glyph box (FreeType has nothing to render).
    package func freeTypeRendering(of glyph: PlacedGlyph, in line: TextLine) throws(FontError) -> CoverageBitmap? {
        guard glyph.faceID >= 0, glyph.faceID < faces.count else { return nil }
        let size = PixelSize26Dot6(pixelsPerEm: line.font.sizePoints * line.scale)
        return try locked { () throws(FontError) -> CoverageBitmap? in
            let face = faces[glyph.faceID]
            try face.loadGlyph(glyph.glyphID, size: size)
            guard let slot = face.ftFace.pointee.glyph else { return nil }
            let error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
            guard error == 0 else { throw .freeType(path: face.path, call: "FT_Render_Glyph(\(glyph.glyphID))", code: error) }
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            let x0 = Int(slot.pointee.bitmap_left), y0 = -Int(slot.pointee.bitmap_top)
            let bounds = PixelRect(x0: x0, y0: y0, x1: x0 + width, y1: y0 + rows)
            var coverage = [Float](repeating: 0, count: width * rows)
            if let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
                for row in 0 ..< rows {
                    // A negative pitch means the rows are stored bottom-up.
                    let rowStart = pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch
                    for col in 0 ..< width {
                        coverage[row * width + col] = Float(buffer[rowStart + col]) / Self.freeTypeFullCoverage
                    }
                }
            }
            return CoverageBitmap(bounds: bounds, coverage: coverage)
        }
    }
}
