import Foundation
import Raster

/// UIKit's `UIDatePicker` in its wheels style (`.wheels`) as a value: a date, in a locale and a
/// time zone, shown as the wheels its mode asks for, in the order and with the words the
/// locale's own date patterns give (ios-facts §2.2).
///
/// Every field that changes the picture is fixed by the value — the date, "today", the locale,
/// the time zone — so a render is the same on every machine and every day.
public struct DatePicker: Hashable, Sendable {
    /// `UIDatePicker.Mode`, spelled as the command line spells it.
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// Hour, minute (and AM/PM on a 12-hour clock).
        case time
        /// Month, day, year (in the locale's order).
        case date
        /// One merged date column (weekday, month, day; "Today" for today), then the time.
        case dateAndTime = "date-and-time"
        /// `.countDownTimer`: hours and minutes, with fixed "hours" and "min" labels.
        case countdown
        /// `.yearAndMonth` (iOS 17.4): month and year.
        case yearAndMonth = "year-and-month"
    }

    /// The clock the time wheels use: the locale's (UIKit's `j` template), or one forced.
    public enum HourCycle: String, Hashable, Sendable, CaseIterable {
        case automatic
        /// 1–12 with AM/PM.
        case h12
        /// 0–23.
        case h23
    }

    public var mode: Mode
    /// The date shown in the band (for `.countdown`, only `duration` counts).
    public var date: Date
    /// The day the merged date column calls "Today"; nil for the day of `date`.
    public var today: Date?
    /// A locale identifier (`en_US`, `ja_JP`, `ko_KR`, `he_IL`): the columns, their order and
    /// their words.
    public var locale: String
    /// A time zone identifier (`UTC`, `Asia/Tokyo`) the date is shown in.
    public var timeZone: String
    public var hourCycle: HourCycle
    /// The minute wheel's step: 1 to 30, dividing 60 (`minuteInterval`).
    public var minuteInterval: Int
    /// Dates before `minimumDate` or after `maximumDate` are drawn disabled.
    public var minimumDate: Date?
    public var maximumDate: Date?
    /// `.countdown`'s duration (`countDownDuration`), in seconds: under 24 hours.
    public var duration: TimeInterval
    /// The picker's size in points (UIKit: 320 × 216).
    public var size: Size

    public init(mode: Mode = .dateAndTime, date: Date, today: Date? = nil, locale: String = "en_US", timeZone: String = "UTC",
                hourCycle: HourCycle = .automatic, minuteInterval: Int = 1, minimumDate: Date? = nil, maximumDate: Date? = nil,
                duration: TimeInterval = 0, size: Size = Wheel.Metrics.defaultSize) {
        self.mode = mode
        self.date = date
        self.today = today
        self.locale = locale
        self.timeZone = timeZone
        self.hourCycle = hourCycle
        self.minuteInterval = minuteInterval
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.duration = duration
        self.size = size
    }
}
