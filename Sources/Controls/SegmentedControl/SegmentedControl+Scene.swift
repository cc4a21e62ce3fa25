import Raster
import Typeset

// The segmented control as Scene items (ios-facts §3.6, §3.6a, §3.6b), back to front: the track
// in tertiarySystemFill, the visible separators, the thumb's shadow (clipped to the track), the
// thumb, then the titles — 13 pt regular, the selected one semibold, centred on their segments.

extension SegmentedControl {
    /// The thumb's colour in `appearance`: `selectedTint`, else the system's.
    public func thumbColor(_ appearance: Appearance) -> Color {
        selectedTint?.resolved(for: appearance) ?? Metrics.thumbColor.resolved(for: appearance)
    }

    /// The title colour of a segment in `appearance`.
    public static func titleColor(enabled: Bool, appearance: Appearance) -> Color {
        enabled ? Metrics.titleColor.resolved(for: appearance) : Metrics.disabledTitleColor
    }

    public func sceneItems(layout: SegmentedControlLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        let track = Path.continuousRoundedRect(layout.track.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: Metrics.trackCornerRadius)
        var items: [SceneItem] = [.fill(FillItem(path: track, paint: .solid(SystemColors.tertiarySystemFill.resolved(for: appearance))))]
        for separator in layout.separators where separator.isVisible {
            items.append(.fill(FillItem(path: Path.rect(separator.frame.offsetBy(dx: origin.x, dy: origin.y)),
                                        paint: .solid(Metrics.separatorColor))))
        }
        if let thumb = layout.thumb?.offsetBy(dx: origin.x, dy: origin.y) {
            items.append(.group(GroupItem(clip: track, items: Self.shadowItems(thumb: thumb))))
            items.append(.fill(FillItem(path: Path.continuousRoundedRect(thumb, cornerRadius: Metrics.thumbCornerRadius),
                                        paint: .solid(thumbColor(appearance)))))
        }
        for segment in layout.segments {
            let origin = Point(origin.x + segment.titleOrigin.x, origin.y + segment.titleOrigin.y)
            items.append(.text(TextItem(segment.title, font: Self.titleFont(selected: segment.isSelected), origin: origin,
                                        paint: .solid(Self.titleColor(enabled: segment.isEnabled, appearance: appearance)),
                                        alignment: .center, maxWidth: max(segment.titleRoom, 0))))
        }
        return items
    }

    /// The thumb's shadows under `thumb` (points), approximated as `Metrics.shadowLayers`
    /// stacked translucent rounded rectangles per shadow: from the offset thumb shrunk by half
    /// the blur to it grown by half the blur, each layer's alpha chosen so that where all of
    /// them overlap they compose to the shadow's alpha, 1 − (1 − a)^(1/n).
    static func shadowItems(thumb: Rect) -> [SceneItem] {
        var items: [SceneItem] = []
        for shadow in Metrics.thumbShadows {
            let layers = shadow.blur <= Metrics.crispShadowBlur ? 1 : Metrics.shadowLayers
            let alpha = Float(shadow.color.a) / 255
            let layerAlpha = 1 - PortableMath.pow(1 - alpha, 1 / Float(layers))
            var color = shadow.color
            color.a = UInt8((layerAlpha * 255).rounded())
            let base = thumb.offsetBy(dx: 0, dy: shadow.offsetY)
            for k in 0 ..< layers {
                let grow = layers == 1 ? 0 : shadow.blur * (Float(k) / Float(layers - 1) - 0.5)
                let rect = base.insetBy(-grow)
                items.append(.fill(FillItem(path: Path.continuousRoundedRect(rect, cornerRadius: max(Metrics.thumbCornerRadius + grow, 0)),
                                            paint: .solid(color))))
            }
        }
        return items
    }
}
