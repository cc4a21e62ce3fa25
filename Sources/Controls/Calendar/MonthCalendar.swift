import Foundation
import Raster

/// The month calendar of UIKit's inline date picker (`UIDatePicker` in `.inline` style, and
/// iOS 16's `UICalendarView`) as a value: a header with the month and year and the previous and
/// next month chevrons, a row of weekday names starting on the locale's first weekday, and the
/// month's day numbers, one row per week it touches, with the selected day in a circle
/// (ios-facts §2.5, §2.5a). The cells before the 1st and after the last day are empty. With
/// `showsMonthYearWheels` the header's title turns to the tint and month and year wheels take
/// the grid's place, as when the title is tapped.
///
/// A shared piece (docs/adding-a-control.md): the inline date picker and the compact picker's
/// popover draw it; it is not a registered control of its own.
///
/// Every field that changes the picture is fixed by the value — the date, `today`, the locale,
/// the time zone — so a render never depends on the clock or the machine. Nothing is checked on
/// assignment; `validate()` says what is wrong.
public struct MonthCalendar: Hashable, Sendable {
    /// The selected date; its month (in `timeZone`) is the one shown.
    public var date: Date
    /// Whether the selected day is drawn selected (a circle behind its number); false shows
    /// the month with nothing selected.
    public var isSelected: Bool
    /// The day drawn as today (in the tint); by default the day of `date`.
    public var today: Date
    /// A locale identifier (`en_US`, `ja_JP`, `ko_KR`, `he_IL`): the month title, the weekday
    /// names and which weekday starts the week, the digits, and the direction.
    public var locale: String
    /// A time zone identifier (`UTC`, `Asia/Tokyo`) in which dates fall on days.
    public var timeZone: String
    /// Days wholly before `minimumDate` or after `maximumDate` are drawn disabled
    /// (`quaternaryLabel`).
    public var minimumDate: Date?
    /// The end of the enabled range: days wholly after it are drawn disabled; nil for no limit.
    public var maximumDate: Date?
    /// The selection, today's number and the chevrons (UIKit's `tintColor`).
    public var tint: ColorValue
    /// The calendar's width in points, margins included (ios-facts §2.4: 320, the ideal width
    /// of the date modes).
    public var width: Float
    /// The state after tapping the title: title in the tint, its chevron pointing down, no
    /// previous and next chevrons, and month and year wheels in place of the weekdays and days.
    public var showsMonthYearWheels: Bool

    /// A calendar of `date`'s month with `date` selected and today unless `today` says otherwise,
    /// 320 pt wide in `en_US` and UTC by default; nothing is checked until `validate()`.
    public init(date: Date, locale: String = "en_US", timeZone: String = "UTC", isSelected: Bool = true, today: Date? = nil,
                minimumDate: Date? = nil, maximumDate: Date? = nil, tint: ColorValue = Metrics.defaultTint,
                width: Float = Metrics.defaultWidth, showsMonthYearWheels: Bool = false) {
        self.date = date
        self.isSelected = isSelected
        self.today = today ?? date
        self.locale = locale
        self.timeZone = timeZone
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.tint = tint
        self.width = width
        self.showsMonthYearWheels = showsMonthYearWheels
    }

    /// The calendar's height in points: header, weekday row, one row per week of the shown
    /// month and the bottom margin (ios-facts §2.5a); the same at every width and in both
    /// states, but taller for a six-week month than for a five-week one.
    public var height: Float {
        Metrics.headerHeight + Metrics.weekdayRowHeight + Float(weekCount) * Metrics.dayRowHeight + Metrics.bottomMargin
    }
}
