import Raster

/// Where a compact date button's pills and texts go, in points, in the button's own space
/// (origin at its top-left, y down). What `CompactDateButton.layout()` returns and `sceneItems`
/// draws.
///
/// Invariants: a pill is there exactly when the mode shows it (`datePill` unless the mode is
/// `.time`, `timePill` unless it is `.date`), and so is its text origin; every pill is
/// `Metrics.pillHeight` tall, its top at y = 0, and as wide as its text measures plus
/// `Metrics.horizontalPadding` on each side; two pills stand `Metrics.pillGap` apart, the date
/// pill first in reading order (at the left, or at the right when `isRightToLeft`); the pills
/// fill `size` from edge to edge.
public struct CompactDateButtonLayout: ControlLayout, Hashable, Sendable {
    /// The whole button: the pills and the gap between them.
    public var size: Size
    package var datePill: Rect?
    package var timePill: Rect?
    /// The middle of the date's text on its baseline (the text is centred on it).
    package var dateTextOrigin: Point?
    /// The middle of the time's text on its baseline.
    package var timeTextOrigin: Point?
    /// The texts as laid out: `CompactDateButton.dateText` and `timeText`, "" for a pill not shown.
    package var dateText: String
    package var timeText: String
    /// Whether the pills run from the right (the locale writes right to left).
    package var isRightToLeft: Bool
}
