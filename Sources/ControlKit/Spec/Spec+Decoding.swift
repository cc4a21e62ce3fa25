// Reading a spec: YAML or JSON text → `Spec`, every problem reported with its field path.

import Controls
import Raster

extension Spec {
    /// The keys a document may have.
    static let documentKeys = ["format", "defaults", "figures"]
    static let defaultsKeys = ["scale", "scales", "appearance", "appearances", "output", "backdrop", "placement"]
    static let figureKeys = ["name", "description", "pageControl"] + defaultsKeys
    static let pageControlKeys = ["pages", "currentPage", "background", "interaction", "tintCurrent", "tintOther",
                                  "indicatorImage", "pageImages", "direction", "maxVisible", "width"]
    /// The scales a figure may be rendered at: @1x, @2x, @3x.
    public static let allowedScales = [1, 2, 3]
    /// The most figures a spec may hold (a bound on input, far above a documentation set).
    public static let maxFigures = 10_000

    /// Decodes a YAML document (JSON is read by `decode(json:)`).
    /// - Throws: `[SpecIssue]` holding every error found, each naming its field.
    public static func decode(yaml text: String) throws(SpecIssueList) -> Spec {
        let root: SpecNode
        do { root = try SpecNode.parseYAML(text) } catch { throw SpecIssueList([error]) }
        return try decode(root)
    }

    /// Decodes a JSON document with the same schema as YAML.
    public static func decode(json bytes: [UInt8]) throws(SpecIssueList) -> Spec {
        let root: SpecNode
        do { root = try SpecNode.parseJSON(bytes) } catch { throw SpecIssueList([error]) }
        return try decode(root)
    }

    static func decode(_ root: SpecNode) throws(SpecIssueList) -> Spec {
        var issues: [SpecIssue] = []
        var defaults = SpecDefaults()
        var figures: [SpecFigure] = []
        do throws(SpecIssue) {
            let doc = try root.map()
            try doc.rejectUnknownKeys(documentKeys)
            if let f = doc.optional("format") {
                let name = try f.string()
                guard name == formatName else { throw f.error("unknown format \"\(name)\" (expected \"\(formatName)\")") }
            }
            if let d = doc.optional("defaults") {
                let m = try d.map()
                try m.rejectUnknownKeys(defaultsKeys)
                let common = try CommonFields(m)
                defaults = SpecDefaults(scales: common.scales ?? defaults.scales, appearances: common.appearances ?? defaults.appearances,
                                        output: common.output ?? defaults.output, backdrop: common.backdrop,
                                        placement: common.placement ?? defaults.placement)
            }
            let list = try doc.required("figures").list()
            guard !list.isEmpty else { throw SpecIssue(field: "figures", line: root.line, "the spec has no figures") }
            guard list.count <= maxFigures else { throw SpecIssue(field: "figures", "\(list.count) figures is over the limit of \(maxFigures)") }
            var namesSeen: [String: String] = [:]
            for node in list {
                do throws(SpecIssue) {
                    let figure = try decodeFigure(node)
                    if let first = namesSeen[figure.name] {
                        throw SpecIssue(field: SpecNode.childPath(node.path, "name"), line: node.line,
                                        "\"\(figure.name)\" is already the name of \(first)")
                    }
                    namesSeen[figure.name] = node.path
                    figures.append(figure)
                } catch {
                    issues.append(error)
                }
            }
        } catch {
            issues.append(error)
        }
        guard issues.isEmpty else { throw SpecIssueList(issues) }
        return Spec(defaults: defaults, figures: figures)
    }

