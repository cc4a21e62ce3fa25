/// Something layout did that the caller should hear about, though it is not an error: the line
/// is still drawn.
public enum TypesetWarning: Hashable, Sendable, CustomStringConvertible {
    /// No face (requested family or fallback) has a glyph for the scalar; a box is drawn instead.
    case missingGlyph(Unicode.Scalar)
    /// A control character (general category Cc: U+0000–001F, U+007F–009F) was removed; one
    /// line has no use for tabs or line breaks.
    case controlCharacterRemoved(Unicode.Scalar)

    public var description: String {
        switch self {
        case .missingGlyph(let s): "no font has a glyph for \(s.codePointDescription); drew a box"
        case .controlCharacterRemoved(let s): "removed control character \(s.codePointDescription)"
        }
    }
}

extension Unicode.Scalar {
    /// "U+0041" style: at least four upper-case hex digits.
    public var codePointDescription: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
