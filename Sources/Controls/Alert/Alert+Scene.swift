import DisplayList
import Raster
import Typeset

// Drawing a laid-out alert as Scene items, in points, back to front: the dimming around the
// alert, the alert's material, its labels, the text field, the separators and the actions.

extension Alert {
    public func sceneItems(layout: AlertLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        let alertPath = Path.continuousRoundedRect(layout.alert, cornerRadius: Metrics.cornerRadius)
        var items: [SceneItem] = []
        if dimsBackground {
            // UIKit's alert is a knockout backdrop: the screen is dimmed around it, not under it,
            // so its material blurs the screen as it is. The dimming reaches past the figure to
            // cover a phone screen the alert is centred on.
            let whole = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height).insetBy(-Metrics.dimmingReach)
            var dimmed = Path.rect(whole)
            dimmed.append(alertPath)
            items.append(.fill(FillItem(path: dimmed, paint: .solid(Metrics.dimming.resolved(for: appearance)), rule: .evenodd)))
        }
        items.append(.backdropBlur(BackdropBlurItem(path: alertPath, sigma: Metrics.materialBlurSigma,
                                                    tint: Metrics.materialTint.resolved(for: appearance))))
        let label = SystemColors.label.resolved(for: appearance)
        for text in [layout.title, layout.message].compactMap({ $0 }) {
            for (line, baseline) in zip(text.lines, text.baselines) {
                items.append(.text(TextItem(line, font: text.font, origin: Point(text.centreX, baseline), paint: .solid(label),
                                            alignment: .center, maxWidth: text.maxWidth)))
            }
        }
        if let field = layout.textField, let value = textField {
            items.append(.fill(FillItem(path: Path.continuousRoundedRect(field.container, cornerRadius: Metrics.textFieldCornerRadius),
                                        paint: .solid(Metrics.textFieldBackground.resolved(for: appearance)))))
            let shown = value.text.isEmpty ? value.placeholder : value.text
            let color = value.text.isEmpty ? Metrics.placeholderColor : SystemColors.label
            items.append(.text(TextItem(shown, font: Metrics.textFieldFont, origin: field.baseline, paint: .solid(color.resolved(for: appearance)),
                                        maxWidth: field.container.width - 2 * Metrics.textFieldInsetHorizontal)))
        }
        let separator = Metrics.separatorColor.resolved(for: appearance)
        for s in layout.separators { items += Self.hairline(s, color: separator) }
        let tint = self.tint.resolved(for: appearance), destructive = Metrics.destructiveColor.resolved(for: appearance)
        for placed in layout.actions {
            items.append(.text(TextItem(placed.action.title, font: placed.isEmphasised ? Metrics.emphasisedActionFont : Metrics.actionFont,
                                        origin: placed.baseline, paint: .solid(placed.action.style == .destructive ? destructive : tint),
                                        alignment: .center, maxWidth: placed.maxWidth)))
        }
        if origin == .zero { return items }
        return [.group(GroupItem(transform: .translation(origin.x, origin.y), items: items))]
    }

    /// One device pixel of `color` inside the separator's rectangle along its top (or left)
    /// edge, at any scale: a hairline stroke (one device pixel wide) centred on the edge and
    /// clipped to the rectangle leaves half of it inside, at half coverage. Drawn twice at
    /// alpha a′ = 2(1 − √(1 − a)), the two halves compose to the colour's own alpha a over the
    /// whole pixel: 1 − (1 − a′/2)² = a (once at 2a when that is at most 1).
    static func hairline(_ separator: AlertLayout.Separator, color: Color) -> [SceneItem] {
        let r = separator.inside
        var line = Path()
        line.move(to: Point(r.minX, r.minY))
        line.line(to: separator.isVertical ? Point(r.minX, r.maxY) : Point(r.maxX, r.minY))
        let a = Float(color.a) / 255
        let once = 2 * a <= 1
        let alpha = once ? 2 * a : 2 * (1 - (1 - a).squareRoot())
        var paint = color
        paint.a = UInt8((min(alpha, 1) * 255).rounded())
        let stroke = SceneItem.stroke(StrokeItem(path: line, paint: .solid(paint), style: .hairline))
        return [.group(GroupItem(clip: .rect(r), items: once ? [stroke] : [stroke, stroke]))]
    }
}
