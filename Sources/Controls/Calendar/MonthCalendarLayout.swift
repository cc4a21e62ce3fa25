import Foundation
import Raster
import Typeset

/// Where a month calendar's parts go, in points, origin at the calendar's top-left, y down:
/// what `MonthCalendar.layout()` returns and `sceneItems` draws.
///
/// Invariants: `weekdays` has 7 entries, the locale's first weekday first; `days` holds the
/// shown month's days only, the 1st to the last, in `weeks` rows (ios-facts §2.5a: the cells
/// before the 1st and after the last day are empty, and there are as many rows as the month
/// touches weeks). Both are in reading order while their frames are where they are seen: left
/// to right, or right to left when `isRightToLeft` (the columns reversed, the header
/// mirrored, the chevrons pointing the other way). Every frame lies inside `size`.
public struct MonthCalendarLayout: Hashable, Sendable {
    /// Which way a chevron points on screen.
    package enum ChevronDirection: String, Hashable, Sendable {
        case left, right, down
    }

    /// A chevron: the box the built-in back glyph is fitted into, and where it points.
    package struct Chevron: Hashable, Sendable {
        package var frame: Rect
        package var direction: ChevronDirection
    }

    /// How a day is drawn (ios-facts §2.5), in order of precedence.
    package enum DayState: String, Hashable, Sendable, CaseIterable {
        /// Selected and today: white (or black) on a solid tint circle.
        case selectedToday
        /// Selected: bold tint digits on a circle of the tint at 12 %.
        case selected
        /// Outside the minimum and maximum dates: `quaternaryLabel`.
        case disabled
        /// Today, not selected: the tint.
        case today
        /// Any other day of the month: `label`.
        case normal
    }

    /// One weekday column's name.
    package struct Weekday: Hashable, Sendable {
        /// Foundation's weekday number: 1 = Sunday … 7 = Saturday.
        package var weekday: Int
        /// The name as drawn, in capitals.
        package var symbol: String
        /// The name's cell in the weekday row; the text is centred in it.
        package var frame: Rect
    }

    /// One day cell.
    package struct Day: Hashable, Sendable {
        /// The day's start in the calendar's time zone.
        package var date: Date
        /// Its number in its own month, 1…31.
        package var dayOfMonth: Int
        /// The number in the locale's digits.
        package var text: String
        /// The cell: a column's width by a week row's height; the number and any circle are
        /// centred in it.
        package var frame: Rect
        /// Week 0…`weeks − 1` and column 0…6 in reading order (column 0 is the locale's first
        /// weekday, drawn rightmost when right to left).
        package var week: Int
        package var column: Int
        package var isToday: Bool
        package var isSelected: Bool
        /// Whether any part of the day is within the minimum and maximum dates.
        package var isEnabled: Bool
        package var state: DayState
    }

    public var size: Size
    package var isRightToLeft: Bool
    /// The locale's first weekday, as Foundation's `Calendar.firstWeekday` gives it.
    package var firstWeekday: Int
    /// The week rows: as many as the shown month touches, 4 to 6.
    package var weeks: Int

    /// The header's title, its baseline anchor (the start of the text, or its end when right
    /// to left) and the box it takes.
    package var title: String
    package var titleOrigin: Point
    package var titleAlignment: TextAlignment
    package var titleFrame: Rect
    /// True when the title is drawn in the tint (the wheels are showing).
    package var titleIsTinted: Bool
    /// The small chevron after the title: forward (right, or left when right to left), or down
    /// while the wheels show.
    package var titleChevron: Chevron
    /// The previous and next month chevrons; nil while the wheels show.
    package var previousMonth: Chevron?
    package var nextMonth: Chevron?

    /// The weekday row and the weeks under it, or the wheels in their place.
    package var gridFrame: Rect
    package var weekdays: [Weekday]
    package var days: [Day]

    /// The month and year wheels and their layout, drawn at `gridFrame`'s origin, when shown.
    package var wheel: Wheel?
    package var wheelLayout: WheelLayout?
}

extension MonthCalendarLayout: ControlLayout {}
