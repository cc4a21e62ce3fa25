import Raster

/// The perceptual mode: OKLab + HyAB against a just-noticeable difference, with an
/// anti-aliasing tolerance that forgives edges moved by a fraction of a pixel but still sees
/// one-pixel lines and rings that moved or vanished.
///
/// Every pixel is converted to OKLab as seen over white and over black (`OKLab.pixel`), and a
/// pixel differs when the HyAB distance, the larger of the two backgrounds', exceeds the
/// threshold `T`. With the tolerance on, a differing pixel `p` is forgiven as anti-aliasing only
/// when all three of these hold (each test is per OKLab component, with `T` as slack):
///
/// 1. **Envelope, both ways.** The actual pixel lies within the min/max envelope of the expected
///    image's 3×3 neighbourhood of `p`, and the expected pixel within the actual image's. An edge
///    moved by less than a pixel only produces values between the colours on either side of it,
///    so it passes; a new colour, or a shape that appeared or vanished, does not.
/// 2. **An edge pixel is involved.** At least one of the two pixels is strictly between the
///    extremes of its own neighbourhood (by more than `inBetweenMargin · T` on both sides): a
///    coverage value, not a flat colour. A hard-edged shape moved by a whole pixel swaps one flat colour for another
///    and fails here — pixelmatch's detector makes the same demand ("a darker and a brighter
///    neighbour").
/// 3. **No thin feature lost.** Pixelmatch misses one-pixel lines and rings (its issue #74)
///    because a line moved by one pixel passes tests 1 and 2 everywhere. So: where either image
///    has a ridge or valley one pixel wide at `p` — along a row, a column or a diagonal, `p`
///    stands out from both opposite neighbours by more than `thinFeatureProminence` — the other
///    image must still have `p` at least as high (for a ridge, within `T`) as the higher of the
///    same two neighbours. A line shifted by up to half a pixel keeps its brightest pixel at `p`
///    and passes; a line moved by a whole pixel leaves `p` at the background, below its new
///    neighbour, and is counted.
///
/// What it does not forgive: a one-pixel line moved by a fraction of a pixel spreads over two
/// pixels and its darkest pixel lightens; when that exceeds `T`, test 1 reports it. Thin lines
/// are where a reviewer should look, so this errs on the side of showing them.
///
/// Forgiven pixels are drawn in `DiffStyle.aaColor` and not counted. The largest difference is
/// the largest HyAB distance among counted pixels.
enum PerceptualDiff {
    /// How far a one-pixel ridge must stand out, in multiples of the threshold, to be treated as
    /// a thin feature: the curvature of a round edge makes its rim pixels stand out by a little,
    /// and those must not count as lines. Tuned against PerceptualTests' 0.25 px circle shift
    /// (rims stand out < 2 T) and its one-pixel line and ring cases (> 10 T).
    static let thinFeatureProminence: Float = 3

    /// How far inside its neighbourhood's extremes, in multiples of the threshold, a pixel must
    /// be to count as an in-between (coverage) value. A faint rim pixel of 4 % coverage is only
    /// just over `T` from the background, so a full `T` would miss it; a quarter still tells a
    /// flat colour (exactly at an extreme) from a blend. Tuned against PerceptualTests' coloured
    /// circle shifted by a quarter pixel.
    static let inBetweenMargin: Float = 0.25

    /// The four axes through a pixel: row, column, and the two diagonals, as (dx, dy).
    static let axes: [(Int, Int)] = [(1, 0), (0, 1), (1, 1), (1, -1)]

    /// Only rows that hold a differing pixel are converted to OKLab, with the rows above and
    /// below for the 3×3 tests; memory is a few rows, whatever the image size.
    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: PerceptualOptions, style: DiffStyle) -> DiffResult {
        let width = expected.width, height = expected.height
        let threshold = Float(options.threshold)
        var rowsE = LabRows(image: expected), rowsA = LabRows(image: actual)
        var canvas = DiffCanvas(expected: expected, style: style)
        var counted = 0, antialiased = 0
        var largest: Float = 0
        var box = BoundingBoxAccumulator()
        for y in 0 ..< height {
            let rowBytes = 4 * y * width ..< 4 * (y + 1) * width
            if expected.bytes[rowBytes] == actual.bytes[rowBytes] { continue }
            let e = rowsE.window(around: y), a = rowsA.window(around: y)
            for x in 0 ..< width {
                let i = y * width + x, p = 4 * i
                if expected.bytes[p ..< p + 4] == actual.bytes[p ..< p + 4] { continue }
                let d = OKLab.distance(e.at(x, 0), a.at(x, 0))
                guard d > threshold else { continue }
                if options.antiAliasingTolerance, Neighbourhood.forgives(x: x, e, a, threshold: threshold) {
                    antialiased += 1
                    canvas.markAntialiased(i)
                } else {
                    counted += 1
                    largest = max(largest, d)
                    box.add(x: x, y: y)
                    canvas.markCounted(i, actualIsDarker: a.at(x, 0)[0] < e.at(x, 0)[0])
                }
            }
        }
        return DiffResult(differentPixels: counted, antialiasedPixels: antialiased, largestDifference: Double(largest),
                          boundingBox: box.box, diff: canvas.image)
    }
}

