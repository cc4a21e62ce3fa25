import Raster
import Typeset

/// Where a navigation bar's parts go, in points, the bar's top-left at (0, 0); already mirrored
/// for a right-to-left bar.
public struct NavigationBarLayout: ControlLayout {
    /// One placed bar button item.
    package struct PlacedItem: Sendable {
        package var item: NavigationBar.Item
        /// The item's box: its text's advance or its glyph's box, the row's height.
        package var frame: Rect
        /// For a text item: the baseline's start (left end, in either direction).
        package var baseline: Point?
        /// In the glass design, whether the item sits on a prominent platter (its content white).
        package var isProminent = false
    }

    /// A glass platter (the glass design only): a capsule, or a circle when square, under one
    /// item or a run of items that share it.
    package struct Platter: Sendable {
        /// What a platter is filled with besides the glass.
        package enum Style: Sendable {
            /// Glass alone.
            case plain
            /// The tint (an enabled prominent item: a done-style item).
            case prominent
            /// The disabled prominent grey.
            case disabledProminent
        }

        package var frame: Rect
        package var style: Style
    }

    /// The back button.
    package struct Back: Sendable {
        /// The chevron glyph's box (the built-in `back` glyph's 24-unit grid, scaled).
        package var chevronBox: Rect
        /// The label shown: the previous title, "Back", or nil for the chevron alone.
        package var label: String?
        /// The label's baseline start (left end).
        package var labelBaseline: Point
    }

    /// The title: its text, its font, where its baseline's centre is, and the width it may take
    /// before it is cut with "…".
    package struct Title: Sendable {
        package var text: String
        package var font: Font
        /// For an inline title the baseline's centre; for a large title the baseline's start on
        /// the leading side (left end in LTR, right end in RTL).
        package var anchor: Point
        package var maxWidth: Float
        package var isLarge: Bool
    }

    public var size: Size
    /// The status bar's height above the bar (0 without one).
    package var statusBarHeight: Float
    /// The 44 pt row.
    package var row: Rect
    /// The large-title row under it, for a large title.
    package var largeRow: Rect?
    package var back: Back?
    package var items: [PlacedItem]
    package var title: Title?
    /// The segmented control in the title's place: its layout and its top-left corner.
    package var segmented: (control: SegmentedControl, layout: SegmentedControl.Layout, origin: Point)?
    package var isRightToLeft: Bool
    /// The glass platters under the items, in drawing order; empty in the classic design.
    package var platters: [Platter] = []
    /// The design laid out: it decides the items' colours and the glyphs' box.
    package var design: Design = .classic
    /// The hairline's one device pixel under the bar (standard and opaque backgrounds), outside
    /// `size`: UIKit hangs the bar's shadow below its bounds (ios-facts §3.5).
    public var overhangBelowPixels: Int
}
