import Raster
import Typeset

/// Where an action sheet's parts go, in points, in the control's own space: the top-left of
/// the dimmed band above the sheet at (0, 0), y down.
///
/// Framing (the figure of the control alone): `Metrics.dimmedBand` of dimmed screen, then the
/// actions group, the 8 pt gap and Cancel, then the 8 pt bottom padding; as wide as the screen
/// (`ActionSheet.width`). A phone figure puts its bottom on the top of the home-indicator strip.
///
/// Invariants: the group and Cancel are `Metrics.sidePadding` from both sides; every action
/// row is `Metrics.rowHeight` tall, the rows stacked without gaps under the header; a divider
/// lies along the top edge of every action row that has something above it in the group.
public struct ActionSheetLayout: Sendable {
    /// One line of text on a baseline, centred on `anchor` (the baseline's midpoint).
    package struct TextLine: Hashable, Sendable {
        package var text: String
        package var font: Font
        package var anchor: Point
        /// The most points it may take; wider text is cut with "…".
        package var maxWidth: Float
    }

    /// One button: an action or Cancel.
    package struct Row: Hashable, Sendable {
        package var frame: Rect
        package var title: TextLine
        /// nil for Cancel.
        package var style: ActionSheet.Action.Style?
    }

    public var size: Size
    /// The actions group (header and actions), nil when there is only Cancel.
    package var group: Rect?
    /// The header's lines, title then message; empty without a header.
    package var headerLines: [TextLine]
    package var actions: [Row]
    /// The y of each divider, in points: one device pixel is drawn just below it, across the group.
    package var dividers: [Float]
    package var cancel: Row?
    /// Where the parts' coordinates put the control's top-left corner: (0, 0), except in a
    /// popover (`ActionSheet.presentedInPopover`), whose parts keep the places they have in a
    /// sheet and whose corner is the group's.
    package var contentOffset: Point = .zero
}
