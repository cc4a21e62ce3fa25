// Reading scene JSON: peers-scene/1 and controlkit-scene/1 (docs/scene-format.md).

import Raster
import Typeset

extension Scene {
    /// Reads a scene from JSON bytes.
    /// - Throws: `SceneError` naming the field (`shapes[12].d`, `items[2].stroke.width`) for
    ///   malformed JSON, unknown formats or fields, non-finite or out-of-range numbers, bad
    ///   colours, SVG path data errors (with their offset), canvases over `limits`, and text
    ///   runs with an unknown weight or style, a size out of range or too much text.
    /// - Parameter fonts: when given, each text run's family must be one of its families (an
    ///   unknown family is an error naming `items[i].font`); without it, the family is checked
    ///   when the scene is rendered.
    public static func decode(json bytes: [UInt8], limits: SceneLimits = .default, fonts: FontLibrary? = nil) throws(SceneError) -> Scene {
        var decoder = SceneDecoder(limits: limits, families: fonts?.families)
        return try decoder.scene(try JSONField.parse(bytes))
    }
}

struct SceneDecoder {
    let limits: SceneLimits
    /// The families text runs may name, as loaded (nil: not checked while decoding).
    let families: [String]?
    /// The scene's scale, for the pixels-per-em bound of text sizes.
    var scale: Float = 1
    var itemCount = 0

    init(limits: SceneLimits, families: [String]? = nil) {
        self.limits = limits
        self.families = families
    }

