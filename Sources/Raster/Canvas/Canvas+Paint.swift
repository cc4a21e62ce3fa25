// Filling with any Paint, clipping by path, and the span sinks that do it.

extension Canvas {
    /// Fills `path` with `paint`.
    /// - Parameters:
    ///   - path: user-space path; every subpath is closed implicitly.
    ///   - paint: a solid colour or a gradient, in user space.
    ///   - rule: how the subpaths decide what is inside.
    ///   - transform: user space → device pixels (the gradient is mapped by it too).
    ///   - mode: how the paint combines with the pixels already there.
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
        let clipRect = (clip.map { $0.intersection(bounds) } ?? bounds).intersection(clipBox ?? bounds)
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
        let device = path.transformed(by: transform)
        // A pixel-aligned rectangle covers its pixels completely and no others: a clip box,
        // with no mask to compute (none at all when it holds the whole canvas).
        if let box = Self.pixelAlignedRectangle(device) {
            let inside = box.intersection(clipBox ?? bounds)
            clipBox = inside == bounds ? nil : inside
            return
        }
        // The mask spans only what can still be drawn: the path's pixels within the clip box
        // and the old mask's rect (coverage is 0 outside it anyway). A small clip on a large
        // canvas, such as a hairline's, then costs its own size, not the canvas's.
        var region = (clipBox ?? bounds).intersection(clipMask?.rect ?? bounds)
        if let box = device.controlBounds {
            // A box with a coordinate that is not finite (NaN points are skipped when drawn)
            // bounds nothing: the mask then spans the whole region.
            if let pixels = PixelRect(enclosing: box) { region = region.intersection(pixels) }
        } else {
            region = PixelRect(x0: region.x0, y0: region.y0, x1: region.x0, y1: region.y0)
        }
        if region.isEmpty { region = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        var mask = Rasterizer.coverage(of: device, rule: rule, clip: region, useSIMD: useSIMD)
        if let old = clipMask {
            let w = region.width
            for y in region.y0 ..< region.y1 {
                for x in region.x0 ..< region.x1 {
                    let i = (y - region.y0) * w + (x - region.x0)
                    mask.bytes[i] = mul255(mask.bytes[i], old[x, y])
                }
            }
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

    /// The pixels of `path` when it is one axis-aligned rectangle with whole-pixel corners
    /// (move, three or four lines, and a close or not), clamped to whole-`Int` range; nil for
    /// any other path.
    static func pixelAlignedRectangle(_ path: Path) -> PixelRect? {
        let verbs = path.verbs
        guard verbs.count >= 4, verbs.count <= 6, verbs[0] == .move,
              verbs.dropFirst().allSatisfy({ $0 == .line || $0 == .close }),
              verbs.dropFirst().filter({ $0 == .close }).count <= 1, verbs.dropLast().allSatisfy({ $0 != .close }) else { return nil }
        var corners = path.points
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.x.rounded() == $0.x && $0.y.rounded() == $0.y })
        else { return nil }
        for i in 0 ..< 4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            guard (a.x == b.x) != (a.y == b.y) else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard Set(xs).count == 2, Set(ys).count == 2, let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max()
        else { return nil }
        // Whole numbers; clamped before conversion so that no Float → Int conversion traps.
        func int(_ v: Float) -> Int { Int(min(max(v, -Float(1 << 30)), Float(1 << 30))) }
        return PixelRect(x0: int(x0), y0: int(y0), x1: int(x1), y1: int(y1))
    }

    /// Removes the clip set by `clip(to:)`.
    public mutating func resetClip() {
        clipMask = nil
        clipBox = nil
    }

    /// Runs `body` with drawing restricted to `path` as well as to the current clip, then puts
    /// the current clip back: a clip without a layer, for a group that only clips.
    public mutating func withClip<E: Error>(to path: Path, rule: FillRule = .nonzero, transform: Transform = .identity,
                                            _ body: (inout Canvas) throws(E) -> Void) throws(E) {
        let saved = (clipMask, clipBox)
        defer { (clipMask, clipBox) = saved }
        clip(to: path, rule: rule, transform: transform)
        try body(&self)
    }
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
