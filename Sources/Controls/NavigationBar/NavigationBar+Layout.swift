import Raster
import Typeset

// Laying the bar out, in points: left to right as in English, then mirrored for a
// right-to-left bar. Text is measured (`TextMeasure`), never counted in characters.

extension NavigationBar {
    /// The bar's height below the status bar: 44, or 96 with a large title (ios-facts §3.1).
    public var barHeight: Float { Metrics.rowHeight + (titleDisplay == .large ? Metrics.largeTitleRowHeight : 0) }

    /// The background drawn: `background`, with `.automatic` made scroll-edge under a large
    /// title and standard under an inline one (never `.automatic`).
    public var resolvedBackground: Background {
        guard background == .automatic else { return background }
        return titleDisplay == .large ? .scrollEdge : .standard
    }

    /// Whether the background draws the hairline under the bar: standard and opaque do, the
    /// scroll edge does not (ios-facts §3.5), and the glass design never does (§3.8).
    public var hasHairline: Bool { design == .classic && resolvedBackground != .scrollEdge }

    /// The status bar's height, 0 without one.
    public var statusBarHeight: Float { statusBar.map { StatusBar(family: $0).height } ?? 0 }

    /// The layout in points. Only meaningful for a configuration without validation errors.
    public func layout() -> NavigationBarLayout {
        if design == .glass { return glassLayout() }
        var result = emptyLayout()
        let centreY = result.row.midY

        // Trailing items, from the trailing edge inwards.
        var trailingEdge = width - Metrics.edgePadding
        for (i, item) in trailingItems.enumerated() {
            if i > 0 { trailingEdge -= Metrics.interItemSpace }
            let w = Self.width(of: item)
            result.items.append(Self.place(item, x: trailingEdge - w, width: w, centreY: centreY))
            trailingEdge -= w
        }
        if trailingItems.isEmpty { trailingEdge = width }

        // The leading items' width, to know what the back button may take.
        let leadingItemsWidth = leadingItems.map(Self.width(of:)).reduce(0, +)
            + Metrics.interItemSpace * Float(max(leadingItems.count - 1, 0))
        let titleWidth = inlineTitleWidth
        // The back button and the leading items must end before the centred title (or, with
        // no title in the row, before the trailing items).
        let leadingLimit = titleWidth > 0 ? (width - titleWidth) / 2 - Metrics.titleGap : trailingEdge - Metrics.titleGap
        var leadingEdge = Metrics.edgePadding
        if let backTitle {
            let itemsRoom = leadingItems.isEmpty ? 0 : Metrics.interGroupSpace + leadingItemsWidth
            let back = Self.backButton(title: backTitle, limit: leadingLimit - itemsRoom, centreY: centreY, indicator: backIndicator?.size)
            result.back = back
            leadingEdge = back.label.map { back.labelBaseline.x + TextMeasure.width($0, font: Metrics.itemFont) }
                ?? (backIndicator == nil ? Self.chevronInk(in: back.chevronBox) : back.chevronBox).maxX
            if !leadingItems.isEmpty { leadingEdge += Metrics.interGroupSpace }
        }
        for (i, item) in leadingItems.enumerated() {
            if i > 0 { leadingEdge += Metrics.interItemSpace }
            let w = Self.width(of: item)
            result.items.append(Self.place(item, x: leadingEdge, width: w, centreY: centreY))
            leadingEdge += w
        }
        if backTitle == nil && leadingItems.isEmpty { leadingEdge = 0 }

        placeTitle(in: &result, leadingEdge: leadingEdge, trailingEdge: trailingEdge,
                   baseline: centreY + TextMeasure.baselineOffset(Metrics.titleFont))
        return direction == .rtl ? Self.mirrored(result) : result
    }

