import CFreeType
import Raster

// Glyph outlines: FT_Load_Glyph (unhinted) at a pixel size, then FT_Outline_Decompose into a
// `Path`. This file is the one boundary where FreeType's 26.6 fixed point, y-up coordinates
// become Float, y-down pixels.

/// A size in pixels per em in FreeType's 26.6 fixed point (1/64 pixel), the unit FreeType scales
/// outlines in, so that our outline and FreeType's own renderer see the same points.
struct PixelSize26Dot6: Hashable, Sendable {
    let value: Int

    /// The 26.6 value nearest `pixelsPerEm`. Layout validates sizes first
    /// (`FontLibrary.maxPixelsPerEm`); any other value saturates instead of trapping (NaN gives
    /// 0, which FreeType rejects with an error).
    init(pixelsPerEm: Float) {
        value = Int(saturating: (pixelsPerEm * Self.unitsPerPixel).rounded(), in: Int(Int32.min) ... Int(Int32.max), nan: 0)
    }

    /// 26.6 fixed point: 6 fraction bits.
    static let unitsPerPixel: Float = 64
}

extension Face {
    /// FT_LOAD_NO_HINTING: goldens must not depend on a FreeType version's hinter
    /// (docs/architecture.md, determinism). FT_LOAD_NO_BITMAP: embedded bitmaps are never drawn.
    static let outlineLoadFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    /// Sets the face's size and loads `glyph` unhinted into the face's glyph slot.
    func loadGlyph(_ glyph: UInt32, size: PixelSize26Dot6) throws(FontError) {
        // At 72 dpi one point is one pixel, so the char size is the pixel size.
        let sizeError = FT_Set_Char_Size(ftFace, 0, FT_F26Dot6(size.value), 72, 72)
        guard sizeError == 0 else { throw .freeType(path: path, call: "FT_Set_Char_Size", code: sizeError) }
        let loadError = FT_Load_Glyph(ftFace, glyph, Self.outlineLoadFlags)
        guard loadError == 0 else { throw .freeType(path: path, call: "FT_Load_Glyph(\(glyph))", code: loadError) }
    }

    /// The glyph's outline at `size`, in device pixels, y down, the glyph origin (pen position
    /// on the baseline) at (0, 0). Every contour is closed. An empty path for a glyph without
    /// contours (a space). Uncached: `GlyphCache` is the fast path in front of this.
    func decomposeOutline(glyph: UInt32, size: PixelSize26Dot6) throws(FontError) -> Path {
        try loadGlyph(glyph, size: size)
        let slot = ftFace.pointee.glyph
        guard let slot, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
            throw .freeType(path: path, call: "FT_Load_Glyph(\(glyph)) gave no outline", code: 0)
        }
        let sink = OutlineSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in OutlineSink.from(user)?.move(to) ?? OutlineSink.noContextError },
            line_to: { to, user in OutlineSink.from(user)?.line(to) ?? OutlineSink.noContextError },
            conic_to: { control, to, user in OutlineSink.from(user)?.conic(control, to) ?? OutlineSink.noContextError },
            cubic_to: { c1, c2, to, user in OutlineSink.from(user)?.cubic(c1, c2, to) ?? OutlineSink.noContextError },
            shift: 0,
            delta: 0
        )
        let error = withExtendedLifetime(sink) {
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard error == 0 else { throw .freeType(path: path, call: "FT_Outline_Decompose(\(glyph))", code: error) }
        sink.path.close()
        return sink.path
    }
}

/// Receives FT_Outline_Decompose's callbacks and builds the path.
private final class OutlineSink {
    var path = Path()

    /// A non-zero callback result makes FT_Outline_Decompose stop and return it.
    static let noContextError: Int32 = 1

    /// The sink behind the pointer `decomposeOutline` passed to FreeType.
    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink? {
        user.map { Unmanaged<OutlineSink>.fromOpaque($0).takeUnretainedValue() }
    }

    /// 26.6 fixed point, y up → Float pixels, y down.
    private static func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
        guard let v else { return .zero }
        return Point(Float(v.pointee.x) / PixelSize26Dot6.unitsPerPixel, -Float(v.pointee.y) / PixelSize26Dot6.unitsPerPixel)
    }

    func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        // FreeType starts each contour with a move and closes contours implicitly.
        path.close()
        path.move(to: Self.point(to))
        return 0
    }

    func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.line(to: Self.point(to))
        return 0
    }

    func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.quad(control: Self.point(control), to: Self.point(to))
        return 0
    }

    func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
        path.cubic(control1: Self.point(c1), control2: Self.point(c2), to: Self.point(to))
        return 0
    }
}
