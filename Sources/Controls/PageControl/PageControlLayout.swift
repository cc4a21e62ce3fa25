import Raster

/// Where a page control's parts go, in points, in the control's own space (origin at its
/// top-left, y down). What `PageControl.layout()` returns and `sceneItems` draws.
///
/// Invariants: `indicators` are the visible pages in page order, one per page of
/// `visiblePages`; every frame lies inside `0…size`; scales are in (0, 1].
public struct PageControlLayout: Hashable, Sendable {
    /// One visible indicator.
    public struct Indicator: Hashable, Sendable {
        public var page: Int
        /// The image's box at full size; a shrunk indicator is drawn scaled about its centre.
        public var frame: Rect
        /// 1, or less at a scrolling edge (ios-facts §1.3).
        public var scale: Float
        public var image: IndicatorImage
        public var isCurrent: Bool
    }

    /// The control's size in points.
    public var size: Size
    /// The translucent platter's rect, when it is shown.
    public var platter: Rect?
    /// The pages whose indicators show.
    public var visiblePages: Range<Int>
    public var indicators: [Indicator]
}