    /// The bar's rows under its status bar, in this bar's design, with nothing placed yet.
    func emptyLayout() -> NavigationBarLayout {
        let top = statusBarHeight
        let row = Rect(x: 0, y: top, width: width, height: Metrics.rowHeight)
        return NavigationBarLayout(size: Size(width, top + barHeight), statusBarHeight: top, row: row,
                                   largeRow: titleDisplay == .large
                                       ? Rect(x: 0, y: row.maxY, width: width, height: Metrics.largeTitleRowHeight) : nil,
                                   back: nil, items: [], title: nil, segmented: nil, isRightToLeft: direction == .rtl,
                                   design: design, overhangBelowPixels: hasHairline ? Metrics.hairlinePixels : 0)
    }

    /// The title, or the segmented control in its place, in the room between `leadingEdge` and
    /// `trailingEdge` (left to right, before mirroring), centred on the bar where it fits; an
    /// inline title's baseline at `baseline`, a large title in its own row.
    func placeTitle(in result: inout NavigationBarLayout, leadingEdge: Float, trailingEdge: Float, baseline: Float) {
        let centreY = result.row.midY
        let titleWidth = inlineTitleWidth
        let room = (leadingEdge + Metrics.titleGap) ... max(leadingEdge + Metrics.titleGap, trailingEdge - Metrics.titleGap)
        if let segmented = segmentedTitle {
            var control = segmented
            let natural = control.layout().size.width
            control.width = min(natural, room.upperBound - room.lowerBound)
            let layout = control.layout()
            let x = Self.centred(width: layout.size.width, in: room, around: width / 2)
            result.segmented = (control, layout, Point(x, centreY - layout.size.height / 2))
        } else if titleDisplay == .inline, !title.isEmpty {
            let available = room.upperBound - room.lowerBound
            let shown = min(titleWidth, available)
            let x = Self.centred(width: shown, in: room, around: width / 2)
            result.title = NavigationBarLayout.Title(text: title, font: Metrics.titleFont,
                                                     anchor: Point(x + shown / 2, baseline),
                                                     maxWidth: available, isLarge: false)
        }
        if titleDisplay == .large, !title.isEmpty {
            result.title = NavigationBarLayout.Title(text: title, font: Metrics.largeTitleFont,
                                                     anchor: Point(Metrics.edgePadding, result.statusBarHeight + Metrics.largeTitleBaseline),
                                                     maxWidth: width - 2 * Metrics.edgePadding, isLarge: true)
        }
    }

    /// The inline title's measured width: 0 for a large or empty title, or a segmented title.
    var inlineTitleWidth: Float {
        guard titleDisplay == .inline, segmentedTitle == nil, !title.isEmpty else {
            return segmentedTitle.map { $0.layout().size.width } ?? 0
        }
        return TextMeasure.width(title, font: Metrics.titleFont)
    }

    /// The back button whose chevron starts at the leading padding and whose label ends before
    /// `limit`: the previous title if it fits, else "Back" if that fits, else the chevron alone
    /// (ios-facts §3.4: UIKit's fallback, by measured width). With an `indicator` of that size
    /// in points (an app's back indicator image), the image's box takes the chevron's place:
    /// its leading edge where the chevron's ink starts, centred on the row, and the label the
    /// same gap after it as after the chevron's ink [INF: the chevron's measured placement,
    /// ios-facts §3.4a, applied to the image's box].
    static func backButton(title: String, limit: Float, centreY: Float, indicator: Size? = nil) -> NavigationBarLayout.Back {
        let chevronBox: Rect, indicatorEnd: Float
        if let indicator {
            chevronBox = Rect(x: Metrics.backLeadingPadding, y: centreY - indicator.height / 2, width: indicator.width, height: indicator.height)
            indicatorEnd = chevronBox.maxX
        } else {
            let box = Rect(x: 0, y: centreY - Metrics.backChevronBox / 2, width: Metrics.backChevronBox, height: Metrics.backChevronBox)
            // Move the box so the chevron's ink starts at the padding.
            let ink = chevronInk(in: box)
            chevronBox = box.offsetBy(dx: Metrics.backLeadingPadding - ink.minX, dy: 0)
            indicatorEnd = chevronInk(in: chevronBox).maxX
        }
        let labelStart = indicatorEnd + Metrics.backTitleGap
        let baseline = centreY + TextMeasure.baselineOffset(Metrics.itemFont)
        // "" asks for the chevron alone: no fallback.
        let candidates = title.isEmpty ? [] : [title, Metrics.backFallbackTitle]
        let label = candidates.first { labelStart + TextMeasure.width($0, font: Metrics.itemFont) <= limit }
        return NavigationBarLayout.Back(chevronBox: chevronBox, label: label, labelBaseline: Point(labelStart, baseline))
    }

