// Reading scene JSON: peers-scene/1 and controlkit-scene/1 (docs/scene-format.md).

import Documents
import Foundation
import Raster
import Typeset

extension Scene {
    /// Reads a scene from JSON bytes.
    /// - Throws: every error found (`DiagnosticList`), each naming its field (`shapes[12].d`,
    ///   `items[2].width`) and line: malformed JSON, unknown formats or fields, non-finite or
    ///   out-of-range numbers, bad colours, SVG path data errors (with their offset), canvases
    ///   over `limits`, and text runs with an unknown weight or style, a size out of range or
    ///   too much text. One bad item does not hide the next.
    /// - Parameters:
    ///   - bytes: the scene file's contents, UTF-8 JSON.
    ///   - limits: the bounds on the canvas and on counts and sizes the scene may use.
    ///   - fonts: when given, each text run's family must be one of its families (an
    ///     unknown family is an error naming `items[i].font`); without it, the family is checked
    ///     when the scene is rendered.
    public static func decode(json bytes: [UInt8], limits: SceneLimits = .default, fonts: FontLibrary? = nil) throws(DiagnosticList) -> Scene {
        let root: DocumentNode
        do {
            root = try DocumentNode.parse(json: bytes, limits: limits.documentLimits)
        } catch {
            throw DiagnosticList(error)
        }
        var decoder = SceneDecoder(limits: limits, families: fonts?.families)
        let scene: Scene
        do {
            scene = try decoder.scene(root)
        } catch {
            decoder.report.append(error)
            throw DiagnosticList(decoder.report.diagnostics)
        }
        try decoder.report.throwIfErrors()
        return scene
    }
}

struct SceneDecoder {
    let limits: SceneLimits
    /// The families text runs may name, as loaded (nil: not checked while decoding).
    let families: [String]?
    /// The scene's scale, for the pixels-per-em bound of text sizes.
    var scale: Float = 1
    var itemCount = 0
    /// Path points read so far (`SceneLimits.maxPoints`).
    var pointCount = 0
    /// Bitmap pixels read so far: all of a scene's images together stay within `limits.maxPixels`.
    var imagePixelCount = 0
    /// Errors of items, gathered so that every bad item is reported.
    var report = DiagnosticCollector()

    init(limits: SceneLimits, families: [String]? = nil) {
        self.limits = limits
        self.families = families
    }

    static let peersKeys = ["format", "name", "description", "width", "height", "background", "shapes", "each_shape_alone"]
    static let controlkitKeys = ["format", "name", "description", "width", "height", "scale", "background", "items"]

