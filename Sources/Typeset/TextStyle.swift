/// iOS's Dynamic Type text styles at the default ("Large") content size.
///
/// Sizes and weights: ios-facts §6.2 (`UIFont.preferredFont` sizes). `largeTitle` is bold, as
/// the navigation bar's large title draws it. Tracking is not stored here: every style uses
/// SF's size-dependent table (`Tracking.sanFrancisco`), which agrees with the HIG's per-style
/// tracking column within 0.015 pt (checked in `TextStyleTests`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// The styles, largest first, in points: `largeTitle` 34 bold, `title1` 28, `title2` 22, `title3` 20,
    /// `headline` 17 semibold, `body` 17, `callout` 16, `subheadline` 15, `footnote` 13, `caption1` 12,
    /// `caption2` 11; the others regular.
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The size in points.
    public var sizePoints: Float {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The weight: bold for `largeTitle`, semibold for `headline`, regular for the others.
    public var weight: FontWeight {
        switch self {
        case .largeTitle: .bold
        case .headline: .semibold
        default: .regular
        }
    }
}
