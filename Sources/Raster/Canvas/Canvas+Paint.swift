// Filling with any Paint, clipping by path, and the span sinks that do it.

extension Canvas {
    /// Fills `path` with `paint`.
    /// - Parameters:
    ///   - path: user-space path; every subpath is closed implicitly.
    ///   - transform: user space → device pixels (the gradient is mapped by it too).
    ///   - clip: device pixels outside this rect are untouched; the canvas's clip mask
    ///     (`clipMask`), when set, also applies.
    public mutating func fill(_ path: Path, paint: Paint, rule: FillRule = .nonzero, transform: Transform = .identity,
                              mode: BlendMode = .sourceOver, clip: PixelRect? = nil) {
        switch paint {
        case .solid(let c):
            fill(path, color: c, rule: rule, transform: transform, mode: mode, clip: clip)
        case .linearGradient(let g):
            let device = g.deviceGradient(transform)
            let useSIMD = self.useSIMD
            rasterize(path.transformed(by: transform), rule: rule, clip: clip) { pixels, width in
                GradientSink(pixels: pixels, width: width, gradient: device, mode: mode, useSIMD: useSIMD)
            }
        }
    }

    /// Rasterizes a device path into the sink `makeSink` builds, through the clip mask if any.
    mutating func rasterize<S: SpanSink>(_ devicePath: Path, rule: FillRule, clip: PixelRect?,
                                         makeSink: (UnsafeMutablePointer<UInt32>, Int) -> S) {
        guard !devicePath.isEmpty else { return }
        rasterize(rule: rule, clip: clip, addEdges: { $0.add(devicePath: devicePath) }, makeSink: makeSink)
    }

    /// Rasterizes the edges `addEdges` puts into an edge list (clipped to `clip`, the canvas and
    /// the clip mask's rect) into the sink `makeSink` builds, through the clip mask if any.
    mutating func rasterize<S: SpanSink>(rule: FillRule, clip: PixelRect?, addEdges: (inout EdgeList) -> Void,
                                         makeSink: (UnsafeMutablePointer<UInt32>, Int) -> S) {
        let clipRect = clip.map { $0.intersection(bounds) } ?? bounds
        let useSIMD = self.useSIMD
        let scratch = self.scratch
        let width = self.width
        let clipMask = self.clipMask
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let inner = makeSink(base, width)
            if let clipMask {
                var sink = ClipMaskSink(inner: inner, clip: clipMask)
                Rasterizer.fill(rule: rule, clip: clipRect.intersection(clipMask.rect), scratch: scratch, useSIMD: useSIMD,
                                addEdges: addEdges, into: &sink)
            } else {
                var sink = inner
                Rasterizer.fill(rule: rule, clip: clipRect, scratch: scratch, useSIMD: useSIMD, addEdges: addEdges, into: &sink)
            }
        }
    }

    /// Restricts every later drawing to the inside of a user-space path (intersected with any
    /// clip already set), with anti-aliased edges. `resetClip()` removes it.
    public mutating func clip(to path: Path, rule: FillRule = .nonzero, transform: Transform = .identity) {
        var mask = Rasterizer.coverage(of: path.transformed(by: transform), rule: rule, clip: bounds, useSIMD: useSIMD)
        if let old = clipMask {
            for i in mask.bytes.indices { mask.bytes[i] = mul255(mask.bytes[i], old.bytes[i]) }
        }
        clipMask = mask
    }

    /// Restricts drawing to a user-space rectangle (anti-aliased where it is not pixel-aligned).
    public mutating func clip(to rect: Rect, transform: Transform = .identity) {
        var p = Path()
        p.move(to: Point(rect.minX, rect.minY)); p.line(to: Point(rect.maxX, rect.minY))
        p.line(to: Point(rect.maxX, rect.maxY)); p.line(to: Point(rect.minX, rect.maxY)); p.close()
        clip(to: p, transform: transform)
    }

    /// Removes the clip set by `clip(to:)`.
    public mutating func resetClip() { clipMask = nil }
}

/// Multiplies incoming coverage by a clip mask, then passes spans on.
struct ClipMaskSink<Inner: SpanSink>: SpanSink {
    var inner: Inner
    let clip: CoverageMask
    var row: [CoveragePair] = []

    init(inner: Inner, clip: CoverageMask) {
        self.inner = inner
        self.clip = clip
        row = [CoveragePair](repeating: .zero, count: clip.rect.width)
    }

    mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        emit(y: y, x: x, count: count) { _ in coverage }
    }

    mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>) {
        emit(y: y, x: x, count: count) { mask[$0].coverage }
    }

    private mutating func emit(y: Int, x: Int, count: Int, coverage: (Int) -> UInt8) {
        let base = (y - clip.rect.y0) * clip.rect.width + (x - clip.rect.x0)
        for i in 0 ..< count { row[i] = CoveragePair(coverage: mul255(coverage(i), clip.bytes[base + i])) }
        row.withUnsafeBufferPointer { inner.maskSpan(y: y, x: x, count: count, mask: $0.baseAddress!) }
    }
}

/// Shades a linear gradient per pixel (at pixel centres) and blends it through coverage.
///
/// The gradient is sampled into `tableSize` premultiplied colours once per fill; a pixel takes
/// the entry nearest its parameter t. Adjacent entries of a 0 → 255 ramp differ by a quarter
/// of a level, so the table is invisible in 8-bit output, and a pixel costs a multiply-add and
/// a lookup instead of a search through the stops. A span's colours go into a row buffer and
/// through the compositor's varying-source kernel.
struct GradientSink: SpanSink {
    static let tableSize = 1024
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let mode: BlendMode
    let useSIMD: Bool
    let start: Point
    /// Direction scaled so that t = dot(p − start, axis).
    let axis: Point
    /// Packed premultiplied colours along t = 0 … 1.
    let table: [UInt32]
    var row: [UInt32]

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, gradient: LinearGradient, mode: BlendMode, useSIMD: Bool) {
        self.pixels = pixels
        self.width = width
        self.mode = mode
        self.useSIMD = useSIMD
        start = gradient.start
        let d = gradient.end - gradient.start
        axis = d.lengthSquared > 0 ? d / d.lengthSquared : .zero
        let last = Float(Self.tableSize - 1)
        table = (0 ..< Self.tableSize).map { Pixmap.pack(gradient.color(at: Float($0) / last).premultiplied) }
        row = [UInt32](repeating: 0, count: width)
    }

    /// Fills `row[0 ..< count]` with the colours of pixels x ..< x + count of row y.
    @inline(__always) mutating func shade(y: Int, x: Int, count: Int) {
        let p = Point(Float(x) + 0.5, Float(y) + 0.5) - start
        var t = p.dot(axis)
        let dt = axis.x
        let scale = Float(Self.tableSize - 1)
        table.withUnsafeBufferPointer { table in
            row.withUnsafeMutableBufferPointer { row in
                for i in 0 ..< count {
                    // Clamped to 0…1 with NaN (a gradient whose device points overflowed) as 0:
                    // the index is then in 0 … tableSize − 1 and the conversion cannot trap.
                    let clamped = t > 0 ? (t < 1 ? t : 1) : 0
                    row[i] = table[Int(clamped * scale + 0.5)]
                    t += dt
                }
            }
        }
    }

    mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        composite(y: y, x: x, count: count, coverage: { _ in coverage }) { dst, source, useSIMD in
            Compositor.sourceOver(dst, pixels: source, count: count, coverage: coverage, useSIMD: useSIMD)
        }
    }

    mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>) {
        composite(y: y, x: x, count: count, coverage: { mask[$0].coverage }) { dst, source, useSIMD in
            Compositor.sourceOver(dst, pixels: source, count: count, mask: mask, useSIMD: useSIMD)
        }
    }

    /// Shades the span, then blends it: through the SIMD source-over kernel `sourceOver`, or
    /// pixel by pixel for the other blend modes.
    @inline(__always) private mutating func composite(
        y: Int, x: Int, count: Int, coverage: (Int) -> UInt8,
        sourceOver: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, Bool) -> Void
    ) {
        shade(y: y, x: x, count: count)
        let dst = pixels + y * width + x
        let (mode, useSIMD) = (self.mode, self.useSIMD)
        row.withUnsafeBufferPointer { source in
            if mode == .sourceOver {
                sourceOver(dst, source.baseAddress!, useSIMD)
            } else {
                for i in 0 ..< count { dst[i] = Compositor.blendReference(dst[i], Pixmap.unpack(source[i]), coverage: coverage(i), mode: mode) }
            }
        }
    }
}
