/// What to draw text with: a family, a size in points, a weight, a tracking rule and whether
/// digits are monospaced. A value; it names a face but holds none (a `FontLibrary` resolves it).
public struct Font: Hashable, Sendable, Codable {
    /// A family name as the font files state it (typographic family), matched without regard
    /// to case: "Inter", "Noto Sans CJK JP".
    public var family: String
    /// The size in points (the em square's height in user space).
    public var sizePoints: Float
    /// The requested weight; a library draws the family's nearest face.
    public var weight: FontWeight
    /// The extra space added between characters.
    public var tracking: Tracking
    /// Digits 0–9 all one width, as iOS's `UIFont.monospacedDigitSystemFont` and SwiftUI's
    /// `Font.monospacedDigit()` draw them (the picker's numbers): the font's tabular figures
    /// (OpenType `tnum`), each centred in one cell as wide as the widest of them, since Inter
    /// Display's tabular figures are not all one width. False by default: proportional digits.
    public var monospacedDigits: Bool

    /// The family iOS-like text uses: Inter, the closest open match to SF Pro (ios-facts §6.4).
    public static let defaultFamily = "Inter"

    /// A font of `family` at `size` points, with the given weight, tracking and digit spacing.
    public init(family: String = Font.defaultFamily, size sizePoints: Float, weight: FontWeight = .regular, tracking: Tracking = .sanFrancisco,
                monospacedDigits: Bool = false) {
        self.family = family
        self.sizePoints = sizePoints
        self.weight = weight
        self.tracking = tracking
        self.monospacedDigits = monospacedDigits
    }

    /// The font of an iOS text style, in `family`.
    public init(_ style: TextStyle, family: String = Font.defaultFamily) {
        self.init(family: family, size: style.sizePoints, weight: style.weight)
    }

    /// The tracking in points this font adds after each character.
    public var trackingPoints: Float { tracking.points(forSize: sizePoints) }

    // Coding by hand only so that `monospacedDigits` may be absent (false), and is left out
    // when false: a font encoded before the field existed decodes, and encodes, as it did.
    private enum CodingKeys: String, CodingKey { case family, sizePoints, weight, tracking, monospacedDigits }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        family = try c.decode(String.self, forKey: .family)
        sizePoints = try c.decode(Float.self, forKey: .sizePoints)
        weight = try c.decode(FontWeight.self, forKey: .weight)
        tracking = try c.decode(Tracking.self, forKey: .tracking)
        monospacedDigits = try c.decodeIfPresent(Bool.self, forKey: .monospacedDigits) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(family, forKey: .family)
        try c.encode(sizePoints, forKey: .sizePoints)
        try c.encode(weight, forKey: .weight)
        try c.encode(tracking, forKey: .tracking)
        if monospacedDigits { try c.encode(true, forKey: .monospacedDigits) }
    }
}
