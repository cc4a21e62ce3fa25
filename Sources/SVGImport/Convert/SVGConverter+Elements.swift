// Elements → items: one function decides whether an element draws and whether it needs a
// group of its own (opacity below 1, a clip path); shapes become a fill and a stroke.

import Documents
import Raster

extension SVGConverter {
    /// Elements that draw when met in the tree (`symbol`, gradients and clip paths draw only
    /// when referenced; `defs` never).
    static let drawnElements: Set<String> = ["svg", "g", "a", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "use"]

    /// The items `element` draws in `context`.
    /// - Parameter extra: a transform applied before the element's own (a `use`'s x and y).
    func items(for element: SVGElement, in context: SVGContext, extra: Transform = .identity) throws(Diagnostic) -> [SceneItem] {
        guard Self.drawnElements.contains(element.name) else { return [] }
        try countVisit(element)
        let style = try style(of: element, parent: context.style, viewport: context.viewport)
        guard style.displayed, style.opacity > 0 else { return [] }
        let own = extra.concatenating(transformAttribute(of: element))
        let layered = style.opacity < 1 || style.clipPath != nil
        var inner = context
        inner.style = style
        if layered {
            inner.transform = own
            inner.groupDepth += 1
            try checkGroupDepth(inner.groupDepth, element)
        } else {
            inner.transform = own.concatenating(context.transform)
        }
        active.append(ObjectIdentifier(element))
        defer { active.removeLast() }
        let content = try self.content(of: element, in: inner)
        guard layered else { return content }
        // A clip path that cannot be resolved is reported and leaves the content unclipped.
        let clip = try style.clipPath.flatMap { id throws(Diagnostic) in try clipPath(id, for: element, content: content) }
        return [.group(GroupItem(opacity: style.opacity, clip: clip, transform: own.concatenating(context.transform), items: content))]
    }

    /// What the element draws inside its own transform and group.
    private func content(of element: SVGElement, in context: SVGContext) throws(Diagnostic) -> [SceneItem] {
        switch element.name {
        case "g", "a":
            return try children(of: element, in: context)
        case "svg":
            if element.parent == nil { return try children(of: element, in: context) }
            return try nestedViewport(element, in: context)
        case "use":
            return try useItems(element, in: context)
        default:
            guard let path = try shapePath(element, viewport: context.viewport) else { return [] }
            return try shapeItems(element, path: path, in: context)
        }
    }

    func children(of element: SVGElement, in context: SVGContext) throws(Diagnostic) -> [SceneItem] {
        var out: [SceneItem] = []
        for child in element.children { out += try items(for: child, in: context) }
        return out
    }

    /// The `transform` attribute; the identity, with a warning, when it cannot be read.
    func transformAttribute(of element: SVGElement) -> Transform {
        guard let text = element.attribute("transform") else { return .identity }
        guard let t = SVGTransformList.parse(text), t.isFinite else {
            warn("value:transform", element, "transform", "\(Excerpt.quoted(text)) is not a transform list; it is ignored")
            return .identity
        }
        return t
    }

    /// A length attribute in user units; `fallback` when absent, and with a warning when it
    /// cannot be read.
    func length(_ element: SVGElement, _ name: String, reference: Float, fallback: Float = 0) -> Float {
        guard let text = element.attribute(name) else { return fallback }
        guard let l = SVGLength(text), case let v = l.resolved(against: reference), v.isFinite else {
            warn("value:\(name)", element, name, "\(Excerpt.quoted(text)) is not a length; \(Excerpt.number(fallback)) is used")
            return fallback
        }
        return v
    }

    /// The normalized diagonal √((w² + h²)/2) that percentages of neither axis are of (SVG 2 §8.9).
    static func diagonal(_ s: Size) -> Float { ((s.width * s.width + s.height * s.height) / 2).squareRoot() }

