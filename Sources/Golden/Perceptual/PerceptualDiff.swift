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

    static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: PerceptualOptions, style: DiffStyle) -> DiffResult {
        let width = expected.width, height = expected.height
        let planes = (expected: OKLab.planes(of: expected), actual: OKLab.planes(of: actual))
        let neighbourhood = Neighbourhood(width: width, height: height, threshold: Float(options.threshold))
        var canvas = DiffCanvas(expected: expected, style: style)
        var counted = 0, antialiased = 0
        var largest: Float = 0
        var box = BoundingBoxAccumulator()
        for y in 0 ..< height {
            for x in 0 ..< width {
                let i = y * width + x
                let d = OKLab.distance(planes.expected[i], planes.actual[i])
                guard d > Float(options.threshold) else { continue }
                if options.antiAliasingTolerance,
                   neighbourhood.forgives(x: x, y: y, planes.expected, planes.actual) {
                    antialiased += 1
                    canvas.markAntialiased(i)
                } else {
                    counted += 1
                    largest = max(largest, d)
                    box.add(x: x, y: y)
                    canvas.markCounted(i, actualIsDarker: planes.actual[i][0] < planes.expected[i][0])
                }
            }
        }
        return DiffResult(differentPixels: counted, antialiasedPixels: antialiased, largestDifference: Double(largest),
                          boundingBox: box.box, diff: canvas.image)
    }
}

/// The 3×3 tests of `PerceptualDiff`, over OKLab planes; neighbours beyond the border clamp to
/// the border pixel.
struct Neighbourhood {
    let width: Int
    let height: Int
    /// `T`, as the slack of every comparison.
    let threshold: Float

    @inline(__always) func at(_ p: [SIMD8<Float>], _ x: Int, _ y: Int) -> SIMD8<Float> {
        p[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
    }

    /// Per-component minimum and maximum over the 3×3 neighbourhood of (x, y), centre included.
    func envelope(_ p: [SIMD8<Float>], x: Int, y: Int) -> (lo: SIMD8<Float>, hi: SIMD8<Float>) {
        var lo = at(p, x, y), hi = lo
        for dy in -1 ... 1 {
            for dx in -1 ... 1 {
                let v = at(p, x + dx, y + dy)
                lo = pointwiseMin(lo, v); hi = pointwiseMax(hi, v)
            }
        }
        return (lo, hi)
    }

    func forgives(x: Int, y: Int, _ e: [SIMD8<Float>], _ a: [SIMD8<Float>]) -> Bool {
        let t = SIMD8<Float>(repeating: threshold)
        let ev = at(e, x, y), av = at(a, x, y)
        let eEnv = envelope(e, x: x, y: y), aEnv = envelope(a, x: x, y: y)
        // 1. Each pixel within the other image's envelope.
        guard all(av .>= eEnv.lo - t), all(av .<= eEnv.hi + t),
              all(ev .>= aEnv.lo - t), all(ev .<= aEnv.hi + t) else { return false }
        // 2. At least one of them is an in-between (coverage) value in its own image.
        let m = t * PerceptualDiff.inBetweenMargin
        let eBetween = any((ev .> eEnv.lo + m) .& (ev .< eEnv.hi - m))
        let aBetween = any((av .> aEnv.lo + m) .& (av .< aEnv.hi - m))
        guard eBetween || aBetween else { return false }
        // 3. No one-pixel ridge or valley of either image is missing from the other.
        return !losesThinFeature(x: x, y: y, from: e, in: a) && !losesThinFeature(x: x, y: y, from: a, in: e)
    }

    /// Whether `source` has a one-pixel-wide ridge or valley at (x, y) that `other` lacks.
    func losesThinFeature(x: Int, y: Int, from source: [SIMD8<Float>], in other: [SIMD8<Float>]) -> Bool {
        let t = SIMD8<Float>(repeating: threshold)
        let prominence = SIMD8<Float>(repeating: threshold * PerceptualDiff.thinFeatureProminence)
        let s = at(source, x, y), o = at(other, x, y)
        for (dx, dy) in PerceptualDiff.axes {
            let s1 = at(source, x - dx, y - dy), s2 = at(source, x + dx, y + dy)
            let ridge = (s - s1 .> prominence) .& (s - s2 .> prominence)
            let valley = (s1 - s .> prominence) .& (s2 - s .> prominence)
            guard any(ridge .| valley) else { continue }
            let o1 = at(other, x - dx, y - dy), o2 = at(other, x + dx, y + dy)
            let keepsRidge = o .>= pointwiseMax(o1, o2) - t
            let keepsValley = o .<= pointwiseMin(o1, o2) + t
            if any(ridge .& .!keepsRidge) || any(valley .& .!keepsValley) { return true }
        }
        return false
    }
}
