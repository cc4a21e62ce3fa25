import Documents
import Foundation

// The month calendar's rules (ios-facts §2.5) and the model's bounds, checked before anything
// is drawn.

extension MonthCalendar {
    /// Every problem with this configuration, each naming its field. Never traps.
    ///
    /// Errors: an unknown locale or time zone; a minimum date after the maximum (`maximumDate`);
    /// a date outside them (`date`); a width that leaves less than the 280 pt minimum content
    /// inside the 16 pt margins, or one that is not finite or beyond 16384 pt (`width`).
    /// Warning: a width that leaves more than the 375 pt maximum content (`width`): UIKit
    /// would not draw the calendar that wide.
    public func validate() -> [Diagnostic] {
        typealias M = Metrics
        var issues: [Diagnostic] = []
        issues += LocaleSettings.diagnostics(locale: locale, timeZone: timeZone)
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            issues.append(.error(["maximumDate"], "the maximum date is before the minimum date"))
        } else {
            if let minimumDate, date < minimumDate { issues.append(.error(["date"], "the date is before the minimum date")) }
            if let maximumDate, date > maximumDate { issues.append(.error(["date"], "the date is after the maximum date")) }
        }
        let margins = 2 * M.horizontalMargin
        if !(width.isFinite && width <= M.maximumWidth) {
            issues.append(.error(["width"], "\(Excerpt.number(width)) pt is not a width up to \(Excerpt.number(M.maximumWidth)) pt"))
        } else if width - margins < M.minimumContentWidth {
            issues.append(.error(["width"], "\(Excerpt.number(width)) pt leaves less than the \(Excerpt.number(M.minimumContentWidth)) pt "
                + "a calendar needs inside its \(Excerpt.number(M.horizontalMargin)) pt margins (at least \(Excerpt.number(M.minimumContentWidth + margins)) pt)"))
        } else if width - margins > M.maximumContentWidth {
            issues.append(.warning(["width"], "\(Excerpt.number(width)) pt is wider than UIKit draws a calendar "
                + "(\(Excerpt.number(M.maximumContentWidth)) pt inside the margins, \(Excerpt.number(M.maximumContentWidth + margins)) pt in all)"))
        }
        return issues
    }
}
