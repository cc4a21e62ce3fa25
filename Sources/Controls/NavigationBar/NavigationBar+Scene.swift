import DisplayList
import Raster
import Typeset

// Drawing a laid-out bar as Scene items, in points: background (material, opaque or none) and
// hairline, status bar, the glass platters (glass design), back button, items, then the title or
// the segmented control.

extension NavigationBar {
    /// `layout` drawn in `appearance` with its top-left corner at `origin` (points).
    public func sceneItems(layout: NavigationBarLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        let offset = Transform.translation(origin.x, origin.y)
        let whole = Rect(x: origin.x, y: origin.y, width: layout.size.width, height: layout.size.height)
        var items = backgroundItems(in: whole, appearance: appearance)
        var content: [SceneItem] = []
        if let family = statusBar, !hidesStatusBarItems {
            content += StatusBar(family: family).sceneItems(width: layout.size.width, appearance: appearance, origin: .zero)
        }
        let tint = self.tint.resolved(for: appearance)
        let isGlass = layout.design == .glass
        for platter in layout.platters {
            let emphasis: Glass.Emphasis = switch platter.style {
            case .plain: .plain
            case .prominent: .prominent(tint)
            case .disabledProminent: .disabledProminent
            }
            content += Glass.barItem.items(capsule: platter.frame, emphasis: emphasis, appearance: appearance)
        }
        // Classic items are in the tint; glass ones in `label`, white on a prominent platter.
        let plain = isGlass ? GlassMetrics.itemColor.resolved(for: appearance) : tint
        let glyphBox = isGlass ? GlassMetrics.glyphBox : Metrics.glyphBox
        if let back = layout.back, let chevron = BarGlyph.named("back") {
            var glyph = backIndicator.map { $0.items(centredOn: Point(back.chevronBox.midX, back.chevronBox.midY), color: plain) }
                ?? chevron.items(in: back.chevronBox, color: plain)
            if layout.isRightToLeft {
                // The chevron (or the app's indicator) points the way back: right in a
                // right-to-left bar.
                let c = back.chevronBox.midX
                glyph = [.group(GroupItem(transform: Transform.translation(-c, 0).concatenating(.scale(-1, 1)).concatenating(.translation(c, 0)),
                                          items: glyph))]
            }
            content += glyph
            if let label = back.label {
                content.append(.text(TextItem(label, font: Metrics.itemFont, origin: back.labelBaseline, paint: .solid(plain))))
            }
        }
        let disabled = SystemColors.tertiaryLabel.resolved(for: appearance)
        for placed in layout.items {
            let color = placed.isProminent ? GlassMetrics.prominentContent : (placed.item.isEnabled ? plain : disabled)
            switch placed.item.content {
            case .text(let text, let done):
                content.append(.text(TextItem(text, font: done ? Metrics.doneItemFont : Metrics.itemFont,
                                              origin: placed.baseline ?? Point(placed.frame.minX, placed.frame.midY), paint: .solid(color))))
            case .glyph(let glyph):
                let box = Rect(x: placed.frame.midX - glyphBox / 2, y: placed.frame.midY - glyphBox / 2, width: glyphBox, height: glyphBox)
                content += glyph.items(in: box, color: color)
            case .svg(let glyph):
                // Inline SVG is an app image given in the file: one way to draw both.
                content += AppImage(.vector(glyph)).items(centredOn: Point(placed.frame.midX, placed.frame.midY), color: color)
            case .image(let image):
                content += image.items(centredOn: Point(placed.frame.midX, placed.frame.midY), color: color)
            case .compactDate(let button):
                // A custom view keeps its own colours: the pills' fill and label text, not the
                // bar's tint (the tint marks only the pill being edited).
                let layout = button.layout()
                content += button.sceneItems(layout: layout, appearance: appearance,
                                             origin: Point(placed.frame.midX - layout.size.width / 2, placed.frame.midY - layout.size.height / 2))
            case .fixedSpace:
                continue
            }
        }
        if let title = layout.title {
            let alignment: TextAlignment = title.isLarge ? (layout.isRightToLeft ? .right : .left) : .center
            content.append(.text(TextItem(title.text, font: title.font, origin: title.anchor,
                                          paint: .solid(SystemColors.label.resolved(for: appearance)), alignment: alignment,
                                          maxWidth: title.maxWidth)))
        }
        if let s = layout.segmented {
            content += s.control.sceneItems(layout: s.layout, appearance: appearance, origin: s.origin)
        }
        items.append(.group(GroupItem(transform: offset, items: content)))
        return items
    }

    /// The background over `rect` (the status bar's area included, as iOS extends the bar's
    /// background under it) and the hairline under its bottom edge.
    func backgroundItems(in rect: Rect, appearance: Appearance) -> [SceneItem] {
        // iOS 26's bar has no background or hairline at rest (ios-facts §3.8).
        guard design == .classic else { return [] }
        let path = Path.rect(rect)
        var items: [SceneItem] = []
        switch resolvedBackground {
        case .standard, .automatic:
            let tint = barTint.map { $0.resolved(for: appearance).withOpacity(Metrics.barTintAlpha) }
                ?? Metrics.materialTint.resolved(for: appearance)
            items.append(.backdropBlur(BackdropBlurItem(path: path, sigma: Metrics.materialBlurSigma, tint: tint)))
        case .opaque:
            let fill = barTint?.resolved(for: appearance) ?? SystemColors.systemBackground.resolved(for: appearance)
            items.append(.fill(FillItem(path: path, paint: .solid(fill))))
        case .scrollEdge:
            return []
        }
        items.append(Self.hairline(under: rect))
        return items
    }

    /// The hairline: one device pixel of `Metrics.hairline` on the first row below `rect`, at
    /// any scale, outside the bar's bounds and over whatever is under it (ios-facts §3.5: UIKit
    /// lays the shadow view out at the background's height, 1 / displayScale points tall).
    static func hairline(under rect: Rect) -> SceneItem {
        Hairline.below(from: rect.minX, to: rect.maxX, y: rect.maxY, color: Metrics.hairline)
    }
}
