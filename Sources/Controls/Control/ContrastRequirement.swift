import Documents
import Raster

/// A part of a control that must stand out from what is under it: the figure checks it on the
/// rendered pixels (WCAG 2 contrast ratio) and warns when it does not, because a figure that
/// comes out blank — white indicators on a white screen — is worth a word to a designer even
/// where iOS would draw it the same way.
public struct ContrastRequirement: Hashable, Sendable {
    /// The field the advice is about, relative to the control (`tintCurrent`).
    public var field: FieldPath
    /// What stands out, for the message ("the current page's indicator").
    public var subject: String
    /// Where it is drawn, in points, in the control's own space.
    public var region: Rect
    /// Its colour (straight alpha), drawn over what is under it.
    public var foreground: Color
    /// The least contrast ratio that passes (1…21).
    public var minimumRatio: Float
    /// When set, the ratio is between `foreground` and this colour, both drawn over what is
    /// under `region` (two states that must be told apart); nil compares `foreground` with
    /// what is under it.
    public var against: Color?

    /// A requirement from its parts: `region` in the control's points, `minimumRatio` in 1…21,
    /// `against` the colour to be told apart from (nil: what is under the region).
    public init(field: FieldPath, subject: String, region: Rect, foreground: Color, minimumRatio: Float, against: Color? = nil) {
        self.field = field
        self.subject = subject
        self.region = region
        self.foreground = foreground
        self.minimumRatio = minimumRatio
        self.against = against
    }

    /// WCAG 2.x non-text contrast (success criterion 1.4.11): user-interface components and
    /// the graphics that identify their state need 3:1 against what is next to them.
    /// Source: W3C, "Web Content Accessibility Guidelines (WCAG) 2.1", SC 1.4.11 Non-text Contrast.
    public static let nonTextMinimum: Float = 3

    /// Elements that are present but inactive are exempt from 1.4.11; ours still asks 1.5:1 so
    /// they show at all [INF: our choice, not a standard's].
    public static let inactiveMinimum: Float = 1.5

    /// Two states of one element (the current page's indicator and the others) must differ by
    /// 1.5:1 to be told apart [INF: our choice; WCAG asks 3:1 of a state against its
    /// surroundings, and iOS's own white and 30 % white indicators reach only about 3:1 apart
    /// over a mid-grey photo, so 3:1 between the states would flag the system's defaults].
    public static let distinctStatesMinimum: Float = 1.5
}
