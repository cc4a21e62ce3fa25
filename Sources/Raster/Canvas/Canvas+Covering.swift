// Drawing a photo under a figure: scaled to cover the canvas (aspect fill, centred), sampled
// bilinearly in premultiplied sRGB, as UIKit's `.scaleAspectFill` shows a photo behind content.


extension Canvas {
    /// Draws `image` over the canvas (source-over), scaled to cover it keeping its aspect and
    /// centred, with bilinear filtering. An empty image draws nothing.
    public mutating func drawCovering(_ image: RGBAImage) {
        guard image.width > 0, image.height > 0, width > 0, height > 0 else { return }
        let source = Pixmap(premultiplying: image)
        let scale = max(Float(width) / Float(image.width), Float(height) / Float(image.height))
        let offsetX = (Float(width) - Float(image.width) * scale) / 2
        let offsetY = (Float(height) - Float(image.height) * scale) / 2
        // Each column's two source columns and weight, computed once for every row.
        var x0s = [Int](repeating: 0, count: width), x1s = x0s, fxs = [Float](repeating: 0, count: width)
        for x in 0 ..< width {
            let sx = min(max((Float(x) + 0.5 - offsetX) / scale - 0.5, 0), Float(image.width - 1))
            x0s[x] = Int(sx); x1s[x] = min(x0s[x] + 1, image.width - 1); fxs[x] = sx - Float(x0s[x])
        }
        var covering = Pixmap(uncheckedWidth: width, height: height)
        let w = width, sourceWidth = image.width
        source.pixels.withUnsafeBufferPointer { src in
            covering.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0 ..< height {
                    let sy = min(max((Float(y) + 0.5 - offsetY) / scale - 0.5, 0), Float(image.height - 1))
                    let y0 = Int(sy), y1 = min(y0 + 1, image.height - 1), fy = sy - Float(y0)
                    let top = src.baseAddress! + y0 * sourceWidth, bottom = src.baseAddress! + y1 * sourceWidth
                    let row = dst.baseAddress! + y * w
                    for x in 0 ..< w {
                        row[x] = Self.bilinearPacked(top[x0s[x]], top[x1s[x]], bottom[x0s[x]], bottom[x1s[x]], fxs[x], fy)
                    }
                }
            }
        }
        draw(covering)
    }

    /// `bilinear` on packed pixels, channel by channel with the same arithmetic, so the two
    /// agree bit for bit.
    @inline(__always)
    static func bilinearPacked(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ fx: Float, _ fy: Float) -> UInt32 {
        @inline(__always) func mix(_ shift: UInt32) -> UInt32 {
            let p = Float((a >> shift) & 0xFF), q = Float((b >> shift) & 0xFF), r = Float((c >> shift) & 0xFF), s = Float((d >> shift) & 0xFF)
            let top = p + (q - p) * fx
            let bottom = r + (s - r) * fx
            return UInt32(min(max((top + (bottom - top) * fy).rounded(), 0), 255))
        }
        let alpha = mix(24)
        return min(mix(0), alpha) | min(mix(8), alpha) << 8 | min(mix(16), alpha) << 16 | alpha << 24
    }

    /// `drawCovering`'s slow, obvious twin, pixel by pixel through `bilinear`: a test proves
    /// they agree.
    package mutating func drawCoveringReference(_ image: RGBAImage) {
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
