import Dispatch
import Raster

/// pixelmatch v7.2.0, re-implemented from docs/pixelmatch.md: the same count and the same
/// diff-image bytes for every input and option.
///
/// The fast path differs from the description only in how it walks the pixels: runs of eight
/// identical pixel pairs are found with one SIMD compare and drawn gray with `SIMD4<Double>`
/// arithmetic in the description's order of operations (so the bytes match), a repeated colour
/// reuses the last gray, and bands of rows run concurrently. `compareReference` is the
/// one-pixel-at-a-time twin; `PixelmatchTests` proves they agree.
public enum Pixelmatch {
    /// Pixels per SIMD step: eight RGBA8 pixels are one 256-bit load.
    static let lanes = 8
    /// Rows per concurrent band: large enough that scheduling costs nothing next to the work
    /// (a 1170-pixel row takes a few µs), small enough to share two cores evenly.
    static let rowsPerBand = 64

    /// Compares `img1` (expected) with `img2` (actual) as pixelmatch does.
    /// - Throws: `ComparisonError.sizeMismatch` for different sizes, `.invalidOption` for a
    ///   threshold or alpha that is not finite.
    public static func compare(_ img1: RGBAImage, _ img2: RGBAImage,
                               options: PixelmatchOptions = PixelmatchOptions(),
                               style: DiffStyle = DiffStyle()) throws(ComparisonError) -> DiffResult {
        try checkInputs(img1, img2, options, style)
        let width = img1.width, height = img1.height
        guard width > 0, height > 0 else {
            return DiffResult(differentPixels: 0, antialiasedPixels: 0, largestDifference: 0,
                              boundingBox: nil, diff: RGBAImage(uncheckedWidth: width, height: height))
        }
        let byteCount = width * height * 4
        let bandCount = (height + rowsPerBand - 1) / rowsPerBand
        var bands = [BandResult](repeating: BandResult(), count: bandCount)
        let out = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            HugePageAdvice.advise(UnsafeMutableRawBufferPointer(buffer))
            if style.diffMask { buffer.initialize(repeating: 0) }
            img1.bytes.withUnsafeBufferPointer { b1 in
                img2.bytes.withUnsafeBufferPointer { b2 in
                    bands.withUnsafeMutableBufferPointer { slots in
                        guard let p1 = b1.baseAddress, let p2 = b2.baseAddress, let po = buffer.baseAddress,
                              let results = slots.baseAddress else { return }
                        let scan = BandScan(scanner: RowScanner(p1: p1, p2: p2, out: po, width: width, height: height,
                                                                options: options, style: style),
                                            results: results)
                        DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                            let rows = band * rowsPerBand ..< min(height, (band + 1) * rowsPerBand)
                            scan.results[band] = scan.scanner.scan(rows: rows)
                        }
                    }
                }
            }
            initialized = byteCount
        }
        var total = BandResult()
        for band in bands { total.add(band) }
        return DiffResult(differentPixels: total.counted, antialiasedPixels: total.antialiased,
                          largestDifference: (total.largest / maxYIQDelta).squareRoot(),
                          boundingBox: total.box.box,
                          diff: RGBAImage(width: width, height: height, bytes: out) ?? RGBAImage(uncheckedWidth: width, height: height))
    }
}

/// The tallies of one band of rows.
struct BandResult {
    var counted = 0
    var antialiased = 0
    /// Largest |delta| among counted pixels, in squared-YIQ units.
    var largest = 0.0
    var box = BoundingBoxAccumulator()

    mutating func add(_ other: BandResult) {
        counted += other.counted; antialiased += other.antialiased
        largest = max(largest, other.largest); box.add(other.box)
    }
}

/// What the concurrent bands share: the scanner's raw pointers, and one result slot per band.
/// Safe to send because the inputs are only read, each band writes only its own rows of the
/// output and its own slot, and everything is read only after `concurrentPerform` returns.
private struct BandScan: @unchecked Sendable {
    let scanner: RowScanner
    let results: UnsafeMutablePointer<BandResult>
}

/// Walks rows of the two images and writes the matching rows of the diff.
struct RowScanner {
    let p1: UnsafePointer<UInt8>
    let p2: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let options: PixelmatchOptions
    let style: DiffStyle
    let metric: PixelmatchMetric
    let maxDelta: Double
    let aaPixel: UInt32
    let diffPixel: UInt32
    let altPixel: UInt32
    /// The SIMD gray formula is exact only while the gray level stays in 0..<256, which
    /// `0 <= alpha <= 1` guarantees; other alphas take the scalar ToUint8 path.
    let simdGray: Bool

    init(p1: UnsafePointer<UInt8>, p2: UnsafePointer<UInt8>, out: UnsafeMutablePointer<UInt8>,
         width: Int, height: Int, options: PixelmatchOptions, style: DiffStyle) {
        self.p1 = p1; self.p2 = p2; self.out = out
        self.width = width; self.height = height; self.options = options; self.style = style
        metric = PixelmatchMetric(width: width, height: height, checkerboard: options.checkerboard)
        maxDelta = Pixelmatch.maxDelta(threshold: options.threshold)
        aaPixel = RowScanner.opaque(style.aaColor)
        diffPixel = RowScanner.opaque(style.color(actualIsDarker: false))
        altPixel = RowScanner.opaque(style.color(actualIsDarker: true))
        simdGray = style.alpha >= 0 && style.alpha <= 1
    }

