/// What to draw text with: a family, a size in points, a weight and a tracking rule. A value;
/// it names a face but holds none (a `FontLibrary` resolves it).
public struct Font: Hashable, Sendable, Codable {
    /// A family name as the font files state it (typographic family), matched without regard
    /// to case: "Inter", "Noto Sans CJK JP".
    public var family: String
    /// The size in points (the em square's height in user space).
    public var sizePoints: Float
    public var weight: FontWeight
    public var tracking: Tracking

    /// The family iOS-like text uses: Inter, the closest open match to SF Pro (ios-facts §6.4).
    public static let defaultFamily = "Inter"

    public init(family: String = Font.defaultFamily, size sizePoints: Float, weight: FontWeight = .regular, tracking: Tracking = .sanFrancisco) {
        self.family = family
        self.sizePoints = sizePoints
        self.weight = weight
        self.tracking = tracking
    }

    /// The font of an iOS text style, in `family`.
    public init(_ style: TextStyle, family: String = Font.defaultFamily) {
        self.init(family: family, size: style.sizePoints, weight: style.weight)
    }

    /// The tracking in points this font adds after each character.
    public var trackingPoints: Float { tracking.points(forSize: sizePoints) }
}
