import Foundation
import Raster

// The compact and inline styles: a date picker hands its date, locale, time zone, range and tint
// to the shared pieces that draw them (`CompactDateButton`, `MonthCalendar`), as the wheels
// style hands its columns to `Wheel`.

extension DatePicker {
    /// The style drawn: `style`, with `.automatic` resolved by mode as UIKit resolves it on an
    /// iPhone (ios-facts §2.4b): the wheels for countdown and year-and-month, else compact.
    /// Never `.automatic`.
    public var resolvedStyle: Style {
        guard style == .automatic else { return style }
        return mode == .countdown || mode == .yearAndMonth ? .wheels : .compact
    }

    /// The layout in points. Only meaningful for a configuration without validation errors.
    public func layout() -> DatePickerLayout {
        switch resolvedStyle {
        case .wheels, .automatic:
            let wheel = self.wheel
            let layout = wheel.layout()
            return DatePickerLayout(size: layout.size, body: .wheels(wheel, layout))
        case .compact:
            return compactLayout()
        case .inline:
            return inlineLayout()
        }
    }

    /// Whether the compact editor is open on the time pill: time mode, or `opensTime`.
    var editsTime: Bool { mode == .time || opensTime }

    /// The compact button for this picker's mode; `editing` the pill the open editor belongs to.
    var compactButton: CompactDateButton {
        let buttonMode: CompactDateButton.Mode = mode == .time ? .time : (mode == .date ? .date : .dateAndTime)
        let editing: CompactDateButton.Editing = !(isOpen || opensTime) ? .none : (editsTime ? .time : .date)
        return CompactDateButton(date: date, mode: buttonMode, locale: locale, timeZone: timeZone, editing: editing, tint: tint)
    }

    /// The month calendar showing `date`, with this picker's range, "today" and tint.
    var monthCalendar: MonthCalendar {
        var calendar = MonthCalendar(date: date, locale: locale, timeZone: timeZone)
        calendar.today = today ?? date
        calendar.minimumDate = minimumDate
        calendar.maximumDate = maximumDate
        calendar.tint = tint
        calendar.width = size.width
        return calendar
    }

    /// The button; open, its popover `Metrics.popoverGap` below it, holding the calendar (or the
    /// time wheels when the time pill is the one open), its leading edge on the open pill's
    /// [INF: the measured popover, ios-facts §2.5a, is the date pill's, which starts the button].
    func compactLayout() -> DatePickerLayout {
        let button = compactButton
        let buttonLayout = button.layout()
        guard isOpen || opensTime else { return DatePickerLayout(size: buttonLayout.size, body: .compact(button, buttonLayout, popover: nil)) }
        let top = buttonLayout.size.height + Metrics.popoverGap
        let content: DatePickerLayout.Popover.Content
        let contentSize: Size
        if editsTime {
            // The time pill's editor: the time wheels alone, whatever the picker's mode.
            var picker = self
            picker.mode = .time
            picker.style = .wheels
            picker.size = Metrics.popoverTimeSize
            let wheel = picker.wheel
            let wheelLayout = wheel.layout()
            content = .wheels(wheel, wheelLayout)
            contentSize = wheelLayout.size
        } else {
            let calendar = monthCalendar
            let calendarLayout = calendar.layout()
            content = .calendar(calendar, calendarLayout)
            contentSize = calendarLayout.size
        }
        var x: Float = 0
        if editsTime, mode == .dateAndTime, let pill = buttonLayout.timePill {
            x = buttonLayout.isRightToLeft ? max(0, pill.maxX - contentSize.width) : pill.minX
        }
        let platter = Rect(x: x, y: top, width: contentSize.width, height: contentSize.height)
        let popover = DatePickerLayout.Popover(platter: platter, content: content, contentOrigin: platter.origin)
        let size = Size(max(buttonLayout.size.width, platter.maxX), platter.maxY)
        return DatePickerLayout(size: size, body: .compact(button, buttonLayout, popover: popover))
    }

    /// The calendar; in date-and-time mode the time pill `Metrics.inlineTimeGap` below it, at the
    /// trailing margin; in time mode the time pill alone.
    func inlineLayout() -> DatePickerLayout {
        if mode == .time {
            // Open, the time-only inline picker is its pill with the wheels below it: the
            // compact style's time editor.
            if opensTime { return compactLayout() }
            var pill = compactButton
            pill.editing = .none
            let l = pill.layout()
            return DatePickerLayout(size: l.size, body: .inline(calendar: nil, time: (pill, l), timeOrigin: .zero))
        }
        var calendar = monthCalendar
        calendar.showsMonthYearWheels = isOpen
        let calendarLayout = calendar.layout()
        guard mode == .dateAndTime else {
            return DatePickerLayout(size: calendarLayout.size, body: .inline(calendar: (calendar, calendarLayout), time: nil, timeOrigin: .zero))
        }
        var pill = CompactDateButton(date: date, mode: .time, locale: locale, timeZone: timeZone, tint: tint)
        pill.editing = .none
        let pillLayout = pill.layout()
        let rightToLeft = LocaleSettings.isRightToLeft(locale)
        let x = rightToLeft ? Metrics.inlineTimeMargin : calendarLayout.size.width - Metrics.inlineTimeMargin - pillLayout.size.width
        let y = calendarLayout.size.height + Metrics.inlineTimeGap
        return DatePickerLayout(size: Size(calendarLayout.size.width, y + pillLayout.size.height),
                                body: .inline(calendar: (calendar, calendarLayout), time: (pill, pillLayout), timeOrigin: Point(x, y)))
    }
}
