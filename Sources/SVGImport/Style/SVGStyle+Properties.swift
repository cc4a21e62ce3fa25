// The presentation properties the importer reads, and how each one's value is parsed onto an
// `SVGStyle`. Any other property is reported once and ignored.

import Raster

extension SVGStyle {
    /// Every property name the importer understands, as attribute or CSS declaration.
    static let properties: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-opacity", "stroke-width", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "display",
        "visibility", "color", "clip-path", "clip-rule", "stop-color", "stop-opacity", "overflow",
    ]

    /// Why a declaration was not applied.
    enum Rejection: Error {
        /// The value is not one the property accepts (the declaration is ignored, as CSS ignores it).
        case invalid
        /// More `stroke-dasharray` entries than the limit.
        case tooManyDashes
    }

    /// Sets property `name` from `text`. `inherit` takes the parent's value. Lengths in
    /// percentages are of the viewport's normalized diagonal √((w² + h²)/2) (SVG 2 §8.9).
    mutating func apply(_ name: String, _ text: Substring, parent: SVGStyle, viewport: Size, maxDashEntries: Int) throws(Rejection) {
        let value = text.trimmingSpaces
        if value.lowercased() == "inherit" {
            inherit(name, from: parent)
            return
        }
        let diagonal = ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
        switch name {
        case "fill": fill = try paint(value)
        case "stroke": stroke = try paint(value)
        case "fill-opacity": fillOpacity = try Self.opacity(value)
        case "stroke-opacity": strokeOpacity = try Self.opacity(value)
        case "opacity": opacity = try Self.opacity(value)
        case "stop-opacity": stopOpacity = try Self.opacity(value)
        case "fill-rule": fillRule = try Self.rule(value)
        case "clip-rule": clipRule = try Self.rule(value)
        case "stroke-width":
            let w = try Self.length(value, diagonal: diagonal)
            guard w >= 0 else { throw .invalid }
            strokeWidth = w
        case "stroke-linecap":
            guard let cap = StrokeStyle.LineCap(rawValue: value.lowercased()) else { throw .invalid }
            lineCap = cap
        case "stroke-linejoin":
            switch value.lowercased() {
            case "miter", "miter-clip", "arcs": lineJoin = .miter
            case "round": lineJoin = .round
            case "bevel": lineJoin = .bevel
            default: throw .invalid
            }
        case "stroke-miterlimit":
            guard let m = Float(value), m.isFinite, m >= StrokeStyle.minimumMiterLimit else { throw .invalid }
            miterLimit = m
        case "stroke-dasharray": dashArray = try Self.dashes(value, diagonal: diagonal, maxEntries: maxDashEntries)
        case "stroke-dashoffset": dashOffset = try Self.length(value, diagonal: diagonal)
        case "display": displayed = value.lowercased() != "none"
        case "visibility":
            switch value.lowercased() {
            case "visible": visible = true
            case "hidden", "collapse": visible = false
            default: throw .invalid
            }
        case "color":
            guard let c = SVGColor.parse(value) else {
                if value.lowercased() == "currentcolor" { return }
                throw .invalid
            }
            color = c
        case "stop-color":
            if value.lowercased() == "currentcolor" { stopColor = .currentColor; return }
            guard let c = SVGColor.parse(value) else { throw .invalid }
            stopColor = .color(c)
        case "clip-path":
            if value.lowercased() == "none" { clipPath = nil; return }
            guard case .reference(let id, nil)? = SVGPaint.parse(value) else { throw .invalid }
            clipPath = id
        case "overflow":
            switch value.lowercased() {
            case "visible", "auto": overflowVisible = true
            case "hidden", "scroll", "clip": overflowVisible = false
            default: throw .invalid
            }
        default:
            throw .invalid
        }
    }

    private mutating func inherit(_ name: String, from parent: SVGStyle) {
        switch name {
        case "fill": fill = parent.fill
        case "stroke": stroke = parent.stroke
        case "fill-opacity": fillOpacity = parent.fillOpacity
        case "stroke-opacity": strokeOpacity = parent.strokeOpacity
        case "opacity": opacity = parent.opacity
        case "stop-opacity": stopOpacity = parent.stopOpacity
        case "fill-rule": fillRule = parent.fillRule
        case "clip-rule": clipRule = parent.clipRule
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "stroke-linejoin": lineJoin = parent.lineJoin
        case "stroke-miterlimit": miterLimit = parent.miterLimit
        case "stroke-dasharray": dashArray = parent.dashArray
        case "stroke-dashoffset": dashOffset = parent.dashOffset
        case "display": displayed = parent.displayed
        case "visibility": visible = parent.visible
        case "color": color = parent.color
        case "stop-color": stopColor = parent.stopColor
        case "clip-path": clipPath = parent.clipPath
        case "overflow": overflowVisible = parent.overflowVisible
        default: break
        }
    }

    private func paint(_ value: Substring) throws(Rejection) -> SVGPaint {
        guard let p = SVGPaint.parse(value) else { throw .invalid }
        return p
    }

    /// A number or a percentage, clamped to 0…1 (CSS Color 4 §14: out-of-range opacities clamp).
    static func opacity(_ value: Substring) throws(Rejection) -> Float {
        let v: Float?
        if value.hasSuffix("%") { v = Float(value.dropLast()).map { $0 / 100 } } else { v = Float(value) }
        guard let v, v.isFinite else { throw .invalid }
        return min(max(v, 0), 1)
    }

    static func rule(_ value: Substring) throws(Rejection) -> FillRule {
        switch value.lowercased() {
        case "nonzero": .nonzero
        case "evenodd": .evenodd
        default: throw .invalid
        }
    }

    static func length(_ value: Substring, diagonal: Float) throws(Rejection) -> Float {
        guard let l = SVGLength(value) else { throw .invalid }
        let v = l.resolved(against: diagonal)
        guard v.isFinite else { throw .invalid }
        return v
    }

    /// `none`, or lengths separated by commas or spaces. A negative entry makes the whole value
    /// invalid; all zeros mean a solid stroke (SVG 2 §13.5.6).
    static func dashes(_ value: Substring, diagonal: Float, maxEntries: Int) throws(Rejection) -> [Float] {
        if value.lowercased() == "none" { return [] }
        let tokens = value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard tokens.count <= maxEntries else { throw .tooManyDashes }
        var lengths: [Float] = []
        for token in tokens {
            let v = try length(token, diagonal: diagonal)
            guard v >= 0 else { throw .invalid }
            lengths.append(v)
        }
        guard !lengths.isEmpty else { throw .invalid }
        return lengths.allSatisfy { $0 == 0 } ? [] : lengths
    }
}
