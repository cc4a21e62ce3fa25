import DisplayList
import Raster

/// What a glyph's scene items hold, found by walking them with their transforms: a superset of
/// their ink's bounds, their thinnest stroke, and the colours they paint with.
enum ItemGeometry {
    /// How far a stroke's outline may reach beyond its path, in stroke widths: a miter join of
    /// limit m reaches m / 2 widths; a square cap √2 / 2.
    static func reach(of style: StrokeStyle) -> Float {
        let join = style.join == .miter ? style.miterLimit / 2 : 0.5
        let cap: Float = style.cap == .square ? Float(2).squareRoot() / 2 : 0.5
        return style.width * max(join, cap, 0.5) + (style.isHairline ? Float(style.hairlinePixels) : 0)
    }

    /// A rectangle holding every item's ink, in the items' parent space; nil when there is no
    /// geometry at all. Text runs and projected items are not expected in glyph artwork and
    /// count as nothing.
    static func bounds(of items: [SceneItem], transform: Transform = .identity) -> Rect? {
        var result: Rect?
        func add(_ rect: Rect?, _ t: Transform) {
            guard let rect else { return }
            let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY), Point(rect.maxX, rect.maxY)]
                .map(t.apply)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let mapped = Rect(corners: Point(xs.min()!, ys.min()!), Point(xs.max()!, ys.max()!))
            guard mapped.minX.isFinite, mapped.maxX.isFinite, mapped.minY.isFinite, mapped.maxY.isFinite else { return }
            result = result.map { $0.union(mapped) } ?? mapped
        }
        for item in items {
            switch item {
            case .fill(let f):
                add(f.path.controlBounds, f.transform.concatenating(transform))
            case .stroke(let s):
                let r = reach(of: s.style)
                add(s.path.controlBounds.map { Rect(x: $0.minX - r, y: $0.minY - r, width: $0.width + 2 * r, height: $0.height + 2 * r) },
                    s.transform.concatenating(transform))
            case .group(let g):
                add(bounds(of: g.items, transform: g.transform.concatenating(transform)), .identity)
            case .backdropBlur(let b):
                add(b.path.controlBounds, b.transform.concatenating(transform))
            case .image(let i):
                add(i.frame, i.transform.concatenating(transform))
            case .text, .projected:
                continue
            }
        }
        return result
    }

    /// The thinnest stroke's width in the parent space (width × the transform's mean scale);
    /// nil when nothing is stroked. A hairline counts as width 0.
    static func thinnestStroke(in items: [SceneItem], transform: Transform = .identity) -> Float? {
        var thinnest: Float?
        for item in items {
            var width: Float?
            switch item {
            case .stroke(let s):
                width = s.style.width * abs(s.transform.concatenating(transform).determinant).squareRoot()
            case .group(let g):
                width = thinnestStroke(in: g.items, transform: g.transform.concatenating(transform))
            case .fill, .backdropBlur, .text, .projected, .image:
                continue
            }
            if let width { thinnest = min(thinnest ?? width, width) }
        }
        return thinnest
    }

    /// Every colour the items paint with (gradient stops included), alpha ignored.
    static func colors(in items: [SceneItem]) -> Set<Color> {
        var found = Set<Color>()
        func add(_ paint: Paint) {
            switch paint {
            case .solid(let c): if c.a > 0 { found.insert(Color(r: c.r, g: c.g, b: c.b)) }
            case .linearGradient(let g): for stop in g.stops where stop.color.a > 0 { found.insert(Color(r: stop.color.r, g: stop.color.g, b: stop.color.b)) }
            }
        }
        for item in items {
            switch item {
            case .fill(let f): add(f.paint)
            case .stroke(let s): add(s.paint)
            case .group(let g): found.formUnion(colors(in: g.items))
            case .text(let t): add(t.paint)
            case .image(let i):
                if let tint = i.tint { add(.solid(tint)) } else {
                    for p in stride(from: 0, to: i.image.bytes.count, by: 4) where i.image.bytes[p + 3] > 0 {
                        found.insert(Color(r: i.image.bytes[p], g: i.image.bytes[p + 1], b: i.image.bytes[p + 2]))
                    }
                }
            case .backdropBlur, .projected: continue
            }
        }
        return found
    }
}
