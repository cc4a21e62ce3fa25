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
        sceneItems(layout: layout, appearance: appearance, origin: origin, drawsMaterial: true)
    }

    /// The sheet's items; without `drawsMaterial` the group's blur and colour are left to the
    /// caller (a popover on an iPad draws them under its arrow too).
    func sceneItems(layout: ActionSheetLayout, appearance: Appearance, origin: Point, drawsMaterial: Bool) -> [SceneItem] {
        var items: [SceneItem] = []
        if dimsBackground {
            let bottom = origin.y + layout.size.height
            let top = min(origin.y, bottom - Metrics.dimmingReachAbove)
            let barrier = Rect(x: origin.x, y: top, width: layout.size.width, height: bottom + Metrics.dimmingReachBelow - top)
            items.append(.fill(FillItem(path: Path.rect(barrier), paint: .solid(Metrics.dimming.resolved(for: appearance)))))
        }
        var content: [SceneItem] = []
        if let group = layout.group {
            if drawsMaterial {
                content.append(.backdropBlur(BackdropBlurItem(path: Path.roundedRect(group.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: Metrics.cornerRadius),
                                                              sigma: Metrics.blurSigma, tint: Metrics.groupColor.resolved(for: appearance))))
            }
            let header = Metrics.headerColor.resolved(for: appearance)
            for line in layout.headerLines { content.append(Self.text(line, color: header, origin: origin)) }
            let divider = Metrics.dividerColor.resolved(for: appearance)
            for y in layout.dividers {
                content.append(Hairline.below(from: group.minX + origin.x, to: group.maxX + origin.x, y: y + origin.y, color: divider))
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
}
