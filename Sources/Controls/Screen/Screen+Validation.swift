import Documents
import Raster

// The screen's checks: the bounds of its input, each placed control's and presentation's own
// checks under its field, and the HIG's modality advice (the guideline's page on modality, in
// our words): a full-screen cover needs a button to dismiss it (an error: nothing else leaves
// it), and every other modal view should have one too (a warning: a gesture also leaves it);
// a modal view names its task with a title; Done and Cancel do not share a side; a popover in
// compact width is a sheet, and a page over the current context should become one there; a
// modal's bar looks like the app's; a chain of modal views deeper than a stack of two sheets
// is "an app inside the app". docs/hig-rules.md traces each to the page and its test.

extension Screen {
    /// Bounds on input, so that nothing a file says makes the work unbounded.
    public enum Limits {
        /// The most list rows on the screen, or on one modal page.
        public static let maxRows = 200
        /// The longest list row, in characters (as long as the longest bar text).
        public static let maxRowLength = 200
        /// The most controls placed on the screen.
        public static let maxPlaced = 32
        /// The most presentations in the chain.
        public static let maxPresentations = 8
    }

    /// The list rows' bounds: their count, then their length (the first row over it only:
    /// aliases may give every row the same long text).
    static func checkRows(_ rows: [ListRow], field: FieldPath) -> [Diagnostic] {
        if rows.count > Limits.maxRows { return [.error(field, "\(rows.count) rows; at most \(Limits.maxRows)")] }
        guard let r = rows.firstIndex(where: { TextLength.exceeds($0.title, Limits.maxRowLength) || TextLength.exceeds($0.value ?? "", Limits.maxRowLength) })
        else { return [] }
        return [.error(field.appending(index: r), "a row over the limit of \(Limits.maxRowLength) characters")]
    }

    /// The split view's checks (ios-facts §3.7): regular width only, a primary width UIKit
    /// gives, the primary page's own checks, and a warning when `automatic` hides the primary
    /// column the figure describes.
    func checkSplit() -> [Diagnostic] {
        guard let split else { return [] }
        var out: [Diagnostic] = []
        if device.isCompactWidth {
            out.append(.error(["split"], "a split view shows its columns only in regular width (an iPad); in compact width UIKit collapses "
                + "it into one navigation stack: draw the column people see as the screen itself"))
        }
        let widths = Metrics.primaryColumnWidths
        if !widths.contains(split.primaryWidth) {
            out.append(.error(["split", "primaryWidth"], "the primary column is \(Excerpt.number(split.primaryWidth)) pt wide; UIKit gives it "
                + "\(Excerpt.number(widths.lowerBound)) to \(Excerpt.number(widths.upperBound)) pt"))
        }
        let field: FieldPath = ["split", "primary"]
        out += Self.checkRows(split.primary.rows, field: field + ["rows"])
        if let bar = split.primary.navigationBar {
            out += columnBarChecks(Self.columnBar(bar, width: split.primaryWidth, on: device)).map { $0.under(field + ["navigationBar"]) }
        }
        if let placed = split.primary.control {
            out += placed.control.validate().map { $0.under(field + ["control", .key(placed.key)]) }
        }
        let shows = split.primary.navigationBar != nil || !split.primary.rows.isEmpty || split.primary.control != nil
        if split.displayMode == .automatic, splitMode == .secondaryOnly, shows, !device.isCompactWidth {
            out.append(.warning(["split", "displayMode"], "automatic on a screen \(Excerpt.number(device.size.width)) pt wide (under "
                + "\(Excerpt.number(Metrics.splitTileWidth))): UIKit shows the secondary column alone until people open the primary, so "
                + "the primary is not drawn; say displayMode: over or beside to draw it, or use ipad-landscape"))
        }
        return out
    }

    /// A column's bar checks; NB-17's advice against a borderless bar under an inline title is
    /// left out when both columns of a split view are borderless, the HIG's exception (NB-18).
    func columnBarChecks(_ bar: NavigationBar) -> [Diagnostic] {
        let issues = bar.validate()
        guard bothColumnsBorderless else { return issues }
        return issues.filter { $0.message != NavigationBar.borderlessInlineAdvice }
    }

    /// Whether a split view shows both columns, each under a borderless (scroll-edge) bar.
    var bothColumnsBorderless: Bool {
        guard let split, let mode = splitMode, mode != .secondaryOnly, let secondary = navigationBar,
              let primary = split.primary.navigationBar else { return false }
        return secondary.resolvedBackground == .scrollEdge && primary.resolvedBackground == .scrollEdge
    }

