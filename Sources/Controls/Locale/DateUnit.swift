/// A calendar field a date picker shows as a column (or part of one), named after the CLDR
/// pattern letters it comes from (Unicode Technical Standard #35, "Date Field Symbol Table").
package enum DateUnit: String, Hashable, Sendable, CaseIterable {
    /// `y`, `u`: the year.
    case year
    /// `M`, `L`: the month, as a number or a name.
    case month
    /// `d`: the day of the month.
    case day
    /// `E`, `c`, `e`: the day of the week.
    case weekday
    /// `h`, `H`, `k`, `K`: the hour.
    case hour
    /// `m`: the minute.
    case minute
    /// `a`, `b`, `B`: AM/PM.
    case dayPeriod

    /// The unit a pattern letter stands for, or nil for letters the wheels do not show
    /// (era, quarter, second, time zone…).
    package init?(patternLetter letter: Character) {
        switch letter {
        case "y", "u", "Y": self = .year
        case "M", "L": self = .month
        case "d": self = .day
        case "E", "c", "e": self = .weekday
        case "h", "H", "k", "K": self = .hour
        case "m": self = .minute
        case "a", "b", "B": self = .dayPeriod
        default: return nil
        }
    }

    /// Whether the unit is part of the date (as opposed to the time of day).
    package var isDate: Bool {
        switch self {
        case .year, .month, .day, .weekday: true
        case .hour, .minute, .dayPeriod: false
        }
    }
}
