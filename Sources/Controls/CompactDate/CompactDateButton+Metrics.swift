import Raster
import Typeset

extension CompactDateButton {
    /// Every number and colour the button is drawn with, in points unless the name says
    /// otherwise, each with its source in docs/ios-facts.md: §2.4 (UIKit 18.2's own code, [SRC])
    /// and §2.4a (measured on iOS renders, [MEASURED]); what neither gives is tagged [INF].
    @usableFromInline package enum Metrics {
        // MARK: Text (ios-facts §2.4 [SRC])

        /// The label's text style: Body, 17 pt regular at the default Dynamic Type size.
        package static let textStyle: TextStyle = .body

        // MARK: Pill (ios-facts §2.4 [SRC])

        /// Padding between a pill's edge and its text: 12 pt left and right.
        package static let horizontalPadding: Float = 12
        /// Padding above and below the text's line: 7 pt.
        package static let verticalPadding: Float = 7
        /// The pill's continuous (squircle) corner radius: 8 pt.
        package static let cornerRadius: Float = 8
        /// The space between the date pill and the time pill in date-and-time mode: 4 pt.
        package static let pillGap: Float = 4

        // MARK: Height (ios-facts §2.4a [MEASURED], §6.1 [SRC])

        /// ios-facts §6.1 [SRC]: `UIFont.systemFont(ofSize: 17).lineHeight`, 20.287109375 pt:
        /// SF's line, which UIKit pads by `verticalPadding` — not Inter's, which is taller.
        package static let systemBodyLineHeight: Float = 20.287109375
        /// The scale the pill was measured at (ios-facts §2.4a: @3x renders).
        package static let measuredScale: Float = 3
        /// ios-facts §2.4 "height as drawn" [INF], §2.4a [MEASURED]: SF's Body line plus 7 pt
        /// above and below, 34.287 pt, rounded up to whole pixels at @3x as UIKit sizes views to
        /// its pixel grid: 103 px = 34.33 pt, the height measured in all six apps. Fixed in
        /// points: every scale draws the @3x height (68.67 px at @2x).
        package static let pillHeight: Float =
            ((systemBodyLineHeight + 2 * verticalPadding) * measuredScale).rounded(.up) / measuredScale

        // MARK: Colours (ios-facts §2.4 [SRC] unless tagged)

        /// The pill's fill: `tertiarySystemFill`; none when the button is disabled.
        package static let background = SystemColors.tertiarySystemFill
        /// The text: `label`; the tint while its pill's editor is open.
        package static let textColor = SystemColors.label
        /// ios-facts §2.4 [INF]: a disabled button's text, `tertiaryLabel`, as UIKit dims other
        /// disabled text.
        package static let disabledTextColor = SystemColors.tertiaryLabel
    }
}
