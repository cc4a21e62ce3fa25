import Documents
import Foundation
import Raster

// Reading a date picker from its map in a figure file (or the map its flags make): every field
// read on its own; dates are read in the picker's time zone, so that one is read first.

extension DatePicker {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        let zone = fields.read("timeZone") { n throws(Diagnostic) in try Self.timeZone(n) } ?? "UTC"
        let calendar = LocaleSettings.gregorianCalendar(timeZone: zone)
        let mode = fields.read("mode") { n throws(Diagnostic) in try n.oneOf(Mode.self) }
        // A countdown shows a duration, not a date: its date may be left out.
        let date = fields.attempt { () throws(Diagnostic) -> Date? in
            guard let node = map.optional("date") else {
                if mode == .countdown { return nil }
                throw Diagnostic(.error, field: map.path.appending("date"), location: map.node.location,
                                 "is required (YYYY-MM-DD or YYYY-MM-DDTHH:MM) except in countdown mode")
            }
            return try Self.date(node, calendar: calendar)
        } ?? nil
        self.init(date: date ?? Self.countdownDate, timeZone: zone)
        if let mode { self.mode = mode }
        today = fields.read("today") { n throws(Diagnostic) in try Self.date(n, calendar: calendar) }
        if let v = fields.read("locale", { n throws(Diagnostic) in try Self.locale(n) }) { locale = v }
        if let v = fields.read("hourCycle", { n throws(Diagnostic) in try n.oneOf(HourCycle.self) }) { hourCycle = v }
        if let v = fields.read("minuteInterval", { n throws(Diagnostic) in try n.integer() }) { minuteInterval = v }
        minimumDate = fields.read("minimumDate") { n throws(Diagnostic) in try Self.date(n, calendar: calendar) }
        maximumDate = fields.read("maximumDate") { n throws(Diagnostic) in try Self.date(n, calendar: calendar) }
        if let v = fields.read("duration", { n throws(Diagnostic) in try Self.duration(n) }) { duration = v }
        if let v = fields.read("width", { n throws(Diagnostic) in try n.float() }) { size.width = v }
        if let v = fields.read("height", { n throws(Diagnostic) in try n.float() }) { size.height = v }
        if let v = fields.read("style", { n throws(Diagnostic) in try n.oneOf(Style.self) }) { style = v }
        if let v = fields.read("open", { n throws(Diagnostic) in try n.bool() }) { isOpen = v }
        if let v = fields.read("tint", { n throws(Diagnostic) in try n.colorValue() }) { tint = v }
        try fields.finish()
    }

    /// The date a countdown without one is given (2001-01-01 00:00 UTC, Foundation's reference
    /// date); a countdown draws nothing of it.
    static let countdownDate = Date(timeIntervalSinceReferenceDate: 0)

    /// `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS` (a space may replace the `T`),
    /// a local time in `calendar`'s time zone.
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
        guard Metrics.yearRange.contains(y), (1 ... 12).contains(m), (0 ... 23).contains(hms[0]), (0 ... 59).contains(hms[1]),
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

    /// A locale identifier the platform knows (`en_US`; `en-US` is read as `en_US`).
    static func locale(_ node: DocumentNode) throws(Diagnostic) -> String {
        let id = try node.string().replacingOccurrences(of: "-", with: "_")
        guard Locale.availableIdentifiers.contains(id) else {
            let near = Spelling.nearest(to: id, in: Locale.availableIdentifiers).map { " (did you mean \($0)?)" } ?? ""
            throw node.error("unknown locale \(Excerpt.quoted(id))\(near)")
        }
        return id
    }

    /// A time zone identifier the platform knows.
    static func timeZone(_ node: DocumentNode) throws(Diagnostic) -> String {
        let id = try node.string()
        guard TimeZone(identifier: id) != nil else { throw node.error("unknown time zone \(Excerpt.quoted(id)) (for example UTC, Asia/Tokyo)") }
        return id
    }

    /// `H:MM` (hours and minutes) as seconds.
    static func duration(_ node: DocumentNode) throws(Diagnostic) -> TimeInterval {
        let text = try node.string()
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let h = parts[0], let m = parts[1], (0 ... 23).contains(h), (0 ... 59).contains(m) else {
            throw node.error("expected a duration as H:MM under 24 hours, found \(Excerpt.quoted(text))")
        }
        return TimeInterval(h * 3600 + m * 60)
    }
}
