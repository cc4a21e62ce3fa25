// Drawing a bitmap into a rectangle under any affine transform: an app's own image as a bar
// button, a PNG file placed by a scene. The rectangle's edges are anti-aliased by the same
// rasterizer as every fill; inside, each device pixel takes the image's colour at its centre.

extension Canvas {
    /// Draws `image` stretched over `rect` (user space), source-over.
    ///
    /// Each device pixel whose area the transformed rectangle covers takes the image's bilinear
    /// sample at the pixel's centre mapped back into the image (`ImageSampler`), scaled by the
    /// coverage: a pixel-aligned image drawn at its own pixel size copies its pixels exactly.
    /// With `tint`, the image is a template, as UIKit draws a bar button's image by default:
    /// only its alpha is used, painted with `tint` (whose own alpha multiplies it).
    /// - Parameters:
    ///   - image: the pixels, straight alpha.
    ///   - rect: where the image's corners go, in user space; an empty or non-finite one draws nothing.
    ///   - transform: user space → device pixels; one that cannot be inverted draws nothing.
    ///   - tint: the colour of a template image; nil draws the image's own colours.
    public mutating func draw(_ image: RGBAImage, in rect: Rect, transform: Transform = .identity, tint: Color? = nil) {
        guard let sampler = ImageSampler(image, rect: rect, transform: transform, tint: tint) else { return }
        let useSIMD = self.useSIMD
        rasterize(Path.rect(rect).transformed(by: transform), rule: .nonzero, clip: nil) { pixels, width in
            ImageSink(pixels: pixels, width: width, sampler: sampler, useSIMD: useSIMD)
        }
    }

    /// `draw(_:in:transform:tint:)`'s slow, obvious twin: the rectangle's coverage as a mask,
    /// then every pixel sampled and blended on its own. A test proves they agree.
    package mutating func drawReference(_ image: RGBAImage, in rect: Rect, transform: Transform = .identity, tint: Color? = nil) {
        guard let sampler = ImageSampler(image, rect: rect, transform: transform, tint: tint) else { return }
        let mask = Rasterizer.coverage(of: Path.rect(rect).transformed(by: transform), rule: .nonzero, clip: bounds, useSIMD: false)
        for y in 0 ..< height {
            for x in 0 ..< width where mask[x, y] > 0 {
                let i = y * width + x
                pixmap.pixels[i] = Compositor.blendReference(pixmap.pixels[i], Pixmap.unpack(sampler.sample(x: x, y: y)),
                                                             coverage: mask[x, y], mode: .sourceOver)
            }
        }
    }
}

/// An image's colour at device pixel centres.
///
/// Invariants: the image has at least one pixel; `inverse` maps device space to image pixel
/// space (0…width, 0…height) and is finite.
struct ImageSampler {
    let width: Int
    let height: Int
    /// The image premultiplied (or, as a template, the tint scaled by each pixel's alpha), packed.
    let pixels: [UInt32]
    /// Device pixels → the image's pixels.
    let inverse: Transform

    init?(_ image: RGBAImage, rect: Rect, transform: Transform, tint: Color?) {
        guard image.width > 0, image.height > 0, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite,
              rect.width.isFinite, rect.height.isFinite, transform.isFinite else { return nil }
        // Image pixels → user space → device; its inverse takes a device point into the image.
        let placing = Transform.scale(rect.width / Float(image.width), rect.height / Float(image.height))
            .concatenating(.translation(rect.minX, rect.minY)).concatenating(transform)
        guard let inverse = placing.inverted, inverse.isFinite else { return nil }
        width = image.width
        height = image.height
        self.inverse = inverse
        if let tint {
            let t = tint.premultiplied
            pixels = stride(from: 3, to: image.bytes.count, by: 4).map { i in
                let a = image.bytes[i]
                return Pixmap.pack(PremultipliedColor(uncheckedR: mul255(t.r, a), g: mul255(t.g, a), b: mul255(t.b, a), a: mul255(t.a, a)))
            }
        } else {
            pixels = Pixmap(premultiplying: image).pixels
        }
    }

    /// The packed premultiplied colour at the centre of device pixel (x, y): the bilinear mix of
    /// the four image pixels around it, the image's edge pixels continuing beyond it.
    func sample(x: Int, y: Int) -> UInt32 {
        let p = inverse.apply(Point(Float(x) + 0.5, Float(y) + 0.5))
        // Clamped before conversion, so a point far outside cannot trap; a NaN (an extreme
        // transform's ∞ − ∞) would pass min and max, so it is taken as the first pixel.
        let sx = p.x.isNaN ? 0 : min(max(p.x - 0.5, 0), Float(width - 1))
        let sy = p.y.isNaN ? 0 : min(max(p.y - 0.5, 0), Float(height - 1))
        let x0 = Int(sx), y0 = Int(sy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        return Canvas.bilinearPacked(pixels[y0 * width + x0], pixels[y0 * width + x1], pixels[y1 * width + x0], pixels[y1 * width + x1],
                                     sx - Float(x0), sy - Float(y0))
    }
}

/// Shades an image span by span (`ImageSampler`) and blends it through coverage.
struct ImageSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let sampler: ImageSampler
    let useSIMD: Bool
    var row: [UInt32]

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, sampler: ImageSampler, useSIMD: Bool) {
        self.pixels = pixels
        self.width = width
        self.sampler = sampler
        self.useSIMD = useSIMD
        row = [UInt32](repeating: 0, count: width)
    }

    private mutating func shade(y: Int, x: Int, count: Int) {
        for i in 0 ..< count { row[i] = sampler.sample(x: x + i, y: y) }
    }

    mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        shade(y: y, x: x, count: count)
        let dst = pixels + y * width + x, useSIMD = self.useSIMD
        row.withUnsafeBufferPointer { Compositor.sourceOver(dst, pixels: $0.baseAddress!, count: count, coverage: coverage, useSIMD: useSIMD) }
    }

    mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>) {
        shade(y: y, x: x, count: count)
        let dst = pixels + y * width + x, useSIMD = self.useSIMD
        row.withUnsafeBufferPointer { Compositor.sourceOver(dst, pixels: $0.baseAddress!, count: count, mask: mask, useSIMD: useSIMD) }
    }
}
