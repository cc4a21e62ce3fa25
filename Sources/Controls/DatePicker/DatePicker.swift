import Foundation
import Raster

/// UIKit's `UIDatePicker` as a value: a date, in a locale and a time zone, shown in one of its
/// styles — the wheels its mode asks for, in the order and with the words the locale's own date
/// patterns give (ios-facts §2.2); the compact button, closed or with its editor open
/// (`CompactDateButton`, §2.4); or the inline month calendar (`MonthCalendar`, §2.5).
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

    /// `UIDatePickerStyle`.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// The wheels (`.wheels`).
        case wheels
        /// A button showing the date and time as text, which opens an editor (`.compact`).
        case compact
        /// The month calendar, with the time below it in date-and-time mode (`.inline`).
        case inline
        /// What an app that sets no style shows (`.automatic`, UIKit's default): the system
        /// picks by mode and platform. On an iPhone from iOS 14 that is the compact button for
        /// date, time and date-and-time, and the wheels for countdown and year-and-month, the
        /// only style those modes have (ios-facts §2.4b). `resolvedStyle` names the style drawn.
        case automatic
    }

    /// The clock the time wheels use: the locale's (UIKit's `j` template), or one forced.
    public enum HourCycle: String, Hashable, Sendable, CaseIterable {
        /// The locale's own clock (the `j` template).
        case automatic
        /// 1–12 with AM/PM.
        case h12
        /// 0–23.
        case h23
    }

    /// `UIDatePicker.datePickerMode`: which wheels (or which parts of the compact and inline
    /// styles) are shown.
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
    /// The clock of the time wheels: the locale's (`.automatic`) or a forced 12- or 24-hour one.
    public var hourCycle: HourCycle
    /// The minute wheel's step: 1 to 30, dividing 60 (`minuteInterval`).
    public var minuteInterval: Int
    /// Dates before `minimumDate` or after `maximumDate` are drawn disabled.
    public var minimumDate: Date?
    /// The end of the enabled range: later dates are drawn disabled; nil for no limit.
    public var maximumDate: Date?
    /// `.countdown`'s duration (`countDownDuration`), in seconds: under 24 hours.
    public var duration: TimeInterval
    /// The picker's size in points (UIKit: 320 × 216); for the inline calendar only the width.
    public var size: Size
    /// `UIDatePicker.preferredDatePickerStyle`: the wheels, the compact button or the inline
    /// calendar.
    public var style: Style
    /// Compact: the editor is open — the pill's text in the tint, the calendar (or, in time
    /// mode, the time wheels) in a popover below it. Inline: the month-and-year wheels are open
    /// in place of the days.
    public var isOpen: Bool
    /// The time pill's editor is open — its text in the tint, the time wheels in a popover below
    /// it — in the compact style's date-and-time (or time) mode and the inline style's time mode
    /// (HIG "Pickers": the inline time-only picker is a button that shows wheels). Implies the
    /// editor is open whatever `isOpen` says; other styles and modes are an error.
    public var opensTime = false
    /// The colour of the selection, today, the chevrons and an open pill's text (`tintColor`).
    public var tint: ColorValue

    /// A picker of `date` with every part the initializer names: date-and-time wheels, 320 × 216 pt,
    /// in `en_US` and UTC by default; nothing is checked until `validate()`.
    public init(mode: Mode = .dateAndTime, date: Date, today: Date? = nil, locale: String = "en_US", timeZone: String = "UTC",
                hourCycle: HourCycle = .automatic, minuteInterval: Int = 1, minimumDate: Date? = nil, maximumDate: Date? = nil,
                duration: TimeInterval = 0, size: Size = Wheel.Metrics.defaultSize, style: Style = .wheels, isOpen: Bool = false,
                tint: ColorValue = .system(name: "systemBlue", SystemColors.systemBlue)) {
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
        self.style = style
        self.isOpen = isOpen
        self.tint = tint
    }
}
