import Foundation
import Raster

// The month and year wheels that take the grid's place after the title is tapped (ios-facts
// §2.5 [INF]): the shared `Wheel`, as the date picker's year-and-month mode draws it, with the
// locale's standalone month names and years written with the year field of its `yMMMM`
// pattern ("2024年" in ja_JP), in the order that pattern gives, reversed right to left.

extension MonthCalendar {
    /// The wheels for an area of `size` points: months (wrapping) and the years within
    /// `Metrics.wheelYearRows` of the selected one, rows of months and years wholly outside the
    /// minimum and maximum dates disabled.
    public func monthYearWheel(size: Size) -> Wheel {
        typealias M = Metrics
        let cal = calendar
        let parts = cal.dateComponents([.year, .month], from: date)
        let year = min(max(parts.year ?? 2000, M.wheelYearRange.lowerBound), M.wheelYearRange.upperBound), month = parts.month ?? 1
        func start(_ y: Int, _ m: Int) -> Date? { cal.date(from: DateComponents(year: y, month: m, day: 1)) }
        func enabled(from lower: Date?, to upper: Date?) -> Bool {
            if let minimumDate, let upper, upper <= minimumDate { return false }
            if let maximumDate, let lower, lower > maximumDate { return false }
            return true
        }
        let monthNames = dateFormatter("").standaloneMonthSymbols
        let monthRows = monthNames.enumerated().map { i, name in
            Wheel.Row(name, isEnabled: enabled(from: start(year, i + 1), to: start(year, i + 2)))
        }
        let pattern = titlePattern
        let yearFormatter = dateFormatter(pattern?.fields.first { $0.unit == .year }?.format ?? "y")
        let years = max(M.wheelYearRange.lowerBound, year - M.wheelYearRows) ... min(M.wheelYearRange.upperBound, year + M.wheelYearRows)
        let yearRows = years.map { y in
            Wheel.Row(start(y, 1).map(yearFormatter.string(from:)) ?? String(y), isEnabled: enabled(from: start(y, 1), to: start(y + 1, 1)))
        }
        var columns = [
            Wheel.Column(rows: monthRows, selectedRow: min(max(month - 1, 0), max(monthRows.count - 1, 0)), wraps: true),
            Wheel.Column(rows: yearRows, selectedRow: year - years.lowerBound),
        ]
        let units = pattern?.units ?? []
        if let y = units.firstIndex(of: .year), let m = units.firstIndex(of: .month), y < m { columns.reverse() }
        if isRightToLeft { columns.reverse() }
        return Wheel(size: size, columns: columns)
    }
}
