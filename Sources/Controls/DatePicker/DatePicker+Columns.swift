import Foundation
import Raster
import Typeset

// Which wheels a date picker shows, in which order, and with which words: all from the
// locale's own data through Foundation (ios-facts §2.2) — the CLDR pattern for the mode's
// template gives the fields and their order, and every row is formatted with the pattern's
// own field letters (so `y年`, `MMMM`, `a` come out as the locale writes them).

extension DatePicker {
    /// What one wheel shows.
    package enum ColumnKind: Hashable, Sendable {
        case unit(DateUnit)
        /// `.dateAndTime`'s one date column: weekday, month and day, "Today" for today.
        case mergedDate
    }

    /// One wheel before it is placed: rows, selected row, alignment, padding.
    package struct DateColumn {
        package var kind: ColumnKind
        package var rows: [Wheel.Row]
        package var selected: Int
        package var alignment: TextAlignment
        package var wraps: Bool
        /// Padding on each side of the widest text (ios-facts §2.2).
        package var padding: Float
    }

    /// The templates UIKit asks the locale for (ios-facts §2.2), the hour letter left open.
    static func template(for mode: Mode, hour: String) -> String {
        switch mode {
        case .time: "\(hour)m"
        case .date: "dMMMMy"
        case .dateAndTime: "EEEdMMMy\(hour)m"
        case .yearAndMonth: "MMMMy"
        case .countdown: "Hm"
        }
    }

    /// The date column's own template in `.dateAndTime` (ios-facts §2.2: "EEE, d MMM").
    static let mergedDateTemplate = "EEEdMMM"

    /// The hour letter of the templates: the locale's clock (`j`) or a forced one.
    var hourLetter: String {
        switch hourCycle {
        case .automatic: "j"
        case .h12: "h"
        case .h23: "H"
        }
    }

    var foundationLocale: Locale { Locale(identifier: locale) }

    var calendar: Calendar {
        var calendar = LocaleSettings.gregorianCalendar(timeZone: timeZone)
        calendar.locale = foundationLocale
        return calendar
    }

    /// The locale's pattern for the mode (nil when the platform has none).
    package var pattern: DatePattern? { DatePattern(template: Self.template(for: mode, hour: hourLetter), locale: foundationLocale) }

    /// Whether the locale writes right to left (its hour and minute wheels then swap, so that
    /// after the right-to-left order the time still reads hour, minute: ios-facts §2.2).
    var isRightToLeft: Bool { LocaleSettings.isRightToLeft(locale) }

    /// The wheels in the order the locale's pattern gives, before right-to-left ordering.
    func dateColumns() -> [DateColumn] {
        guard let pattern else { return [] }
        if mode == .countdown { return countdownColumns(pattern) }
        var kinds: [(ColumnKind, DatePattern.Field?)] = []
        for field in pattern.fields {
            if mode == .dateAndTime, field.unit.isDate {
                if !kinds.contains(where: { $0.0 == .mergedDate }) { kinds.append((.mergedDate, nil)) }
            } else if field.unit != .weekday, !kinds.contains(where: { $0.0 == .unit(field.unit) }) {
                kinds.append((.unit(field.unit), field))
            }
        }
        let dayBeforeMonth = (pattern.units.firstIndex(of: .day) ?? 0) < (pattern.units.firstIndex(of: .month) ?? 0)
        return kinds.map { kind, field in column(kind, field: field, dayBeforeMonth: dayBeforeMonth) }
    }

