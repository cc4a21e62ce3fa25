import CFreeType
import CHarfBuzz

/// One face of one font file: FreeType's face and HarfBuzz's font, both reading the file's bytes
/// (shared by every face of a collection), released together in `deinit`.
///
/// Not thread-safe by itself: `FontLibrary`'s lock guards every use. Metrics are in font units
/// (`unitsPerEm` to the em), y up, as the font stores them.
final class Face {
    /// The face's index in its library; part of glyph-cache keys.
    let id: Int
    let path: String
    let faceIndex: Int
    /// Typographic family name (name ID 16 when present, else 1), as FreeType reports it.
    let familyName: String
    let styleName: String
    /// OpenType OS/2 usWeightClass; 400 (700 for faces FreeType flags bold) without an OS/2 table.
    let weight: Int
    let isItalic: Bool
    let unitsPerEm: Int
    /// hhea ascender, descender (negative below the baseline) and line height (ascender −
    /// descender + line gap), in font units.
    let ascenderUnits: Int
    let descenderUnits: Int
    let lineHeightUnits: Int
    let glyphCount: Int
    /// The cell a digit takes with `Font.monospacedDigits`, in font units
    /// (`computeDigitCellUnits`); computed on first use, with the library's lock held.
    lazy var digitCellUnits: Int32 = computeDigitCellUnits()

    let ftFace: FT_Face
    /// `hb_font_t *`, scaled so positions come out in font units.
    let hbFont: OpaquePointer
    private let file: FontFileBytes
    private let library: FreeTypeLibrary

    /// The OpenType weight FreeType's bold flag stands for when a face has no OS/2 table.
    private static let boldWeightWithoutOS2 = 700

    /// Loads face `faceIndex` of `file`.
    init(library: FreeTypeLibrary, file: FontFileBytes, faceIndex: Int, id: Int) throws(FontError) {
        let path = file.path
        var face: FT_Face?
        let error = FT_New_Memory_Face(library.handle, file.base.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.count), FT_Long(faceIndex), &face)
        guard error == 0, let face else {
            throw .freeType(path: path, call: "FT_New_Memory_Face", code: error)
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw .unreadableFile(path: path, reason: "not a scalable outline font")
        }

        // Bounded: font files are read up to `FontLibrary.maxFontFileBytes` (64 MB), and a face
        // index is below FreeType's count of faces, each of which needs 4 bytes of the file.
        let blob = hb_blob_create(file.base.assumingMemoryBound(to: CChar.self), UInt32(file.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        hb_blob_destroy(blob)
        let upem = Int32(face.pointee.units_per_EM)
        guard let hbFace, hb_face_get_glyph_count(hbFace) > 0, let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            FT_Done_Face(face)
            throw .harfBuzz(path: path, reason: "no glyphs in face \(faceIndex)")
        }
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, upem, upem)

        self.library = library
        self.file = file
        self.ftFace = face
        self.hbFont = font
        self.id = id
        self.path = path
        self.faceIndex = faceIndex
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
        self.isItalic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
           FontWeight.validRange.contains(Int(os2.pointee.usWeightClass)) {
            self.weight = Int(os2.pointee.usWeightClass)
        } else {
            let isBold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
            self.weight = isBold ? Self.boldWeightWithoutOS2 : FontWeight.regular.value
        }
        self.unitsPerEm = Int(face.pointee.units_per_EM)
        self.ascenderUnits = Int(face.pointee.ascender)
        self.descenderUnits = Int(face.pointee.descender)
        self.lineHeightUnits = Int(face.pointee.height)
        self.glyphCount = Int(face.pointee.num_glyphs)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
    }

    /// How many faces the file in `data` holds (1 for a plain font, n for a collection).
    static func faceCount(library: FreeTypeLibrary, file: FontFileBytes) throws(FontError) -> Int {
        var face: FT_Face?
        // Face index −1 asks FreeType only to check the format and count the faces.
        let error = FT_New_Memory_Face(library.handle, file.base.assumingMemoryBound(to: FT_Byte.self), FT_Long(file.count), -1, &face)
        guard error == 0, let face else { throw .freeType(path: file.path, call: "FT_New_Memory_Face", code: error) }
        defer { FT_Done_Face(face) }
        return Int(face.pointee.num_faces)
    }

    /// The glyph for a scalar in this face's cmap, or nil when the face has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        let index = FT_Get_Char_Index(ftFace, FT_ULong(scalar.value))
        return index == 0 ? nil : UInt32(index)
    }

    /// Font units → points at `sizePoints`.
    func points(_ units: Int32, sizePoints: Float) -> Float {
        Float(units) * sizePoints / Float(unitsPerEm)
    }
}

/// A font file's bytes, read once and kept for FreeType and HarfBuzz, which read them in place.
final class FontFileBytes {
    let path: String
    let base: UnsafeMutableRawPointer
    let count: Int

    /// Copies `data`; fails for an empty file.
    init(data: [UInt8], path: String) throws(FontError) {
        guard !data.isEmpty else { throw .unreadableFile(path: path, reason: "the file is empty") }
        self.path = path
        count = data.count
        base = UnsafeMutableRawPointer.allocate(byteCount: data.count, alignment: 16)
        base.copyMemory(from: data, byteCount: data.count)
    }

    deinit { base.deallocate() }
}
