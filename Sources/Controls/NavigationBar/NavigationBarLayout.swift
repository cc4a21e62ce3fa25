import Raster
import Typeset

/// Where a navigation bar's parts go, in points, the bar's top-left at (0, 0); already mirrored
/// for a right-to-left bar.
public struct NavigationBarLayout: ControlLayout {
    /// One placed bar button item.
    public struct PlacedItem: Sendable {
        public var item: NavigationBar.Item
        /// The item's box: its text's advance or its glyph's box, the row's height.
        public var frame: Rect
        /// For a text item: the baseline's start (left end, in either direction).
        public var baseline: Point?
    }

    /// The back button.
    public struct Back: Sendable {
        /// The chevron glyph's box (the built-in `back` glyph's 24-unit grid, scaled).
        public var chevronBox: Rect
        /// The label shown: the previous title, "Back", or nil for the chevron alone.
        public var label: String?
        /// The label's baseline start (left end).
        public var labelBaseline: Point
    }

    /// The title: its text, its font, where its baseline's centre is, and the width it may take
    /// before it is cut with "…".
    public struct Title: Sendable {
        public var text: String
        public var font: Font
        /// For an inline title the baseline's centre; for a large title the baseline's start on
        /// the leading side (left end in LTR, right end in RTL).
        public var anchor: Point
        public var maxWidth: Float
        public var isLarge: Bool
    }

    public var size: Size
    /// The status bar's height above the bar (0 without one).
    public var statusBarHeight: Float
    /// The 44 pt row.
    public var row: Rect
    /// The large-title row under it, for a large title.
    public var largeRow: Rect?
    public var back: Back?
    public var items: [PlacedItem]
    public var title: Title?
    /// The segmented control in the title's place: its layout and its top-left corner.
    public var segmented: (control: SegmentedControl, layout: SegmentedControlLayout, origin: Point)?
    public var isRightToLeft: Bool
    /// The hairline's one device pixel under the bar (standard and opaque backgrounds), outside
    /// `size`: UIKit hangs the bar's shadow below its bounds (ios-facts §3.5).
    public var overhangBelowPixels: Int
}
