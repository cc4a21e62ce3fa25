// The first pass: every element and attribute the importer does not read is reported once,
// by name, at the line of its first occurrence; editor metadata is skipped silently.

extension SVGConverter {
    /// Elements drawn, or read when referenced.
    static let supportedElements: Set<String> = [
        "svg", "g", "a", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "use", "defs", "symbol",
        "linearGradient", "radialGradient", "stop", "clipPath", "style",
    ]

    /// Elements that draw nothing and are skipped without a word, content included.
    static let silentElements: Set<String> = ["title", "desc", "metadata"]

    /// Attributes any element may carry that draw nothing: identity, namespaces, accessibility
    /// and editor bookkeeping.
    static let silentAttributes: Set<String> = [
        "id", "class", "style", "version", "baseProfile", "xml:space", "xml:lang", "lang", "role", "focusable", "tabindex",
        "enable-background", "x-origin",
    ]

    /// Prefixes of attribute (and element) names skipped silently: namespace declarations,
    /// Inkscape's and Sodipodi's editor state, data and ARIA attributes.
    static let silentPrefixes = ["xmlns", "sodipodi:", "inkscape:", "data-", "aria-", "rdf:", "cc:", "dc:"]

    /// Attributes read on each element, besides `transform` (on drawn elements) and the
    /// presentation properties (`SVGStyle.properties`).
    static let elementAttributes: [String: Set<String>] = [
        "svg": ["x", "y", "width", "height", "viewBox", "preserveAspectRatio"],
        "symbol": ["viewBox", "preserveAspectRatio"],
        "rect": ["x", "y", "width", "height", "rx", "ry"],
        "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"],
        "line": ["x1", "y1", "x2", "y2"],
        "polyline": ["points"],
        "polygon": ["points"],
        "path": ["d"],
        "use": ["href", "xlink:href", "x", "y", "width", "height"],
        "linearGradient": ["x1", "y1", "x2", "y2", "gradientUnits", "gradientTransform", "spreadMethod", "href", "xlink:href"],
        "radialGradient": ["cx", "cy", "r", "fx", "fy", "fr", "gradientUnits", "gradientTransform", "spreadMethod", "href",
                           "xlink:href"],
        "stop": ["offset"],
        "clipPath": ["clipPathUnits"],
        "style": ["type", "media"],
    ]

    /// Elements whose `transform` attribute is read.
    static let transformable: Set<String> = [
        "svg", "g", "a", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "use", "clipPath",
    ]

    static func isSilent(_ name: String) -> Bool { silentPrefixes.contains(where: name.hasPrefix) }

    /// Reports each unsupported element and attribute once.
    func reportUnsupported(in root: SVGElement) {
        var stack = [root]
        while let e = stack.popLast() {
            if Self.silentElements.contains(e.name) || Self.isSilent(e.name) { continue }
            guard Self.supportedElements.contains(e.name) else {
                let what = e.name == "text" ? "text is not drawn (SVG fonts and layout are not supported)"
                    : "the element is not supported"
                warn("element:\(e.name)", e, nil, "<\(e.name)>: \(what); it is skipped with its content")
                continue
            }
            let own = Self.elementAttributes[e.name] ?? []
            for (name, _) in e.attributes {
                if own.contains(name) || SVGStyle.properties.contains(name) || Self.silentAttributes.contains(name)
                    || Self.isSilent(name) || (name == "transform" && Self.transformable.contains(e.name)) { continue }
                warn("attribute:\(name)", e, name, "the attribute '\(name)' is not supported; it is ignored")
            }
            stack.append(contentsOf: e.children.reversed())
        }
    }
}
