// `clip-path: url(#id)` → `GroupItem.clip`: the clipPath's shapes, each through its own
// transform, gathered into one path in the clipped element's user space.
//
// Limits (docs/svg-import.md): a group clip is one path filled nonzero, so the children are
// united exactly only when they do not overlap or wind the same way; `clip-rule: evenodd`,
// a clip path on a clipPath or its children, and `text` inside are reported and drawn as
// nonzero / unclipped / skipped.

import Documents
import Raster

extension SVGConverter {
    /// The clip path `#id` for `element`, whose drawn `content` (in its user space) gives the
    /// bounding box for `clipPathUnits="objectBoundingBox"`; nil (with a warning) when `id`
    /// names no clipPath.
    func clipPath(_ id: String, for element: SVGElement, content: [SceneItem]) throws(Diagnostic) -> Path? {
        guard let clip = ids[id], clip.name == "clipPath" else {
            warn("clip:\(id)", element, "clip-path", "url(#\(id)) names no <clipPath>; the element is drawn unclipped")
            return nil
        }
        if active.contains(ObjectIdentifier(clip)) {
            throw error(clip, "clip-path", "the clip path is used inside itself: a cycle")
        }
        active.append(ObjectIdentifier(clip))
        defer { active.removeLast() }
        try countVisit(clip)
        var map = transformAttribute(of: clip)
        if clip.attribute("clipPathUnits") == "objectBoundingBox" {
            guard let b = Self.bounds(of: content, transform: .identity), b.width > 0, b.height > 0 else { return Path() }
            map = Transform(a: b.width, b: 0, c: 0, d: b.height, e: b.minX, f: b.minY).concatenating(map)
        }
        let clipStyle = try style(of: clip, parent: SVGStyle(color: options.currentColor), viewport: .zero)
        if clipStyle.clipPath != nil {
            warn("clip:nested", clip, "clip-path", "a clip path on a <clipPath> is not supported; it is ignored")
        }
        var united = Path()
        for child in clip.children {
            united.append(try clipGeometry(child, parentStyle: clipStyle, map: map))
        }
        return united
    }

    /// One child of a clipPath as a path in the clipped element's space: shapes, and `use` of
    /// shapes; anything else is reported and contributes nothing.
    private func clipGeometry(_ child: SVGElement, parentStyle: SVGStyle, map: Transform) throws(Diagnostic) -> Path {
        try countVisit(child)
        let style = try style(of: child, parent: parentStyle, viewport: .zero)
        guard style.displayed, style.visible else { return Path() }
        if style.clipRule == .evenodd {
            warn("clip:evenodd", child, "clip-rule", "clip-rule evenodd is drawn as nonzero")
        }
        let own = transformAttribute(of: child).concatenating(map)
        if child.name == "use" {
            guard let target = element(referencedBy: child.href), target !== child, !active.contains(ObjectIdentifier(target)) else {
                return Path()
            }
            let move = Transform.translation(length(child, "x", reference: 0), length(child, "y", reference: 0))
            active.append(ObjectIdentifier(target))
            defer { active.removeLast() }
            return try clipGeometry(target, parentStyle: style, map: move.concatenating(own))
        }
        guard let path = try shapePath(child, viewport: .zero) else {
            if !Self.drawnElements.contains(child.name) || child.name == "g" || child.name == "svg" {
                warn("clip:child:\(child.name)", child, nil, "<\(child.name)> inside a <clipPath> is not supported; it is skipped")
            }
            return Path()
        }
        return path.transformed(by: own)
    }

    /// The bounding box of the geometry of `items` (fills and strokes by their paths, not their
    /// stroke width: SVG's object bounding box), mapped by `transform`.
    static func bounds(of items: [SceneItem], transform: Transform) -> Rect? {
        var box: Rect?
        func add(_ r: Rect?) {
            guard let r else { return }
            box = box.map { $0.union(r) } ?? r
        }
        for item in items {
            switch item {
            case .fill(let f): add(SVGBounds.of(f.path, transform: f.transform.concatenating(transform)))
            case .stroke(let s): add(SVGBounds.of(s.path, transform: s.transform.concatenating(transform)))
            case .group(let g): add(bounds(of: g.items, transform: g.transform.concatenating(transform)))
            default: break
            }
        }
        return box
    }
}
