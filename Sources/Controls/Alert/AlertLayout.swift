import Raster
import Typeset

/// Where an alert's parts go, in points, in the figure of the alert alone: the alert centred
/// horizontally on a `Alert.Metrics.figureWidth` wide screen with `figureMargin` of it above and
/// below. Every part's coordinates are the figure's, not the alert's.
public struct AlertLayout: Sendable {
    /// A label (the title or the message) broken into lines, each centred on the alert.
    package struct Label: Sendable {
        package var lines: [String]
        package var font: Font
        /// Each line's baseline, y in points.
        package var baselines: [Float]
        /// The x every line is centred on.
        package var centreX: Float
        /// The width a line may take.
        package var maxWidth: Float
    }

    /// One action's button.
    package struct PlacedAction: Sendable {
        package var action: Alert.Action
        /// The button's box: a 44 pt row (stacked) or half the alert's width (side by side).
        package var frame: Rect
        /// Drawn semibold: the preferred action, or with none preferred a cancel action.
        package var isEmphasised: Bool
        /// The text's baseline centre.
        package var baseline: Point
        /// The width the text may take before it is cut with "…".
        package var maxWidth: Float
    }

    /// A separator: one device pixel along `edge`'s start side, inside `inside`.
    package struct Separator: Sendable {
        /// The rectangle whose top edge (horizontal) or left edge (vertical) the hairline lines.
        package var inside: Rect
        package var isVertical: Bool
    }

    /// The figure's size: the screen around the alert.
    public var size: Size
    /// The alert's rounded rectangle.
    package var alert: Rect
    package var title: Label?
    package var message: Label?
    /// The text field's container and the baseline start of its text.
    package var textField: (container: Rect, baseline: Point)?
    /// The top of the actions (the first separator's edge).
    package var actionsTop: Float
    /// In the order drawn: leading to trailing, or top to bottom.
    package var actions: [PlacedAction]
    package var separators: [Separator]
    /// Three or more actions: one per row.
    package var isStacked: Bool
}