    /// `c` as an opaque pixel word, R in the lowest byte (memory order R, G, B, A).
    static func opaque(_ c: Color) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | 0xFF00_0000
    }

    @inline(__always) func load(_ p: UnsafePointer<UInt8>, pixel i: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(p).loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
    }

    @inline(__always) func store(_ v: UInt32, pixel i: Int) {
        UnsafeMutableRawPointer(out).storeBytes(of: v.littleEndian, toByteOffset: 4 * i, as: UInt32.self)
    }

    func scan(rows: Range<Int>) -> BandResult {
        var tally = BandResult()
        let drawGray = !style.diffMask
        var cache = GrayCache(alpha: style.alpha)
        for y in rows {
            let rowStart = y * width
            var x = 0
            if simdGray {
                while x + Pixelmatch.lanes <= width {
                    let i = rowStart + x
                    let a = UnsafeRawPointer(p1).loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self)
                    let b = UnsafeRawPointer(p2).loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self)
                    if a == b {
                        if drawGray {
                            UnsafeMutableRawPointer(out).storeBytes(of: cache.gray8(a), toByteOffset: 4 * i, as: SIMD8<UInt32>.self)
                        }
                    } else {
                        for lane in 0 ..< Pixelmatch.lanes { pixel(x: x + lane, y: y, tally: &tally, cache: &cache) }
                    }
                    x += Pixelmatch.lanes
                }
            }
            while x < width {
                pixel(x: x, y: y, tally: &tally, cache: &cache)
                x += 1
            }
        }
        return tally
    }

    @inline(__always) func pixel(x: Int, y: Int, tally: inout BandResult, cache: inout GrayCache) {
        let i = y * width + x
        let v1 = load(p1, pixel: i)
        if v1 != load(p2, pixel: i) {
            let delta = metric.colorDelta(p1, 4 * i, p2, 4 * i, yOnly: false)
            if abs(delta) > maxDelta {
                if !options.includeAA
                    && (metric.antialiased(p1, x1: x, y1: y, p1, p2) || metric.antialiased(p2, x1: x, y1: y, p2, p1)) {
                    tally.antialiased += 1
                    if !style.diffMask { store(aaPixel, pixel: i) }
                } else {
                    tally.counted += 1
                    tally.largest = max(tally.largest, abs(delta))
                    tally.box.add(x: x, y: y)
                    store(delta < 0 ? altPixel : diffPixel, pixel: i)
                }
                return
            }
        }
        if !style.diffMask { store(cache.gray(v1), pixel: i) }
    }
}

/// The gray pixel for an expected pixel, remembering the last colour seen: UI screenshots are
/// mostly long runs of one colour, so most lookups hit.
struct GrayCache {
    let alpha: Double
    private var lastPixel: UInt32 = 0
    private var lastGray: UInt32
    private var last8 = SIMD8<UInt32>(repeating: 0)
    private var lastGray8: SIMD8<UInt32>

    init(alpha: Double) {
        self.alpha = alpha
        lastGray = GrayCache.compute(0, alpha: alpha)
        lastGray8 = SIMD8(repeating: lastGray)
    }

    /// Scalar: exact ToUint8 semantics for any alpha.
    static func compute(_ v: UInt32, alpha: Double) -> UInt32 {
        let level = UInt32(Pixelmatch.toUInt8(Pixelmatch.grayLevel(
            r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
            b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24), alpha: alpha)))
        return level | level << 8 | level << 16 | 0xFF00_0000
    }

    @inline(__always) mutating func gray(_ v: UInt32) -> UInt32 {
        if v != lastPixel {
            lastPixel = v
            lastGray = GrayCache.compute(v, alpha: alpha)
        }
        return lastGray
    }

    /// Eight gray pixels; only valid for 0 <= alpha <= 1 (levels stay in 0..<256, so truncating
    /// toward zero equals ToUint8).
    @inline(__always) mutating func gray8(_ v: SIMD8<UInt32>) -> SIMD8<UInt32> {
        if v == last8 { return lastGray8 }
        let low = levels(v.lowHalf), high = levels(v.highHalf)
        let level = SIMD8<UInt32>(lowHalf: low, highHalf: high)
        last8 = v
        lastGray8 = level | level &<< 8 | level &<< 16 | SIMD8(repeating: 0xFF00_0000)
        return lastGray8
    }

    /// pixelmatch's gray formula on four pixels, in its order of operations. Lanes are converted
    /// one by one: the generic SIMD integer ↔ floating-point initialisers go through a per-lane
    /// rounding-rule switch and measured 7× slower than the whole formula.
    @inline(__always) private func levels(_ v: SIMD4<UInt32>) -> SIMD4<UInt32> {
        @inline(__always) func lanes(_ x: SIMD4<UInt32>) -> SIMD4<Double> {
            SIMD4(Double(x[0]), Double(x[1]), Double(x[2]), Double(x[3]))
        }
        let byte = SIMD4<UInt32>(repeating: 0xFF)
        let r = lanes(v & byte), g = lanes((v &>> 8) & byte), b = lanes((v &>> 16) & byte), a = lanes(v &>> 24)
        let luma: SIMD4<Double> = r * YIQ.yR + g * YIQ.yG + b * YIQ.yB
        let faded: SIMD4<Double> = (luma - 255) * alpha * a / 255
        let level: SIMD4<Double> = 255 + faded
        return SIMD4(UInt32(level[0]), UInt32(level[1]), UInt32(level[2]), UInt32(level[3]))
    }
}
