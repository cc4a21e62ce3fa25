import Foundation
import Raster
import Typeset

// Where the month calendar's parts go (ios-facts §2.5, §2.5a): the header across the top (the
// title at the 16 pt leading margin with its small chevron after it, the previous and next
// chevrons near the trailing edge), then the weekday row and one row for each week the month
// touches, seven equal columns inside the grid's own margins. Only the month's own days have
// cells: those before the 1st and after the last day are left empty, as iOS leaves them. Laid
// out left to right, then mirrored for a right-to-left locale.

extension MonthCalendar {
    /// The layout in points, origin at the calendar's top-left. Only meaningful for a
    /// configuration without validation errors, but never traps.
    public func layout() -> MonthCalendarLayout {
        typealias M = Metrics
        let rtl = isRightToLeft
        let margin = M.horizontalMargin
        let gridWidth = max(width - 2 * M.gridMargin, 0)
        let columnWidth = gridWidth / Float(M.columns)
        /// A left-to-right frame where it is seen: reflected about the middle when right to left.
        func placed(_ r: Rect) -> Rect { rtl ? Rect(x: width - r.maxX, y: r.minY, width: r.width, height: r.height) : r }
        func pointing(_ direction: MonthCalendarLayout.ChevronDirection) -> MonthCalendarLayout.ChevronDirection {
            guard rtl else { return direction }
            switch direction {
            case .left: return .right
            case .right: return .left
            case .down: return .down
            }
        }

        // The header, its items centred on the row's middle.
        let midY = M.headerHeight / 2
        let title = monthTitle
        let titleFont = Font(size: M.titleFontSize, weight: M.titleWeight)
        let titleWidth = TextMeasure.width(title, font: titleFont)
        let titleFrame = placed(Rect(x: margin, y: 0, width: titleWidth, height: M.headerHeight))
        let titleBaseline = midY + TextMeasure.baselineOffset(titleFont)
        let titleOrigin = Point(rtl ? titleFrame.maxX : titleFrame.minX, titleBaseline)
        let titleChevron = MonthCalendarLayout.Chevron(
            frame: placed(Rect(x: margin + titleWidth + M.titleChevronGap, y: midY - M.titleChevronBox / 2,
                               width: M.titleChevronBox, height: M.titleChevronBox)),
            direction: showsMonthYearWheels ? .down : pointing(.right))
        var previousMonth: MonthCalendarLayout.Chevron?, nextMonth: MonthCalendarLayout.Chevron?
        if !showsMonthYearWheels {
            func button(centredAt centreX: Float, _ direction: MonthCalendarLayout.ChevronDirection) -> MonthCalendarLayout.Chevron {
                let side = M.navigationChevronBox
                return .init(frame: placed(Rect(x: centreX - side / 2, y: midY - side / 2, width: side, height: side)),
                             direction: pointing(direction))
            }
            nextMonth = button(centredAt: width - M.nextChevronInset, .right)
            previousMonth = button(centredAt: width - M.nextChevronInset - M.chevronSpacing, .left)
        }

        // The grid: the weekday row, then the month's weeks.
        let gridFrame = Rect(x: M.gridMargin, y: M.headerHeight, width: gridWidth,
                             height: M.weekdayRowHeight + Float(weekCount) * M.dayRowHeight)
        let cal = calendar
        let symbols = weekdaySymbols
        let weekdays = (0 ..< M.columns).map { i in
            MonthCalendarLayout.Weekday(weekday: (cal.firstWeekday - 1 + i) % M.columns + 1, symbol: i < symbols.count ? symbols[i] : "",
                                        frame: placed(Rect(x: M.gridMargin + Float(i) * columnWidth, y: M.headerHeight,
                                                           width: columnWidth, height: M.weekdayRowHeight)))
        }
        let daysTop = M.headerHeight + M.weekdayRowHeight
        let leading = leadingCells
        let days = monthDays().enumerated().map { i, day in
            var day = day
            day.week = (leading + i) / M.columns
            day.column = (leading + i) % M.columns
            day.frame = placed(Rect(x: M.gridMargin + Float(day.column) * columnWidth, y: daysTop + Float(day.week) * M.dayRowHeight,
                                    width: columnWidth, height: M.dayRowHeight))
            return day
        }

        var wheel: Wheel?
        if showsMonthYearWheels { wheel = monthYearWheel(size: gridFrame.size) }
        return MonthCalendarLayout(size: Size(width, height), isRightToLeft: rtl, firstWeekday: cal.firstWeekday, weeks: weekCount,
                                   title: title, titleOrigin: titleOrigin, titleAlignment: rtl ? .right : .left, titleFrame: titleFrame,
                                   titleIsTinted: showsMonthYearWheels, titleChevron: titleChevron,
                                   previousMonth: previousMonth, nextMonth: nextMonth,
                                   gridFrame: gridFrame, weekdays: weekdays, days: days,
                                   wheel: wheel, wheelLayout: wheel?.layout())
    }

    /// The first day of the shown month, in the calendar's time zone.
    var firstOfMonth: Date {
        let cal = calendar
        return cal.dateInterval(of: .month, for: date)?.start ?? cal.startOfDay(for: date)
    }

    /// The empty cells before the 1st: the column of its weekday counted from the locale's
    /// first weekday (none when the month starts on that weekday).
    var leadingCells: Int {
        let cal = calendar
        return (cal.component(.weekday, from: firstOfMonth) - cal.firstWeekday + Metrics.columns) % Metrics.columns
    }

    /// The number of days in the shown month (28 to 31).
    var monthLength: Int { calendar.range(of: .day, in: .month, for: firstOfMonth)?.count ?? 30 }

    /// The weeks the shown month touches, 4 to 6: one row each (ios-facts §2.5a).
    public var weekCount: Int {
        min(max((leadingCells + monthLength + Metrics.columns - 1) / Metrics.columns, 1), Metrics.maximumWeekRows)
    }

    /// The shown month's days, 1st to last, with their dates, numbers and states (frames, weeks
    /// and columns left for `layout()`).
    func monthDays() -> [MonthCalendarLayout.Day] {
        let cal = calendar
        let dayFormatter = dateFormatter("d")
        let first = firstOfMonth
        return (0 ..< monthLength).map { i in
            let start = cal.date(byAdding: .day, value: i, to: first) ?? first
            let next = cal.date(byAdding: .day, value: 1, to: start) ?? start
            let isToday = cal.isDate(start, inSameDayAs: today)
            let selected = isSelected && cal.isDate(start, inSameDayAs: date)
            let enabled = !((minimumDate.map { next <= $0 } ?? false) || (maximumDate.map { start > $0 } ?? false))
            let state: MonthCalendarLayout.DayState =
                selected ? (isToday ? .selectedToday : .selected)
                : !enabled ? .disabled
                : isToday ? .today : .normal
            return MonthCalendarLayout.Day(date: start, dayOfMonth: cal.component(.day, from: start), text: dayFormatter.string(from: start),
                                           frame: Rect(x: 0, y: 0, width: 0, height: 0), week: 0, column: 0,
                                           isToday: isToday, isSelected: selected, isEnabled: enabled, state: state)
        }
    }
}
