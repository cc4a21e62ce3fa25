import Documents
import Foundation

// What can be wrong with a compact date button, checked before anything is drawn.

extension CompactDateButton {
    /// Every problem with this configuration, each naming its field by key. Never traps.
    ///
    /// Errors: an unknown locale (`locale`) or time zone (`timeZone`), read as the date picker
    /// reads them (`LocaleSettings`); a date that is not a finite time (`date`: Foundation
    /// formats it as ""); `editing` a pill the mode does not show (`editing`: the date in
    /// `.time` mode, the time in `.date` mode).
    public func validate() -> [Diagnostic] {
        var issues = LocaleSettings.diagnostics(locale: locale, timeZone: timeZone)
        if !date.timeIntervalSinceReferenceDate.isFinite {
            issues.append(.error(["date"], "the date is not a finite time"))
        }
        if (editing == .date && !showsDate) || (editing == .time && !showsTime) {
            issues.append(.error(["editing"], "\(Excerpt.quoted(mode.rawValue)) mode shows no \(editing.rawValue) to edit"))
        }
        return issues
    }
}
