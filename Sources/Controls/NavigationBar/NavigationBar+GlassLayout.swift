import Raster
import Typeset

// Laying the bar out in the glass design (iOS 26, ios-facts §3.8), in points, left to right
// and then mirrored as the classic layout is: no background, each item on a glass platter 44 pt
// tall, runs of adjacent items sharing one, the back button a circle with the chevron alone.

extension NavigationBar {
    /// The glass layout: `layout()` in the glass design.
    func glassLayout() -> NavigationBarLayout {
        var result = emptyLayout()   // no hairline in glass: `hasHairline` is false
        let centreY = result.row.midY

        // Trailing runs, from the trailing edge inwards.
        var trailingEdge = width
        if !trailingItems.isEmpty {
            trailingEdge = Self.placeGlassRuns(trailingItems, from: width - GlassMetrics.edgeInset, towards: -1, centreY: centreY, into: &result)
        }

        // The back button: a circle at the leading inset with the chevron (or the app's
        // indicator) centred in it; iOS 26 shows no back title [INF, validation warns].
        var leadingEdge: Float = 0
        if backTitle != nil {
            let circle = Rect(x: GlassMetrics.edgeInset, y: centreY - GlassMetrics.platterHeight / 2,
                              width: GlassMetrics.platterHeight, height: GlassMetrics.platterHeight)
            result.platters.append(.init(frame: circle, style: .plain))
            let box: Rect
            if let size = backIndicator?.size {
                box = Rect(x: circle.midX - size.width / 2, y: centreY - size.height / 2, width: size.width, height: size.height)
            } else {
                // The chevron's ink, not its box, centred in the circle.
                let square = Rect(x: 0, y: centreY - GlassMetrics.glyphBox / 2, width: GlassMetrics.glyphBox, height: GlassMetrics.glyphBox)
                box = square.offsetBy(dx: circle.midX - Self.chevronInk(in: square).midX, dy: 0)
            }
            result.back = .init(chevronBox: box, label: nil, labelBaseline: Point(circle.maxX, centreY))
            leadingEdge = circle.maxX
        }
        if !leadingItems.isEmpty {
            let start = backTitle == nil ? GlassMetrics.edgeInset : leadingEdge + GlassMetrics.platterGap
            leadingEdge = Self.placeGlassRuns(leadingItems, from: start, towards: 1, centreY: centreY, into: &result)
        }

        placeTitle(in: &result, leadingEdge: leadingEdge, trailingEdge: trailingEdge,
                   baseline: centreY + GlassMetrics.titleBaselineBelowCentre)
        return direction == .rtl ? Self.mirrored(result) : result
    }

    /// Places `items` from `edge` going `towards` (−1 leftwards for the trailing side, +1
    /// rightwards for the leading one), each run of adjacent items on one platter: a fixed space
    /// ends a run (and adds its width to the gap), a prominent (done-style) item is a run of its
    /// own, and a compact date picker, a custom view, has no platter [INF: iOS 26 groups
    /// adjacent items on a shared background unless something separates them]. Returns the edge
    /// reached, the far side of the last platter.
    static func placeGlassRuns(_ items: [Item], from edge: Float, towards direction: Float, centreY: Float,
                               into result: inout NavigationBarLayout) -> Float {
        var cursor = edge
        var runStart: Float?
        var runIsProminent = false, runIsEnabled = true
        var pendingGap: Float = 0
        func endRun() {
            guard let start = runStart else { return }
            let lo = min(start, cursor), hi = max(start, cursor)
            let style: NavigationBarLayout.Platter.Style = !runIsProminent ? .plain : (runIsEnabled ? .prominent : .disabledProminent)
            result.platters.append(.init(frame: Rect(x: lo, y: centreY - GlassMetrics.platterHeight / 2, width: hi - lo,
                                                     height: GlassMetrics.platterHeight), style: style))
            runStart = nil
        }
        for item in items {
            let content = glassContent(of: item)
            if case .fixedSpace(let w) = content.content {
                endRun()
                pendingGap += w
                continue
            }
            let prominent = isProminent(item)
            let hasPlatter: Bool
            if case .compactDate = content.content { hasPlatter = false } else { hasPlatter = true }
            // A prominent item or an item without a platter stands alone.
            if runStart != nil, prominent || runIsProminent || !hasPlatter { endRun() }
            let w = glassCellWidth(of: content)
            if runStart == nil, cursor != edge { cursor += direction * (GlassMetrics.platterGap + pendingGap) }
            else if runStart == nil { cursor += direction * pendingGap }
            pendingGap = 0
            if hasPlatter, runStart == nil {
                runStart = cursor
                runIsProminent = prominent
                runIsEnabled = item.isEnabled
            }
            let x = direction < 0 ? cursor - w : cursor
            var placed = glassPlace(content, x: x, width: w, centreY: centreY)
            placed.isProminent = prominent
            result.items.append(placed)
            cursor += direction * w
            if !hasPlatter { runStart = nil }
        }
        endRun()
        return cursor
    }

    /// Whether an item is drawn prominent in glass: a done-style text item.
    static func isProminent(_ item: Item) -> Bool {
        if case .text(_, true) = item.content { return true }
        return false
    }

    /// The item as glass draws it: the system Done item becomes the check mark (§3.8).
    static func glassContent(of item: Item) -> Item {
        if case .text(let text, true) = item.content, text == systemTextItems["done"]?.title,
           let check = BarGlyph.named(GlassMetrics.doneGlyph) {
            return Item(.glyph(check), isEnabled: item.isEnabled)
        }
        return item
    }

    /// An item's cell on its platter: a glyph's circle, a text's advance with its padding (at
    /// least a circle), an image with its room, a compact date picker's own width.
    static func glassCellWidth(of item: Item) -> Float {
        switch item.content {
        case .text: max(GlassMetrics.platterHeight, width(of: item) + 2 * GlassMetrics.textPadding)
        case .glyph: GlassMetrics.platterHeight
        case .svg, .image: max(GlassMetrics.platterHeight, width(of: item) + 2 * GlassMetrics.imagePadding)
        case .fixedSpace, .compactDate: width(of: item)
        }
    }

    /// An item in its cell: text from the cell's padding, anything else centred in it.
    static func glassPlace(_ item: Item, x: Float, width w: Float, centreY: Float) -> NavigationBarLayout.PlacedItem {
        let frame = Rect(x: x, y: centreY - Metrics.rowHeight / 2, width: w, height: Metrics.rowHeight)
        guard case .text(let text, let done) = item.content else { return .init(item: item, frame: frame, baseline: nil) }
        let font = done ? Metrics.doneItemFont : Metrics.itemFont
        let advance = TextMeasure.width(text, font: font)
        return .init(item: item, frame: frame, baseline: Point(frame.midX - advance / 2, centreY + TextMeasure.baselineOffset(font)))
    }
}
