// Group opacity, alpha masks and drawing one pixmap onto another.

extension Canvas {
    /// Draws `body` into a fresh transparent layer of the canvas's size, then composites the
    /// layer onto the canvas with `opacity` (0…1), `mode`, the optional alpha `mask` and the
    /// canvas's clip: what CoreGraphics' transparency layers and SwiftUI's group opacity do,
    /// so overlapping shapes inside the group do not show through each other.
    ///
    /// The layer's memory comes from, and goes back to, `LayerPool`.
    public mutating func drawLayer(opacity: Float = 1, mode: BlendMode = .sourceOver, mask: CoverageMask? = nil,
                                   _ body: (inout Canvas) throws -> Void) rethrows {
        var layer = Canvas(pixmap: Pixmap(uncheckedWidth: width, height: height, pixels: LayerPool.take(count: width * height)))
        layer.useSIMD = useSIMD
        defer { LayerPool.giveBack(layer.pixmap.pixels) }
        try body(&layer)
        draw(layer.pixmap, opacity: opacity, mode: mode, mask: mask)
    }

    /// Composites a pixmap onto the canvas, top-left corners together: each pixel's coverage
    /// is `opacity` (0…1, clamped; NaN draws nothing) × mask × clip (mask and clip default to
    /// full, and are in canvas pixels). A pixmap of another size draws where the two overlap,
    /// the intersection of their rects from the origin: the part of a larger pixmap beyond the
    /// canvas is dropped, and the canvas beyond a smaller one is left as it is.
    public mutating func draw(_ source: Pixmap, opacity: Float = 1, mode: BlendMode = .sourceOver, mask: CoverageMask? = nil) {
        let w = min(width, source.width), h = min(height, source.height)
        guard w > 0, h > 0 else { return }
        // Bounded: the clamped opacity is in 0…1 (NaN counts as 0), so the byte is 0…255.
        let opacityByte = UInt8(((opacity > 0 ? min(opacity, 1) : 0) * 255).rounded())
        let useSIMD = self.useSIMD, clipMask = self.clipMask
        // The clip box bounds the pixels that may change.
        let box = PixelRect(x0: 0, y0: 0, x1: w, y1: h).intersection(clipBox ?? bounds)
        guard !box.isEmpty else { return }
        let sourceStride = source.width, targetStride = width
        var coverage = [CoveragePair](repeating: .zero, count: w)
        source.pixels.withUnsafeBufferPointer { src in
            pixmap.pixels.withUnsafeMutableBufferPointer { dst in
                for y in box.y0 ..< box.y1 {
                    let s = src.baseAddress! + y * sourceStride, d = dst.baseAddress! + y * targetStride
                    if mask == nil && clipMask == nil && mode == .sourceOver {
                        Compositor.sourceOver(d + box.x0, pixels: s + box.x0, count: box.width, coverage: opacityByte, useSIMD: useSIMD)
                        continue
                    }
                    // Source-over of a clear pixel changes nothing, and a layer is mostly clear:
                    // only the span between a row's first and last inked pixel is composited.
                    let inked = mode == .sourceOver ? Self.inkedSpan(s + box.x0, count: box.width) : 0 ..< box.width
                    let span = inked.lowerBound + box.x0 ..< inked.upperBound + box.x0
                    for x in span {
                        var c = opacityByte
                        // Outside a mask's rect its coverage is 0; the clip mask always spans the canvas.
                        if let mask { c = mask.rect.contains(x: x, y: y) ? mul255(c, mask[x, y]) : 0 }
                        if let clipMask { c = mul255(c, clipMask[x, y]) }
                        coverage[x] = CoveragePair(coverage: c)
                    }
                    if mode == .sourceOver {
                        guard !span.isEmpty else { continue }
                        coverage.withUnsafeBufferPointer {
                            Compositor.sourceOver(d + span.lowerBound, pixels: s + span.lowerBound, count: span.count,
                                                  mask: $0.baseAddress! + span.lowerBound, useSIMD: useSIMD)
                        }
                    } else {
                        for x in span { d[x] = Compositor.blendReference(d[x], Pixmap.unpack(s[x]), coverage: coverage[x].coverage, mode: mode) }
                    }
                }
            }
        }
    }

    /// The pixels from the first to the last that is not clear (premultiplied zero) among
    /// `count` at `row`; empty when all are clear.
    static func inkedSpan(_ row: UnsafePointer<UInt32>, count: Int) -> Range<Int> {
        var first = 0
        while first < count, row[first] == 0 { first += 1 }
        guard first < count else { return 0 ..< 0 }
        var last = count - 1
        while row[last] == 0 { last -= 1 }
        return first ..< last + 1
    }

