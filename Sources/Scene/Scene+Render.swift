// Rendering a scene onto a Canvas.

import Raster

extension Scene {
    /// A canvas of the scene's pixel size with the scene drawn on it.
    public func render(useSIMD: Bool = Rasterizer.simdEnabledByDefault) -> Canvas {
        var canvas = Canvas(width: pixelWidth, height: pixelHeight, background: background)
        canvas.useSIMD = useSIMD
        draw(into: &canvas)
        return canvas
    }

    /// Clears `canvas` to the background, then draws every item in order: exactly what the
    /// benchmark contract times.
    public func draw(into canvas: inout Canvas) {
        canvas.clear(background)
        drawItems(into: &canvas)
    }

    /// Draws every item in order over what `canvas` already holds, without clearing it: for a
    /// scene drawn over pixels from elsewhere (a backdrop photo under a control's blur).
    public func drawItems(into canvas: inout Canvas) {
        let base = Transform.scale(scale)
        for item in items { item.draw(into: &canvas, base: base) }
    }
}

extension SceneItem {
    /// Draws the item; `base` maps the item's parent space to device pixels.
    func draw(into canvas: inout Canvas, base: Transform) {
        switch self {
        case .fill(let f):
            canvas.fill(f.path, paint: f.paint, rule: f.rule, transform: f.transform.concatenating(base))
        case .stroke(let s):
            canvas.stroke(s.path, style: s.style, paint: s.paint, transform: s.transform.concatenating(base))
        case .group(let g):
            let t = g.transform.concatenating(base)
            if g.opacity == 1 && g.clip == nil {
                for item in g.items { item.draw(into: &canvas, base: t) }
                return
            }
            canvas.drawLayer(opacity: g.opacity) { layer in
                if let clip = g.clip { layer.clip(to: clip, transform: t) }
                for item in g.items { item.draw(into: &layer, base: t) }
            }
        case .backdropBlur(let b):
            canvas.backdropBlur(b.path, sigma: b.sigma, tint: b.tint, transform: b.transform.concatenating(base))
        }
    }
}
