// Drawing a photo under a figure: scaled to cover the canvas (aspect fill, centred), sampled
// bilinearly in premultiplied sRGB, as UIKit's `.scaleAspectFill` shows a photo behind content.


extension Canvas {
    /// Draws `image` over the canvas (source-over), scaled to cover it keeping its aspect and
    /// centred, with bilinear filtering. An empty image draws nothing.
    public mutating func drawCovering(_ image: RGBAImage) {
        drawCovering(image, in: Rect(x: 0, y: 0, width: Float(width), height: Float(height)))
    }

    /// Draws `image` scaled to cover `frame` (device pixels) keeping its aspect, centred on it,
    /// over the pixels whose centres lie in `frame` (a screen's page that a sheet scaled back
    /// shows its photo in its own frame). Pixels outside are untouched.
    public mutating func drawCovering(_ image: RGBAImage, in frame: Rect) {
        guard let span = Self.coveringSpan(frame, width: width, height: height), image.width > 0, image.height > 0 else { return }
        let source = Pixmap(premultiplying: image)
        let scale = max(frame.width / Float(image.width), frame.height / Float(image.height))
        let offsetX = frame.minX + (frame.width - Float(image.width) * scale) / 2
        let offsetY = frame.minY + (frame.height - Float(image.height) * scale) / 2
        // Each column's two source columns and weight, computed once for every row.
        var x0s = [Int](repeating: 0, count: width), x1s = x0s, fxs = [Float](repeating: 0, count: width)
        for x in span.x0 ..< span.x1 {
            let sx = min(max((Float(x) + 0.5 - offsetX) / scale - 0.5, 0), Float(image.width - 1))
            x0s[x] = Int(sx); x1s[x] = min(x0s[x] + 1, image.width - 1); fxs[x] = sx - Float(x0s[x])
        }
        var covering = Pixmap(uncheckedWidth: width, height: height)
        let w = width, sourceWidth = image.width
        source.pixels.withUnsafeBufferPointer { src in
            covering.pixels.withUnsafeMutableBufferPointer { dst in
                for y in span.y0 ..< span.y1 {
                    let sy = min(max((Float(y) + 0.5 - offsetY) / scale - 0.5, 0), Float(image.height - 1))
                    let y0 = Int(sy), y1 = min(y0 + 1, image.height - 1), fy = sy - Float(y0)
                    let top = src.baseAddress! + y0 * sourceWidth, bottom = src.baseAddress! + y1 * sourceWidth
                    let row = dst.baseAddress! + y * w
                    for x in span.x0 ..< span.x1 {
                        row[x] = Self.bilinearPacked(top[x0s[x]], top[x1s[x]], bottom[x0s[x]], bottom[x1s[x]], fxs[x], fy)
                    }
                }
            }
        }
        draw(covering)
    }

    /// The pixels whose centres lie in `frame`, clipped to the canvas: columns x0 ..< x1, rows
    /// y0 ..< y1; nil when there are none (or the frame is not finite).
    static func coveringSpan(_ frame: Rect, width: Int, height: Int) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
        guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite
        else { return nil }
        // Centre x + 0.5 in [minX, maxX) ⇔ x in [ceil(minX − 0.5), ceil(maxX − 0.5)).
        func bound(_ v: Float, _ limit: Int) -> Int { Int(min(max((v - 0.5).rounded(.up), 0), Float(limit))) }
        let x0 = bound(frame.minX, width), x1 = bound(frame.maxX, width), y0 = bound(frame.minY, height), y1 = bound(frame.maxY, height)
        return x0 < x1 && y0 < y1 ? (x0, x1, y0, y1) : nil
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
    package mutating func drawCoveringReference(_ image: RGBAImage, in frame: Rect? = nil) {
        let frame = frame ?? Rect(x: 0, y: 0, width: Float(width), height: Float(height))
        guard image.width > 0, image.height > 0, width > 0, height > 0, frame.width > 0, frame.height > 0 else { return }
        let source = Pixmap(premultiplying: image)
        let scale = max(frame.width / Float(image.width), frame.height / Float(image.height))
        // Device pixel centre (x + 0.5) maps to source coordinate (x + 0.5 − offset) / scale.
        let offsetX = frame.minX + (frame.width - Float(image.width) * scale) / 2
        let offsetY = frame.minY + (frame.height - Float(image.height) * scale) / 2
        var covering = Pixmap(uncheckedWidth: width, height: height)
        // Bounded: scale > 0 and the offsets are finite (integer sizes), and sx, sy are clamped to
        // the image before they become indices.
        for y in 0 ..< height {
            let sy = min(max((Float(y) + 0.5 - offsetY) / scale - 0.5, 0), Float(image.height - 1))
            let y0 = Int(sy), y1 = min(y0 + 1, image.height - 1), fy = sy - Float(y0)
            for x in 0 ..< width {
                let centre = Point(Float(x) + 0.5, Float(y) + 0.5)
                guard centre.x >= frame.minX, centre.x < frame.maxX, centre.y >= frame.minY, centre.y < frame.maxY else { continue }
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