    static func decodeFigure(_ node: SpecNode) throws(SpecIssue) -> SpecFigure {
        let m = try node.map()
        try m.rejectUnknownKeys(figureKeys)
        let nameNode = try m.required("name")
        let name = try nameNode.string()
        guard isValidFigureName(name) else {
            throw nameNode.error("\"\(name)\" is not a figure name: use letters, digits, '.', '_' and '-', not starting with '.'")
        }
        if let d = m.optional("description") { _ = try d.string() }
        let control = SpecControl.pageControl(try decodePageControl(try m.required("pageControl")))
        let common = try CommonFields(m)
        return SpecFigure(name: name, field: node.path, control: control, scales: common.scales, appearances: common.appearances,
                          output: common.output, backdrop: common.backdrop, placement: common.placement)
    }

    /// Figure names become file names: letters, digits, `.`, `_`, `-`; not empty, no leading dot.
    static func isValidFigureName(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first != ".", s.utf8.count <= 200 else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0" ... "9").contains($0) || "._-".unicodeScalars.contains($0)) }
    }

    static func decodePageControl(_ node: SpecNode) throws(SpecIssue) -> PageControl {
        let m = try node.map()
        try m.rejectUnknownKeys(pageControlKeys)
        var control = PageControl(pages: try m.required("pages").integer())
        if let f = m.optional("currentPage") { control.currentPage = try f.integer() }
        if let f = m.optional("background") { control.background = try f.oneOf(PageControl.BackgroundStyle.self) }
        if let f = m.optional("interaction") { control.interaction = try f.oneOf(PageControl.InteractionState.self) }
        if let f = m.optional("tintCurrent") { control.tintCurrent = try color(f) }
        if let f = m.optional("tintOther") { control.tintOther = try color(f) }
        if let f = m.optional("indicatorImage") { control.indicatorImage = try indicatorImage(f) }
        if let f = m.optional("pageImages") {
            let images = try f.map()
            var byPage: [Int: IndicatorImage] = [:]
            for (key, value) in images.pairs {
                guard let page = Int(key) else {
                    throw SpecIssue(field: "\(f.path)[\(key)]", line: value.line, "page keys are page numbers (0, 1, …), found \"\(key)\"")
                }
                // Report fields as pageImages[3] rather than pageImages.3.
                let renamed = SpecNode(value: value.value, path: "\(f.path)[\(page)]", line: value.line)
                byPage[page] = try indicatorImage(rebased(renamed, from: value.path))
            }
            control.pageImages = byPage
        }
        if let f = m.optional("direction") { control.direction = try f.oneOf(PageControl.Direction.self) }
        if let f = m.optional("maxVisible") { control.maxVisible = try f.integer() }
        if let f = m.optional("width") { control.width = try f.number() }
        return control
    }

    /// `node` with every descendant's path moved from under `old` to under `node.path`.
    static func rebased(_ node: SpecNode, from old: String) -> SpecNode {
        func move(_ n: SpecNode) -> SpecNode {
            let path = n.path.hasPrefix(old) ? node.path + n.path.dropFirst(old.count) : n.path
            switch n.value {
            case .list(let items): return SpecNode(value: .list(items.map(move)), path: path, line: n.line)
            case .map(let pairs): return SpecNode(value: .map(pairs.map { ($0.key, move($0.value)) }), path: path, line: n.line)
            default: return SpecNode(value: n.value, path: path, line: n.line)
            }
        }
        let moved = move(SpecNode(value: node.value, path: old, line: node.line))
        return SpecNode(value: moved.value, path: node.path, line: node.line)
    }

    static func color(_ node: SpecNode) throws(SpecIssue) -> ColorValue {
        let text = try node.string()
        do { return try ColorValue(parsing: text) } catch { throw node.error(error.description) }
    }

