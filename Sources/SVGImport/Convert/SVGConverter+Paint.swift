// Paints: colours with their opacity, and gradients referenced by `url(#id)`. A linear
// gradient becomes Raster's `LinearGradient`; a radial one has no Raster paint and is drawn as
// one solid colour, the average of its stops, with a warning (docs/svg-import.md).

import Documents
import Raster

extension SVGConverter {
    /// The Raster paint for `paint`, its alpha multiplied by `opacity`; nil when nothing is to
    /// be painted (`none`, a gradient with no stops or over an empty bounding box).
    /// - Parameter bounds: the shape's bounding box in its user space, for `objectBoundingBox`.
    /// - Throws: `SVGLimits.maxGradientStops` or `maxCascadeSteps` exceeded.
    func paint(_ paint: SVGPaint, opacity: Float, style: SVGStyle, bounds: Rect?, viewport: Size, element: SVGElement,
               property: String) throws(Diagnostic) -> Paint? {
        switch paint {
        case .none:
            return nil
        case .color, .currentColor:
            return style.color(of: paint).map { .solid($0.withOpacity(opacity)) }
        case .reference(let id, let fallback):
            let target = ids[id]
            if let target, target.name == "linearGradient" || target.name == "radialGradient" {
                return try gradient(target, opacity: opacity, style: style, bounds: bounds, viewport: viewport, user: element)
            }
            if let fallback { return try self.paint(fallback, opacity: opacity, style: style, bounds: bounds, viewport: viewport,
                                                element: element, property: property) }
            let what = target.map { "<\($0.name)>, which is not a gradient" } ?? "no element"
            warn("paint:\(id)", element, property, "url(#\(id)) names \(what); nothing is painted")
            return nil
        }
    }

    /// The gradient `element` and those it inherits from through `href`, nearest first
    /// (cycles and chains longer than `SVGLimits.maxUseDepth` are cut, with a warning).
    private func chain(of element: SVGElement) -> [SVGElement] {
        var chain = [element]
        var current = element
        while let next = self.element(referencedBy: current.href), next.name == "linearGradient" || next.name == "radialGradient" {
            if chain.contains(where: { $0 === next }) || chain.count > limits.maxUseDepth {
                warn("gradient:chain", element, "href", "gradient href chain loops or is longer than \(limits.maxUseDepth); it is cut")
                break
            }
            chain.append(next)
            current = next
        }
        return chain
    }

    private func gradient(_ element: SVGElement, opacity: Float, style: SVGStyle, bounds: Rect?, viewport: Size,
                          user: SVGElement) throws(Diagnostic) -> Paint? {
        let chain = chain(of: element)
        func attribute(_ name: String) -> String? { chain.lazy.compactMap { $0.attribute(name) }.first }
        let stopsOwner = chain.first(where: { $0.children.contains(where: { $0.name == "stop" }) })
        var stops: [LinearGradient.Stop] = []
        if let stopsOwner {
            gradientStops += stopsOwner.children.count
            if gradientStops > limits.maxGradientStops {
                throw error(user, "the document's shapes are painted with more than \(limits.maxGradientStops) gradient stops, "
                                + "counting a gradient's stops for every shape it paints (SVGLimits.maxGradientStops)")
            }
            stops = try self.stops(of: stopsOwner, opacity: opacity, style: style)
        }
        guard let last = stops.last else { return nil }
        if stops.count == 1 { return .solid(last.color) }
        if element.name == "radialGradient" {
            warn("radialGradient", element, nil, "radial gradients are drawn as one solid colour, the average of their stops "
                    + "(Raster has no radial paint)")
            return .solid(Self.average(stops.map(\.color)))
        }
        if let spread = attribute("spreadMethod"), spread != "pad" {
            warn("spreadMethod", element, "spreadMethod", "spreadMethod '\(spread)' is drawn as 'pad'")
        }
        let boundingBoxUnits = attribute("gradientUnits") != "userSpaceOnUse"
        var map = Transform.identity
        if let text = attribute("gradientTransform") {
            if let t = SVGTransformList.parse(text), t.isFinite { map = t } else {
                warn("value:gradientTransform", element, "gradientTransform", "\(Excerpt.quoted(text)) is not a transform list; it is ignored")
            }
        }
        func coordinate(_ name: String, _ fallback: String, along extent: Float) -> Float {
            let text = attribute(name) ?? fallback
            guard let l = SVGLength(text) else {
                warn("value:\(name)", element, name, "\(Excerpt.quoted(text)) is not a coordinate; \(fallback) is used")
                return SVGLength(fallback)!.resolved(against: boundingBoxUnits ? 1 : extent)
            }
            if boundingBoxUnits { return l.unit == .percent ? l.value / 100 : l.value }
            return l.resolved(against: extent)
        }
        let start = Point(coordinate("x1", "0%", along: viewport.width), coordinate("y1", "0%", along: viewport.height))
        let end = Point(coordinate("x2", "100%", along: viewport.width), coordinate("y2", "0%", along: viewport.height))
        if boundingBoxUnits {
            // SVG 2 §14.2: objectBoundingBox over a box of zero width or height paints nothing.
            guard let b = bounds, b.width > 0, b.height > 0 else { return nil }
            map = map.concatenating(Transform(a: b.width, b: 0, c: 0, d: b.height, e: b.minX, f: b.minY))
        }
        // SVG 2 §14.2: start and end at one point paint the last stop's colour.
        guard start != end else { return .solid(last.color) }
        guard let (mappedStart, mappedEnd) = Self.mapLinearGradient(start: start, end: end, by: map),
              let g = LinearGradient(start: mappedStart, end: mappedEnd, stops: stops) else { return nil }
        return .linearGradient(g)
    }

