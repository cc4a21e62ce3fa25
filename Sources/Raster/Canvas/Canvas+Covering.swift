// Drawing a photo under a figure: scaled to cover the canvas (aspect fill, centred), sampled
// bilinearly in premultiplied sRGB, as UIKit's `.scaleAspectFill` shows a photo behind content.


extension Canvas {
    /// Draws `image` over the canvas (source-over), scaled to cover it keeping its aspect and
    /// centred, with bilinear filtering. An empty image draws nothing.
    public mutating func drawCovering(_ image: RGBAImage) {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return }
        let source = Pixmap(premultiplying: image)
        let scale = max(Float(width) / Float(image.width), Float(height) / Float(image.height))
        // Device pixel centre (x + 0.5) maps to source coordinate (x + 0.5 − offset) / scale.
        let offsetX = (Float(width) - Float(image.width) * scale) / 2
        let offsetY = (Float(height) - Float(image.height) * scale) / 2
        var covering = Pixmap(uncheckedWidth: width, height: height)
        // Bounded: scale > 0 and the offsets are finite (integer sizes), and sx, sy are clamped to
        // the image before they become indices.
        for y in 0 ..< height {
            let sy = min(max((Float(y) + 0.5 - offsetY) / scale - 0.5, 0), Float(image.height - 1))
            let y0 = Int(sy), y1 = min(y0 + 1, image.height - 1), fy = sy - Float(y0)
            for x in 0 ..< width {
                let sx = min(max((Float(x) + 0.5 - offsetX) / scale - 0.5, 0), Float(image.width - 1))
                let x0 = Int(sx), x1 = min(x0 + 1, image.width - 1), fx = sx - Float(x0)
                let c = Self.bilinear(source[x0, y0], source[x1, y0], source[x0, y1], source[x1, y1], fx, fy)
                covering[x, y] = c
            }
        }
        draw(covering)
    }

    static func bilinear(_ a: PremultipliedColor, _ b: PremultipliedColor, _ c: PremultipliedColor, _ d: PremultipliedColor,
                         _ fx: Float, _ fy: Float) -> PremultipliedColor {
        func mix(_ p: UInt8, _ q: UInt8, _ r: UInt8, _ s: UInt8) -> UInt8 {
            let top = Float(p) + (Float(q) - Float(p)) * fx
            let bottom = Float(r) + (Float(s) - Float(r)) * fx
            return UInt8(min(max((top + (bottom - top) * fy).rounded(), 0), 255))
        }
        let alpha = mix(a.a, b.a, c.a, d.a)
        // Each channel is a convex mix of premultiplied values, so it stays at most alpha
        // (up to rounding, clamped here to keep the invariant).
        return PremultipliedColor(uncheckedR: min(mix(a.r, b.r, c.r, d.r), alpha), g: min(mix(a.g, b.g, c.g, d.g), alpha),
                                  b: min(mix(a.b, b.b, c.b, d.b), alpha), a: alpha)
    }
}
