import Raster
import Typeset

// The action sheet as Scene items (ios-facts §4.3), back to front: the dimming, the actions
// group (the material: a blur, then the group colour), its header and dividers and titles, then
// Cancel on its opaque background.

extension ActionSheet {
    /// The colour of an action's title (or Cancel's, `style` nil) in `appearance`: systemRed
    /// for a destructive action, else the tint.
    public func titleColor(_ style: Action.Style?, appearance: Appearance) -> Color {
        style == .destructive ? SystemColors.systemRed.resolved(for: appearance) : tint.resolved(for: appearance)
    }

    public func sceneItems(layout: ActionSheetLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        var items: [SceneItem] = []
        if dimsBackground {
            let bottom = origin.y + layout.size.height
            let top = min(origin.y, bottom - Metrics.dimmingReachAbove)
            let barrier = Rect(x: origin.x, y: top, width: layout.size.width, height: bottom + Metrics.dimmingReachBelow - top)
            items.append(.fill(FillItem(path: Path.rect(barrier), paint: .solid(Metrics.dimming.resolved(for: appearance)))))
        }
        var content: [SceneItem] = []
        if let group = layout.group {
            content.append(.backdropBlur(BackdropBlurItem(path: Path.roundedRect(group.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: Metrics.cornerRadius),
                                                          sigma: Metrics.blurSigma, tint: Metrics.groupColor.resolved(for: appearance))))
            let header = Metrics.headerColor.resolved(for: appearance)
            for line in layout.headerLines { content.append(Self.text(line, color: header, origin: origin)) }
            let divider = Metrics.dividerColor.resolved(for: appearance)
            for y in layout.dividers {
                content.append(Self.divider(from: group.minX + origin.x, to: group.maxX + origin.x, y: y + origin.y, color: divider))
            }
            for row in layout.actions { content.append(Self.text(row.title, color: titleColor(row.style, appearance: appearance), origin: origin)) }
        }
        if let cancel = layout.cancel {
            content.append(.fill(FillItem(path: Path.roundedRect(cancel.frame.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: Metrics.cornerRadius),
                                          paint: .solid(Metrics.cancelColor.resolved(for: appearance)))))
            content.append(Self.text(cancel.title, color: titleColor(nil, appearance: appearance), origin: origin))
        }
        return items + content
    }

    static func text(_ line: ActionSheetLayout.TextLine, color: Color, origin: Point) -> SceneItem {
        .text(TextItem(line.text, font: line.font, origin: Point(line.anchor.x + origin.x, line.anchor.y + origin.y), paint: .solid(color),
                       alignment: .center, maxWidth: line.maxWidth))
    }

    /// One device pixel of `color` just below the line at `y`, from `x0` to `x1`, at any scale.
    ///
    /// A hairline stroke is one device pixel wide, centred on its line: on a pixel boundary it
    /// covers half of the pixel above and half of the one below. The line is traced twice, so
    /// under the nonzero rule its winding is 2 and the half pixel it covers on each side counts
    /// as a whole one; clipped to the side below, exactly one row of pixels is covered, in the
    /// colour's own alpha (a colour whose doubled alpha would pass 255 cannot use the
    /// navigation bar's alpha-doubling trick; these dividers are at 0.83).
    static func divider(from x0: Float, to x1: Float, y: Float, color: Color) -> SceneItem {
        var line = Path()
        for _ in 0 ..< 2 {
            line.move(to: Point(x0, y))
            line.line(to: Point(x1, y))
        }
        let below = Rect(x: x0, y: y, width: x1 - x0, height: Metrics.rowHeight)
        return .group(GroupItem(clip: .rect(below), items: [.stroke(StrokeItem(path: line, paint: .solid(color), style: .hairline))]))
    }
}