    /// Blurs the canvas under a user-space path, then paints `tint` over it: the look of iOS's
    /// backdrop materials (a blurred view of what lies beneath plus a translucent tint).
    /// - Parameters:
    ///   - path: user-space path bounding the blurred region; every subpath is closed implicitly.
    ///   - sigma: the Gaussian's standard deviation in user-space units (scaled by the
    ///     transform's largest stretch). In device pixels it is capped at the canvas's longer
    ///     side, which bounds the blur's memory; a σ that is not finite draws nothing.
    ///   - tint: the colour painted over the blurred pixels, inside `path`.
    ///   - rule: how `path`'s subpaths decide what is inside.
    ///   - transform: user space → device pixels.
    public mutating func backdropBlur(_ path: Path, sigma: Float, tint: Color, rule: FillRule = .nonzero, transform: Transform = .identity) {
        let devicePath = path.transformed(by: transform)
        let requestedSigmaPixels = sigma * transform.maxScale
        guard let box = devicePath.controlBounds, requestedSigmaPixels.isFinite else { return }
        let sigmaPixels = min(requestedSigmaPixels, Float(max(width, height)))
        // A box with a coordinate that is not finite has no region to blur (the tint's fill
        // skips such points).
        if sigmaPixels > 0, PixelRect(enclosing: box) != nil {
            // Blur a region wide enough that the pixels inside the shape see their whole kernel.
            // The box is clamped to one pixel beyond the canvas before it becomes Int: the
            // region is cut to the canvas anyway, and huge coordinates cannot trap.
            // Bounded: 0 < σ ≤ the canvas's longer side, so 3σ fits an Int.
            let margin = Int((3 * sigmaPixels).rounded(.up)) + 1
            func device(_ v: Float, _ limit: Int) -> Int { Int(min(max(v, -1), Float(limit) + 1)) }
            // Only the pixels the clip lets through are written, so only they (and the kernel
            // around them) are blurred: a material mostly clipped away costs what shows.
            let visible = (clipBox ?? bounds).intersection(clipMask?.rect ?? bounds)
            let shape = PixelRect(x0: device(box.minX.rounded(.down), width), y0: device(box.minY.rounded(.down), height),
                                  x1: device(box.maxX.rounded(.up), width), y1: device(box.maxY.rounded(.up), height))
                .intersection(visible)
            guard !shape.isEmpty else { return }
            // The half-resolution blur averages 2 × 2 blocks from the region's corner: the
            // corner keeps the parity it has without a clip, so clipping changes no pixel's
            // block (only, perhaps, the last level of pixels a kernel's width from the cut).
            let unclipped = PixelRect(x0: device(box.minX.rounded(.down), width) - margin, y0: device(box.minY.rounded(.down), height) - margin,
                                      x1: device(box.maxX.rounded(.up), width) + margin, y1: device(box.maxY.rounded(.up), height) + margin)
                .intersection(bounds)
            var x0 = max(shape.x0 - margin, unclipped.x0), y0 = max(shape.y0 - margin, unclipped.y0)
            if (x0 - unclipped.x0) % 2 != 0 { x0 -= 1 }
            if (y0 - unclipped.y0) % 2 != 0 { y0 -= 1 }
            let region = PixelRect(x0: x0, y0: y0, x1: shape.x1 + margin, y1: shape.y1 + margin).intersection(unclipped)
            blur(under: devicePath, rule: rule, region: region, sigmaPixels: sigmaPixels)
        }
        fill(path, color: tint, rule: rule, transform: transform)
    }

    /// Replaces the pixels of `region` under `devicePath` by their blur, through the shape's
    /// coverage and the clip mask.
    private mutating func blur(under devicePath: Path, rule: FillRule, region: PixelRect, sigmaPixels: Float) {
        guard !region.isEmpty else { return }
        // The blur reads the whole region; only pixels inside the shape's box and the clip box
        // are written, and only they are brought back up from half resolution.
        var written = region.intersection(clipBox ?? bounds)
        if let box = devicePath.controlBounds, let pixels = PixelRect(enclosing: box) { written = written.intersection(pixels) }
        guard !written.isEmpty else { return }
        let blurred = BoxBlur.blurredRegion(pixmap, region: region, sigma: sigmaPixels, needed: written)
        let shape = Rasterizer.coverage(of: devicePath, rule: rule, clip: written, useSIMD: useSIMD)
        let w = width, clipMask = self.clipMask, rw = region.width
        blurred.pixels.withUnsafeBufferPointer { source in
            pixmap.pixels.withUnsafeMutableBufferPointer { target in
                for y in written.y0 ..< written.y1 {
                    for x in written.x0 ..< written.x1 {
                        var c = shape[x, y]
                        if let clipMask { c = mul255(c, clipMask[x, y]) }
                        let i = y * w + x
                        let j = (y - region.y0) * rw + (x - region.x0)
                        if c == 255 {
                            target[i] = source[j]
                        } else if c != 0 {
                            target[i] = Compositor.blendReference(target[i], Pixmap.unpack(source[j]), coverage: c, mode: .copy)
                        }
                    }
                }
            }
        }
    }
}
