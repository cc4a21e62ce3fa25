// `use` (of any element with an id, `symbol` included) and the viewports of `symbol` and nested
// `svg` elements: their viewBox mapped onto the viewport, and their content clipped to it
// unless `overflow` is visible.

import Documents
import Raster

extension SVGConverter {
    /// The referenced element drawn as if it were the `use` element's only child (SVG 2
    /// §5.6: it inherits from the `use`, style sheet rules still match it where it is written),
    /// moved by the `use`'s x and y.
    /// - Throws: a cycle (the element is drawing itself), `use` nesting deeper than
    ///   `SVGLimits.maxUseDepth`.
    func useItems(_ use: SVGElement, in context: SVGContext) throws(Diagnostic) -> [SceneItem] {
        guard let href = use.href else {
            warn("use:nohref", use, "href", "<use> without href draws nothing")
            return []
        }
        guard let target = element(referencedBy: href) else {
            warn("use:missing", use, "href", "\(Excerpt.quoted(href)) names no element of this document; the <use> draws nothing")
            return []
        }
        if active.contains(ObjectIdentifier(target)) || target === use {
            throw error(use, "href", "\(Excerpt.quoted(href)) refers back to an element that contains this <use>: a cycle")
        }
        useDepth += 1
        defer { useDepth -= 1 }
        if useDepth > limits.maxUseDepth {
            throw error(use, "href", "<use> elements expand inside one another more than \(limits.maxUseDepth) deep (SVGLimits.maxUseDepth)")
        }
        let x = length(use, "x", reference: context.viewport.width), y = length(use, "y", reference: context.viewport.height)
        let move = Transform.translation(x, y)
        if target.name == "symbol" || target.name == "svg" {
            // The use's width and height, when given, size the viewport (SVG 2 §5.6.2).
            let size = Size(length(use, "width", reference: context.viewport.width, fallback: -1),
                            length(use, "height", reference: context.viewport.height, fallback: -1))
            try countVisit(target)
            active.append(ObjectIdentifier(target))
            defer { active.removeLast() }
            let style = try style(of: target, parent: context.style, viewport: context.viewport)
            guard style.displayed else { return [] }
            var inner = context
            inner.style = style
            inner.transform = move.concatenating(context.transform)
            return try viewport(of: target, origin: .zero, requested: size, in: inner)
        }
        return try items(for: target, in: context, extra: move)
    }

    /// A nested `svg`: its x, y, width and height place a viewport in the parent's user space.
    func nestedViewport(_ svg: SVGElement, in context: SVGContext) throws(Diagnostic) -> [SceneItem] {
        let origin = Point(length(svg, "x", reference: context.viewport.width), length(svg, "y", reference: context.viewport.height))
        let size = Size(length(svg, "width", reference: context.viewport.width, fallback: -1),
                        length(svg, "height", reference: context.viewport.height, fallback: -1))
        return try viewport(of: svg, origin: origin, requested: size, in: context)
    }

    /// The children of a `symbol` or `svg` in a viewport at `origin` of the `requested` size
    /// (a negative side means "not given": 100% of the parent viewport), the viewBox mapped
    /// onto it by `preserveAspectRatio`.
    private func viewport(of element: SVGElement, origin: Point, requested: Size, in context: SVGContext) throws(Diagnostic) -> [SceneItem] {
        let size = Size(requested.width < 0 ? context.viewport.width : requested.width,
                        requested.height < 0 ? context.viewport.height : requested.height)
        guard size.width > 0, size.height > 0 else { return [] }
        var map = Transform.translation(origin.x, origin.y)
        var inner = context
        inner.viewport = size
        if let text = element.attribute("viewBox") {
            guard let box = SVGViewBox(text) else {
                warn("value:viewBox", element, "viewBox", "\(Excerpt.quoted(text)) is not a viewBox of positive size; nothing is drawn")
                return []
            }
            map = aspectRatio(of: element).transform(from: box.rect, to: size).concatenating(map)
            inner.viewport = box.rect.size
        }
        let clipped = !context.style.overflowVisible
        if clipped {
            inner.groupDepth += 1
            try checkGroupDepth(inner.groupDepth, element)
            inner.transform = map
        } else {
            inner.transform = map.concatenating(context.transform)
        }
        let content = try children(of: element, in: inner)
        guard clipped else { return content }
        let clip = SVGShapes.rect(x: origin.x, y: origin.y, width: size.width, height: size.height, rx: 0, ry: 0)
        return content.isEmpty ? [] : [.group(GroupItem(clip: clip, transform: context.transform, items: content))]
    }

    /// The element's `preserveAspectRatio`, or the default (`xMidYMid meet`) with a warning
    /// when it cannot be read.
    func aspectRatio(of element: SVGElement) -> SVGAspectRatio {
        guard let text = element.attribute("preserveAspectRatio") else { return .default }
        guard let ratio = SVGAspectRatio(text) else {
            warn("value:preserveAspectRatio", element, "preserveAspectRatio", "\(Excerpt.quoted(text)) is not a preserveAspectRatio value; "
                    + "xMidYMid meet is used")
            return .default
        }
        return ratio
    }
}
