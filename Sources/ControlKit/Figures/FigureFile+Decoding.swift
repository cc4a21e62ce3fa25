// Reading a figure file: YAML or JSON text (or the tree flags make) → `FigureFile`, every
// problem of every figure reported at once with its field and line.

import Controls
import Documents
import FileIO

extension FigureFile {
    /// The keys a document may have.
    static let documentKeys = ["format", "defaults", "figures"]
    /// The keys `defaults` and every figure may have.
    static let commonKeys = ["scale", "scales", "appearance", "appearances", "output", "backdrop", "placement", "design"]
    /// The keys a figure may have besides its control's key.
    static let figureKeys = ["name", "description"] + commonKeys
    /// The scales a figure may be rendered at: @1x, @2x, @3x.
    public static let allowedScales = [1, 2, 3]

    /// Parses `bytes` as JSON (by `path`'s extension) or YAML, reporting a parse error.
    static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticList) -> DocumentNode {
        do throws(Diagnostic) {
            if path.lowercased().hasSuffix(".json") { return try DocumentNode.parse(json: bytes, limits: InputLimits.figureFileDocument) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw Diagnostic(.error, "the file is not UTF-8 text")
            }
            return try DocumentNode.parse(yaml: text, limits: InputLimits.figureFileDocument)
        } catch {
            throw DiagnosticList(error.inFile(path))
        }
    }

    /// The format the file at `path` names when it is not a figure format (`controlkit-scene/1`
    /// for a scene); nil for a figure file, a file that names no format, or one that cannot be
    /// read or parsed (read as a figure file, it reports why). What a folder walk leaves out.
    static func otherFormat(ofFileAt path: String) -> String? {
        guard let bytes = try? InputFile.read(path, maxBytes: InputLimits.maxFigureFileBytes),
              let root = try? parse(bytes, path: path),
              let doc = try? root.map(), let node = doc.optional("format"), let name = try? node.string()
        else { return nil }
        return name == formatName || formatAliases.contains(name) ? nil : name
    }

    /// Decodes a YAML document (JSON too: use `decode(json:)` for its exact grammar).
    /// - Throws: every error found, each naming its field and line.
    public static func decode(yaml text: String, path: String? = nil) throws(DiagnosticList) -> FigureFile {
        let root: DocumentNode
        do { root = try DocumentNode.parse(yaml: text, limits: InputLimits.figureFileDocument) } catch {
            throw DiagnosticList(error.inFile(path))
        }
        return try decode(root, path: path)
    }

    /// Decodes a JSON document with the same schema as YAML.
    public static func decode(json bytes: [UInt8], path: String? = nil) throws(DiagnosticList) -> FigureFile {
        let root: DocumentNode
        do { root = try DocumentNode.parse(json: bytes, limits: InputLimits.figureFileDocument) } catch {
            throw DiagnosticList(error.inFile(path))
        }
        return try decode(root, path: path)
    }

    /// Decodes a document tree: from a file, or the one the command line's flags make.
    /// - Throws: every error found, each naming its field and line.
    public static func decode(_ root: DocumentNode, path: String? = nil) throws(DiagnosticList) -> FigureFile {
        let (file, diagnostics) = read(root, path: path)
        if diagnostics.contains(where: \.isError) { throw DiagnosticList(diagnostics) }
        return file
    }

    /// The figures that decode, and every diagnostic about the others: so that a plan can
    /// check the good figures too, and a file's every error is reported in one run.
    static func read(_ root: DocumentNode, path: String?) -> (file: FigureFile, diagnostics: [Diagnostic]) {
        ImageFileReader.$current.withValue(imageFileReader(forFileAt: path)) { readFigures(root, path: path) }
    }

    /// `read(_:path:)` with the figures' image files readable.
    private static func readFigures(_ root: DocumentNode, path: String?) -> (file: FigureFile, diagnostics: [Diagnostic]) {
        var report = DiagnosticCollector()
        var file = FigureFile(figures: [], path: path, source: root)
        do throws(Diagnostic) {
            let doc = try root.map()
            report.append(contentsOf: doc.unknownKeys(documentKeys))
            report.attempt { () throws(Diagnostic) in
                guard let f = doc.optional("format") else { return }
                let name = try f.string()
                guard name == formatName || formatAliases.contains(name) else {
                    throw f.error("unknown format \(Excerpt.quoted(name)) (expected \"\(formatName)\")")
                }
            }
            if let d = doc.optional("defaults"), let m = report.attempt({ () throws(Diagnostic) in try d.map() }) {
                report.append(contentsOf: m.unknownKeys(commonKeys))
                let common = CommonFields(m, report: &report)
                file.defaults = FigureDefaults(scales: common.scales ?? file.defaults.scales,
                                               appearances: common.appearances ?? file.defaults.appearances,
                                               output: common.output ?? file.defaults.output, backdrop: common.backdrop,
                                               placement: common.placement ?? file.defaults.placement, design: common.design)
            }
            let figuresNode = try doc.required("figures")
            let list = try figuresNode.list()
            guard !list.isEmpty else { throw figuresNode.error("the file has no figures") }
            guard list.count <= InputLimits.maxFigures else {
                throw figuresNode.error("\(list.count) figures is over the limit of \(InputLimits.maxFigures)")
            }
            var namesSeen: [String: FieldPath] = [:]
            for node in list {
                guard let figure = decodeFigure(node, report: &report) else { continue }
                if let first = namesSeen[figure.name] {
                    report.append(node.error("the name \"\(figure.name)\" is already the name of \(first)"))
                    continue
                }
                namesSeen[figure.name] = node.path
                file.figures.append(figure)
            }
        } catch {
            report.append(error)
        }
        return (file, report.diagnostics.map { $0.inFile(path) })
    }

    /// One figure, or nil when it has an error (reported).
    static func decodeFigure(_ node: DocumentNode, report: inout DiagnosticCollector) -> Figure? {
        let errorsBefore = report.diagnostics.filter(\.isError).count
        guard let m = report.attempt({ () throws(Diagnostic) in try node.map() }) else { return nil }
        let unknownKeys = m.unknownKeys(figureKeys + ControlRegistry.keys)
        report.append(contentsOf: unknownKeys)
        let name = report.attempt { () throws(Diagnostic) -> String in
            let nameNode = try m.required("name")
            let name = try nameNode.string()
            guard SafeName.isValidComponent(name) else {
                throw nameNode.error("\(Excerpt.quoted(name)) is not a figure name: use \(SafeName.rule)")
            }
            return name
        }
        let summary = report.attempt { () throws(Diagnostic) in try m.optional("description")?.string() } ?? nil
        let present = ControlRegistry.all.filter { m.optional($0.kind.key) != nil }
        var control: (any Control)?
        if present.count > 1 {
            report.append(node.error("a figure draws one control; found \(present.map { $0.kind.key }.joined(separator: " and "))"))
        } else if let type = present.first, let controlNode = m.optional(type.kind.key),
                  let controlMap = report.attempt({ () throws(Diagnostic) in try controlNode.map() }) {
            control = report.attemptAll { () throws(DiagnosticList) -> any Control in try type.init(from: controlMap) }
        } else if unknownKeys.isEmpty {
            report.append(node.error("a figure needs a control: \(ControlRegistry.keys.joined(separator: ", "))"))
        }
        let common = CommonFields(m, report: &report)
        guard report.diagnostics.filter(\.isError).count == errorsBefore, let name, let control else { return nil }
        var figure = Figure(name: name, summary: summary, control: control, scales: common.scales, appearances: common.appearances,
                            output: common.output, backdrop: common.backdrop, placement: common.placement,
                            design: common.design)
        figure.field = node.path
        return figure
    }
}

