import Raster

// Laying a screen out (ios-facts §3.2, §3.2b, §4.5): the app's bar at the top, rows under it,
// placed controls where their kinds go, then each presentation in turn. A large page sheet
// scales the card under it back (the screen's page, or the sheet before); a popover in compact
// width becomes a large sheet; an action sheet on an iPad becomes a popover at its source.

extension Screen {
    public func layout() -> ScreenLayout {
        let size = device.size
        let bar = screenBar.map { ($0, $0.layout()) }
        let rowsTop = bar.map { $0.1.size.height } ?? device.topInset
        let content = contentFrame
        let list = Self.listLayout(rows: rows.count, top: rowsTop, left: content.minX, width: content.width, placed: placed)
        let placed = self.placed.enumerated().map { i, p in
            (control: p.control, origin: list.editors[i] ?? Self.origin(of: p.control, on: device))
        }
        var result = ScreenLayout(size: size, content: content, bar: bar, rows: list, split: splitLayout(), placed: placed,
                                  pageTransform: .identity, presented: [])
        /// The cards a large sheet may scale back, topmost last: nil is the screen's page.
        var cards: [Int?] = [nil]
        for presentation in presentations {
            let laid = presented(presentation)
            if laid.kind == .pageSheet, case .sheet(let sheet) = presentation.resolved(on: device), sheet.detent == .large {
                let under = cards.last ?? nil
                let frame = under.map { result.presented[$0].frame } ?? Rect(origin: .zero, size: size)
                let back = recede(frame)
                if let i = under { result.presented[i].transform = back } else { result.pageTransform = back }
            }
            if laid.kind == .pageSheet || laid.kind == .formSheet { cards.append(result.presented.count) }
            result.presented.append(laid)
        }
        return result
    }

    /// The split view's primary column when it shows (ios-facts §3.7): at the leading edge, its
    /// bar under the status bar at the column's width, its rows under the bar.
    func splitLayout() -> SplitLayout? {
        guard let split, let mode = splitMode, mode != .secondaryOnly else { return nil }
        let frame = Rect(x: 0, y: 0, width: split.primaryWidth, height: device.size.height)
        let bar = split.primary.navigationBar.map { Self.columnBar($0, width: frame.width, on: device) }.map { ($0, $0.layout()) }
        let top = bar?.1.size.height ?? device.topInset
        return SplitLayout(mode: mode, primaryFrame: frame, bar: bar, rows: .plain(count: split.primary.rows.count, top: top))
    }

    /// A list's rows from `top` across the column from `left`, `width` wide, each
    /// `Metrics.rowHeight` tall, with each placed control whose `belowRow` is one of them in a
    /// cell of its own height just below it (in the order placed), centred across the column;
    /// the rows after it move down.
    static func listLayout(rows count: Int, top: Float, left: Float = 0, width: Float, placed: [PlacedControl]) -> ListLayout {
        var list = ListLayout(top: top, rowTops: [], cells: [], editors: [:], editorOfRow: [:])
        var y = top
        for row in 0 ..< count {
            list.rowTops.append(y)
            y += Metrics.rowHeight
            for (i, p) in placed.enumerated() where p.belowRow == row {
                let s = p.control.layout().size
                list.editors[i] = Point(left + (width - s.width) / 2, y)
                list.cells.append(Rect(x: left, y: y, width: width, height: s.height))
                if list.editorOfRow[row] == nil { list.editorOfRow[row] = i }
                y += s.height
            }
        }
        return list
    }

    /// Where `control`'s layout goes on `device`: its kind's screen position.
    static func origin(of control: some Control, on device: ScreenDevice) -> Point {
        device.frame(of: control.layout().size, position: type(of: control).kind.screenPosition)
    }

    /// The scale back of a card whose frame is `frame`: about its top centre by
    /// `recededScale`, its top moved to the top safe-area inset (ios-facts §4.5).
    func recede(_ frame: Rect) -> Transform {
        let s = Metrics.recededScale, cx = frame.midX
        return Transform.translation(-cx, -frame.minY).concatenating(.scale(s)).concatenating(.translation(cx, device.topInset))
    }