    /// A symbol name (`location.fill`), or `{symbol: NAME}`, or a custom outline
    /// `{path: "M…", size: [w, h], color: …}` in points.
    static func indicatorImage(_ node: SpecNode) throws(SpecIssue) -> IndicatorImage {
        if case .scalar(let name) = node.value { return try symbol(name, node) }
        let m = try node.map()
        try m.rejectUnknownKeys(["symbol", "path", "size", "color"])
        if let s = m.optional("symbol") {
            guard m.optional("path") == nil else { throw s.error("give either symbol or path, not both") }
            return try symbol(try s.string(), s)
        }
        let pathNode = try m.required("path")
        let path: Path
        do { path = try Path(svgPathData: try pathNode.string()) } catch { throw pathNode.error("SVG path data: \(error)") }
        let sizeNode = try m.required("size")
        let sides = try sizeNode.list()
        guard sides.count == 2 else { throw sizeNode.error("expected [width, height] in points, found \(sides.count) numbers") }
        let size = Size(try sides[0].number(), try sides[1].number())
        let own = try m.optional("color").map { c throws(SpecIssue) in try color(c) }
        return .custom(CustomIndicatorImage(path: path, size: size, color: own))
    }

    static func symbol(_ name: String, _ node: SpecNode) throws(SpecIssue) -> IndicatorImage {
        guard let s = Symbols.named(name) else {
            throw node.error("unknown symbol \"\(name)\" (built in: \(Symbols.names.joined(separator: ", ")); or give {path, size})")
        }
        return .symbol(s)
    }
}

/// The fields defaults and figures share.
struct CommonFields {
    var scales: [Int]?
    var appearances: [Appearance]?
    var output: OutputPattern?
    var backdrop: Backdrop?
    var placement: Placement?

    init(_ m: SpecMap) throws(SpecIssue) {
        scales = try Self.oneOrMany(m, "scale", "scales") { n throws(SpecIssue) in
            let v = try n.integer()
            guard Spec.allowedScales.contains(v) else { throw n.error("\(v) is not a scale (expected 1, 2 or 3)") }
            return v
        }
        appearances = try Self.oneOrMany(m, "appearance", "appearances") { n throws(SpecIssue) in try n.oneOf(Appearance.self) }
        if let f = m.optional("output") {
            let text = try f.string()
            do { output = try OutputPattern(text) } catch { throw f.error(error.description) }
        }
        if let f = m.optional("backdrop") { backdrop = try Self.backdrop(f) }
        if let f = m.optional("placement") { placement = try f.oneOf(Placement.self) }
    }

    /// `single: x` or `plural: [x, y]`, not both; duplicates removed keeping order.
    static func oneOrMany<T: Equatable>(_ m: SpecMap, _ single: String, _ plural: String,
                                        _ item: (SpecNode) throws(SpecIssue) -> T) throws(SpecIssue) -> [T]? {
        let one = m.optional(single), many = m.optional(plural)
        if let one, many != nil { throw one.error("give \(single) or \(plural), not both") }
        if let one { return [try item(one)] }
        guard let many else { return nil }
        let list = try many.list()
        guard !list.isEmpty else { throw many.error("needs at least one value") }
        var out: [T] = []
        for n in list { let v = try item(n); if !out.contains(v) { out.append(v) } }
        return out
    }

    /// A colour, `{gradient: [colour, …]}` or `{image: FILE.png}`.
    static func backdrop(_ node: SpecNode) throws(SpecIssue) -> Backdrop {
        if case .scalar = node.value { return .color(try Spec.color(node)) }
        let m = try node.map()
        try m.rejectUnknownKeys(["gradient", "image"])
        if let g = m.optional("gradient") {
            guard m.optional("image") == nil else { throw g.error("give gradient or image, not both") }
            let stops = try g.list()
            guard stops.count >= 2 else { throw g.error("a gradient needs at least two colours, found \(stops.count)") }
            var colors: [ColorValue] = []
            for s in stops { colors.append(try Spec.color(s)) }
            return .gradient(colors)
        }
        let image = try m.required("image")
        let path = try image.string()
        guard path.hasSuffix(".png") || path.hasSuffix(".PNG") else { throw image.error("\"\(path)\" is not a .png file") }
        return .image(path: path)
    }
}

/// Several spec issues thrown together (a decoder reports every figure's first error).
public struct SpecIssueList: Error, Sendable {
    public var issues: [SpecIssue]
    public init(_ issues: [SpecIssue]) { self.issues = issues }
}
