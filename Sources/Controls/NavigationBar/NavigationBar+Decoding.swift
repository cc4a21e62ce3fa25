import Documents
import Raster

// Reading a navigation bar from its map in a figure file (or the map its flags make): every
// field read on its own, so every bad field is reported at once.

extension NavigationBar {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init()
        if let v = fields.read(Field.title) { title = v }
        if fields.read(Field.largeTitle) == true { titleDisplay = .large }
        backTitle = fields.read(Field.backTitle)
        for (field, path) in [(Field.leadingItems, \NavigationBar.leadingItems), (Field.trailingItems, \NavigationBar.trailingItems)] {
            if let list = fields.read(field) {
                self[keyPath: path] = list.compactMap { node in fields.attempt { () throws(Diagnostic) in try Self.item(node) } }
            }
        }
        if let segments = fields.read(Field.titleSegments) {
            segmentedTitle = SegmentedControl(segments: segments, selectedSegment: 0)
        }
        if let selected = fields.read(Field.selectedTitleSegment) {
            if segmentedTitle == nil {
                fields.report.append(.error(["selectedTitleSegment"], "give titleSegments too: there is no segmented control to select in"))
            }
            segmentedTitle?.selectedSegment = selected
        }
        if let v = fields.read(Field.statusBar) { statusBar = v.family }
        if let v = fields.read(Field.background) { background = v }
        if let v = fields.read(Field.backIndicator) { backIndicator = v }
        if let v = fields.read(Field.backIndicatorMask) { backIndicatorMask = v }
        barTint = fields.read(Field.barTint)
        if let v = fields.read(Field.tint) { tint = v }
        if let v = fields.read(Field.width) { width = v }
        if let v = fields.read(Field.direction) { direction = v }
        try fields.finish()
    }

    /// UIKit's system items that are text (`UIBarButtonItem.SystemItem`), and whether each is
    /// drawn in the `done` style.
    static let systemTextItems: [String: (title: String, done: Bool)] = [
        "edit": ("Edit", false), "done": ("Done", true), "cancel": ("Cancel", false), "save": ("Save", true),
        "undo": ("Undo", false), "redo": ("Redo", false),
    ]

    /// An item: a word (see `itemsHelp`), or in files a map `{text: …, style: done}`,
    /// `{glyph: NAME}`, `{svg: "<svg …>"}`, `{image: FILE, rendering: template|original}`, `{space: POINTS}`, or a compact date picker
    /// `{date: YYYY-MM-DD[THH:MM], mode: date|time|date-and-time, locale: …, timeZone: …}`, each
    /// with `enabled: false` allowed.
    static func item(_ node: DocumentNode) throws(Diagnostic) -> Item {
        if case .scalar = node.value { return try word(node) }
        let m = try node.map()
        try m.rejectUnknownKeys(["text", "style", "glyph", "svg", "image", "rendering", "space", "date", "mode", "locale", "timeZone", "enabled"])
        let kinds = ["text", "glyph", "svg", "image", "space", "date"].filter { m.optional($0) != nil }
        guard kinds.count == 1 else { throw node.error("give one of text, glyph, svg, image, space or date, found \(kinds.isEmpty ? "none" : kinds.joined(separator: " and "))") }
        if m.optional("image") == nil, let rendering = m.optional("rendering") { throw rendering.error("only an image item takes rendering") }
        if m.optional("date") == nil, let extra = ["mode", "locale", "timeZone"].first(where: { m.optional($0) != nil }) {
            throw m.optional(extra)!.error("only a date item takes \(extra)")
        }
        var item: Item
        if let d = m.optional("date") {
            let zone = try m.optional("timeZone").map { n throws(Diagnostic) in try LocaleSettings.timeZone(n) } ?? "UTC"
            let text = try d.string()
            var button = CompactDateButton(date: try LocaleSettings.date(d, calendar: LocaleSettings.gregorianCalendar(timeZone: zone)),
                                           mode: Self.dateItemMode(text), timeZone: zone)
            if let mode = m.optional("mode") { button.mode = try mode.oneOf(CompactDateButton.Mode.self) }
            if let locale = m.optional("locale") { button.locale = try LocaleSettings.locale(locale) }
            item = Item(.compactDate(button))
        } else if let t = m.optional("text") {
            let done: Bool
            switch try m.optional("style")?.string() ?? "plain" {
            case "plain": done = false
            case "done": done = true
            case let other: throw m.optional("style")!.error("unknown style \(Excerpt.quoted(other)) (expected plain, done)")
            }
            item = .text(try t.string(), done: done)
        } else if let g = m.optional("glyph") {
            item = try glyph(try g.string(), g)
        } else if let file = m.optional("image") {
            let rendering = try m.optional("rendering")?.oneOf(AppImage.Rendering.self) ?? .template
            item = Item(.image(try ImageFileReader.image(try file.string(), rendering: rendering, at: file)))
        } else if let s = m.optional("svg") {
            let text = try s.string()
            do { item = Item(.svg(try CustomGlyph(svg: text))) } catch {
                throw s.error("the SVG: " + Self.firstProblem(error))
            }
        } else {
            item = Item(.fixedSpace(try m.required("space").float()))
        }
        if let e = m.optional("enabled") { item.isEnabled = try e.bool() }
        return item
    }

    /// A word from a flag or a list: `edit`, `add`, `text:Select`, `done:Save`, `space:12`, `!edit`.
    static func word(_ node: DocumentNode) throws(Diagnostic) -> Item {
        var text = try node.string()
        var enabled = true
        if text.hasPrefix("!") { enabled = false; text.removeFirst() }
        var item: Item
        if let colon = text.firstIndex(of: ":"), ["text", "done", "space", "glyph", "date", "image"].contains(String(text[..<colon])) {
            let head = String(text[..<colon]), rest = String(text[text.index(after: colon)...])
            switch head {
            case "text": item = .text(rest)
            case "done": item = .text(rest, done: true)
            case "glyph": item = try glyph(rest, node)
            case "image": item = Item(.image(try ImageFileReader.image(rest, rendering: .template, at: node)))
            case "date":
                let date = try LocaleSettings.date(DocumentNode(.scalar(rest, .quoted), path: node.path, location: node.location),
                                                   calendar: LocaleSettings.gregorianCalendar(timeZone: "UTC"))
                item = Item(.compactDate(CompactDateButton(date: date, mode: Self.dateItemMode(rest))))
            default:
                guard let points = Float(rest) else { throw node.error("space:\(rest): expected a width in points") }
                item = Item(.fixedSpace(points))
            }
        } else if let system = systemTextItems[text] {
            item = .text(system.title, done: system.done)
        } else if let glyph = Item.glyph(text) {
            item = glyph
        } else if text == "space" {
            item = Item(.fixedSpace(Metrics.interItemSpace))
        } else {
            guard !text.isEmpty else { throw node.error("an empty item; give a system item, a glyph name or text") }
            item = .text(text)
        }
        item.isEnabled = enabled
        return item
    }

    /// The pills a date item shows when its mode is not given: the date alone for `YYYY-MM-DD`,
    /// the date and the time when a time follows.
    static func dateItemMode(_ text: String) -> CompactDateButton.Mode {
        text.contains(where: { $0 == "T" || $0 == " " }) ? .dateAndTime : .date
    }

    /// The first error of an inline SVG, with its line inside the SVG text.
    static func firstProblem(_ list: DiagnosticList) -> String {
        guard let first = list.diagnostics.first(where: \.isError) else { return "cannot be read" }
        return inSVG(first)
    }

    /// A problem the importer found, named by its line in the SVG and its field there:
    /// `line 1 of the SVG: path.d: …`.
    static func inSVG(_ problem: Diagnostic) -> String {
        let line: String = problem.location?.line.map { "line \($0) of the SVG: " } ?? ""
        return line + (problem.field.isRoot ? "" : "\(problem.field): ") + problem.message
    }

    static func glyph(_ name: String, _ node: DocumentNode) throws(Diagnostic) -> Item {
        guard let item = Item.glyph(name) else {
            throw node.error("unknown glyph \(Excerpt.quoted(name)) (built in: \(BarGlyph.names.joined(separator: ", ")))")
        }
        return item
    }
}
