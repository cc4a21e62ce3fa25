import Documents
import Raster

// Reading a screen from its map in a figure file (or the map its flags make): every field read
// on its own, so every bad field is reported at once. A placed control is read by its own
// kind's decoder; a presentation by `Presentation.init(from:device:)`.

extension Screen {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init()
        if let v = fields.read(Field.device) { device = v }
        if let map = fields.read(Field.split) {
            split = fields.report.attemptAll { () throws(DiagnosticList) in try SplitView(from: map) }
        }
        navigationBar = fields.read(Field.navigationBar).flatMap { node in
            fields.report.attemptAll { () throws(DiagnosticList) in try ModalPage.bar(node) }
        }
        if let list = fields.read(Field.rows) {
            rows = list.compactMap { node in fields.attempt { () throws(Diagnostic) in try ListRow(from: node) } }
        }
        if let list = fields.read(Field.place) {
            placed = list.compactMap { node in
                fields.report.attemptAll { () throws(DiagnosticList) in try Self.placedControl(node, allowsBelow: true) }
            }
        }
        let device = self.device
        if let list = fields.read(Field.present) {
            presentations = list.compactMap { node in
                fields.report.attemptAll { () throws(DiagnosticList) in try Presentation(from: node, device: device) }
            }
        }
        if let v = fields.read(Field.homeIndicator) { showsHomeIndicator = v }
        try fields.finish()
    }

    /// A placed control: a map with one control's key (`{pageControl: {pages: 3}}`), or the
    /// key alone for the control's defaults; with `allowsBelow`, the map may also say
    /// `below: N`, the row it edits (`{picker: {…}, below: 1}`).
    static func placedControl(_ node: DocumentNode, allowsBelow: Bool) throws(DiagnosticList) -> PlacedControl {
        let keys = ControlRegistry.keys.filter { $0 != kind.key }
        let key: String, body: DocumentNode
        var below: Int?
        if case .scalar = node.value {
            key = try Screen.one { () throws(Diagnostic) in try node.string() }
            body = DocumentNode.map([]).at(node.path.appending(key))
        } else {
            let m = try Screen.one { () throws(Diagnostic) in try node.map() }
            if let n = m.optional(belowKey) {
                guard allowsBelow else { throw DiagnosticList(n.error("only a control placed on the screen goes below a row")) }
                below = try Screen.one { () throws(Diagnostic) in try n.integer(in: 0 ... Limits.maxRows) }
            }
            let named = m.keys.filter { $0 != belowKey }
            guard named.count == 1, let only = named.first else {
                throw DiagnosticList(node.error("a placed control is a map with one control's key: \(keys.joined(separator: ", "))"
                    + (allowsBelow ? ", and optionally below: N, the row it edits" : "")))
            }
            key = only
            body = m.optional(only) ?? DocumentNode.map([]).at(node.path.appending(only))
        }
        guard let type = ControlRegistry.control(forKey: key), key != kind.key else {
            throw DiagnosticList(node.error("\(Excerpt.quoted(key)) is not a control to place on a screen (expected "
                + "\(keys.joined(separator: ", "))\(Screen.hint(key, keys)))"))
        }
        let map = try Screen.one { () throws(Diagnostic) in try body.map() }
        var placed = try Self.place(type, from: map)
        placed.belowRow = below
        return placed
    }

    /// The key beside a placed control's that names the row it edits.
    static let belowKey = "below"

    static func place<C: Control>(_ type: C.Type, from map: DocumentMap) throws(DiagnosticList) -> PlacedControl {
        PlacedControl(try C(from: map))
    }
}

