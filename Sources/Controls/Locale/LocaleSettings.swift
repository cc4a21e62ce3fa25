import Documents
import Foundation

/// A control's locale and time zone as the figure file gives them — identifiers — read the one
/// way every date control reads them: which identifiers the platform knows, what an unknown
/// time zone draws in, and which way a locale writes. All from Foundation; nothing typed by hand.
///
/// Invariant: nothing here traps, whatever the identifiers; an unknown one is reported by
/// `diagnostics` and drawn all the same: an unknown locale with what Foundation makes of it
/// (its root locale's data), an unknown time zone as UTC.
enum LocaleSettings {
    /// An error for a locale the platform does not list (field `locale`) and one for a time
    /// zone it cannot make (field `timeZone`); empty when both are known.
    static func diagnostics(locale: String, timeZone: String) -> [Diagnostic] {
        var issues: [Diagnostic] = []
        if !Locale.availableIdentifiers.contains(locale) { issues.append(.error(["locale"], "unknown locale \(Excerpt.quoted(locale))")) }
        if TimeZone(identifier: timeZone) == nil { issues.append(.error(["timeZone"], "unknown time zone \(Excerpt.quoted(timeZone))")) }
        return issues
    }

    /// The time zone `identifier` names; UTC when the platform does not know it.
    static func timeZone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
    }

    /// The Gregorian calendar in the time zone `identifier` (UTC when it is unknown).
    static func gregorianCalendar(timeZone identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone(identifier)
        return calendar
    }

    /// Whether the language of the locale `identifier` writes right to left (he_IL, ar_SA).
    static func isRightToLeft(_ identifier: String) -> Bool {
        Locale.Language(identifier: identifier).characterDirection == .rightToLeft
    }

    /// A formatter for the pattern `format` in `locale`, `calendar` and the calendar's time zone:
    /// how every date control turns dates into the locale's words and digits.
    static func dateFormatter(_ format: String, locale: Locale, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = format
        return formatter
    }
}