    /// A control shown in context below a row (HIG, Pickers): the row must exist, and the
    /// control fit across the screen.
    func checkEditor(_ placed: PlacedControl, field: FieldPath) -> [Diagnostic] {
        guard let row = placed.belowRow else { return [] }
        var out: [Diagnostic] = []
        if row >= rows.count {
            out.append(.error(field + [.key(Self.belowKey)], "there is no row \(row) to show the control below: the screen has "
                + "\(rows.count) row\(rows.count == 1 ? "" : "s"), counted from 0"))
        }
        let width = placed.control.layout().size.width
        if width > device.size.width {
            out.append(.error(field + [.key(placed.key)], "the control is \(Excerpt.number(width)) pt wide and cannot be shown below a row "
                + "of the \(Excerpt.number(device.size.width)) pt screen"))
        }
        return out
    }

    public func validate() -> [Diagnostic] {
        var out: [Diagnostic] = []
        out += Self.checkRows(rows, field: ["rows"])
        if placed.count > Limits.maxPlaced { out.append(.error(["place"], "\(placed.count) controls; at most \(Limits.maxPlaced)")) }
        if presentations.count > Limits.maxPresentations {
            out.append(.error(["present"], "\(presentations.count) presentations; at most \(Limits.maxPresentations)"))
        }
        if let bar = screenBar { out += columnBarChecks(bar).map { $0.under(["navigationBar"]) } }
        out += checkSplit()
        for (i, p) in placed.prefix(Limits.maxPlaced).enumerated() {
            out += p.control.validate().map { $0.under(["place", .index(i), .key(p.key)]) }
            out += checkEditor(p, field: ["place", .index(i)])
        }
        let whole = Rect(origin: .zero, size: device.size)
        var pages = 0
        for (i, presentation) in presentations.prefix(Limits.maxPresentations).enumerated() {
            let field: FieldPath = ["present", .index(i), .key(presentation.key)]
            out += check(presentation, field: field, entry: ["present", .index(i)], whole: whole)
            if presentation.page != nil {
                pages += 1
                if pages == Metrics.deepestStack + 1 {
                    out.append(.warning(["present", .index(i)], "a modal view presented over \(Metrics.deepestStack) others: a hierarchy this deep "
                        + "inside a modal task is an app inside the app, and people lose their way back (HIG, Modality); keep modal tasks short"))
                }
            }
        }
        return out
    }

    /// One presentation's checks, fields under `field` (its kind's map) or `entry` (the list item).
    func check(_ presentation: Presentation, field: FieldPath, entry: FieldPath, whole: Rect) -> [Diagnostic] {
        var out: [Diagnostic] = []
        if let page = presentation.page {
            out += Self.checkRows(page.rows, field: field + ["rows"])
            if let placed = page.control {
                out += placed.control.validate().map { $0.under(field + ["control", .key(placed.key)]) }
            }
            if let bar = page.bar(width: device.size.width) {
                out += bar.validate().map { $0.under(field + ["navigationBar"]) }
                out += Self.doneAndCancel(in: bar, field: field + ["navigationBar"])
                if let app = navigationBar {
                    // Alike: the same background asked for (automatic follows each bar's own
                    // title) or the same one drawn, and the same tint.
                    let sameBackground = app.background == bar.background || app.resolvedBackground == bar.resolvedBackground
                    if !sameBackground || app.tint != bar.tint {
                        out.append(.warning(field + ["navigationBar"], "the modal view's bar has another background or tint than the app's: "
                            + "the HIG asks a modal view's navigation bar to look like the app's"))
                    }
                }
            }
        }
        if let page = presentation.page {
            // No gesture leaves a full-screen cover: without a dismiss button it is an error, below.
            let isCover = if case .fullScreen = presentation { true } else { false }
            out += Self.modalPageAdvice(page, kind: presentation.key, gestureDismisses: !isCover, field: field)
        }
        switch presentation {
        case .fullScreen(let page):
            if !(page.navigationBar.map(Self.hasDismissButton) ?? false) {
                out.append(.error(field + ["navigationBar"], "a full-screen cover needs a button that dismisses it, such as Done or Cancel "
                    + "in its navigationBar (HIG, Modality: always provide one); there is no gesture to leave it"))
            }
        case .alert(let alert):
            out += alert.validate().map { $0.under(field) }
        case .actionSheet(let sheet, let source):
            var shown = sheet
            shown.width = device.size.width
            out += shown.validate().map { $0.under(field) }
            if !device.isCompactWidth {
                if let source {
                    out += Self.checkSource(source, whole: whole, field: entry + ["source"])
                } else {
                    out.append(.error(entry + ["source"], "on an iPad an action sheet is a popover and needs the rectangle it points at: "
                        + "source: [x, y, width, height]"))
                }
            }
        case .popover(let popover):
            if device.isCompactWidth {
                out.append(.warning(field, "in compact width a popover is shown as a sheet (HIG, Modality); drawn as a large page sheet"))
            } else {
                out += Self.checkSource(popover.source, whole: whole, field: entry + ["source"])
                let s = popover.size
                if !(s.width >= 44 && s.height >= 44 && s.width <= device.size.width - 20 && s.height <= device.size.height - 20) {
                    out.append(.error(field + ["size"], "the popover's size must be at least 44 × 44 pt and fit on the screen"))
                }
                if let control = popover.page.control?.control {
                    let need = Size(control.layout().size.width, popover.page.contentHeight(width: s.width))
                    if need.width > s.width + 0.5 || need.height > s.height + 0.5 {
                        out.append(.warning(field + ["size"], "the popover's \(Excerpt.number(s.width)) × \(Excerpt.number(s.height)) pt "
                            + "does not hold its page (\(Excerpt.number(need.width)) × \(Excerpt.number(need.height)) pt with its control): "
                            + "drawn clipped; leave size out to fit it"))
                    }
                }
            }
        case .currentContext(_, let frame):
            if device.isCompactWidth {
                out.append(.warning(field, "in compact width the HIG says to present this page as a sheet instead of over the current "
                    + "context (HIG, Modality); drawn over its frame as asked"))
            }
            if !(frame.width >= 1 && frame.height >= 1 && whole.contains(Point(frame.minX, frame.minY))
                && frame.maxX <= whole.maxX && frame.maxY <= whole.maxY) {
                out.append(.error(entry + ["frame"], "the covered rectangle must lie on the \(Excerpt.number(whole.width)) × "
                    + "\(Excerpt.number(whole.height)) pt screen and be at least 1 pt each way"))
            }
        case .sheet(let sheet):
            if sheet.style == .page && !device.isCompactWidth {
                out.append(.warning(field + ["style"], "on an iPad a page sheet is drawn as a form sheet (540 × 600 pt, centred)"))
            }
        }
        return out
    }

