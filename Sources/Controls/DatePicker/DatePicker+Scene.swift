import Raster

// The date picker as Scene items: each style drawn by the shared pieces its layout holds (the
// wheel, the compact button and its editor's popover, the month calendar and the time pill).

extension DatePicker {
    /// `layout` drawn in `appearance` with its top-left corner at `origin` (points).
    public func sceneItems(layout: DatePickerLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        switch layout.body {
        case .wheels(let wheel, let wheelLayout):
            return wheel.sceneItems(layout: wheelLayout, appearance: appearance, origin: origin)
        case .compact(let button, let buttonLayout, let popover):
            var items = button.sceneItems(layout: buttonLayout, appearance: appearance, origin: origin)
            if let popover {
                let platter = popover.platter.offsetBy(dx: origin.x, dy: origin.y)
                items.append(.backdropBlur(BackdropBlurItem(path: .continuousRoundedRect(platter, cornerRadius: Metrics.popoverCornerRadius),
                                                            sigma: Metrics.popoverBlurSigma,
                                                            tint: Metrics.popoverTint.resolved(for: appearance))))
                let at = Point(origin.x + popover.contentOrigin.x, origin.y + popover.contentOrigin.y)
                switch popover.content {
                case .calendar(let calendar, let calendarLayout):
                    items += calendar.sceneItems(layout: calendarLayout, appearance: appearance, origin: at)
                case .wheels(let wheel, let wheelLayout):
                    items += wheel.sceneItems(layout: wheelLayout, appearance: appearance, origin: at)
                }
            }
            return items
        case .inline(let calendar, let time, let timeOrigin):
            var items: [SceneItem] = []
            if let (c, l) = calendar { items += c.sceneItems(layout: l, appearance: appearance, origin: origin) }
            if let (t, l) = time {
                items += t.sceneItems(layout: l, appearance: appearance, origin: Point(origin.x + timeOrigin.x, origin.y + timeOrigin.y))
            }
            return items
        }
    }
}