    /// One presentation laid out on its own (a later sheet may still scale it back).
    func presented(_ presentation: Presentation) -> PresentedLayout {
        let size = device.size, whole = Rect(origin: .zero, size: size)
        func laid(_ kind: PresentedLayout.Kind, _ frame: Rect, radius: Float, dims: Bool, page: ModalPage?,
                  arrow: PopoverArrow? = nil) -> PresentedLayout {
            PresentedLayout(kind: kind, presentation: presentation, frame: frame, cornerRadius: radius, dimsBelow: dims, arrow: arrow,
                            transform: .identity, page: page)
        }
        switch presentation.resolved(on: device) {
        case .sheet(let sheet) where !device.isCompactWidth:
            let s = Metrics.formSheetSize
            let frame = Rect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height)
            return laid(.formSheet, frame, radius: Metrics.sheetCornerRadius, dims: true, page: sheet.page)
        case .sheet(let sheet):
            let top = sheet.detent == .large ? device.topInset + Metrics.sheetTopGap : size.height * (1 - Metrics.mediumDetentFraction)
            return laid(.pageSheet, Rect(x: 0, y: top, width: size.width, height: size.height - top), radius: Metrics.sheetCornerRadius,
                        dims: sheet.detent == .medium, page: sheet.page)
        case .fullScreen(let page):
            return laid(.fullScreen, whole, radius: 0, dims: false, page: page)
        case .currentContext(let page, let frame):
            return laid(.currentContext, frame, radius: 0, dims: false, page: page)
        case .alert(let alert):
            let frame = Rect(origin: device.frame(of: alert.layout().size, position: .centre), size: alert.layout().size)
            return laid(.alert, frame, radius: 0, dims: alert.dimsBackground, page: nil)
        case .actionSheet(let sheet, let source) where !device.isCompactWidth:
            let content = Self.actionPopoverSheet(sheet).layout()
            let placed = popoverPlacement(source: source ?? .zero, arrow: nil, size: content.size)
            return laid(.actionPopover, placed.body, radius: Metrics.popoverCornerRadius, dims: false, page: nil, arrow: placed.arrow)
        case .actionSheet(let sheet, _):
            var sheet = sheet
            sheet.width = size.width
            let frame = Rect(origin: device.frame(of: sheet.layout().size, position: .bottomCentre), size: sheet.layout().size)
            return laid(.actionSheet, frame, radius: 0, dims: sheet.dimsBackground, page: nil)
        case .popover(let popover):
            let placed = popoverPlacement(source: popover.source, arrow: popover.arrow, size: popover.size)
            return laid(.popover, placed.body, radius: Metrics.popoverCornerRadius, dims: false, page: popover.page, arrow: placed.arrow)
        }
    }

    /// The action sheet an iPad shows in a popover: no Cancel (tapping outside cancels), not
    /// dimmed, its group `actionPopoverWidth` wide.
    static func actionPopoverSheet(_ sheet: ActionSheet) -> ActionSheet {
        var sheet = sheet
        sheet.presentedInPopover = true
        sheet.width = Metrics.actionPopoverWidth
        return sheet
    }

    /// Where a popover of content `size` goes for `source` (ios-facts §4.4, §4.5): on the side
    /// the arrow asks for, or with `arrow` nil the first side with room (below, above, right,
    /// left — else the roomiest), inside the safe area less a margin; the arrow's tip on the
    /// source's edge, its base kept a corner radius clear of the body's corners.
    func popoverPlacement(source: Rect, arrow: Popover.Arrow?, size: Size) -> (body: Rect, arrow: PopoverArrow) {
        let m = Metrics.popoverScreenMargin, h = Metrics.arrowHeight
        let safe = Rect(x: m, y: device.topInset + m, width: device.size.width - 2 * m,
                        height: device.size.height - device.topInset - device.bottomInset - 2 * m)
        let space: [(Popover.Arrow, Float, Float)] = [
            (.up, safe.maxY - source.maxY, size.height), (.down, source.minY - safe.minY, size.height),
            (.left, safe.maxX - source.maxX, size.width), (.right, source.minX - safe.minX, size.width),
        ]
        let direction = arrow ?? space.first { $0.1 >= $0.2 + h }?.0 ?? space.max { $0.1 < $1.1 }!.0
        func clamp(_ v: Float, _ lo: Float, _ hi: Float) -> Float { max(lo, min(v, max(lo, hi))) }
        let reach = Metrics.popoverCornerRadius + Metrics.arrowBase / 2
        // Worked out along the arrow's axis as if it pointed up or down; for left and right the
        // same arithmetic runs with x and y swapped.
        let vertical = direction == .up || direction == .down
        func axis(_ r: Rect) -> Rect { vertical ? r : Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
        func axis(_ p: Point) -> Point { vertical ? p : Point(p.y, p.x) }
        let src = axis(source), room = axis(safe), extent = vertical ? size : Size(size.height, size.width)
        // Up and left put the popover after its source on the axis; down and right before it.
        let after = direction == .up || direction == .left
        let x = clamp(src.midX - extent.width / 2, room.minX, room.maxX - extent.width)
        let y = after ? src.maxY + h : src.minY - h - extent.height
        let body = Rect(x: x, y: y, width: extent.width, height: extent.height)
        let cx = clamp(src.midX, body.minX + reach, body.maxX - reach)
        let tip = Point(cx, after ? src.maxY : src.minY), base = Point(cx, after ? body.minY : body.maxY)
        return (axis(body), PopoverArrow(direction: direction, tip: axis(tip), baseCentre: axis(base)))
    }
}

extension Presentation {
    /// The presentation as `device` shows it: in compact width a popover is a large page sheet
    /// with the popover's page (the HIG: "a sheet in compact environments").
    func resolved(on device: ScreenDevice) -> Presentation {
        if case .popover(let popover) = self, device.isCompactWidth {
            return .sheet(Sheet(style: .page, detent: .large, page: popover.page))
        }
        return self
    }
}
