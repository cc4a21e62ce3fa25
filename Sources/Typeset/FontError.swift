import Raster

/// Why fonts could not be loaded or text could not be laid out. Every case names the file,
/// family or value at fault.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A font folder does not exist or is not a folder.
    case directoryNotFound(path: String)
    /// No font file (.otf, .ttf, .ttc, .otc) was found in any of the folders.
    case noFontsFound(directories: [String])
    /// The file could not be read (missing, unreadable, or larger than `FontLibrary.maxFontFileBytes`).
    case unreadableFile(path: String, reason: String)
    /// FreeType rejected the file or a call on it; `code` is FreeType's FT_Error.
    case freeType(path: String, call: String, code: Int32)
    /// HarfBuzz could not open the file's face.
    case harfBuzz(path: String, reason: String)
    /// No loaded face has this family name.
    case unknownFamily(String, available: [String])
    /// The weight is outside 1…1000 (the OpenType usWeightClass range).
    case invalidWeight(Int)
    /// The size in points, or the size in pixels (points × scale), is not finite or out of range.
    case invalidSize(field: String, value: Float)
    /// The text has more Unicode scalars than `FontLibrary.maxScalarsPerLine`.
    case textTooLong(scalars: Int, limit: Int)

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            "font folder not found: \(path)"
        case .noFontsFound(let directories):
            "no font files (.otf, .ttf, .ttc, .otc) in \(directories.joined(separator: ", "))"
        case .unreadableFile(let path, let reason):
            "cannot read font file \(path): \(reason)"
        case .freeType(let path, let call, let code):
            "FreeType \(call) failed with error \(code) (0x\(String(code, radix: 16))) on \(path)"
        case .harfBuzz(let path, let reason):
            "HarfBuzz cannot use \(path): \(reason)"
        case .unknownFamily(let name, let available):
            // The name comes from input; the families from the loaded font files.
            "unknown font family \(InputExcerpt.quoted(name, quote: "\"")); available: \(available.joined(separator: ", "))"
        case .invalidWeight(let weight):
            "font weight \(weight) is outside 1…1000"
        case .invalidSize(let field, let value):
            "\(field) \(value) is not a finite size in range"
        case .textTooLong(let scalars, let limit):
            "text of \(scalars) Unicode scalars is longer than the \(limit) allowed on one line"
        }
    }
}