    /// The modality page's advice for any modal view with a page: a title that names its task
    /// (warning when the page has no bar, or a bar with neither a title nor a segmented title),
    /// and — when a gesture can dismiss it (`gestureDismisses`: a sheet, popover or current
    /// context) — a button that dismisses it (warning; a full-screen cover without one is an
    /// error in `check`). `kind` names the presentation in the message.
    static func modalPageAdvice(_ page: ModalPage, kind: String, gestureDismisses: Bool, field: FieldPath) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let bar = page.navigationBar
        let titled = bar.map { !$0.title.allSatisfy(\.isWhitespace) || $0.segmentedTitle != nil } ?? false
        if !titled {
            out.append(.warning(field + ["navigationBar", "title"], "an untitled modal view: name its task with a title, so people keep "
                + "their place in the app while it covers their context (HIG, Modality)"))
        }
        if gestureDismisses, !(bar.map(hasDismissButton) ?? false) {
            out.append(.warning(field + ["navigationBar"], "no button dismisses this \(kind): the HIG asks every modal view for one "
                + "(Cancel or Done, or a close button), for assistive technologies and as an alternative to the gesture (HIG, Modality)"))
        }
        return out
    }

    /// A source rectangle must be on the screen.
    static func checkSource(_ source: Rect, whole: Rect, field: FieldPath) -> [Diagnostic] {
        guard source.width >= 0, source.height >= 0, source.minX >= 0, source.minY >= 0, source.maxX <= whole.maxX, source.maxY <= whole.maxY
        else {
            return [.error(field, "the source rectangle must lie on the \(Excerpt.number(whole.width)) × \(Excerpt.number(whole.height)) pt screen")]
        }
        return []
    }

    /// The titles of buttons that dismiss a modal view, compared without case.
    static let dismissTitles: Set<String> = ["done", "cancel", "close", "dismiss", "ok", "save"]
    /// Bar glyphs that dismiss.
    static let dismissGlyphs: Set<String> = ["close", "checkmark"]

    /// Whether `bar` has a button that dismisses its view: a dismissing title, any done-style
    /// item, or a close or checkmark glyph.
    static func hasDismissButton(_ bar: NavigationBar) -> Bool {
        (bar.leadingItems + bar.trailingItems).contains { item in
            switch item.content {
            case .text(let title, let done): done || dismissTitles.contains(title.lowercased())
            case .glyph(let glyph): dismissGlyphs.contains(glyph.name)
            case .svg, .image, .fixedSpace, .compactDate: false
            }
        }
    }

    /// A warning when Done and Cancel are on the same side of `bar`.
    static func doneAndCancel(in bar: NavigationBar, field: FieldPath) -> [Diagnostic] {
        func titles(_ items: [NavigationBar.Item]) -> Set<String> {
            Set(items.compactMap { if case .text(let t, _) = $0.content { t.lowercased() } else { nil } })
        }
        for (side, items) in [("leadingItems", bar.leadingItems), ("trailingItems", bar.trailingItems)] {
            let t = titles(items)
            if t.contains("done") && t.contains("cancel") {
                return [.warning(field + [.key(side)], "Done and Cancel on the same side of the bar: put Cancel at the leading end and "
                    + "Done at the trailing end, as people expect them (HIG, Modality)")]
            }
        }
        return []
    }
}
