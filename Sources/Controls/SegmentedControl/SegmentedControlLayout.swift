import Raster

/// Where a segmented control's parts go, in points, in the control's own space (origin at its
/// top-left, y down). What `SegmentedControl.layout()` returns and `sceneItems` draws.
///
/// Invariants: `segments` holds one entry per segment in index order (segment 0 first, at the
/// right in a right-to-left layout), all of one width and as tall as the control, side by side
/// across the whole track with a separator's width between neighbours; `separators` holds the `segments.count − 1`
/// separators in index order (`separators[i]` is between segments i and i + 1), the ones beside
/// the thumb hidden; every rect lies inside `0…size`.
public struct SegmentedControlLayout: Hashable, Sendable {
    /// One segment: its cell and its title.
    package struct Segment: Hashable, Sendable {
        package var index: Int
        /// The segment's cell, as tall as the control; the thumb is it inset by
        /// `Metrics.thumbInset` on every side.
        package var frame: Rect
        package var title: String
        /// The title's centre on its baseline.
        package var titleOrigin: Point
        /// The most points the title may take: the cell less `Metrics.titleRoomInset` on each
        /// side. A wider title is cut short with "…".
        package var titleRoom: Float
        package var isSelected: Bool
        package var isEnabled: Bool
    }

    /// The line between two neighbouring segments.
    package struct Separator: Hashable, Sendable {
        /// Between segment `after` and segment `after + 1`.
        package var after: Int
        package var frame: Rect
        /// False beside the thumb (ios-facts §3.6: hidden next to the thumb).
        package var isVisible: Bool
    }

    /// The control's size in points.
    public var size: Size
    /// The track: the whole control.
    package var track: Rect
    /// The thumb under the selected segment; nil when none is selected.
    package var thumb: Rect?
    package var segments: [Segment]
    package var separators: [Separator]
}