    mutating func scene(_ root: DocumentNode) throws(Diagnostic) -> Scene {
        let o = try root.map()
        let formatNode = try o.required("format")
        let formatName = try formatNode.string()
        guard let format = Scene.Format(rawValue: formatName) else {
            throw formatNode.error("unknown format \(Excerpt.quoted(formatName)) (expected \(Scene.Format.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")))")
        }
        report.append(contentsOf: o.unknownKeys(format == .peers ? Self.peersKeys : Self.controlkitKeys))
        let name = try o.optional("name")?.string() ?? "scene"
        let summary = try o.optional("description")?.string()
        let background = try o.optional("background").map { f throws(Diagnostic) in try color(f) } ?? .clear
        switch format {
        case .peers:
            if let f = o.optional("each_shape_alone") { _ = try f.bool() }
            let widthNode = try o.required("width")
            let width = try widthNode.integer(in: 1 ... limits.maxSidePixels)
            let height = try o.required("height").integer(in: 1 ... limits.maxSidePixels)
            try checkPixels(width, height, widthNode)
            let shapes = try o.required("shapes").list()
            var items: [SceneItem] = []
            items.reserveCapacity(shapes.count)
            for s in shapes {
                try count(s)
                do { items.append(try shape(s)) } catch { report.append(error) }
            }
            return Scene(format: .peers, name: name, summary: summary, size: Size(Float(width), Float(height)), scale: 1,
                         background: background, items: items)
        case .controlkit:
            let widthNode = try o.required("width")
            let width = try positive(widthNode)
            let height = try positive(o.required("height"))
            let scaleNode = o.optional("scale")
            let scale = try scaleNode?.float() ?? 1
            guard scale > 0, scale <= limits.maxScale else {
                throw (scaleNode ?? widthNode).error("\(scale) is outside 0 < scale <= \(limits.maxScale)")
            }
            let w = Double(width) * Double(scale), h = Double(height) * Double(scale)
            guard w.rounded(.up) <= Double(limits.maxSidePixels), h.rounded(.up) <= Double(limits.maxSidePixels) else {
                throw widthNode.error("\(width) × \(height) pt at @\(scale) is over the \(limits.maxSidePixels)-pixel side limit")
            }
            // Bounded: both are positive and at most maxSidePixels after the guard above.
            try checkPixels(Int(w.rounded(.up)), Int(h.rounded(.up)), widthNode)
            self.scale = scale
            let items = try self.items(o.required("items"), depth: 0)
            return Scene(format: .controlkit, name: name, summary: summary, size: Size(width, height), scale: scale,
                         background: background, items: items)
        }
    }

    /// One filled path of peers-scene/1.
    mutating func shape(_ s: DocumentNode) throws(Diagnostic) -> SceneItem {
        let so = try s.map()
        try so.rejectUnknownKeys(["d", "fill", "rule"])
        return .fill(FillItem(path: try path(so.required("d")), paint: .solid(try color(so.required("fill"))),
                              rule: try rule(so.optional("rule"))))
    }

    mutating func count(_ node: DocumentNode) throws(Diagnostic) {
        itemCount += 1
        guard itemCount <= limits.maxItems else { throw node.error("more than \(limits.maxItems) items") }
    }

    func checkPixels(_ w: Int, _ h: Int, _ node: DocumentNode) throws(Diagnostic) {
        guard w * h <= limits.maxPixels else {
            throw node.error("\(w) × \(h) px is over the \(limits.maxPixels)-pixel canvas limit")
        }
    }

    func positive(_ f: DocumentNode) throws(Diagnostic) -> Float {
        let v = try f.float()
        guard v > 0 else { throw f.error("must be greater than 0, found \(v)") }
        return v
    }

    /// The items of a list, each decoded on its own so that every bad one is reported.
    /// - Parameters:
    ///   - depth: how many groups and projected items hold the list.
    ///   - projected: whether one of those is a projected item.
    mutating func items(_ f: DocumentNode, depth: Int, projected: Bool = false) throws(Diagnostic) -> [SceneItem] {
        guard depth <= limits.maxDepth else { throw f.error("groups and projected items nested deeper than \(limits.maxDepth)") }
        var out: [SceneItem] = []
        for itemNode in try f.list() {
            try count(itemNode)
            do { out.append(try item(itemNode, depth: depth, projected: projected)) } catch { report.append(error) }
        }
        return out
    }

    mutating func item(_ f: DocumentNode, depth: Int, projected: Bool) throws(Diagnostic) -> SceneItem {
        let o = try f.map()
        let type = try o.optional("type")?.string() ?? "path"
        switch type {
        case "path":
            try o.rejectUnknownKeys(["type", "d", "fill", "rule", "transform"])
            return .fill(FillItem(path: try path(o.required("d")), paint: try paint(o.required("fill")),
                                  rule: try rule(o.optional("rule")), transform: try transform(o.optional("transform"))))
        case "stroke":
            try o.rejectUnknownKeys(["type", "d", "stroke", "width", "cap", "join", "miterLimit", "dash", "dashPhase", "hairlinePixels", "transform"])
            return .stroke(StrokeItem(path: try path(o.required("d")), paint: try paint(o.required("stroke")),
                                      style: try strokeStyle(o), transform: try transform(o.optional("transform"))))
        case "group":
            try o.rejectUnknownKeys(["type", "opacity", "clip", "mask", "transform", "items"])
            let opacityNode = o.optional("opacity")
            let opacity = try opacityNode?.float() ?? 1
            guard opacity >= 0, opacity <= 1 else { throw (opacityNode ?? f).error("\(opacity) is outside 0...1") }
            var clip: Path?
            if let c = o.optional("clip") { clip = try path(c) }
            let mask = try o.optional("mask").map { m throws(Diagnostic) in try self.mask(m) }
            return .group(GroupItem(opacity: opacity, clip: clip, mask: mask, transform: try transform(o.optional("transform")),
                                    items: try items(o.required("items"), depth: depth + 1, projected: projected)))
        case "projected":
            try o.rejectUnknownKeys(["type", "matrix", "items"])
            return .projected(ProjectedItem(projection: try projection(o.required("matrix")),
                                            items: try items(o.required("items"), depth: depth + 1, projected: true)))
        case "backdropBlur":
            if projected {
                throw try o.required("type").error("a backdrop blur cannot be drawn inside a projected item: it blurs device pixels, which a projection cannot map")
            }
            try o.rejectUnknownKeys(["type", "d", "sigma", "tint", "transform"])
            let sigmaNode = try o.required("sigma")
            let sigma = try sigmaNode.float()
            guard sigma >= 0, sigma <= 256 else { throw sigmaNode.error("\(sigma) is outside 0...256 pt") }
            return .backdropBlur(BackdropBlurItem(path: try path(o.required("d")), sigma: sigma,
                                                  tint: try o.optional("tint").map { c throws(Diagnostic) in try color(c) } ?? .clear,
                                                  transform: try transform(o.optional("transform"))))
        case "image":
            if projected {
                throw try o.required("type").error("an image cannot be drawn inside a projected item")
            }
            try o.rejectUnknownKeys(["type", "x", "y", "width", "height", "pixelWidth", "pixelHeight", "rgba", "tint", "transform"])
            return .image(try imageItem(o))
        case "text":
            try o.rejectUnknownKeys(["type", "text", "font", "size", "weight", "style", "tracking", "monospacedDigits", "x", "y", "fill", "align",
                                     "maxWidth", "transform"])
            return .text(try textItem(o))
        default:
            throw try o.required("type").error("unknown item type \(Excerpt.quoted(type)) (expected path, stroke, text, image, group, projected or backdropBlur)")
        }
    }

    /// A bitmap: its frame in points, its size in pixels and its straight RGBA bytes in base64.
    mutating func imageItem(_ o: DocumentMap) throws(Diagnostic) -> ImageItem {
        let frame = Rect(x: try o.required("x").float(), y: try o.required("y").float(),
                         width: try positive(o.required("width")), height: try positive(o.required("height")))
        let widthNode = try o.required("pixelWidth"), heightNode = try o.required("pixelHeight")
        let w = try widthNode.integer(), h = try heightNode.integer()
        guard w > 0, h > 0, w <= limits.maxSidePixels, h <= limits.maxSidePixels else {
            throw widthNode.error("\(w) × \(h) px: each side must be 1...\(limits.maxSidePixels)")
        }
        // Bounded: both sides are at most maxSidePixels (16384), so the product fits.
        guard imagePixelCount + w * h <= limits.maxPixels else {
            throw widthNode.error("the scene's images hold more than \(limits.maxPixels) pixels (SceneLimits.maxPixels)")
        }
        imagePixelCount += w * h
        let rgbaNode = try o.required("rgba")
        let text = try rgbaNode.string()
        guard text.utf8.count <= (w * h * 4 + 2) / 3 * 4 + 4, let data = Data(base64Encoded: text),
              let image = RGBAImage(width: w, height: h, bytes: Array(data)) else {
            throw rgbaNode.error("expected \(w * h * 4) bytes (\(w) × \(h) RGBA pixels) in base64")
        }
        return ImageItem(image: image, frame: frame, tint: try o.optional("tint").map { c throws(Diagnostic) in try color(c) },
                         transform: try transform(o.optional("transform")))
    }

    /// Path data, read with what is left of `limits.maxPoints`: a path that would go over
    /// stops being read at the limit, so no more points are allocated.
    mutating func path(_ f: DocumentNode) throws(Diagnostic) -> Path {
        let d = try f.string()
        let (p, error, overPoints) = SVGPathParser.parse(d, maxPoints: max(limits.maxPoints - pointCount, 0))
        if overPoints { throw f.error("the scene's paths hold more than \(limits.maxPoints) points (SceneLimits.maxPoints)") }
        if let error { throw f.error("SVG path data: \(error)") }
        pointCount += p.points.count
        return p
    }

    func rule(_ f: DocumentNode?) throws(Diagnostic) -> FillRule {
        guard let f else { return .nonzero }
        return try f.oneOf(FillRule.self)
    }

    func transform(_ f: DocumentNode?) throws(Diagnostic) -> Transform {
        guard let f else { return .identity }
        let a = try f.list()
        guard a.count == 6 else { throw f.error("expected 6 numbers (the SVG matrix a b c d e f), found \(a.count)") }
        let v = try a.map { x throws(Diagnostic) in try x.float() }
        return Transform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or `[r, g, b, a]` bytes 0–255 (straight alpha).
    func color(_ f: DocumentNode) throws(Diagnostic) -> Color {
        if case .scalar = f.value {
            let s = try f.string()
            guard let c = Color(hex: s) else { throw f.error("\(Excerpt.quoted(s)) is not a colour (expected #RRGGBB or #RRGGBBAA)") }
            return c
        }
        let a = try f.list()
        guard a.count == 4 else { throw f.error("expected a colour [r, g, b, a] or \"#RRGGBB(AA)\", found \(a.count) numbers") }
        let v = try a.map { x throws(Diagnostic) in try x.integer(in: 0 ... 255) }
        return Color(r: UInt8(v[0]), g: UInt8(v[1]), b: UInt8(v[2]), a: UInt8(v[3]))
    }

    /// The 3×3 matrix of a projected item: nine numbers, row-major, not singular.
    func projection(_ f: DocumentNode) throws(Diagnostic) -> Projection {
        let a = try f.list()
        guard a.count == 9 else { throw f.error("expected 9 numbers (a 3×3 matrix, row by row), found \(a.count)") }
        let v = try a.map { x throws(Diagnostic) in try x.float() }
        // The numbers are finite (`float()` checks): nil means a determinant of 0.
        guard let projection = Projection(rowMajor: v) else {
            throw f.error("the matrix is singular (its determinant is 0): it maps the plane onto a line or a point")
        }
        return projection
    }

    /// A colour, or a gradient (`gradient(_:)`).
    func paint(_ f: DocumentNode) throws(Diagnostic) -> Paint {
        guard case .map = f.value else { return .solid(try color(f)) }
        return .linearGradient(try gradient(f))
    }

    /// A group's mask: a gradient (`gradient(_:)`), of which only the alpha is used.
    func mask(_ f: DocumentNode) throws(Diagnostic) -> LinearGradient {
        guard case .map = f.value else {
            throw f.error("expected a gradient {\"linearGradient\": {\"start\": [x, y], \"end\": [x, y], \"stops\": […]}}, found \(f.kindName)")
        }
        return try gradient(f)
    }

    /// `{"linearGradient": {"start": [x, y], "end": [x, y], "stops": [{"offset": 0, "color": …}, …]}}`.
    func gradient(_ f: DocumentNode) throws(Diagnostic) -> LinearGradient {
        let o = try f.map()
        try o.rejectUnknownKeys(["linearGradient"])
        let g = try o.required("linearGradient").map()
        try g.rejectUnknownKeys(["start", "end", "stops"])
        let stopsNode = try g.required("stops")
        let stops = try stopsNode.list()
        guard !stops.isEmpty else { throw stopsNode.error("needs at least one stop") }
        let parsed = try stops.map { s throws(Diagnostic) -> LinearGradient.Stop in
            let so = try s.map()
            try so.rejectUnknownKeys(["offset", "color"])
            let offsetNode = try so.required("offset")
            let offset = try offsetNode.float()
            guard offset >= 0, offset <= 1 else { throw offsetNode.error("\(offset) is outside 0...1") }
            return LinearGradient.Stop(offset: offset, color: try color(so.required("color")))
        }
        guard let gradient = LinearGradient(start: try point(g.required("start")), end: try point(g.required("end")), stops: parsed) else {
            throw f.error("invalid gradient")
        }
        return gradient
    }

    func point(_ f: DocumentNode) throws(Diagnostic) -> Point {
        let a = try f.list()
        guard a.count == 2 else { throw f.error("expected [x, y], found \(a.count) numbers") }
        return Point(try a[0].float(), try a[1].float())
    }

    func strokeStyle(_ o: DocumentMap) throws(Diagnostic) -> StrokeStyle {
        let width = try o.optional("width")?.float() ?? 1
        let cap = try o.optional("cap")?.oneOf(StrokeStyle.LineCap.self) ?? .butt
        let join = try o.optional("join")?.oneOf(StrokeStyle.LineJoin.self) ?? .miter
        let miterLimit = try o.optional("miterLimit")?.float() ?? StrokeStyle.defaultMiterLimit
        let dash = try o.optional("dash")?.list().map { x throws(Diagnostic) in try x.float() } ?? []
        let phase = try o.optional("dashPhase")?.float() ?? 0
        var hairlinePixels = 1
        if let pixels = o.optional("hairlinePixels") {
            // Whole device pixels, for a hairline only: with a width it would be ignored.
            let n = try pixels.float()
            guard n >= 1, n <= 64, n == n.rounded() else {
                throw pixels.error("expected a whole number of device pixels from 1 to 64, found \(n)")
            }
            guard width == 0 else { throw pixels.error("applies to a hairline only (width 0); this stroke's width is \(width)") }
            hairlinePixels = Int(n)
        }
        do {
            let style = try StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit, dash: dash, dashPhase: phase)
            guard hairlinePixels != 1 else { return style }
            return StrokeStyle(unchecked: style.width, cap: style.cap, join: style.join, miterLimit: style.miterLimit, dash: style.dash,
                               dashPhase: style.dashPhase, hairlinePixels: hairlinePixels)
        } catch {
            // The item keeps the style's parameters as its own keys (`width`, `dash`, …).
            var field = o.path.appending(error.parameter.name)
            if case .dash(let index?) = error.parameter { field = field.appending(index: index) }
            throw o.node.locate(Diagnostic(.error, field: field, error.problem.description))
        }
    }
}
