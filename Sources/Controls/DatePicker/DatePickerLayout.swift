import Raster

/// Where a date picker's parts go, in points, by style: the wheels; the compact button and, when
/// open, its popover; or the inline calendar and, in date-and-time mode, the time pill below it.
public struct DatePickerLayout: ControlLayout {
    /// The compact editor's popover: its platter, and what it holds at `contentOrigin`.
    package struct Popover: Sendable {
        package enum Content: Sendable {
            case calendar(MonthCalendar, MonthCalendarLayout)
            case wheels(Wheel, WheelLayout)
        }
        /// The platter, in the picker's points.
        package var platter: Rect
        package var content: Content
        package var contentOrigin: Point
    }

    package enum Body: Sendable {
        case wheels(Wheel, WheelLayout)
        case compact(CompactDateButton, CompactDateButtonLayout, popover: Popover?)
        /// The calendar at the top; the time pill (date-and-time mode, or alone in time mode) at `timeOrigin`.
        case inline(calendar: (MonthCalendar, MonthCalendarLayout)?, time: (CompactDateButton, CompactDateButtonLayout)?, timeOrigin: Point)
    }

    public var size: Size
    package var body: Body
}
