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

    /// The sheet drawn with its top-left corner at `origin`: in a popover
    /// (`presentedInPopover`), the group's corner, and the group without its material.
    public func sceneItems(layout: ActionSheetLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        guard presentedInPopover else { return sceneItems(layout: layout, appearance: appearance, origin: origin, drawsMaterial: true) }
        let shifted = Point(origin.x - layout.contentOffset.x, origin.y - layout.contentOffset.y)
        return popoverBody.sceneItems(layout: layout, appearance: appearance, origin: shifted, drawsMaterial: false)
    }

    /// The sheet's items; without `drawsMaterial` the group's blur and colour are left to the
    /// caller.
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
                content.append(Metrics.groupMaterial.item(Path.roundedRect(group.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: Metrics.cornerRadius),
                                                          appearance: appearance))
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