/// The fields defaults and figures share, each read on its own.
struct CommonFields {
    var scales: [Int]?
    var appearances: [Appearance]?
    var output: OutputPattern?
    var backdrop: Backdrop?
    var placement: Placement?
    var design: Design?

    init(_ m: DocumentMap, report: inout DiagnosticCollector) {
        scales = report.attempt { () throws(Diagnostic) in
            try Self.oneOrMany(m, "scale", "scales") { n throws(Diagnostic) in
                let v = try n.integer()
                guard FigureFile.allowedScales.contains(v) else { throw n.error("\(v) is not a scale (expected 1, 2 or 3)") }
                return v
            }
        } ?? nil
        appearances = report.attempt { () throws(Diagnostic) in
            try Self.oneOrMany(m, "appearance", "appearances") { n throws(Diagnostic) in try n.oneOf(Appearance.self) }
        } ?? nil
        output = report.attempt { () throws(Diagnostic) -> OutputPattern? in
            guard let f = m.optional("output") else { return nil }
            let text = try f.string()
            do throws(OutputPatternError) { return try OutputPattern(text) } catch { throw f.error(error.description) }
        } ?? nil
        backdrop = report.attempt { () throws(Diagnostic) in try m.optional("backdrop").map { f throws(Diagnostic) in try Self.backdrop(f) } } ?? nil
        placement = report.attempt { () throws(Diagnostic) in try m.optional("placement")?.oneOf(Placement.self) } ?? nil
        design = report.attempt { () throws(Diagnostic) in try m.optional("design")?.oneOf(Design.self) } ?? nil
    }

