import Raster
import Typeset

// The status bar as Scene items (ios-facts §3.2a): the time as a text run, then the cellular
// bars, Wi-Fi and battery as filled paths, all in the appearance's `label` colour but for the
// battery's outline and nub at `batteryOutlineOpacity`; no background.

extension StatusBar {
    /// The status bar's items (time text, cellular bars, Wi-Fi, battery) for a screen `width`
    /// points wide, with its top-left at `origin`, in the label colour of `appearance`.
    /// Transparent background (the bar above shows through). Points; never pixels.
    ///
    /// For a screen 320 pt wide or wider every item's ink stays inside `width × height` from
    /// `origin`; a time too wide for its place is cut with "…".
    public func sceneItems(width: Float, appearance: Appearance, origin: Point) -> [SceneItem] {
        let layout = layout(width: width)
        let ink = SystemColors.label.resolved(for: appearance)
        let faint = ink.withOpacity(Metrics.batteryOutlineOpacity)
        var items: [SceneItem] = []
        if drawsSensorHousing, let island = layout.island {
            items.append(.fill(FillItem(path: .capsule(island.offsetBy(dx: origin.x, dy: origin.y)), paint: .solid(.black))))
        }
        // The time's digits centred on `timeCentre`: the baseline half a digit height below it.
        let baseline = origin.y + layout.timeCentre.y + layout.timeFontSize * Metrics.digitHeightRatio / 2
        items.append(.text(TextItem(time, font: Font(size: layout.timeFontSize, weight: Metrics.timeWeight),
                                    origin: Point(origin.x + layout.timeCentre.x, baseline), paint: .solid(ink),
                                    alignment: layout.timeAlignment, maxWidth: layout.timeMaxWidth)))

        func placed(at corner: Point, _ glyph: [SceneItem]) -> SceneItem {
            .group(GroupItem(transform: Transform.scale(layout.glyphScale).concatenating(.translation(origin.x + corner.x, origin.y + corner.y)),
                             items: glyph))
        }
        items.append(placed(at: layout.cellular, [.fill(FillItem(path: Glyphs.cellularBars(), paint: .solid(ink)))]))
        items.append(placed(at: layout.wifi, [.fill(FillItem(path: Glyphs.wifi(), paint: .solid(ink)))]))
        var battery: [SceneItem] = [
            .fill(FillItem(path: Glyphs.batteryOutline(), paint: .solid(faint), rule: .evenodd)),
            .fill(FillItem(path: Glyphs.batteryNub(), paint: .solid(faint))),
        ]
        let charge = Glyphs.batteryFillClip(level: batteryLevel)
        if !charge.isEmpty {
            battery.append(.group(GroupItem(clip: .rect(charge), items: [.fill(FillItem(path: Glyphs.batteryFill(), paint: .solid(ink)))])))
        }
        items.append(placed(at: layout.battery, battery))
        return items
    }
}
