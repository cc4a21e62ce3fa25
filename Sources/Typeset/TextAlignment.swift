/// Where a line sits relative to the anchor point it is drawn at.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    /// The line starts at the anchor.
    case left
    /// The line's centre is at the anchor.
    case center
    /// The line ends at the anchor.
    case right
}