    /// The built-in chevron's ink inside its box: the `back` glyph's strokes span x 7.3…15.7
    /// and y 4.6…19.4 of its 24 units (BarGlyph+Library: a polyline from (14.75, 5.5) through
    /// (8.25, 12) to (14.75, 18.5), 1.8 wide with round caps).
    static func chevronInk(in box: Rect) -> Rect {
        let k = box.width / 24
        return Rect(x: box.minX + 7.3 * k, y: box.minY + 4.6 * k, width: 8.4 * k, height: 14.8 * k)
    }

    /// An item's width: its text's advance, a glyph's box, a custom glyph's own width, a space,
    /// a compact date picker's pills.
    static func width(of item: Item) -> Float {
        switch item.content {
        case .text(let text, let done): TextMeasure.width(text, font: done ? Metrics.doneItemFont : Metrics.itemFont)
        case .glyph: Metrics.glyphBox
        case .svg(let glyph): glyph.size.width
        case .image(let image): image.size.width
        case .fixedSpace(let w): w
        case .compactDate(let button): button.layout().size.width
        }
    }

    static func place(_ item: Item, x: Float, width w: Float, centreY: Float) -> NavigationBarLayout.PlacedItem {
        let frame = Rect(x: x, y: centreY - Metrics.rowHeight / 2, width: w, height: Metrics.rowHeight)
        switch item.content {
        case .text(_, let done):
            let font = done ? Metrics.doneItemFont : Metrics.itemFont
            return .init(item: item, frame: frame, baseline: Point(x, centreY + TextMeasure.baselineOffset(font)))
        case .glyph, .svg, .image, .fixedSpace, .compactDate:
            return .init(item: item, frame: frame, baseline: nil)
        }
    }

    /// The left edge of something `width` wide centred on `centre` if it fits in `room` there,
    /// else pushed inside `room` (centred in it when wider).
    static func centred(width w: Float, in room: ClosedRange<Float>, around centre: Float) -> Float {
        let available = room.upperBound - room.lowerBound
        guard w < available else { return room.lowerBound + (available - w) / 2 }
        return min(max(centre - w / 2, room.lowerBound), room.upperBound - w)
    }

    /// `layout` mirrored about the bar's vertical centre line: boxes flipped, text anchors moved
    /// to the other end of their runs.
    static func mirrored(_ layout: NavigationBarLayout) -> NavigationBarLayout {
        let w = layout.size.width
        func flip(_ r: Rect) -> Rect { Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) }
        var m = layout
        m.items = layout.items.map { placed in
            var p = placed
            p.frame = flip(placed.frame)
            // Text keeps its place inside its box: at the box's start (classic), or centred on
            // its platter (glass).
            p.baseline = placed.baseline.map { b in Point(p.frame.minX + (b.x - placed.frame.minX), b.y) }
            return p
        }
        m.platters = layout.platters.map { .init(frame: flip($0.frame), style: $0.style) }
        if let back = layout.back {
            let labelWidth = back.label.map { TextMeasure.width($0, font: Metrics.itemFont) } ?? 0
            m.back = .init(chevronBox: flip(back.chevronBox), label: back.label,
                           labelBaseline: Point(w - back.labelBaseline.x - labelWidth, back.labelBaseline.y))
        }
        if var title = layout.title {
            title.anchor.x = w - title.anchor.x
            m.title = title
        }
        if let s = layout.segmented {
            m.segmented = (s.control, s.layout, Point(w - s.origin.x - s.layout.size.width, s.origin.y))
        }
        return m
    }
}
