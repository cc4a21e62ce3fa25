import Raster
import Typeset

// The button as Scene items (ios-facts §2.4), pill by pill: the pill in tertiarySystemFill (none
// when disabled), then its text in Body — `label`, the tint while that pill is being edited,
// `tertiaryLabel` when disabled.

extension CompactDateButton {
    /// The text colour of the date pill (`isDate`) or the time pill in `appearance`.
    public func textColor(isDate: Bool, appearance: Appearance) -> Color {
        if !isEnabled { return Metrics.disabledTextColor.resolved(for: appearance) }
        let edited: Editing = isDate ? .date : .time
        return editing == edited ? tint.resolved(for: appearance) : Metrics.textColor.resolved(for: appearance)
    }

    /// The pills and texts of `layout` with the button's top-left at `origin`, in points; never
    /// pixels. Every item's ink stays inside the pills, whose union with the gap is
    /// `layout.size` from `origin`.
    public func sceneItems(layout: CompactDateButtonLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        var items: [SceneItem] = []
        let fill = Metrics.background.resolved(for: appearance)
        func pill(_ frame: Rect?, text: String, textOrigin: Point?, isDate: Bool) {
            guard let frame, let textOrigin else { return }
            let placed = frame.offsetBy(dx: origin.x, dy: origin.y)
            if isEnabled {
                items.append(.fill(FillItem(path: Path.continuousRoundedRect(placed, cornerRadius: Metrics.cornerRadius), paint: .solid(fill))))
            }
            items.append(.text(TextItem(text, style: Metrics.textStyle, origin: Point(origin.x + textOrigin.x, origin.y + textOrigin.y),
                                        paint: .solid(textColor(isDate: isDate, appearance: appearance)), alignment: .center)))
        }
        pill(layout.datePill, text: layout.dateText, textOrigin: layout.dateTextOrigin, isDate: true)
        pill(layout.timePill, text: layout.timeText, textOrigin: layout.timeTextOrigin, isDate: false)
        return items
    }
}
