import Raster
import Typeset

/// Where an alert's parts go, in points, in the figure of the alert alone: the alert centred
/// horizontally on a `Alert.Metrics.figureWidth` wide screen with `figureMargin` of it above and
/// below. Every part's coordinates are the figure's, not the alert's.
public struct AlertLayout: Sendable {
    /// A label (the title or the message) broken into lines, each centred on the alert.
    public struct Label: Sendable {
        public var lines: [String]
        public var font: Font
        /// Each line's baseline, y in points.
        public var baselines: [Float]
        /// The x every line is centred on.
        public var centreX: Float
        /// The width a line may take.
        public var maxWidth: Float
    }

    /// One action's button.
    public struct PlacedAction: Sendable {
        public var action: Alert.Action
        /// The button's box: a 44 pt row (stacked) or half the alert's width (side by side).
        public var frame: Rect
        /// Drawn semibold: the preferred action, or with none preferred a cancel action.
        public var isEmphasised: Bool
        /// The text's baseline centre.
        public var baseline: Point
        /// The width the text may take before it is cut with "…".
        public var maxWidth: Float
    }

    /// A separator: one device pixel along `edge`'s start side, inside `inside`.
    public struct Separator: Sendable {
        /// The rectangle whose top edge (horizontal) or left edge (vertical) the hairline lines.
        public var inside: Rect
        public var isVertical: Bool
    }

    /// The figure's size: the screen around the alert.
    public var size: Size
    /// The alert's rounded rectangle.
    public var alert: Rect
    public var title: Label?
    public var message: Label?
    /// The text field's container and the baseline start of its text.
    public var textField: (container: Rect, baseline: Point)?
    /// The top of the actions (the first separator's edge).
    public var actionsTop: Float
    /// In the order drawn: leading to trailing, or top to bottom.
    public var actions: [PlacedAction]
    public var separators: [Separator]
    /// Three or more actions: one per row.
    public var isStacked: Bool
}
