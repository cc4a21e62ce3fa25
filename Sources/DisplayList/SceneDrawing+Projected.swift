// Drawing a projected item: every shape on the plane becomes a device path through the
// projection and is filled by the ordinary rasterizer (`ProjectedItem` states the rules).
//
// Spaces: an item's own space → (its transform, then `projection`) → the space of the
// projected item's parent → (`base`) → device pixels. `projection` here is the whole road to
// the parent's space, each transform met on the way (of groups, items and nested projected
// items) folded into it.

import Documents
import Raster

extension SceneDrawing {
    /// Draws `items` on a plane: `projection` maps their space into the space `base` maps to
    /// device pixels; `field` is their JSON path.
    mutating func draw(_ items: [SceneItem], projectedBy projection: Projection, into canvas: inout Canvas, base: Transform,
                       field: FieldPath) throws(Diagnostic) {
        for (index, item) in items.enumerated() {
            try draw(item, projectedBy: projection, into: &canvas, base: base, parent: field, index: index)
        }
    }

    mutating func draw(_ item: SceneItem, projectedBy projection: Projection, into canvas: inout Canvas, base: Transform,
                       parent: FieldPath, index: Int) throws(Diagnostic) {
        var field: FieldPath { parent.appending(index: index) }
        // Device pixels per unit of the parent's space: what flattening under the projection aims at.
        let deviceScale = base.maxScale
        switch item {
        case .fill(let f):
            // A transform that makes the projection singular collapses the item: nothing to draw.
            guard let p = f.transform.concatenating(projection), let paint = f.paint.projected(by: p) else { return }
            canvas.fill(f.path.projected(by: p, deviceScale: deviceScale), paint: paint, rule: f.rule, transform: base)
        case .stroke(let s):
            guard let p = s.transform.concatenating(projection) else { return }
            Self.stroke(s, projectedBy: p, into: &canvas, base: base)
        case .text(let t):
            guard let line = try layout(t, field: field) else { return }
            if let p = t.transform.concatenating(projection), let paint = t.paint.projected(by: p) {
                let outline = line.path(at: t.origin, alignment: t.alignment)
                canvas.fill(outline.projected(by: p, deviceScale: deviceScale), paint: paint, rule: .nonzero, transform: base)
            }
            warnings += line.warnings.map { Diagnostic(.warning, field: field.appending("text"), $0.description) }
        case .group(let g):
            guard let p = g.transform.concatenating(projection) else { return }
            if g.isPlain {
                try draw(g.items, projectedBy: p, into: &canvas, base: base, field: field.appending("items"))
                return
            }
            var mask: CoverageMask?
            if let gradient = g.mask {
                // An end behind the eye: the group is not drawn (`ProjectedItem`).
                guard let m = Self.coverage(of: gradient, over: canvas.bounds, mappedBy: { p.apply($0).map(base.apply) }) else { return }
                mask = m
            }
            try inLayer(of: &canvas, opacity: g.opacity, mask: mask) { drawing, layer throws(Diagnostic) in
                if let clip = g.clip { layer.clip(to: clip.projected(by: p, deviceScale: deviceScale), transform: base) }
                try drawing.draw(g.items, projectedBy: p, into: &layer, base: base, field: field.appending("items"))
            }
        case .projected(let inner):
            guard let p = inner.projection.concatenating(projection) else { return }
            try draw(inner.items, projectedBy: p, into: &canvas, base: base, field: field.appending("items"))
        case .backdropBlur, .image:
            // `ProjectedItem`'s precondition: decoding rejects a blur or a bitmap here; one built
            // in Swift is skipped.
            return
        }
    }

    /// Strokes `s` on the plane `p` maps into the space `base` maps to device pixels.
    ///
    /// The outline is made in the stroke's own space scaled by k, the device pixels per unit at
    /// the centre of the path's bounds (√|det| of the projection's Jacobian there times
    /// √|det base|), so that `StrokeStyle.deviceStroke(for:)` applies its hairline and
    /// thin-stroke rules to device-sized widths. Its tolerance is 0.1 px · k / (s · base's
    /// largest stretch), s bounding the projection's stretch over the path's bounds grown by
    /// the stroke's reach, so the projected outline is within 0.1 device px of the true one.
    static func stroke(_ s: StrokeItem, projectedBy p: Projection, into canvas: inout Canvas, base: Transform) {
        guard let bounds = s.path.controlBounds else { return }
        let baseScale = abs(base.determinant).squareRoot()
        let centreStretch = p.meanStretch(at: bounds.center) ?? 1
        let k = centreStretch * baseScale
        guard k > 0, k.isFinite, let device = s.style.deviceStroke(for: .scale(k)),
              let toPlane = Transform.scale(1 / k).concatenating(p) else { return }
        let reach = StrokeVisibility.reachPixels(of: device.style) / k
        let stretch = p.maxScale(over: bounds.insetBy(-reach)) ?? centreStretch
        let tolerance = Tolerance.flatteningPixels * k / (base.maxScale * stretch)
        let outline = Stroker.outline(of: s.path.transformed(by: .scale(k)), style: device.style, tolerance: tolerance)
        guard let paint = s.paint.projected(by: p) else { return }
        canvas.fill(outline.projected(by: toPlane, deviceScale: base.maxScale), paint: paint.withOpacity(device.coverageScale),
                    rule: .nonzero, transform: base)
    }
}

extension Paint {
    /// The paint of a shape drawn through `projection`: a colour as it is; a gradient with its
    /// start and end projected (`ProjectedItem`), nil when one is behind the eye.
    func projected(by projection: Projection) -> Paint? {
        switch self {
        case .solid: self
        case .linearGradient(let g): g.mapped(by: projection.apply).map(Paint.linearGradient)
        }
    }
}
