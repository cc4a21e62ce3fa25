import Raster

extension DatePicker {
    /// The date picker's numbers, in points unless the name says otherwise, each with its
    /// source in docs/ios-facts.md (§2.2 unless noted); the wheel's own geometry is
    /// `Wheel.Metrics`.
    @usableFromInline package enum Metrics {
        /// ios-facts §2.2: the font starts at the wheel's 23.5 pt and steps down 1 pt at a time,
        /// to no less than 14 pt, until the columns fit.
        package static let minimumFontSize: Float = 14
        package static let fontStep: Float = 1
        /// ios-facts §2.2: the columns must fit in the width less twice this (`horizontalEdgeInset`).
        package static let edgeInset: Float = 13
        /// ios-facts §2.2: padding on each side of a column's widest text: hour and minute
        /// (`horizontalWeekdayTimePadding`), AM/PM (`horizontalPaddingForAMPM`), year, month and
        /// day (`horizontalDatePadding`), the merged weekday-month-day column
        /// (`horizontalWeekMonthDayPadding`).
        package static let timePadding: Float = 10
        package static let dayPeriodPadding: Float = 8
        package static let datePadding: Float = 10
        package static let mergedDatePadding: Float = 11

        /// How many days before and after the selected one the merged date column holds (UIKit
        /// holds 10,000; a figure shows ±3, so fewer rows draw the same picture).
        package static let mergedDateRows = 60
        /// How many years before and after the selected one the year column holds (the same
        /// reasoning: ±3 show; every year is as wide as another in tabular digits, so more rows
        /// would not widen the column, only cost formatting and measuring).
        package static let yearRows = 10

        /// ios-facts §2.3 [EYE, Flutter's timer picker]: the countdown's unit labels are 17 pt
        /// semibold, 6 pt after the number.
        package static let countdownLabelSize: Float = 17
        package static let countdownLabelGap: Float = 6

        /// ios-facts §2.4: the compact editor's popover sits 6 pt below the button, its
        /// platter `.systemMaterial` with continuous corners of radius 13 (§2.5a measured the
        /// corners, about 13 pt, on iOS 15, and an 8.5 pt gap to a pill below the popover,
        /// which one screenshot cannot tell from the platter's inset: UIKit 18.2's 6 pt kept).
        package static let popoverGap: Float = 6
        package static let popoverCornerRadius: Float = 13
        /// [INF] `.systemMaterial` for a software renderer, as the page control's platter
        /// approximates `.systemThinMaterial` (§1.5), a little more opaque: a blur, then this tint.
        package static let popoverBlurSigma: Float = 10
        package static let popoverTint = DynamicColor(light: Color(r: 250, g: 250, b: 250, a: 217), dark: Color(r: 37, g: 37, b: 37, a: 217))
        /// ios-facts §2.4: the time editor's ideal size, 218 × 172; the wheel's heights snap to
        /// 216, 180 or 162, so the nearest under it [INF].
        package static let popoverTimeSize = Size(218, 162)
        /// ios-facts §2.5: 16 pt between the date and the time in date-and-time mode; the time
        /// pill at the calendar's 16 pt margin.
        package static let inlineTimeGap: Float = 16
        package static let inlineTimeMargin: Float = 16

        /// Bounds on input: durations under a day, and dates in years 1…9999.
        package static let maxDuration: Double = 24 * 3600 - 1
        package static let yearRange = LocaleSettings.yearRange
    }
}
