import Foundation
import Raster
import Typeset

// Where the month calendar's parts go (ios-facts §2.5): the header across the top inside the
// 16 pt margins (title at the leading margin with its small chevron after it, the previous and
// next chevrons at the trailing margin), then the weekday row and six week rows of seven equal
// columns across the content width. Laid out left to right, then mirrored for a right-to-left
// locale.

extension MonthCalendar {
    /// The layout in points, origin at the calendar's top-left. Only meaningful for a
    /// configuration without validation errors, but never traps.
    public func layout() -> MonthCalendarLayout {
        typealias M = Metrics
        let rtl = isRightToLeft
        let margin = M.horizontalMargin
        let contentWidth = max(width - 2 * margin, 0)
        let columnWidth = contentWidth / Float(M.columns)
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
            func button(endingAt maxX: Float, _ direction: MonthCalendarLayout.ChevronDirection) -> MonthCalendarLayout.Chevron {
                let centreX = maxX - M.navigationButtonWidth / 2, side = M.navigationChevronBox
                return .init(frame: placed(Rect(x: centreX - side / 2, y: midY - side / 2, width: side, height: side)),
                             direction: pointing(direction))
            }
            nextMonth = button(endingAt: width - margin, .right)
            previousMonth = button(endingAt: width - margin - M.navigationButtonWidth, .left)
        }

        // The grid: the weekday row, then six weeks.
        let gridFrame = Rect(x: margin, y: M.headerHeight, width: contentWidth,
                             height: M.weekdayRowHeight + Float(M.weekRows) * M.dayRowHeight)
        let cal = calendar
        let symbols = weekdaySymbols
        let weekdays = (0 ..< M.columns).map { i in
            MonthCalendarLayout.Weekday(weekday: (cal.firstWeekday - 1 + i) % M.columns + 1, symbol: i < symbols.count ? symbols[i] : "",
                                        frame: placed(Rect(x: margin + Float(i) * columnWidth, y: M.headerHeight,
                                                           width: columnWidth, height: M.weekdayRowHeight)))
        }
        let daysTop = M.headerHeight + M.weekdayRowHeight
        let days = gridDays().enumerated().map { i, day in
            var day = day
            day.week = i / M.columns
            day.column = i % M.columns
            day.frame = placed(Rect(x: margin + Float(day.column) * columnWidth, y: daysTop + Float(day.week) * M.dayRowHeight,
                                    width: columnWidth, height: M.dayRowHeight))
            return day
        }

        var wheel: Wheel?
        if showsMonthYearWheels { wheel = monthYearWheel(size: gridFrame.size) }
        return MonthCalendarLayout(size: Size(width, height), isRightToLeft: rtl, firstWeekday: cal.firstWeekday,
                                   title: title, titleOrigin: titleOrigin, titleAlignment: rtl ? .right : .left, titleFrame: titleFrame,
                                   titleIsTinted: showsMonthYearWheels, titleChevron: titleChevron,
                                   previousMonth: previousMonth, nextMonth: nextMonth,
                                   gridFrame: gridFrame, weekdays: weekdays, days: days,
                                   wheel: wheel, wheelLayout: wheel?.layout())
    }

    /// The 42 days the grid shows, in reading order, with their dates, numbers and states
    /// (frames, weeks and columns left for `layout()`): the month's first day in the column of
    /// its weekday counted from the locale's first weekday — in the first column when it falls
    /// on that weekday, so no day of the month before shows then — and the days around it.
    func gridDays() -> [MonthCalendarLayout.Day] {
        let cal = calendar
        let dayFormatter = dateFormatter("d")
        let first = cal.dateInterval(of: .month, for: date)?.start ?? cal.startOfDay(for: date)
        let leading = (cal.component(.weekday, from: first) - cal.firstWeekday + Metrics.columns) % Metrics.columns
        let gridStart = cal.date(byAdding: .day, value: -leading, to: first) ?? first
        return (0 ..< Metrics.columns * Metrics.weekRows).map { i in
            let start = cal.date(byAdding: .day, value: i, to: gridStart) ?? gridStart
            let next = cal.date(byAdding: .day, value: 1, to: start) ?? start
            let inMonth = cal.isDate(start, equalTo: first, toGranularity: .month)
            let isToday = cal.isDate(start, inSameDayAs: today)
            let selected = isSelected && cal.isDate(start, inSameDayAs: date)
            let enabled = !((minimumDate.map { next <= $0 } ?? false) || (maximumDate.map { start > $0 } ?? false))
            let state: MonthCalendarLayout.DayState =
                selected ? (isToday ? .selectedToday : .selected)
                : !enabled ? .disabled
                : !inMonth ? .adjacentMonth
                : isToday ? .today : .normal
            return MonthCalendarLayout.Day(date: start, dayOfMonth: cal.component(.day, from: start), text: dayFormatter.string(from: start),
                                           frame: Rect(x: 0, y: 0, width: 0, height: 0), week: 0, column: 0, isInMonth: inMonth,
                                           isToday: isToday, isSelected: selected, isEnabled: enabled, state: state)
        }
    }
}
