import Foundation
import Raster
import Typeset

// The month calendar as Scene items (ios-facts §2.5): the title in `label` (the tint while the
// wheels show) with its small chevron in the tint, the previous and next chevrons in the tint,
// the weekday names in `tertiaryLabel`, then each day's circle and number in its state's
// colours — or the month and year wheels in the grid's place. No background: whatever is
// behind the calendar shows through.

extension MonthCalendar {
    /// `layout` drawn in `appearance` with the calendar's top-left at `origin`. Points; never
    /// pixels.
    public func sceneItems(layout: MonthCalendarLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        typealias M = Metrics
        let tint = tint.resolved(for: appearance)
        let label = SystemColors.label.resolved(for: appearance)
        func moved(_ p: Point) -> Point { Point(p.x + origin.x, p.y + origin.y) }
        var items: [SceneItem] = []

        items.append(.text(TextItem(layout.title, font: Font(size: M.titleFontSize, weight: M.titleWeight), origin: moved(layout.titleOrigin),
                                    paint: .solid(layout.titleIsTinted ? tint : label), alignment: layout.titleAlignment)))
        items += Self.chevronItems(layout.titleChevron, color: tint, origin: origin)
        for chevron in [layout.previousMonth, layout.nextMonth].compactMap({ $0 }) {
            items += Self.chevronItems(chevron, color: tint, origin: origin)
        }

        if let wheel = layout.wheel, let wheelLayout = layout.wheelLayout {
            items += wheel.sceneItems(layout: wheelLayout, appearance: appearance, origin: moved(layout.gridFrame.origin))
            return items
        }

        let weekdayFont = Font(size: M.weekdayFontSize, weight: M.weekdayWeight)
        let weekdayColor = SystemColors.tertiaryLabel.resolved(for: appearance)
        for weekday in layout.weekdays {
            items.append(.text(TextItem(weekday.symbol, font: weekdayFont, origin: moved(Point(weekday.frame.midX, weekday.frame.minY + M.weekdayBaseline)),
                                        paint: .solid(weekdayColor), alignment: .center)))
        }

        let dayFont = Font(size: M.dayFontSize, weight: M.dayWeight)
        let selectedFont = Font(size: M.dayFontSize, weight: M.selectedDayWeight)
        for day in layout.days {
            let colors = dayColors(day.state, appearance: appearance)
            let centre = moved(Point(day.frame.midX, day.frame.midY))
            if let circle = colors.circle {
                items.append(.fill(FillItem(path: .circle(center: centre, radius: M.selectionDiameter / 2), paint: .solid(circle))))
            }
            let font = day.isSelected ? selectedFont : dayFont
            items.append(.text(TextItem(day.text, font: font, origin: Point(centre.x, centre.y + TextMeasure.baselineOffset(font)),
                                        paint: .solid(colors.text), alignment: .center)))
        }
        return items
    }
}