    func column(_ kind: ColumnKind, field: DatePattern.Field?, dayBeforeMonth: Bool) -> DateColumn {
        let cal = calendar
        let parts = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let (year, month, day) = (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
        let (hour, minute) = (parts.hour ?? 0, parts.minute ?? 0)
        let formatter = dateFormatter(field?.format ?? "")
        func at(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) -> Date? {
            cal.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))
        }
        func row(_ date: Date?, enabledFrom start: Date?, to end: Date?) -> Wheel.Row {
            guard let date else { return Wheel.Row("") }
            return Wheel.Row(formatter.string(from: date), isEnabled: isInRange(from: start ?? date, to: end ?? date))
        }
        switch kind {
        case .unit(.year):
            let years = max(Metrics.yearRange.lowerBound, year - Metrics.yearRows) ... min(Metrics.yearRange.upperBound, year + Metrics.yearRows)
            return DateColumn(kind: kind, rows: years.map { y in row(at(y, 1, 1, 0, 0), enabledFrom: at(y, 1, 1, 0, 0), to: at(y + 1, 1, 1, 0, 0)) },
                              selected: year - years.lowerBound, alignment: .center, wraps: false, padding: Metrics.datePadding)
        case .unit(.month):
            return DateColumn(kind: kind, rows: (1 ... 12).map { m in row(at(year, m, 1, 0, 0), enabledFrom: at(year, m, 1, 0, 0), to: at(year, m + 1, 1, 0, 0)) },
                              selected: month - 1, alignment: dayBeforeMonth ? .left : .right, wraps: true, padding: Metrics.datePadding)
        case .unit(.day):
            let days = cal.range(of: .day, in: .month, for: date)?.count ?? 31
            let rows = (1 ... 31).map { d -> Wheel.Row in
                var r = row(at(2001, 1, d, 0, 0), enabledFrom: at(year, month, d, 0, 0), to: at(year, month, d + 1, 0, 0))
                if d > days { r.isEnabled = false }
                return r
            }
            return DateColumn(kind: kind, rows: rows, selected: day - 1, alignment: .right, wraps: true, padding: Metrics.datePadding)
        case .unit(.hour):
            let twelve = field.map { $0.format.contains("h") || $0.format.contains("K") } ?? false
            let values = twelve ? Array(0 ..< 12) : Array(0 ..< 24)
            let pm = twelve && hour >= 12 ? 12 : 0
            return DateColumn(kind: kind, rows: values.map { v in row(at(year, month, day, v + pm, 0), enabledFrom: at(year, month, day, v + pm, 0),
                                                                      to: at(year, month, day, v + pm, 59)) },
                              selected: twelve ? hour % 12 : hour, alignment: .right, wraps: true, padding: Metrics.timePadding)
        case .unit(.minute):
            let values = Array(stride(from: 0, to: 60, by: max(minuteInterval, 1)))
            return DateColumn(kind: kind, rows: values.map { v in row(at(year, month, day, hour, v), enabledFrom: at(year, month, day, hour, v), to: nil) },
                              selected: minute / max(minuteInterval, 1), alignment: .center, wraps: true, padding: Metrics.timePadding)
        case .unit(.dayPeriod):
            return DateColumn(kind: kind, rows: [0, 12].map { h in row(at(year, month, day, h + hour % 12, minute), enabledFrom: nil, to: nil) },
                              selected: hour >= 12 ? 1 : 0, alignment: .center, wraps: false, padding: Metrics.dayPeriodPadding)
        case .unit(.weekday):
            return DateColumn(kind: kind, rows: [], selected: 0, alignment: .center, wraps: false, padding: Metrics.datePadding)
        case .mergedDate:
            return mergedDateColumn(year: year, month: month, day: day)
        }
    }

    /// `.dateAndTime`'s date column: days around the selected one, "Today" for today's row.
    func mergedDateColumn(year: Int, month: Int, day: Int) -> DateColumn {
        let cal = calendar
        let formatter = dateFormatter(DatePattern(template: Self.mergedDateTemplate, locale: foundationLocale)?.pattern ?? "EEE d MMM")
        let start = cal.date(from: DateComponents(year: year, month: month, day: day)) ?? date
        let todayStart = cal.startOfDay(for: today ?? date)
        var rows: [Wheel.Row] = []
        for offset in -Metrics.mergedDateRows ... Metrics.mergedDateRows {
            guard let dayStart = cal.date(byAdding: .day, value: offset, to: start),
                  let next = cal.date(byAdding: .day, value: 1, to: dayStart) else { continue }
            let text = dayStart == todayStart ? todayWord : formatter.string(from: dayStart)
            rows.append(Wheel.Row(text, isEnabled: isInRange(from: dayStart, to: next)))
        }
        return DateColumn(kind: .mergedDate, rows: rows, selected: Metrics.mergedDateRows, alignment: .right, wraps: false,
                          padding: Metrics.mergedDatePadding)
    }

    /// The countdown's hour and minute wheels (numbers in the locale's digits).
    func countdownColumns(_ pattern: DatePattern) -> [DateColumn] {
        let hours = Int(duration) / 3600, minutes = (Int(duration) % 3600) / 60
        let formatter = dateFormatter("H")
        let minuteFormatter = dateFormatter("m")
        let cal = calendar
        func at(_ h: Int, _ m: Int) -> Date { cal.date(from: DateComponents(year: 2001, month: 1, day: 1, hour: h, minute: m)) ?? date }
        let hourRows = (0 ..< 24).map { Wheel.Row(formatter.string(from: at($0, 0))) }
        let step = max(minuteInterval, 1)
        let minuteRows = stride(from: 0, to: 60, by: step).map { Wheel.Row(minuteFormatter.string(from: at(0, $0))) }
        return [DateColumn(kind: .unit(.hour), rows: hourRows, selected: hours, alignment: .right, wraps: true, padding: Metrics.timePadding),
                DateColumn(kind: .unit(.minute), rows: minuteRows, selected: minutes / step, alignment: .right, wraps: true,
                           padding: Metrics.timePadding)]
    }

    /// Whether any part of [start, end) — or the instant `start`, when `end` is `start` — is
    /// within the minimum and maximum dates.
    func isInRange(from start: Date, to end: Date) -> Bool {
        if let minimumDate, start == end ? start < minimumDate : end <= minimumDate { return false }
        if let maximumDate, start > maximumDate { return false }
        return true
    }

    /// A formatter for `format` in the picker's locale, calendar and time zone.
    func dateFormatter(_ format: String) -> DateFormatter {
        LocaleSettings.dateFormatter(format, locale: foundationLocale, calendar: calendar)
    }

    /// The locale's word for today, capitalised as at the start of a sentence ("Today", "今日").
    var todayWord: String {
        var style = Date.RelativeFormatStyle(allowedFields: [.day], presentation: .named, capitalizationContext: .beginningOfSentence)
        style.locale = foundationLocale
        style.calendar = calendar
        return style.format(Date.now)
    }

    /// The locale's unit words for the countdown's labels: hours (wide) and minutes
    /// (abbreviated), as a duration formatter writes them for the selected numbers ("1 hour",
    /// "2 hours"), without the number.
    var countdownUnitWords: (hours: String, minutes: String) {
        func word(_ text: String) -> String {
            String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.numericType == nil && !$0.properties.isWhitespace }))
        }
        let h = Int64(duration) / 3600, m = (Int64(duration) % 3600) / 60
        let hours = Duration.seconds(h * 3600).formatted(.units(allowed: [.hours], width: .wide, zeroValueUnits: .show(length: 1)).locale(foundationLocale))
        let minutes = Duration.seconds(m * 60).formatted(.units(allowed: [.minutes], width: .abbreviated, zeroValueUnits: .show(length: 1)).locale(foundationLocale))
        return (word(hours), word(minutes))
    }
}
