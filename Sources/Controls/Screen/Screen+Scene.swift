import DisplayList
import Raster
import Typeset

// Drawing a laid-out screen as Scene items, in points, back to front: the window around a page
// a sheet scaled back, the page (bar, rows, placed controls; the figure's backdrop is under it,
// drawn by the figure), the status bar on the window, each presentation in turn, and the home
// indicator over everything.

extension Screen {
    public func sceneItems(layout: ScreenLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        var items: [SceneItem] = []
        if layout.pageRecedes {
            // The page moved, unclipped (nothing in it reaches past its frame but at the
            // corners), then the window over everything around its rounded frame, then the
            // tint: no clip mask over the whole screen to compute.
            // Clipped to the band the sheet leaves visible (whole points: pixel-aligned), so
            // the page's bar material is blurred only where it shows.
            let visible = Self.visiblePageHeight(layout)
            let band = Rect(x: 0, y: 0, width: layout.size.width,
                            height: min(layout.size.height, (layout.pageTransform.apply(Point(0, visible)).y).rounded(.up)))
            let page = SceneItem.group(GroupItem(transform: layout.pageTransform,
                                                 items: pageContent(layout, appearance: appearance, onWindow: true, visibleHeight: visible)))
            items.append(visible.isFinite ? .group(GroupItem(clip: .rect(band), items: [page])) : page)
            items += Self.window(around: layout.pageFrame, size: layout.size)
            items.append(.fill(FillItem(path: .roundedRect(layout.pageFrame, cornerRadius: Metrics.recededCornerRadius),
                                        paint: .solid(Metrics.recededTint.resolved(for: appearance)))))
            // On the black window the status bar's items are light, whatever the appearance.
            items += StatusBar(family: device.statusBarFamily).sceneItems(width: layout.size.width, appearance: .dark, origin: .zero)
        } else {
            items += pageContent(layout, appearance: appearance, onWindow: false)
        }
        for presented in layout.presented {
            items += presentedItems(presented, appearance: appearance)
        }
        if device.hasHomeIndicator && showsHomeIndicator {
            let w = device.homeIndicatorWidth, h = Metrics.homeIndicatorHeight
            let frame = Rect(x: (layout.size.width - w) / 2, y: layout.size.height - Metrics.homeIndicatorBottom - h, width: w, height: h)
            items.append(.fill(FillItem(path: .capsule(frame), paint: .solid(Metrics.homeIndicatorColor.resolved(for: appearance)))))
        }
        if origin == .zero { return items }
        return [.group(GroupItem(transform: .translation(origin.x, origin.y), items: items))]
    }

    /// The page's frame once a sheet scaled it back: the figure's backdrop goes there.
    public func backdropFrame(layout: ScreenLayout) -> Rect? { layout.pageRecedes ? layout.pageFrame : nil }

    /// The app's own page: its bar (or the status bar alone), rows, the editors below them and
    /// the placed controls. With `onWindow`, the status bar's items are left to the window.
    ///
    /// Rows and placed controls wholly below `visibleHeight` (page points) are left out: a
    /// large sheet hides them, and drawing them costs time (a receded row's separator clip is
    /// not pixel-aligned).
    func pageContent(_ layout: ScreenLayout, appearance: Appearance, onWindow: Bool, visibleHeight: Float = .infinity) -> [SceneItem] {
        var items: [SceneItem] = []
        let height = min(layout.size.height, visibleHeight)
        let rowsFrame = Rect(x: layout.content.minX, y: 0, width: layout.content.width, height: height)
        let tints = layout.rows.editorOfRow.mapValues { Self.editorTint(placed[$0].control, appearance: appearance) }
        items += Self.rows(rows, layout: layout.rows, frame: rowsFrame, appearance: appearance, editorTints: tints)
        // With a split view the status bar spans both columns: drawn once, over them, and each
        // column's bar hides its items (which changes nothing of the layout).
        let splits = layout.split != nil
        if case (var bar, let barLayout)? = layout.bar {
            bar.hidesStatusBarItems = onWindow || splits
            items += bar.sceneItems(layout: barLayout, appearance: appearance, origin: Point(layout.content.minX, 0))
        }
        if let column = layout.split, let split {
            items += primaryColumn(split, column, height: height, appearance: appearance)
        }
        if !onWindow && (layout.bar == nil || splits) {
            items += StatusBar(family: device.statusBarFamily).sceneItems(width: layout.size.width, appearance: appearance, origin: .zero)
        }
        for (control, origin) in layout.placed where origin.y < visibleHeight {
            items += Self.items(of: control, appearance: appearance, origin: origin)
        }
        return items
    }

