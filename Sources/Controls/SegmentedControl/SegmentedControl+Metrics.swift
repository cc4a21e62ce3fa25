import Raster
import Typeset

extension SegmentedControl {
    /// Every number the segmented control is drawn with, in points unless the name says
    /// otherwise, each with its source in docs/ios-facts.md (§3.6 is Flutter's model of the iOS
    /// 17 control, §3.6a our measurements of real renders, §3.6b what we add). [INF] marks an
    /// inference rather than a stated value.
    public enum Metrics {
        // MARK: Track

        /// ios-facts §3.6a: UIKit's default height, 96 px at @3x.
        public static let defaultHeight: Float = 32
        /// ios-facts §3.6: the track's corner radius.
        public static let trackCornerRadius: Float = 9
        /// ios-facts §3.6: the track's padding at its left and right ends.
        public static let trackPaddingHorizontal: Float = 3
        /// ios-facts §3.6: the track's padding at its top and bottom.
        public static let trackPaddingVertical: Float = 2

        // MARK: Segments and separators

        /// ios-facts §3.6: the least space between a segment's title and its edges, on each side.
        public static let segmentPadding: Float = 10
        /// ios-facts §3.6: a separator's width.
        public static let separatorWidth: Float = 1
        /// ios-facts §3.6 and §3.6b: a separator stops this far from the top and bottom of the
        /// space inside the track padding.
        public static let separatorInset: Float = 5
        /// ios-facts §3.6: `0x4D8E8E93`, systemGray at 0.3, in both appearances.
        public static let separatorColor = Color(r: 142, g: 142, b: 147, a: 0x4D)

        // MARK: Thumb

        /// ios-facts §3.6: the thumb's corner radius.
        public static let thumbCornerRadius: Float = 7
        /// ios-facts §3.6 and §3.6b: the thumb is the selected segment grown by this much on its
        /// left and right, over the separators beside it.
        public static let thumbOutset: Float = 1
        /// ios-facts §3.6: white in light, `0xFF636366` (systemGray2's dark value) in dark.
        public static let thumbColor = DynamicColor(light: .white, dark: Color(r: 0x63, g: 0x63, b: 0x66))

        /// One of the thumb's drop shadows (ios-facts §3.6, itself [INF]): a colour, a blur
        /// radius and a downward offset, in points.
        public struct Shadow: Hashable, Sendable {
            public var color: Color
            public var blur: Float
            public var offsetY: Float
        }

        /// ios-facts §3.6: `0x1F000000` blur 8 offset (0, 3), and `0x0A000000` blur 1 offset (0, 3).
        public static let thumbShadows = [
            Shadow(color: Color(r: 0, g: 0, b: 0, a: 0x1F), blur: 8, offsetY: 3),
            Shadow(color: Color(r: 0, g: 0, b: 0, a: 0x0A), blur: 1, offsetY: 3),
        ]
        /// [INF] The Scene has no shadow item, so a blurred shadow is approximated by this many
        /// rounded rectangles, from the thumb shrunk by half the blur to the thumb grown by half
        /// the blur, each translucent enough that together they reach the shadow's alpha: a
        /// stepped ramp in place of a Gaussian edge. A blur of `crispShadowBlur` or less is one
        /// rectangle. Clipped to the track, as the 2 pt of track round the thumb is where it shows.
        /// An approximation of a blur, not a measurement. Tuned by eye on
        /// Goldens/navigation-bar/segmented-4-light-3x.png: 4 layers left visible steps of 7–9
        /// levels in the ramp; 8 halve them.
        public static let shadowLayers = 8
        /// [INF] A blur this small (the second shadow's 1 pt) is drawn as one sharp rectangle.
        public static let crispShadowBlur: Float = 1

        // MARK: Labels

        /// ios-facts §3.6: titles are 13 pt.
        public static let fontSize: Float = 13
        /// ios-facts §3.6: medium (500) for every title but the selected one's.
        public static let titleWeight = FontWeight.medium
        /// ios-facts §3.6: the selected segment's title is semibold (600).
        public static let selectedTitleWeight = FontWeight.semibold
        /// ios-facts §3.6a and §3.6b: the baseline sits 5 pt below the control's middle (21 pt
        /// below the top of a 32 pt control).
        public static let baselineBelowMiddle: Float = 5
        /// ios-facts §3.6b: titles in `label`.
        public static let titleColor = SystemColors.label
        /// ios-facts §3.6: disabled content, ARGB(115, 122, 122, 122), in both appearances.
        public static let disabledTitleColor = Color(r: 122, g: 122, b: 122, a: 115)

        // MARK: Bounds on input and the HIG's advice

        /// ios-facts §3.6b: the HIG asks for five segments or fewer on iPhone; we warn above this.
        public static let adviseMaxSegments = 5
        /// The most segments accepted: UIKit sets no limit; a bound on input.
        public static let maxSegments = 100
        /// The longest segment title accepted, in characters: a bound on input, as the
        /// navigation bar's `maxTextLength` (a 390 pt control fits about 40 characters).
        public static let maxTitleLength = 200
        /// The narrowest segment accepted: its two paddings (ios-facts §3.6), so that a segment
        /// is never narrower than the space it keeps free around its title.
        public static let minSegmentWidth: Float = 2 * segmentPadding
        /// ios-facts §3.6: Flutter's minimum height, 28 pt; lower, the 13 pt titles crowd the
        /// thumb. A bound on input.
        public static let minHeight: Float = 28
        /// The widest and tallest control accepted, in points: a bound on input (the widest
        /// image at @1x).
        public static let maxSide: Float = 16_384
    }
}