extension Presentation {
    /// A presentation: a map with one kind's key (`{sheet: {…}}`) and, for a popover or an
    /// action sheet, `source: [x, y, width, height]`, for the current context `frame: […]`; or
    /// the kind's word alone for its default.
    init(from node: DocumentNode, device: ScreenDevice) throws(DiagnosticList) {
        let kinds = PresentationKind.allCases.map(\.rawValue)
        var report = DiagnosticCollector()
        let kind: PresentationKind
        var body: DocumentMap?
        var source: Rect?, frame: Rect?
        if case .scalar = node.value {
            let word = try Screen.one { () throws(Diagnostic) in try node.string() }
            guard let k = PresentationKind(rawValue: word) else {
                throw DiagnosticList(node.error("unknown presentation \(Excerpt.quoted(word)) (expected \(kinds.joined(separator: ", "))"
                    + "\(Screen.hint(word, kinds)))"))
            }
            kind = k
        } else {
            let m = try Screen.one { () throws(Diagnostic) in try node.map() }
            let named = m.keys.filter { PresentationKind(rawValue: $0) != nil }
            guard named.count == 1, let k = PresentationKind(rawValue: named[0]) else {
                throw DiagnosticList(node.error("a presentation is a map with one of \(kinds.joined(separator: ", "))"
                    + (named.isEmpty ? "" : "; found \(named.joined(separator: " and "))")))
            }
            kind = k
            let kindField = Field.body(k)
            var entry = FieldReader(m, fields: [kindField, Field.source, Field.frame], of: "a presentation")
            body = entry.read(kindField)
            let sourceNode = entry.read(Field.source), frameNode = entry.read(Field.frame)
            source = sourceNode.flatMap { n in entry.attempt { () throws(Diagnostic) in try Screen.rect(n) } }
            frame = frameNode.flatMap { n in entry.attempt { () throws(Diagnostic) in try Screen.rect(n) } }
            if let n = sourceNode, k != .popover, k != .actionSheet {
                entry.report.append(n.error("only a popover or an action sheet has a source"))
            }
            if let n = frameNode, k != .currentContext {
                entry.report.append(n.error("only a currentContext presentation has a frame"))
            }
            report.attemptAll { () throws(DiagnosticList) in try entry.finish() }
        }
        let path = node.path.appending(kind.rawValue)
        // A word alone reads as its kind's empty map (which cannot fail to be a map).
        guard let map = body ?? (try? DocumentNode.map([]).at(path).map()) else { throw DiagnosticList(node.error("not a presentation")) }
        let decoded: Presentation? = report.attemptAll { () throws(DiagnosticList) -> Presentation in
            switch kind {
            case .sheet: return .sheet(try Sheet(from: map))
            case .fullScreen: return .fullScreen(try ModalPage(from: map, of: kind.rawValue, defaultBar: body == nil ? .done : nil))
            case .alert: return .alert(body == nil ? Alert(title: "Alert", actions: [Alert.Action("OK")]) : try Alert(from: map))
            case .actionSheet:
                let sheet = body == nil ? ActionSheet(actions: [ActionSheet.Action("Delete", style: .destructive)], cancel: "Cancel") : try ActionSheet(from: map)
                return .actionSheet(sheet, source: source ?? (body == nil ? Screen.defaultSource(on: device) : nil))
            case .popover:
                var popover = try Popover(from: map, source: source ?? Screen.defaultSource(on: device))
                if body == nil { popover.page.rows = ["Copy", "Paste"] }
                return .popover(popover)
            case .currentContext:
                let size = device.size
                let page = try ModalPage(from: map, of: kind.rawValue, defaultBar: body == nil ? .title : nil)
                return .currentContext(page, frame: frame ?? Rect(x: 0, y: size.height / 2, width: size.width, height: size.height / 2))
            }
        }
        try report.throwIfErrors()
        guard let decoded else { throw DiagnosticList(report.diagnostics) }
        self = decoded
    }
}

extension ModalPage {
    /// The bar a page gets from a presentation word: Cancel and Done, or a title.
    enum DefaultBar { case done, title }

    /// A page presented on its own (`fullScreen`, `currentContext`): its fields alone.
    init(from map: DocumentMap, of owner: String, defaultBar: DefaultBar?) throws(DiagnosticList) {
        var fields = FieldReader(map, fields: Self.fields, of: owner)
        self = Self.read(&fields, defaultBar: defaultBar)
        try fields.finish()
    }