    /// A split view's primary column (ios-facts §3.7): `systemBackground` (over the secondary
    /// column when it lies over it), its rows, its control and its bar, and the one-pixel border
    /// on its trailing edge; `height` is how much of the page shows.
    func primaryColumn(_ split: SplitView, _ column: SplitLayout, height: Float, appearance: Appearance) -> [SceneItem] {
        let frame = column.primaryFrame
        var items: [SceneItem] = [.fill(FillItem(path: .rect(frame), paint: .solid(SystemColors.systemBackground.resolved(for: appearance))))]
        let rowsFrame = Rect(x: frame.minX, y: 0, width: frame.width, height: height)
        items += Self.rows(split.primary.rows, layout: column.rows, frame: rowsFrame, appearance: appearance)
        items += Self.controlUnderRows(split.primary, rowsTop: column.rows.top, midX: frame.midX, appearance: appearance)
        if case (var bar, let barLayout)? = column.bar {
            bar.hidesStatusBarItems = true
            items += bar.sceneItems(layout: barLayout, appearance: appearance, origin: frame.origin)
        }
        items.append(Hairline.before(x: frame.maxX, from: 0, to: frame.maxY, color: Metrics.splitBorder.resolved(for: appearance)))
        return items
    }

    /// The tint an open editor gives its row's value: a date picker's own tint, else the
    /// system's default (ios-facts §3.2c).
    static func editorTint(_ control: any Control, appearance: Appearance) -> Color {
        (control as? DatePicker)?.tint.resolved(for: appearance) ?? SystemColors.systemBlue.resolved(for: appearance)
    }

    static func items<C: Control>(of control: C, appearance: Appearance, origin: Point) -> [SceneItem] {
        control.sceneItems(appearance: appearance, origin: origin)
    }

    /// How much of a receded page shows, in the page's points: down to the bottom of the
    /// rounded top corners of the sheet that scaled it back.
    static func visiblePageHeight(_ layout: ScreenLayout) -> Float {
        guard layout.pageRecedes, let sheet = layout.presented.first(where: { $0.kind == .pageSheet }) else { return .infinity }
        let t = layout.pageTransform
        return (sheet.frame.minY + sheet.cornerRadius - t.f) / max(t.d, 1e-3)
    }

    /// The black window around a card at `frame` (its corners rounded as a receded card's).
    static func window(around frame: Rect, size: Size) -> [SceneItem] {
        var path = Path.rect(Rect(x: -1, y: -1, width: size.width + 2, height: size.height + 2))
        path.append(Path.roundedRect(frame, cornerRadius: Metrics.recededCornerRadius))
        return [.fill(FillItem(path: path, paint: .solid(Metrics.window), rule: .evenodd))]
    }

    /// `items` (a sheet, in its own space, `shape` its outline there) as a card: moved by
    /// `transform`; when that scales it back, tinted over its shape (ios-facts §4.5). The
    /// items clip themselves to the shape, so no clip is needed here.
    static func card(_ items: [SceneItem], shape: Path, transform: Transform, appearance: Appearance) -> SceneItem {
        guard transform != .identity else { return .group(GroupItem(items: items)) }
        let tint = SceneItem.fill(FillItem(path: shape, paint: .solid(Metrics.recededTint.resolved(for: appearance))))
        return .group(GroupItem(transform: transform, items: items + [tint]))
    }

