import Raster
import Typeset

extension MonthCalendar {
    /// Every number the month calendar is drawn with, in points unless the name says otherwise,
    /// each citing docs/ios-facts.md §2.5 or §2.5a. [SRC] values are UIKit 18.2's; [MEASURED]
    /// ones were read from an iOS 15 simulator screenshot of the compact picker's popover
    /// calendar at 320 pt (§2.5a); [INF] ones are our reconstruction.
    @usableFromInline package enum Metrics {
        // MARK: Width (ios-facts §2.4, §2.5 [SRC], §2.5a [MEASURED])

        /// ios-facts §2.4: the date modes' ideal width, 320 pt.
        @usableFromInline package static let defaultWidth: Float = 320
        /// ios-facts §2.5: the content's margins, at least 16 pt each side; the header sits
        /// inside them.
        package static let horizontalMargin: Float = 16
        /// ios-facts §2.5a [MEASURED]: the day grid is wider than the header's content: its
        /// seven columns span the width less 10.4 pt each side (column centres 31.8 pt and
        /// 288.2 pt in from the left of a 320 pt calendar, 42.74 pt apart). [INF] the same
        /// 10.4 pt at other widths.
        package static let gridMargin: Float = 10.4
        /// ios-facts §2.5: the content is at least 280 pt wide…
        package static let minimumContentWidth: Float = 280
        /// …and at most 375 pt.
        package static let maximumContentWidth: Float = 375
        /// The model's bound, as every control has one: no calendar is wider than 16384 pt.
        package static let maximumWidth: Float = 16_384

        // MARK: Rows (ios-facts §2.5a [MEASURED])

        /// The header row, 54.5 pt: its middle, 27.25 pt below the calendar's top, is where
        /// the month chevrons' centres and the title's capitals' middle are measured.
        package static let headerHeight: Float = 54.5
        /// The weekday row, 14.875 pt: from the header to the first week, whose centre is
        /// measured 92.25 pt below the top (92.25 − 45.75 / 2 − 54.5).
        package static let weekdayRowHeight: Float = 14.875
        /// The weekday names' baseline, 10.5 pt below the weekday row's top (measured 65 pt
        /// below the calendar's top).
        package static let weekdayBaseline: Float = 10.5
        /// A week row, 45.75 pt: the measured pitch of the weeks (91.5 px at @2x); the 44 pt
        /// circles of neighbouring weeks leave 1.75 pt between them.
        package static let dayRowHeight: Float = 45.75
        /// Below the last week, 16.875 pt: the measured platter bottom, 315 pt for five weeks,
        /// less the weeks' bottom (54.5 + 14.875 + 5 × 45.75).
        package static let bottomMargin: Float = 16.875
        /// As many week rows as the shown month touches (4 to 6): §2.5a measured five rows and
        /// nothing below them for a five-week month. At most six.
        package static let maximumWeekRows = 6
        /// Seven weekday columns.
        package static let columns = 7

        // MARK: Header (ios-facts §2.5)

        /// [SRC] Headline, 17 pt, with the bold trait, which renders semibold.
        package static let titleFontSize: Float = TextStyle.headline.sizePoints
        package static let titleWeight: FontWeight = .semibold
        /// The small chevron after the title (`chevron.right`, body font, small scale): the
        /// built-in back glyph in an 18 pt box, so that its ink is the measured 7 × 12 pt
        /// (ios-facts §2.5a [MEASURED]); [INF] the box 2.5 pt after the title's advance, which puts
        /// the ink's centre at the measured 152.5 pt (within 0.2 pt) after "November 2021".
        package static let titleChevronBox: Float = 18
        package static let titleChevronGap: Float = 2.5
        /// [INF] The previous and next chevrons (`chevron.left`/`chevron.right` at Title3,
        /// medium scale): the back glyph in a 26 pt box, whose ink, about 10 × 17.3 pt, is the
        /// measured 10.5 × 17.5 pt within half a point (ios-facts §2.5a).
        package static let navigationChevronBox: Float = 26
        /// ios-facts §2.5a [MEASURED]: the next chevron's centre 22.75 pt in from the trailing
        /// edge (its ink ending 17.5 pt in), the previous chevron's 48.5 pt before it.
        package static let nextChevronInset: Float = 22.75
        package static let chevronSpacing: Float = 48.5
        /// [INF] The chevrons' stroke relative to the built-in glyph's regular 1.8 units: 1.4×,
        /// a semibold symbol's weight.
        package static let chevronWeight: Float = 1.4

        // MARK: Weekday row (ios-facts §2.5)

        /// [SRC] Footnote, 13 pt; semibold [INF]; in capitals [INF].
        package static let weekdayFontSize: Float = TextStyle.footnote.sizePoints
        package static let weekdayWeight: FontWeight = .semibold

        // MARK: Days (ios-facts §2.5)

        /// [SRC] Title3, 20 pt, regular; heavier when selected: ios-facts §2.5a [MEASURED] the
        /// selected digits' stems are 1.57 times the regular ones' (0.137 em against 0.087 em).
        /// Inter's semibold draws 1.50 times (0.130 em), its bold 1.75 times (0.152 em), so
        /// semibold is the nearer.
        package static let dayFontSize: Float = TextStyle.title3.sizePoints
        package static let dayWeight: FontWeight = .regular
        package static let selectedDayWeight: FontWeight = .semibold
        /// [SRC] The selection circle's diameter (`dateViewCellBackgroundSize`), 44 pt.
        package static let selectionDiameter: Float = 44
        /// [SRC] The selected day's circle: the tint at 12 %.
        package static let selectionOpacity: Float = 0.12
        /// [SRC] Selected today's number is white on the solid tint, or black when the tint's
        /// relative luminance is above 0.8.
        package static let lightTintLuminance: Float = 0.8

        // MARK: Month and year wheels (ios-facts §2.5 [INF])

        /// Years either side of the selected one on the year wheel (only about four show).
        package static let wheelYearRows = 50
        /// The years a wheel may show (a `DateFormatter` writes four digits up to 9999).
        package static let wheelYearRange = 1 ... 9999

        // MARK: Colour

        /// UIKit's default `tintColor`, systemBlue.
        @usableFromInline package static let defaultTint = ColorValue.system(name: "systemBlue", SystemColors.systemBlue)
    }
}
