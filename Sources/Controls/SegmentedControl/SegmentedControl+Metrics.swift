import Raster
import Typeset

extension SegmentedControl {
    /// Every number the segmented control is drawn with, in points unless the name says
    /// otherwise, each with its source in docs/ios-facts.md (§3.6 is Flutter's model of the iOS
    /// 17 control, §3.6a our measurements of real renders, §3.6b what we add). [INF] marks an
    /// inference rather than a stated value.
    @usableFromInline package enum Metrics {
        // MARK: Track

        /// ios-facts §3.6a: UIKit's default height, 96 px at @3x.
        @usableFromInline package static let defaultHeight: Float = 32
        /// ios-facts §3.6a [MEASURED]: the track's continuous corner, fitted to the edge profile of
        /// real renders: 8.0–8.25 pt on iOS 14.5–16.4 (@3x) and iOS 15 (@2x); Flutter's model says 9.
        package static let trackCornerRadius: Float = 8.25
        // The track has no padding of its own (ios-facts §3.6a [MEASURED]): the segments span
        // it, as tall as the control, and `thumbInset` keeps the thumb 2 pt from its edges.

        // MARK: Segments and separators

        /// ios-facts §3.6a [MEASURED] and §3.6b [INF]: a fitted segment leaves this much between its
        /// edges and the ink of the widest title set in the unselected (regular) weight: iOS's
        /// 87 pt (261 px) segments round "Segment C", whose regular ink is 197 px, so
        /// (261 − 197) / 2 = 32 px at @3x. On the ink because our font's ink matches SF's within a
        /// pixel or two where its side bearings do not.
        package static let titleMargin: Float = 32.0 / 3
        /// ios-facts §3.6b [INF]: a title is cut short with "…" when its advance is wider than its
        /// segment less this on each side: the thumb's inset and its corner radius, so that no
        /// title runs under the thumb's rounded ends. (On iOS a semibold title with its ink
        /// 10.33 pt from the edges is whole, §3.6a; where the cut comes is not measured.)
        package static let titleRoomInset: Float = thumbInset + thumbCornerRadius
        /// ios-facts §3.6: a separator's width.
        package static let separatorWidth: Float = 1
        /// ios-facts §3.6a [MEASURED] (7.25 pt on iOS 15 @2x) and §3.6b: a separator stops this far
        /// from the control's top and bottom (Flutter's 5 pt inside its 2 pt padding).
        package static let separatorInset: Float = 7
        /// ios-facts §3.6 (systemGray, `0x8E8E93`) and §3.6a [MEASURED]: over the 238 track a
        /// separator reads 215 on iOS 15, which is systemGray at 0.24 (Flutter's 0.3 reads 209).
        package static let separatorColor = Color(r: 142, g: 142, b: 147, a: 61)

        // MARK: Thumb

        /// ios-facts §3.6a [MEASURED]: the thumb's continuous corner, fitted to the edge profile of
        /// real renders: 5.75–6.25 pt (Flutter's model says 7).
        package static let thumbCornerRadius: Float = 6
        /// ios-facts §3.6a [MEASURED]: the thumb is the selected segment inset by this much on every
        /// side: 2 pt (6 px at @3x) from the track's top, bottom and ends, and 2 pt from the
        /// separators' edges beside a middle segment (7 px from the track's thirds at @3x).
        package static let thumbInset: Float = 2
        /// ios-facts §3.6: white in light, `0xFF636366` (systemGray2's dark value) in dark.
        package static let thumbColor = DynamicColor(light: .white, dark: Color(r: 0x63, g: 0x63, b: 0x66))

        /// One of the thumb's drop shadows (ios-facts §3.6, itself [INF]): a colour, a blur
        /// radius and a downward offset, in points.
        package struct Shadow: Hashable, Sendable {
            package var color: Color
            package var blur: Float
            package var offsetY: Float
        }

        /// ios-facts §3.6 (Flutter's blur 8 offset (0, 3) and blur 1 offset (0, 3)) with their
        /// strength from §3.6a [MEASURED]: in the 2 pt strip under the thumb iOS darkens the 238
        /// track to about 216 (215–218 on iOS 14.5, 15 and 16.4); Flutter's alphas, 0x1F and
        /// 0x0A, drawn our way read 209. Both alphas scaled by 0.7 [INF: the split between the
        /// two shadows is Flutter's].
        package static let thumbShadows = [
            Shadow(color: Color(r: 0, g: 0, b: 0, a: 22), blur: 8, offsetY: 3),
            Shadow(color: Color(r: 0, g: 0, b: 0, a: 7), blur: 1, offsetY: 3),
        ]
        /// [INF] The Scene has no shadow item, so a blurred shadow is approximated by this many
        /// rounded rectangles, from the thumb shrunk by half the blur to the thumb grown by half
        /// the blur, each translucent enough that together they reach the shadow's alpha: a
        /// stepped ramp in place of a Gaussian edge. A blur of `crispShadowBlur` or less is one
        /// rectangle. Clipped to the track, as the 2 pt of track round the thumb is where it shows.
        /// An approximation of a blur, not a measurement. Tuned by eye on
        /// Goldens/navigation-bar/segmented-4-light-3x.png: 4 layers left visible steps of 7–9
        /// levels in the ramp; 8 halve them.
        package static let shadowLayers = 8
        /// [INF] A blur this small (the second shadow's 1 pt) is drawn as one sharp rectangle.
        package static let crispShadowBlur: Float = 1

        // MARK: Labels

        /// ios-facts §3.6: titles are 13 pt.
        package static let fontSize: Float = 13
        /// ios-facts §3.6a [MEASURED]: regular (400) for every title but the selected one's (stems
        /// 3.91–3.97 px at @3x against the selected title's 4.65 px; Flutter's model says medium).
        package static let titleWeight = FontWeight.regular
        /// ios-facts §3.6 and §3.6a [MEASURED]: the selected segment's title is semibold (600).
        package static let selectedTitleWeight = FontWeight.semibold
        /// ios-facts §3.6a and §3.6b: the baseline sits 5 pt below the control's middle (21 pt
        /// below the top of a 32 pt control).
        package static let baselineBelowMiddle: Float = 5
        /// ios-facts §3.6b: titles in `label`.
        package static let titleColor = SystemColors.label
        /// ios-facts §3.6: disabled content, ARGB(115, 122, 122, 122), in both appearances.
        package static let disabledTitleColor = Color(r: 122, g: 122, b: 122, a: 115)

        // MARK: Bounds on input and the HIG's advice

        /// ios-facts §3.6b: the HIG asks for five segments or fewer on iPhone; we warn above this.
        package static let adviseMaxSegments = 5
        /// The most segments accepted: UIKit sets no limit; a bound on input.
        package static let maxSegments = 100
        /// The longest segment title accepted, in characters: a bound on input, as the
        /// navigation bar's `maxTextLength` (a 390 pt control fits about 40 characters).
        package static let maxTitleLength = 200
        /// The narrowest segment accepted: its two title margins (ios-facts §3.6a), so that a
        /// segment is never narrower than the space it keeps free around its title.
        package static let minSegmentWidth: Float = 2 * titleMargin
        /// ios-facts §3.6: Flutter's minimum height, 28 pt; lower, the 13 pt titles crowd the
        /// thumb. A bound on input.
        package static let minHeight: Float = 28
        /// The widest and tallest control accepted, in points: a bound on input (the widest
        /// image at @1x).
        package static let maxSide: Float = 16_384
    }
}
