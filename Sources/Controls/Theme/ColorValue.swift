import Raster

/// A colour as a user writes it, in flags and figure files alike: `#RRGGBB`, `#RRGGBBAA`, or
/// an iOS system colour name (`systemBlue`, `label`, …; see `SystemColors.byName`) that is
/// resolved per appearance. One syntax everywhere.
public enum ColorValue: Hashable, Sendable, CustomStringConvertible {
    /// A fixed sRGB colour, the same in light and dark.
    case rgba(Color)
    /// A system colour by its UIKit name, with its light and dark values.
    case system(name: String, DynamicColor)

    /// Parses `text`.
    /// - Throws: `ColorValueError` saying what was expected (and the nearest system colour
    ///   name when the text differs from one only by letter case).
    public init(parsing text: String) throws(ColorValueError) {
        if text.hasPrefix("#") {
            guard let c = Color(hex: text) else {
                throw ColorValueError(text: text, reason: "a hex colour needs 6 or 8 hex digits after '#' (#RRGGBB or #RRGGBBAA)")
            }
            self = .rgba(c)
            return
        }
        if let dynamic = SystemColors.byName[text] {
            self = .system(name: text, dynamic)
            return
        }
        if let near = SystemColors.names.first(where: { $0.lowercased() == text.lowercased() }) {
            throw ColorValueError(text: text, reason: "system colour names are case-sensitive: did you mean \(near)?")
        }
        throw ColorValueError(text: text, reason: "expected #RRGGBB, #RRGGBBAA or an iOS system colour name (systemBlue, label, systemGray, …)")
    }

    /// The sRGB colour in `appearance`.
    public func resolved(for appearance: Appearance) -> Color {
        switch self {
        case .rgba(let c): c
        case .system(_, let dynamic): dynamic.resolved(for: appearance)
        }
    }

    /// The text that parses back to this value.
    public var description: String {
        switch self {
        case .rgba(let c): c.hexString
        case .system(let name, _): name
        }
    }
}

/// A colour that could not be parsed: the text and what was expected instead.
public struct ColorValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What was expected instead, or the likely fix.
    public let reason: String
    public var description: String { "\"\(text)\" is not a colour: \(reason)" }
}
