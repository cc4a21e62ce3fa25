import Raster
import Typeset

extension MonthCalendar {
    /// Every number the month calendar is drawn with, in points unless the name says otherwise,
    /// each citing docs/ios-facts.md §2.5. [SRC] values are UIKit 18.2's; the row and header
    /// heights and the chevrons' boxes are not in the sources and are our reconstruction of
    /// iOS 14–18's look, tagged [INF] there and here.
    public enum Metrics {
        // MARK: Width (ios-facts §2.4, §2.5 [SRC])

        /// ios-facts §2.4: the date modes' ideal width, 320 pt.
        public static let defaultWidth: Float = 320
        /// ios-facts §2.5: the content's margins, at least 16 pt each side; the header and the
        /// grid both sit inside them.
        public static let horizontalMargin: Float = 16
        /// ios-facts §2.5: the content is at least 280 pt wide…
        public static let minimumContentWidth: Float = 280
        /// …and at most 375 pt.
        public static let maximumContentWidth: Float = 375
        /// The model's bound, as every control has one: no calendar is wider than 16384 pt.
        public static let maximumWidth: Float = 16_384

        // MARK: Rows (ios-facts §2.5 [INF])

        /// The header row, 44 pt: a standard touch target's height.
        public static let headerHeight: Float = 44
        /// The weekday row, 20 pt: the 13 pt footnote line with a little air.
        public static let weekdayRowHeight: Float = 20
        /// A week row, 44 pt: the selection circle's diameter, so circles of neighbouring weeks
        /// touch but never overlap.
        public static let dayRowHeight: Float = 44
        /// Six weeks, the most a month can touch, always: the height does not change from month
        /// to month.
        public static let weekRows = 6
        /// Seven weekday columns.
        public static let columns = 7

        // MARK: Header (ios-facts §2.5)

        /// [SRC] Headline, 17 pt, with the bold trait, which renders semibold.
        public static let titleFontSize: Float = TextStyle.headline.sizePoints
        public static let titleWeight: FontWeight = .semibold
        /// [INF] The small chevron after the title (`chevron.right`, body font, small scale):
        /// the built-in back glyph in a 15 pt box, 4 pt after the title's text. Its ink is
        /// about 5 × 9.5 pt.
        public static let titleChevronBox: Float = 15
        public static let titleChevronGap: Float = 4
        /// [INF] The previous and next chevrons (`chevron.left`/`chevron.right` at Title3,
        /// medium scale): the back glyph in a 26 pt box (ink about 8 × 16 pt), each centred in
        /// a 44 pt button; the next button ends at the trailing margin, the previous one is
        /// the next one's neighbour.
        public static let navigationChevronBox: Float = 26
        public static let navigationButtonWidth: Float = 44
        /// [INF] The chevrons' stroke relative to the built-in glyph's regular 1.8 units: 1.4×,
        /// a semibold symbol's weight.
        public static let chevronWeight: Float = 1.4

        // MARK: Weekday row (ios-facts §2.5)

        /// [SRC] Footnote, 13 pt; semibold [INF]; in capitals [INF].
        public static let weekdayFontSize: Float = TextStyle.footnote.sizePoints
        public static let weekdayWeight: FontWeight = .semibold

        // MARK: Days (ios-facts §2.5)

        /// [SRC] Title3, 20 pt, regular; semibold when selected [INF for the weight].
        public static let dayFontSize: Float = TextStyle.title3.sizePoints
        public static let dayWeight: FontWeight = .regular
        public static let selectedDayWeight: FontWeight = .semibold
        /// [SRC] The selection circle's diameter (`dateViewCellBackgroundSize`), 44 pt.
        public static let selectionDiameter: Float = 44
        /// [SRC] The selected day's circle: the tint at 12 %.
        public static let selectionOpacity: Float = 0.12
        /// [SRC] Selected today's number is white on the solid tint, or black when the tint's
        /// relative luminance is above 0.8.
        public static let lightTintLuminance: Float = 0.8

        // MARK: Month and year wheels (ios-facts §2.5 [INF])

        /// Years either side of the selected one on the year wheel (only about four show).
        public static let wheelYearRows = 50
        /// The years a wheel may show (a `DateFormatter` writes four digits up to 9999).
        public static let wheelYearRange = 1 ... 9999

        // MARK: Colour

        /// UIKit's default `tintColor`, systemBlue.
        public static let defaultTint = ColorValue.system(name: "systemBlue", SystemColors.systemBlue)
    }
}
