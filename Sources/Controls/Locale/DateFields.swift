import Documents
import Foundation

// Dates, locales and time zones as a figure file writes them, read the one way every control
// that shows a date reads them: the date picker's fields and a bar's compact date item.

extension LocaleSettings {
    /// The years a date may fall in: the Gregorian calendar's from 1 to 9999, as the date
    /// picker's year wheel spans them.
    static let yearRange = 1 ... 9999

    /// `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS` (a space may replace the `T`),
    /// a local time in `calendar`'s time zone.
    /// - Throws: an error at `node` naming what was expected, or the day the month lacks.
    static func date(_ node: DocumentNode, calendar: Calendar) throws(Diagnostic) -> Date {
        let text = try node.string()
        let expected = "expected a date as YYYY-MM-DD or YYYY-MM-DDTHH:MM, found \(Excerpt.quoted(text))"
        let parts = text.split(whereSeparator: { $0 == "T" || $0 == " " }).map(String.init)
        guard (1 ... 2).contains(parts.count) else { throw node.error(expected) }
        let ymd = parts[0].split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard ymd.count == 3, let y = ymd[0], let m = ymd[1], let d = ymd[2], parts[0].count == 10 else { throw node.error(expected) }
        var hms: [Int] = [0, 0, 0]
        if parts.count == 2 {
            let fields = parts[1].split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
            guard (2 ... 3).contains(fields.count), fields.allSatisfy({ $0 != nil }) else { throw node.error(expected) }
            for (i, f) in fields.enumerated() { hms[i] = f ?? 0 }
        }
        guard yearRange.contains(y), (1 ... 12).contains(m), (0 ... 23).contains(hms[0]), (0 ... 59).contains(hms[1]),
              (0 ... 59).contains(hms[2]) else {
            throw node.error("\(Excerpt.quoted(text)) is not a date (years 1...9999, months 1...12, hours 0...23)")
        }
        let components = DateComponents(year: y, month: m, day: d, hour: hms[0], minute: hms[1], second: hms[2])
        guard calendar.date(from: components).map({ calendar.component(.day, from: $0) == d }) == true,
              let date = calendar.date(from: components) else {
            throw node.error("\(Excerpt.quoted(text)) is not a day of the calendar (month \(m) has no day \(d))")
        }
        return date
    }

    /// A locale identifier Foundation lists (`en_US`; `en-US` is read as the same).
    /// - Throws: an error at `node` with the nearest known identifier.
    static func locale(_ node: DocumentNode) throws(Diagnostic) -> String {
        let id = try node.string().replacingOccurrences(of: "-", with: "_")
        guard Locale.availableIdentifiers.contains(id) else {
            let near = Spelling.nearest(to: id, in: Locale.availableIdentifiers).map { " (did you mean \($0)?)" } ?? ""
            throw node.error("unknown locale \(Excerpt.quoted(id))\(near)")
        }
        return id
    }

    /// A time zone identifier Foundation can make (`UTC`, `Asia/Tokyo`).
    static func timeZone(_ node: DocumentNode) throws(Diagnostic) -> String {
        let id = try node.string()
        guard TimeZone(identifier: id) != nil else { throw node.error("unknown time zone \(Excerpt.quoted(id)) (for example UTC, Asia/Tokyo)") }
        return id
    }
}