    mutating func scene(_ root: JSONField) throws(SceneError) -> Scene {
        let o = try JSONObject(root)
        let formatName = try o.required("format").string()
        guard let format = Scene.Format(rawValue: formatName) else {
            throw SceneError(field: "format", "unknown format \"\(formatName)\" (expected \(Scene.Format.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")))")
        }
        let name = try o.optional("name")?.string() ?? "scene"
        let summary = try o.optional("description")?.string()
        let background = try o.optional("background").map { f throws(SceneError) in try color(f) } ?? .clear
        switch format {
        case .peers:
            try o.rejectUnknownKeys(["format", "name", "description", "width", "height", "background", "shapes", "each_shape_alone"])
            if let f = o.optional("each_shape_alone") { _ = try f.bool() }
            let width = try o.required("width").integer(in: 1 ... limits.maxSidePixels)
            let height = try o.required("height").integer(in: 1 ... limits.maxSidePixels)
            try checkPixels(width, height)
            let shapes = try o.required("shapes").array()
            var items: [SceneItem] = []
            items.reserveCapacity(shapes.count)
            for s in shapes {
                try count()
                let so = try JSONObject(s)
                try so.rejectUnknownKeys(["d", "fill", "rule"])
                items.append(.fill(FillItem(path: try path(so.required("d")), paint: .solid(try color(so.required("fill"))),
                                            rule: try rule(so.optional("rule")))))
            }
            return Scene(format: .peers, name: name, summary: summary, size: Size(Float(width), Float(height)), scale: 1,
                         background: background, items: items)
        case .controlkit:
            try o.rejectUnknownKeys(["format", "name", "description", "width", "height", "scale", "background", "items"])
            let width = try positive(o.required("width"))
            let height = try positive(o.required("height"))
            let scaleField = o.optional("scale")
            let scale = try scaleField?.float() ?? 1
            guard scale > 0, scale <= limits.maxScale else {
                throw SceneError(field: "scale", "\(scale) is outside 0 < scale <= \(limits.maxScale)")
            }
            let w = Double(width) * Double(scale), h = Double(height) * Double(scale)
            guard w.rounded(.up) <= Double(limits.maxSidePixels), h.rounded(.up) <= Double(limits.maxSidePixels) else {
                throw SceneError(field: "width", "\(width) × \(height) pt at @\(scale) is over the \(limits.maxSidePixels)-pixel side limit")
            }
            try checkPixels(Int(w.rounded(.up)), Int(h.rounded(.up)))
            self.scale = scale
            let items = try self.items(o.required("items"), depth: 0)
            return Scene(format: .controlkit, name: name, summary: summary, size: Size(width, height), scale: scale,
                         background: background, items: items)
        }
    }

    mutating func count() throws(SceneError) {
        itemCount += 1
        guard itemCount <= limits.maxItems else { throw SceneError(field: "", "more than \(limits.maxItems) items") }
    }

    func checkPixels(_ w: Int, _ h: Int) throws(SceneError) {
        guard w * h <= limits.maxPixels else {
            throw SceneError(field: "width", "\(w) × \(h) px is over the \(limits.maxPixels)-pixel canvas limit")
        }
    }

    func positive(_ f: JSONField) throws(SceneError) -> Float {
        let v = try f.float()
        guard v > 0 else { throw f.error("must be greater than 0, found \(v)") }
        return v
    }

    mutating func items(_ f: JSONField, depth: Int) throws(SceneError) -> [SceneItem] {
        guard depth <= limits.maxDepth else { throw f.error("groups nested deeper than \(limits.maxDepth)") }
        var out: [SceneItem] = []
        for itemField in try f.array() { out.append(try item(itemField, depth: depth)) }
        return out
    }

    mutating func item(_ f: JSONField, depth: Int) throws(SceneError) -> SceneItem {
        try count()
        let o = try JSONObject(f)
        let type = try o.optional("type")?.string() ?? "path"
        switch type {
        case "path":
            try o.rejectUnknownKeys(["type", "d", "fill", "rule", "transform"])
            return .fill(FillItem(path: try path(o.required("d")), paint: try paint(o.required("fill")),
                                  rule: try rule(o.optional("rule")), transform: try transform(o.optional("transform"))))
        case "stroke":
            try o.rejectUnknownKeys(["type", "d", "stroke", "width", "cap", "join", "miterLimit", "dash", "dashPhase", "transform"])
            return .stroke(StrokeItem(path: try path(o.required("d")), paint: try paint(o.required("stroke")),
                                      style: try strokeStyle(o), transform: try transform(o.optional("transform"))))
        case "group":
            try o.rejectUnknownKeys(["type", "opacity", "clip", "transform", "items"])
            let opacity = try o.optional("opacity")?.float() ?? 1
            guard opacity >= 0, opacity <= 1 else { throw SceneError(field: f.child("opacity"), "\(opacity) is outside 0...1") }
            let clip = try o.optional("clip").map { c throws(SceneError) in try path(c) }
            return .group(GroupItem(opacity: opacity, clip: clip, transform: try transform(o.optional("transform")),
                                    items: try items(o.required("items"), depth: depth + 1)))
        case "backdropBlur":
            try o.rejectUnknownKeys(["type", "d", "sigma", "tint", "transform"])
            let sigmaField = try o.required("sigma")
            let sigma = try sigmaField.float()
            guard sigma >= 0, sigma <= 256 else { throw sigmaField.error("\(sigma) is outside 0...256 pt") }
            return .backdropBlur(BackdropBlurItem(path: try path(o.required("d")), sigma: sigma,
                                                  tint: try o.optional("tint").map { c throws(SceneError) in try color(c) } ?? .clear,
                                                  transform: try transform(o.optional("transform"))))
        case "text":
            try o.rejectUnknownKeys(["type", "text", "font", "size", "weight", "style", "tracking", "x", "y", "fill", "align",
                                     "maxWidth", "transform"])
            return .text(try textItem(o))
        default:
            throw SceneError(field: f.child("type"), "unknown item type \"\(type)\" (expected path, stroke, text, group or backdropBlur)")
        }
    }

    func path(_ f: JSONField) throws(SceneError) -> Path {
        let d = try f.string()
        let (p, error) = SVGPathParser.parse(d)
        if let error { throw f.error("SVG path data: \(error)") }
        return p
    }

    func rule(_ f: JSONField?) throws(SceneError) -> FillRule {
        guard let f else { return .nonzero }
        let s = try f.string()
        guard let r = FillRule(rawValue: s) else { throw f.error("unknown fill rule \"\(s)\" (expected nonzero or evenodd)") }
        return r
    }

    func transform(_ f: JSONField?) throws(SceneError) -> Transform {
        guard let f else { return .identity }
        let a = try f.array()
        guard a.count == 6 else { throw f.error("expected 6 numbers (the SVG matrix a b c d e f), found \(a.count)") }
        let v = try a.map { x throws(SceneError) in try x.float() }
        return Transform(a: v[0], b: v[1], c: v[2], d: v[3], e: v[4], f: v[5])
    }

    /// `#RRGGBB`, `#RRGGBBAA`, or `[r, g, b, a]` bytes 0–255 (straight alpha).
    func color(_ f: JSONField) throws(SceneError) -> Color {
        if let s = f.value as? String {
            guard let c = Color(hex: s) else { throw f.error("\"\(s)\" is not a colour (expected #RRGGBB or #RRGGBBAA)") }
            return c
        }
        let a = try f.array()
        guard a.count == 4 else { throw f.error("expected a colour [r, g, b, a] or \"#RRGGBB(AA)\", found \(a.count) numbers") }
        let v = try a.map { x throws(SceneError) in try x.integer(in: 0 ... 255) }
        return Color(r: UInt8(v[0]), g: UInt8(v[1]), b: UInt8(v[2]), a: UInt8(v[3]))
    }

    /// A colour, or `{"linearGradient": {"start": [x, y], "end": [x, y], "stops": [{"offset": 0, "color": …}, …]}}`.
    func paint(_ f: JSONField) throws(SceneError) -> Paint {
        guard f.value is [String: Any] else { return .solid(try color(f)) }
        let o = try JSONObject(f)
        try o.rejectUnknownKeys(["linearGradient"])
        let g = try JSONObject(try o.required("linearGradient"))
        try g.rejectUnknownKeys(["start", "end", "stops"])
        let stops = try g.required("stops").array()
        guard !stops.isEmpty else { throw SceneError(field: g.field.child("stops"), "needs at least one stop") }
        let parsed = try stops.map { s throws(SceneError) -> LinearGradient.Stop in
            let so = try JSONObject(s)
            try so.rejectUnknownKeys(["offset", "color"])
            let offsetField = try so.required("offset")
            let offset = try offsetField.float()
            guard offset >= 0, offset <= 1 else { throw offsetField.error("\(offset) is outside 0...1") }
            return LinearGradient.Stop(offset: offset, color: try color(so.required("color")))
        }
        guard let gradient = LinearGradient(start: try point(g.required("start")), end: try point(g.required("end")), stops: parsed) else {
            throw f.error("invalid gradient")
        }
        return .linearGradient(gradient)
    }

    func point(_ f: JSONField) throws(SceneError) -> Point {
        let a = try f.array()
        guard a.count == 2 else { throw f.error("expected [x, y], found \(a.count) numbers") }
        return Point(try a[0].float(), try a[1].float())
    }

    func strokeStyle(_ o: JSONObject) throws(SceneError) -> StrokeStyle {
        let width = try o.optional("width")?.float() ?? 1
        let capName = try o.optional("cap")?.string() ?? "butt"
        guard let cap = StrokeStyle.LineCap(rawValue: capName) else {
            throw SceneError(field: o.field.child("cap"), "unknown cap \"\(capName)\" (expected butt, round or square)")
        }
        let joinName = try o.optional("join")?.string() ?? "miter"
        guard let join = StrokeStyle.LineJoin(rawValue: joinName) else {
            throw SceneError(field: o.field.child("join"), "unknown join \"\(joinName)\" (expected miter, round or bevel)")
        }
        let miterLimit = try o.optional("miterLimit")?.float() ?? StrokeStyle.defaultMiterLimit
        let dash = try o.optional("dash")?.array().map { x throws(SceneError) in try x.float() } ?? []
        let phase = try o.optional("dashPhase")?.float() ?? 0
        do {
            return try StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit, dash: dash, dashPhase: phase)
        } catch {
            // StrokeError names "stroke.<field>"; our JSON keeps those fields on the item itself.
            let field = error.field.hasPrefix("stroke.") ? String(error.field.dropFirst("stroke.".count)) : error.field
            throw SceneError(field: o.field.child(field), "\(error.problem)")
        }
    }
}