    /// The page's fields, `navigationBar` and `rows`, read through `fields` (which may hold the
    /// presentation's own fields too, read by the caller); with no bar given, `defaultBar`'s.
    static func read(_ fields: inout FieldReader, defaultBar: DefaultBar?) -> ModalPage {
        var page = ModalPage()
        if let node = fields.read(Field.navigationBar) {
            page.navigationBar = fields.report.attemptAll { () throws(DiagnosticList) in try Self.bar(node) }
        } else if let defaultBar {
            switch defaultBar {
            case .done: page.navigationBar = NavigationBar(leadingItems: [.text("Cancel")], trailingItems: [.text("Done", done: true)])
            case .title: page.navigationBar = NavigationBar(title: "Details")
            }
        }
        if let rows = fields.read(Field.rows) {
            page.rows = rows
        }
        if let node = fields.read(Field.control) {
            page.control = fields.report.attemptAll { () throws(DiagnosticList) in try Screen.placedControl(node, allowsBelow: false) }
        }
        return page
    }

    /// A navigation bar: its title alone, or a navigation bar's map.
    static func bar(_ node: DocumentNode) throws(DiagnosticList) -> NavigationBar {
        if case .scalar = node.value { return NavigationBar(title: try Screen.one { () throws(Diagnostic) in try node.string() }) }
        return try NavigationBar(from: try Screen.one { () throws(Diagnostic) in try node.map() })
    }
}

extension SplitView {
    init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, fields: Self.fields, of: "split")
        var split = SplitView()
        if let page = fields.read(Field.primary) {
            var pageFields = FieldReader(page, fields: ModalPage.fields, of: "primary")
            split.primary = ModalPage.read(&pageFields, defaultBar: nil)
            fields.report.attemptAll { () throws(DiagnosticList) in try pageFields.finish() }
        }
        if let v = fields.read(Field.primaryWidth) { split.primaryWidth = v }
        if let v = fields.read(Field.displayMode) { split.displayMode = v }
        try fields.finish()
        self = split
    }
}

extension Sheet {
    init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, fields: Self.fields, of: "sheet")
        // A sheet that gives neither a bar nor rows gets Cancel and Done.
        let givesPage = ModalPage.fields.contains { map.optional($0.declaration.key) != nil }
        var sheet = Sheet(page: ModalPage.read(&fields, defaultBar: givesPage ? nil : .done))
        if let v = fields.read(Field.style) { sheet.style = v }
        if let v = fields.read(Field.detent) { sheet.detent = v }
        if let v = fields.read(Field.grabber) { sheet.showsGrabber = v }
        try fields.finish()
        self = sheet
    }
}

extension Popover {
    init(from map: DocumentMap, source: Rect) throws(DiagnosticList) {
        var fields = FieldReader(map, fields: Self.fields, of: "popover")
        let page = ModalPage.read(&fields, defaultBar: nil)
        let popover = Popover(source: source, arrow: fields.read(Field.arrow), size: fields.read(Field.size), page: page)
        try fields.finish()
        self = popover
    }
}

extension Screen {
    /// `body`'s value, its one diagnostic thrown as a list.
    static func one<T>(_ body: () throws(Diagnostic) -> T) throws(DiagnosticList) -> T {
        do { return try body() } catch { throw DiagnosticList(error) }
    }

    /// "; did you mean X?" when a candidate is near `word`.
    static func hint(_ word: String, _ candidates: [String]) -> String {
        Spelling.nearest(to: word, in: candidates).map { "; did you mean \($0)?" } ?? ""
    }

    /// `[x, y, width, height]` in points.
    static func rect(_ node: DocumentNode) throws(Diagnostic) -> Rect {
        let v = try numbers(node, count: 4, what: "[x, y, width, height]")
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// `[width, height]` in points.
    static func size(_ node: DocumentNode) throws(Diagnostic) -> Size {
        let v = try numbers(node, count: 2, what: "[width, height]")
        return Size(v[0], v[1])
    }

    static func numbers(_ node: DocumentNode, count: Int, what: String) throws(Diagnostic) -> [Float] {
        let list = try node.list()
        guard list.count == count else { throw node.error("expected \(what) in points, \(count) numbers; found \(list.count)") }
        var out: [Float] = []
        for n in list { out.append(Float(try n.number(in: -100_000 ... 100_000))) }
        return out
    }

    /// Where a popover or an action sheet points when no source is given: a bar button at the
    /// trailing end of the navigation bar's row.
    static func defaultSource(on device: ScreenDevice) -> Rect {
        Rect(x: device.size.width - 52, y: device.topInset, width: 44, height: 44)
    }
}