    /// The element's geometry as a path in its user space; nil when it draws nothing (a zero or
    /// negative size, no path data). Path data with an error is drawn up to the segment the
    /// error is in, as SVG 2 asks ("Error handling in path data"), with a warning naming the
    /// byte offset (an error under `--strict`, which makes every warning one).
    /// - Throws: too many points.
    func shapePath(_ e: SVGElement, viewport v: Size) throws(Diagnostic) -> Path? {
        let path: Path
        switch e.name {
        case "path":
            guard let d = e.attribute("d"), !d.trimmingSpaces.isEmpty else { return nil }
            let (parsed, problem) = SVGPathParser.parse(d)
            if let problem {
                let kept = parsed.isEmpty ? "nothing of it is drawn" : "drawn up to the segment with the error"
                warn("path-data:\(e.line):\(problem.offset)", e, "d", "SVG path data: \(problem); \(kept), as SVG specifies")
            }
            guard !parsed.isEmpty else { return nil }
            path = parsed
        case "rect":
            let w = length(e, "width", reference: v.width), h = length(e, "height", reference: v.height)
            guard positive(w, e, "width"), positive(h, e, "height") else { return nil }
            var rx = e.attribute("rx").map { _ in length(e, "rx", reference: v.width) }
            var ry = e.attribute("ry").map { _ in length(e, "ry", reference: v.height) }
            if let x = rx, x < 0 { rx = nil }
            if let y = ry, y < 0 { ry = nil }
            let radiusX = min(rx ?? ry ?? 0, w / 2), radiusY = min(ry ?? rx ?? 0, h / 2)
            path = SVGShapes.rect(x: length(e, "x", reference: v.width), y: length(e, "y", reference: v.height), width: w, height: h,
                                  rx: radiusX, ry: radiusY)
        case "circle":
            let r = length(e, "r", reference: Self.diagonal(v))
            guard positive(r, e, "r") else { return nil }
            path = SVGShapes.ellipse(cx: length(e, "cx", reference: v.width), cy: length(e, "cy", reference: v.height), rx: r, ry: r)
        case "ellipse":
            var rx = e.attribute("rx").map { _ in length(e, "rx", reference: v.width) }
            var ry = e.attribute("ry").map { _ in length(e, "ry", reference: v.height) }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            guard let x = rx, let y = ry, positive(x, e, "rx"), positive(y, e, "ry") else { return nil }
            path = SVGShapes.ellipse(cx: length(e, "cx", reference: v.width), cy: length(e, "cy", reference: v.height), rx: x, ry: y)
        case "line":
            path = SVGShapes.poly([Point(length(e, "x1", reference: v.width), length(e, "y1", reference: v.height)),
                                   Point(length(e, "x2", reference: v.width), length(e, "y2", reference: v.height))], closed: false)
        case "polyline", "polygon":
            path = SVGShapes.poly(polyPoints(e), closed: e.name == "polygon")
        default:
            return nil
        }
        try countPoints(path, of: e)
        return path
    }

    /// True for a length above 0; a negative one is reported (SVG 1.1 made it an error, SVG 2
    /// disables the element; both draw nothing).
    private func positive(_ value: Float, _ e: SVGElement, _ name: String) -> Bool {
        if value < 0 { warn("negative:\(name)", e, name, "a negative \(name) draws nothing") }
        return value > 0
    }

    /// The `points` of a polyline or polygon, up to the first thing that is not a number (or
    /// an odd number out), which is reported: SVG 2 §10.6 draws what came before the error.
    private func polyPoints(_ e: SVGElement) -> [Point] {
        var s = SVGScanner(e.attribute("points") ?? "")
        var values: [Float] = []
        s.skipSpaces()
        while !s.isAtEnd, let v = s.number() {
            values.append(v)
            s.skipSeparator()
        }
        if !s.isAtEnd || values.count % 2 == 1 {
            warn("value:points", e, "points", "the points list has an error at byte \(s.index) or an odd count; the points before it are drawn")
        }
        return stride(from: 0, to: values.count - 1, by: 2).map { Point(values[$0], values[$0 + 1]) }
    }

    /// A shape's fill (not for `line`, which encloses nothing) and stroke, by its style.
    func shapeItems(_ e: SVGElement, path: Path, in context: SVGContext) throws(Diagnostic) -> [SceneItem] {
        let style = context.style
        guard style.visible else { return [] }
        var out: [SceneItem] = []
        let bounds = SVGBounds.of(path)
        if e.name != "line", let paint = try paint(style.fill, opacity: style.fillOpacity, style: style, bounds: bounds,
                                              viewport: context.viewport, element: e, property: "fill") {
            out.append(.fill(FillItem(path: path, paint: paint, rule: style.fillRule, transform: context.transform)))
        }
        if style.strokeWidth > 0, let paint = try paint(style.stroke, opacity: style.strokeOpacity, style: style, bounds: bounds,
                                                    viewport: context.viewport, element: e, property: "stroke") {
            do {
                let pen = try StrokeStyle(width: style.strokeWidth, cap: style.lineCap, join: style.lineJoin,
                                          miterLimit: style.miterLimit, dash: style.dashArray, dashPhase: style.dashOffset)
                out.append(.stroke(StrokeItem(path: path, paint: paint, style: pen, transform: context.transform)))
            } catch {
                warn("stroke:\(error)", e, "stroke", "the stroke cannot be drawn (\(error)); it is skipped")
            }
        }
        return out
    }
}
