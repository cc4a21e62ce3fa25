// Canvas: the drawing surface. Holds a Pixmap and draws paths onto it through the
// rasterizer and the compositor.

/// A premultiplied RGBA8 drawing surface in device pixels.
///
/// A canvas is a value holding its pixels; its scratch memory (edge list, accumulation
/// buffer) is shared by copies, so a canvas must not be used from two threads at once.
/// Paths given to `fill` are in user space and mapped by `transform` (for example
/// `.scale(3)` to draw points at @3x); a path with a non-finite point draws nothing
/// (scene and spec loaders report those as errors before drawing).
public struct Canvas {
    /// The canvas's pixels, premultiplied; drawing writes here.
    public internal(set) var pixmap: Pixmap
    /// Forces the scalar twins of the SIMD kernels when false (`CONTROLKIT_SCALAR=1`).
    package var useSIMD: Bool = Rasterizer.simdEnabledByDefault
    let scratch = RasterScratch()
    /// Coverage every drawing is multiplied by, set by `clip(to:)` for a shape that is not a
    /// pixel-aligned rectangle; nil draws everywhere. Invariant: when set, its rect is the
    /// whole canvas.
    public internal(set) var clipMask: CoverageMask?
    /// The pixels drawing may change, set by `clip(to:)` for a pixel-aligned rectangle (a
    /// band, a figure's frame) without computing a mask; nil draws everywhere. Applies
    /// together with `clipMask`. Invariant: when set, inside `bounds`.
    public internal(set) var clipBox: PixelRect?

    /// Width in device pixels.
    public var width: Int { pixmap.width }
    /// Height in device pixels.
    public var height: Int { pixmap.height }
    /// The whole canvas, from (0, 0) to (`width`, `height`), in device pixels.
    public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// A canvas of `width × height` pixels cleared to `background`. A size over `ImageLimits`
    /// (or negative) gives an empty 0 × 0 canvas, on which every drawing does nothing, rather
    /// than an allocation no machine can make; decoders and figures check sizes against the
    /// same limits first and report them, and `Canvas(pixmap:)` with `Pixmap(width:height:fill:)`
    /// reports a bad size too.
    public init(width: Int, height: Int, background: Color = .clear) {
        let allowed = width == 0 || height == 0 || ImageLimits.allows(width: width, height: height)
        pixmap = (allowed ? Pixmap(width: width, height: height, fill: background.premultiplied) : nil)
            ?? Pixmap(uncheckedWidth: 0, height: 0)
    }

    /// Draws on existing pixels.
    public init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// Sets every pixel to `color`.
    public mutating func clear(_ color: Color) { pixmap.clear(to: color.premultiplied) }

    /// The pixels as straight-alpha RGBA8 (for PNG encoding and comparison).
    public func image() -> RGBAImage { pixmap.unpremultiplied() }

    /// Fills `path` with a solid colour.
    /// - Parameters:
    ///   - path: user-space path; every subpath is closed implicitly.
    ///   - color: the fill colour, straight (not premultiplied) alpha.
    ///   - rule: how the subpaths decide what is inside.
    ///   - transform: user space → device pixels.
    ///   - mode: how the colour combines with the pixels already there.
    ///   - clip: device pixels outside this rect are untouched (default: the whole canvas).
    public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonzero, transform: Transform = .identity,
                              mode: BlendMode = .sourceOver, clip: PixelRect? = nil) {
        guard color.a != 0 || mode == .copy || mode == .destinationIn else { return }
        let premultiplied = color.premultiplied
        let useSIMD = self.useSIMD
        rasterize(path.transformed(by: transform), rule: rule, clip: clip) { pixels, width in
            SolidColorSink(pixels: pixels, width: width, color: premultiplied, mode: mode, useSIMD: useSIMD)
        }
    }
}

/// Composites spans of one colour into pixels.
struct SolidColorSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let source: Compositor.SolidSource
    let mode: BlendMode
    let useSIMD: Bool

    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: PremultipliedColor, mode: BlendMode, useSIMD: Bool) {
        self.init(pixels: pixels, width: width, source: Compositor.SolidSource(color), mode: mode, useSIMD: useSIMD)
    }

    /// A sink for a colour whose lanes are prepared already (a batch prepares each fill's once).
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, source: Compositor.SolidSource, mode: BlendMode, useSIMD: Bool) {
        self.pixels = pixels
        self.width = width
        self.source = source
        self.mode = mode
        self.useSIMD = useSIMD
    }

    @inline(__always) mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        Compositor.fill(pixels + (y * width + x), count: count, source: source, coverage: coverage, mode: mode, useSIMD: useSIMD)
    }

    @inline(__always) mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>) {
        Compositor.fill(pixels + (y * width + x), count: count, source: source, mask: mask, mode: mode, useSIMD: useSIMD)
    }
}