    /// `single: x` or `plural: [x, y]`, not both; duplicates removed keeping order.
    static func oneOrMany<T: Equatable>(_ m: DocumentMap, _ single: String, _ plural: String,
                                        _ item: (DocumentNode) throws(Diagnostic) -> T) throws(Diagnostic) -> [T]? {
        let one = m.optional(single), many = m.optional(plural)
        if let one, many != nil { throw one.error("give \(single) or \(plural), not both") }
        if let one { return [try item(one)] }
        guard let many else { return nil }
        let list = try many.list()
        guard !list.isEmpty else { throw many.error("needs at least one value") }
        var out: [T] = []
        for n in list {
            let v = try item(n)
            if !out.contains(v) { out.append(v) }
        }
        return out
    }

    /// A colour, `{gradient: [colour, …]}`, `{image: FILE.png}` or `{scene: FILE.json}`.
    static func backdrop(_ node: DocumentNode) throws(Diagnostic) -> Backdrop {
        if case .scalar = node.value { return .color(try node.colorValue()) }
        let m = try node.map()
        try m.rejectUnknownKeys(["gradient", "image", "scene"])
        let given = ["gradient", "image", "scene"].filter { m.optional($0) != nil }
        if given.count > 1 { throw node.error("give one of gradient, image or scene, not \(given.joined(separator: " and "))") }
        if let s = m.optional("scene") {
            let path = try s.string()
            if case .line? = s.location, let reason = FigureFile.outsideReason(path) { throw s.error(reason) }
            guard path.lowercased().hasSuffix(".json") else { throw s.error("\(Excerpt.quoted(path)) is not a scene file (.json)") }
            return .scene(path: path)
        }
        if let g = m.optional("gradient") {
            let stops = try g.list()
            guard stops.count >= 2 else { throw g.error("a gradient needs at least two colours, found \(stops.count)") }
            var colors: [ColorValue] = []
            for s in stops { colors.append(try s.colorValue()) }
            return .gradient(colors)
        }
        let image = try m.required("image")
        let path = try image.string()
        if case .line? = image.location, let reason = FigureFile.outsideReason(path) { throw image.error(reason) }
        guard path.lowercased().hasSuffix(".png") else { throw image.error("\(Excerpt.quoted(path)) is not a .png file") }
        return .image(path: path)
    }
}
