import Documents
import Foundation
import Raster

// The HIG's and UIKit's rules for date pickers, and the model's bounds, checked before
// anything is drawn.

extension DatePicker {
    /// Every problem with this configuration, each naming its field by the figure-file key.
    /// Never traps.
    ///
    /// Errors: an unknown locale or time zone; a minute interval outside 1…30 or not dividing
    /// 60 (UIKit ignores such an interval; we say so rather than draw something else); a
    /// minimum date after the maximum; a date outside them; a countdown duration outside
    /// 0…23:59; a width outside 100…16384 pt or a height other than 216, 180 or 162.
    public func validate() -> [Diagnostic] {
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }

        var issues = LocaleSettings.diagnostics(locale: locale, timeZone: timeZone)
        if !(1 ... 30).contains(minuteInterval) || 60 % minuteInterval != 0 {
            error(["minuteInterval"], "\(minuteInterval) does not divide 60 (UIKit takes 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30)")
        }
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            error(["minimumDate"], "the minimum date is after the maximum date")
        } else if mode != .countdown {
            if let minimumDate, date < minimumDate { error(["date"], "the date is before the minimum date") }
            if let maximumDate, date > maximumDate { error(["date"], "the date is after the maximum date") }
        }
        if !(duration.isFinite && duration >= 0 && duration <= Metrics.maxDuration) {
            error(["duration"], "the duration must be 0:00 to 23:59")
        }
        if !(size.width.isFinite && size.width >= 100 && size.width <= 16_384) {
            error(["width"], "\(Excerpt.number(size.width)) pt is outside 100...16384")
        }
        let style = resolvedStyle
        if style == .wheels, !Wheel.Metrics.heights.contains(size.height) {
            error(["height"], "\(Excerpt.number(size.height)) pt is not a picker height (216, 180 or 162, as UIKit snaps it)")
        }
        if style != .wheels, mode == .countdown || mode == .yearAndMonth {
            error(["style"], "the \(style.rawValue) style shows date, time or date-and-time, not \(mode.rawValue) (UIKit draws that as wheels)")
        }
        if opensTime, !((style == .compact && (mode == .dateAndTime || mode == .time)) || (style == .inline && mode == .time)) {
            error(["openTime"], "opens the time pill's editor, which only the compact style in date-and-time or time mode and the "
                + "inline style in time mode have (this is \(style.rawValue), \(mode.rawValue))")
        }
        if style == .inline, mode != .time, issues.allSatisfy({ !$0.isError }) {
            // The calendar's own rule: its width (ios-facts §2.5); the range was checked above.
            issues += monthCalendar.validate().filter { $0.field == ["width"] }
        }
        return issues
    }
}