/// OKLab rows of one image, converted on demand and kept while they may still be needed.
struct LabRows {
    let image: RGBAImage
    private var cache: [Int: [SIMD8<Float>]] = [:]

    init(image: RGBAImage) { self.image = image }

    /// Rows y − 1, y, y + 1, clamped to the image (the border row stands in for the missing one).
    mutating func window(around y: Int) -> LabWindow {
        for key in cache.keys where key < y - 1 { cache[key] = nil }
        func row(_ r: Int) -> [SIMD8<Float>] {
            let clamped = min(max(r, 0), image.height - 1)
            if let cached = cache[clamped] { return cached }
            let converted = OKLab.row(clamped, of: image)
            cache[clamped] = converted
            return converted
        }
        return LabWindow(rows: [row(y - 1), row(y), row(y + 1)], width: image.width)
    }
}

/// Three OKLab rows around the row under test; columns beyond the border clamp to it.
struct LabWindow {
    /// Above, this row, below.
    let rows: [[SIMD8<Float>]]
    let width: Int

    /// The pixel at column `x`, `dy` rows away (−1, 0 or 1).
    @inline(__always) func at(_ x: Int, _ dy: Int) -> SIMD8<Float> {
        rows[dy + 1][min(max(x, 0), width - 1)]
    }
}

/// The 3×3 tests of `PerceptualDiff`; `T` is the slack of every comparison.
enum Neighbourhood {
    /// Per-component minimum and maximum over the 3×3 neighbourhood of column x, centre included.
    static func envelope(_ w: LabWindow, x: Int) -> (lo: SIMD8<Float>, hi: SIMD8<Float>) {
        var lo = w.at(x, 0), hi = lo
        for dy in -1 ... 1 {
            for dx in -1 ... 1 {
                let v = w.at(x + dx, dy)
                lo = pointwiseMin(lo, v); hi = pointwiseMax(hi, v)
            }
        }
        return (lo, hi)
    }

    static func forgives(x: Int, _ e: LabWindow, _ a: LabWindow, threshold: Float) -> Bool {
        let t = SIMD8<Float>(repeating: threshold)
        let ev = e.at(x, 0), av = a.at(x, 0)
        let eEnv = envelope(e, x: x), aEnv = envelope(a, x: x)
        // 1. Each pixel within the other image's envelope.
        guard all(av .>= eEnv.lo - t), all(av .<= eEnv.hi + t),
              all(ev .>= aEnv.lo - t), all(ev .<= aEnv.hi + t) else { return false }
        // 2. At least one of them is an in-between (coverage) value in its own image.
        let m = t * PerceptualDiff.inBetweenMargin
        let eBetween = any((ev .> eEnv.lo + m) .& (ev .< eEnv.hi - m))
        let aBetween = any((av .> aEnv.lo + m) .& (av .< aEnv.hi - m))
        guard eBetween || aBetween else { return false }
        // 3. No one-pixel ridge or valley of either image is missing from the other.
        return !losesThinFeature(x: x, from: e, in: a, threshold: threshold)
            && !losesThinFeature(x: x, from: a, in: e, threshold: threshold)
    }

    /// Whether `source` has a one-pixel-wide ridge or valley at column x that `other` lacks.
    static func losesThinFeature(x: Int, from source: LabWindow, in other: LabWindow, threshold: Float) -> Bool {
        let t = SIMD8<Float>(repeating: threshold)
        let prominence = SIMD8<Float>(repeating: threshold * PerceptualDiff.thinFeatureProminence)
        let s = source.at(x, 0), o = other.at(x, 0)
        for (dx, dy) in PerceptualDiff.axes {
            let s1 = source.at(x - dx, -dy), s2 = source.at(x + dx, dy)
            let ridge = (s - s1 .> prominence) .& (s - s2 .> prominence)
            let valley = (s1 - s .> prominence) .& (s2 - s .> prominence)
            guard any(ridge .| valley) else { continue }
            let o1 = other.at(x - dx, -dy), o2 = other.at(x + dx, dy)
            let keepsRidge = o .>= pointwiseMax(o1, o2) - t
            let keepsValley = o .<= pointwiseMin(o1, o2) + t
            if any(ridge .& .!keepsRidge) || any(valley .& .!keepsValley) { return true }
        }
        return false
    }
}
