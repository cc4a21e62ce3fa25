import DisplayList
import Raster
import Typeset

// Drawing each presentation over what is already drawn (ios-facts §4): sheets as cards, the
// full-screen cover, the current context, the alert and the action sheet as themselves, and
// popovers as a material bubble with an arrow.

extension Screen {
    func presentedItems(_ presented: PresentedLayout, appearance: Appearance) -> [SceneItem] {
        let size = device.size, whole = Rect(origin: .zero, size: size)
        var items: [SceneItem] = []
        // Sheets are dimmed under here; an alert and an action sheet dim around themselves.
        if presented.dimsBelow && (presented.kind == .pageSheet || presented.kind == .formSheet) {
            items.append(.fill(FillItem(path: .rect(whole.insetBy(-1)), paint: .solid(Metrics.dimming.resolved(for: appearance)))))
        }
        let frame = presented.frame
        let background = Metrics.sheetBackground.resolved(for: appearance)
        switch (presented.kind, presented.presentation) {
        case (.pageSheet, _), (.formSheet, _):
            let page = presented.page ?? ModalPage()
            // A page sheet rounds its top corners only: its shape runs a radius past the screen's
            // bottom, which the canvas clips.
            let shapeRect = presented.kind == .pageSheet
                ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + presented.cornerRadius) : frame
            let shape = Path.roundedRect(shapeRect, cornerRadius: presented.cornerRadius)
            var card: [SceneItem] = [.fill(FillItem(path: shape, paint: .solid(background)))]
            card.append(.group(GroupItem(clip: shape, items: Self.modalContent(page, frame: frame, appearance: appearance))))
            if case .sheet(let sheet) = presented.presentation, sheet.showsGrabber {
                let g = Metrics.grabberSize
                let grabber = Rect(x: frame.midX - g.width / 2, y: frame.minY + Metrics.grabberTop, width: g.width, height: g.height)
                card.append(.fill(FillItem(path: .capsule(grabber), paint: .solid(SystemColors.tertiaryLabel.resolved(for: appearance)))))
            }
            items.append(Self.card(card, shape: shape, transform: presented.transform, appearance: appearance))
        case (.fullScreen, _):
            let page = presented.page ?? ModalPage()
            items.append(.fill(FillItem(path: .rect(whole), paint: .solid(SystemColors.systemBackground.resolved(for: appearance)))))
            // A full-screen cover is a screen of its own: its bar under the device's status bar,
            // its rows.
            let cover = Screen(device: device, navigationBar: page.navigationBar, rows: page.rows)
            let coverLayout = cover.layout()
            items += cover.pageContent(coverLayout, appearance: appearance, onWindow: false)
            items += Self.controlUnderRows(page, rowsTop: coverLayout.rows.top, midX: size.width / 2, appearance: appearance)
        case (.currentContext, _):
            let page = presented.page ?? ModalPage()
            let shape = Path.rect(frame)
            items.append(.fill(FillItem(path: shape, paint: .solid(SystemColors.systemBackground.resolved(for: appearance)))))
            items.append(.group(GroupItem(clip: shape, items: Self.modalContent(page, frame: frame, appearance: appearance))))
        case (.alert, .alert(let alert)):
            items += alert.sceneItems(appearance: appearance, origin: frame.origin)
        case (.actionSheet, .actionSheet(var sheet, _)):
            sheet.width = size.width
            items += sheet.sceneItems(appearance: appearance, origin: frame.origin)
        case (.actionPopover, .actionSheet(let sheet, _)):
            // The sheet's own material, laid under the arrow too.
            items += Self.material(body: frame, arrow: presented.arrow, sigma: Material.actionGroup.blurSigma,
                                   tint: Material.actionGroup.tint.resolved(for: appearance))
            items += Self.actionPopoverSheet(sheet).sceneItems(appearance: appearance, origin: frame.origin)
        case (.popover, _):
            let page = presented.page ?? ModalPage()
            items += (Self.material(body: frame, arrow: presented.arrow, sigma: Metrics.popoverBlurSigma,
                                       tint: Metrics.popoverTint.resolved(for: appearance)))
            let shape = Path.roundedRect(frame, cornerRadius: Metrics.popoverCornerRadius)
            var content = page
            if var bar = content.navigationBar, bar.resolvedBackground == .standard {
                // The bar shows on the popover's own material, not a second one over it.
                bar.background = .scrollEdge
                content.navigationBar = bar
            }
            items.append(.group(GroupItem(clip: shape, items: Self.modalContent(content, frame: frame, appearance: appearance))))
        default:
            break
        }
        return items
    }

    /// A popover's material: the body's rounded rectangle and the arrow as one path (so the
    /// blur and the tint are laid once, with no seam where they meet).
    ///
    /// A soft shadow goes under it (ios-facts §4.5 [INF]): the outline stroked ever wider in
    /// faint black, so that the bubble stands off a page of its own colour.
    static func material(body: Rect, arrow: PopoverArrow?, sigma: Float, tint: Color) -> [SceneItem] {
        var path = Path.roundedRect(body, cornerRadius: Metrics.popoverCornerRadius)
        if let arrow { path.append(arrow.path(base: Metrics.arrowBase)) }
        var items = SoftShadow(color: Metrics.popoverShadow, reach: Metrics.popoverShadowReach, steps: Metrics.popoverShadowSteps)
            .items(around: path)
        items.append(.backdropBlur(BackdropBlurItem(path: path, sigma: sigma, tint: tint)))
        return items
    }
}
