import Raster

/// Where a page control's parts go, in points, in the control's own space (origin at its
/// top-left, y down). What `PageControl.layout()` returns and `sceneItems` draws.
///
/// Invariants: `indicators` are the visible pages in page order, one per page of
/// `visiblePages`; every frame lies inside `0…size`; scales are in (0, 1].
public struct PageControlLayout: Hashable, Sendable {
    /// One visible indicator.
    package struct Indicator: Hashable, Sendable {
        package var page: Int
        /// The image's box at full size; a shrunk indicator is drawn scaled about its centre.
        package var frame: Rect
        /// 1, or less at a scrolling edge (ios-facts §1.3).
        package var scale: Float
        package var image: IndicatorImage
        package var isCurrent: Bool
    }

    /// The control's size in points.
    public var size: Size
    /// The translucent platter's rect, when it is shown.
    package var platter: Rect?
    /// The pages whose indicators show.
    package var visiblePages: Range<Int>
    package var indicators: [Indicator]
}