    /// Start and end of the linear gradient that is the image of (start, end) under `m`.
    ///
    /// A linear gradient's colour depends on t(p) = (p − s)·d / |d|², d = end − start, so its
    /// lines of equal colour are perpendicular to d. Under an affine map that is not a
    /// similarity those lines stay parallel but stop being perpendicular to the mapped d;
    /// t'(q) = t(m⁻¹q) is still linear, with gradient g = L⁻ᵀd / |d|² (L the linear part of m).
    /// So the new gradient runs from m(s) along g, reaching t = 1 at m(s) + g/|g|². Nil when m
    /// is singular.
    static func mapLinearGradient(start: Point, end: Point, by m: Transform) -> (Point, Point)? {
        let det = m.determinant
        guard det != 0, det.isFinite else { return nil }
        let d = end - start
        let dd = d.lengthSquared
        let g = Point((m.d * d.x - m.b * d.y) / det, (-m.c * d.x + m.a * d.y) / det) / dd
        let gg = g.lengthSquared
        guard gg > 0, gg.isFinite else { return nil }
        let s = m.apply(start)
        let e = s + g / gg
        guard s.isFinite, e.isFinite else { return nil }
        return (s, e)
    }

    /// The `stop` children of `element`: offsets clamped to 0…1 and never below the previous
    /// one (SVG 2 §14.3), colours with `stop-opacity` and the paint's opacity.
    /// - Throws: `SVGLimits.maxCascadeSteps` exceeded (a stop whose style cannot be read otherwise
    ///   is skipped).
    private func stops(of element: SVGElement, opacity: Float, style: SVGStyle) throws(Diagnostic) -> [LinearGradient.Stop] {
        var out: [LinearGradient.Stop] = []
        var previous: Float = 0
        let base = SVGStyle(color: style.color)
        for stop in element.children where stop.name == "stop" {
            let stopStyle: SVGStyle
            do {
                stopStyle = try self.style(of: stop, parent: base, viewport: .zero)
            } catch {
                if cascadeSteps > limits.maxCascadeSteps { throw error }
                continue
            }
            var offset: Float = 0
            if let text = stop.attribute("offset") {
                let t = text.trimmingSpaces
                let v = t.hasSuffix("%") ? Float(t.dropLast()).map { $0 / 100 } : Float(t)
                if let v, v.isFinite { offset = v } else {
                    warn("value:offset", stop, "offset", "\(Excerpt.quoted(text)) is not an offset; 0 is used")
                }
            }
            offset = max(previous, min(max(offset, 0), 1))
            previous = offset
            let color = stopStyle.color(of: stopStyle.stopColor) ?? .black
            out.append(LinearGradient.Stop(offset: offset, color: color.withOpacity(stopStyle.stopOpacity * opacity)))
        }
        return out
    }

    /// The mean of each channel, straight alpha, rounded.
    static func average(_ colors: [Color]) -> Color {
        let n = Float(max(colors.count, 1))
        func mean(_ channel: (Color) -> UInt8) -> UInt8 { UInt8((colors.reduce(Float(0)) { $0 + Float(channel($1)) } / n).rounded()) }
        return Color(r: mean(\.r), g: mean(\.g), b: mean(\.b), a: mean(\.a))
    }
}
