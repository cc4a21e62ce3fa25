import Foundation

// What the locale decides, all read from Foundation (ios-facts §2.5): the Gregorian calendar in
// the time zone with the locale's first weekday, the month title from the template `yMMMM`,
// the weekday names (`shortStandaloneWeekdaySymbols`, in capitals), the month names of the
// wheel (`standaloneMonthSymbols`), the digits of the day numbers, and the direction.

extension MonthCalendar {
    /// The month title's template (ios-facts §2.5: the header shows month and year).
    static let titleTemplate = "yMMMM"

    var foundationLocale: Locale { Locale(identifier: locale) }

    /// The Gregorian calendar in `timeZone` (UTC for an unknown one) with the locale, so
    /// `firstWeekday` is the locale's (1 = Sunday, 2 = Monday, 7 = Saturday).
    var calendar: Calendar {
        var calendar = LocaleSettings.gregorianCalendar(timeZone: timeZone)
        calendar.locale = foundationLocale
        return calendar
    }

    /// Whether the locale writes right to left: the whole calendar is then mirrored.
    public var isRightToLeft: Bool { LocaleSettings.isRightToLeft(locale) }

    /// A formatter for `format` in the calendar's locale, calendar and time zone.
    func dateFormatter(_ format: String) -> DateFormatter {
        LocaleSettings.dateFormatter(format, locale: foundationLocale, calendar: calendar)
    }

    /// The locale's pattern for `yMMMM` ("MMMM y" in en_US, "y年M月" in ja_JP).
    var titlePattern: DatePattern? { DatePattern(template: Self.titleTemplate, locale: foundationLocale) }

    /// The header's title: month and year of `date` as the locale writes them ("January 2024",
    /// "2024年1月", "2024년 1월").
    public var monthTitle: String { dateFormatter(titlePattern?.pattern ?? "MMMM y").string(from: date) }

    /// The weekday names in reading order, starting on the locale's first weekday, in capitals
    /// ("SUN", "MON", … in en_US; "LUN.", … in fr_FR).
    public var weekdaySymbols: [String] {
        let symbols = dateFormatter("").shortStandaloneWeekdaySymbols
        guard symbols.count == Metrics.columns else { return symbols }
        let first = calendar.firstWeekday - 1
        return (0 ..< Metrics.columns).map { symbols[(first + $0) % Metrics.columns].uppercased(with: foundationLocale) }
    }
}