    /// List rows where `layout` puts them, across `frame`'s width, each with its separator below
    /// it, and a separator under each editor's cell (ios-facts §3.2b, §3.2c). A row's value sits
    /// at the trailing edge in `secondaryLabel`, or in its editor's tint from `editorTints` (by
    /// row) while one is open below it; the title gets the room the value leaves.
    static func rows(_ rows: [ListRow], layout: ListLayout, frame: Rect, appearance: Appearance, editorTints: [Int: Color] = [:]) -> [SceneItem] {
        guard !rows.isEmpty else { return [] }
        let label = SystemColors.label.resolved(for: appearance), separator = SystemColors.separator.resolved(for: appearance)
        let secondary = SystemColors.secondaryLabel.resolved(for: appearance)
        let offset = TextMeasure.baselineOffset(Metrics.rowFont)
        let inset = Metrics.rowInset, content = frame.width - 2 * inset
        var items: [SceneItem] = []
        for (i, row) in rows.enumerated() where i < layout.rowTops.count {
            let rowTop = layout.rowTops[i]
            guard rowTop < frame.maxY else { break }
            let baseline = rowTop + Metrics.rowHeight / 2 + offset
            var titleWidth = content
            if let value = row.value, !value.isEmpty {
                let valueWidth = min(TextMeasure.width(value, font: Metrics.rowFont), content * Metrics.rowValueShare)
                titleWidth = max(0, content - valueWidth - Metrics.rowValueGap)
                items.append(.text(TextItem(value, font: Metrics.rowFont, origin: Point(frame.maxX - inset, baseline),
                                            paint: .solid(editorTints[i] ?? secondary), alignment: .right, maxWidth: valueWidth)))
            }
            items.append(.text(TextItem(row.title, font: Metrics.rowFont, origin: Point(frame.minX + inset, baseline),
                                        paint: .solid(label), maxWidth: titleWidth)))
            items.append(Hairline.below(from: frame.minX + inset, to: frame.maxX, y: rowTop + Metrics.rowHeight, color: separator))
        }
        for cell in layout.cells where cell.minY < frame.maxY {
            items.append(Hairline.below(from: frame.minX + inset, to: frame.maxX, y: cell.maxY, color: separator))
        }
        return items
    }

    /// A modal page's bar, rows and control in `frame`, rows starting `top` below the frame's
    /// top when there is no bar; the control under the rows, centred across the frame.
    static func modalContent(_ page: ModalPage, frame: Rect, appearance: Appearance, top: Float = 0) -> [SceneItem] {
        var items: [SceneItem] = []
        var rowsTop = frame.minY + top
        let bar = page.bar(width: frame.width)
        let barLayout = bar?.layout()
        if let barLayout { rowsTop = frame.minY + barLayout.size.height }
        items += rows(page.rows, layout: .plain(count: page.rows.count, top: rowsTop), frame: frame, appearance: appearance)
        items += controlUnderRows(page, rowsTop: rowsTop, midX: frame.midX, appearance: appearance)
        if let bar, let barLayout { items += bar.sceneItems(layout: barLayout, appearance: appearance, origin: frame.origin) }
        return items
    }

    /// A page's control (a modal page's, a split view's primary column's) under its rows,
    /// which start at `rowsTop`, centred on `midX`.
    static func controlUnderRows(_ page: ModalPage, rowsTop: Float, midX: Float, appearance: Appearance) -> [SceneItem] {
        guard let control = page.control?.control else { return [] }
        let s = control.layout().size
        return items(of: control, appearance: appearance, origin: Point(midX - s.width / 2, rowsTop + Float(page.rows.count) * Metrics.rowHeight))
    }
}
