import Documents
import Foundation
import Raster

// Reading a date picker from its map in a figure file (or the map its flags make): every field
// read on its own; dates are read in the picker's time zone, so that one is read first.

extension DatePicker {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        let zone = fields.read(Field.timeZone) ?? "UTC"
        let calendar = LocaleSettings.gregorianCalendar(timeZone: zone)
        let mode = fields.read(Field.mode)
        // A countdown shows a duration, not a date: its date may be left out.
        let dateNode = fields.node(Field.date)
        let date = fields.attempt { () throws(Diagnostic) -> Date? in
            guard let node = dateNode else {
                if mode == .countdown { return nil }
                throw Diagnostic(.error, field: map.path.appending("date"), location: map.node.location,
                                 "is required (YYYY-MM-DD or YYYY-MM-DDTHH:MM) except in countdown mode")
            }
            return try LocaleSettings.date(node, calendar: calendar)
        } ?? nil
        self.init(date: date ?? Self.countdownDate, timeZone: zone)
        if let mode { self.mode = mode }
        today = fields.read(Field.today) { n throws(Diagnostic) in try LocaleSettings.date(n, calendar: calendar) }
        if let v = fields.read(Field.locale) { locale = v }
        if let v = fields.read(Field.hourCycle) { hourCycle = v }
        if let v = fields.read(Field.minuteInterval) { minuteInterval = v }
        minimumDate = fields.read(Field.minimumDate) { n throws(Diagnostic) in try LocaleSettings.date(n, calendar: calendar) }
        maximumDate = fields.read(Field.maximumDate) { n throws(Diagnostic) in try LocaleSettings.date(n, calendar: calendar) }
        if let v = fields.read(Field.duration) { duration = v }
        if let v = fields.read(Field.width) { size.width = v }
        if let v = fields.read(Field.height) { size.height = v }
        if let v = fields.read(Field.style) { style = v }
        if let v = fields.read(Field.open) { isOpen = v }
        if let v = fields.read(Field.openTime) { opensTime = v }
        if let v = fields.read(Field.tint) { tint = v }
        try fields.finish()
    }

    /// The date a countdown without one is given (2001-01-01 00:00 UTC, Foundation's reference
    /// date); a countdown draws nothing of it.
    static let countdownDate = Date(timeIntervalSinceReferenceDate: 0)

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
