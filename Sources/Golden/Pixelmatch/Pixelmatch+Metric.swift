// pixelmatch's colour metric and anti-aliasing detector, shared by the fast path and its
// reference twin. Written from docs/pixelmatch.md §4.2–4.4; every expression keeps the
// order of evaluation the description gives, because the counts must match to the last bit.

/// YIQ conversion and weights: Kotsarenko & Ramos 2010, as pixelmatch v7.2.0 uses them.
enum YIQ {
    static let yR = 0.29889531, yG = 0.58662247, yB = 0.11448223
    static let iR = 0.59597799, iG = 0.27417610, iB = 0.32180189
    static let qR = 0.21147017, qG = 0.52261711, qB = 0.31114694
    static let yWeight = 0.5053, iWeight = 0.299, qWeight = 0.1957
}

/// The checkerboard that semi-transparent pixels are blended over (pixelmatch 7.2.0, §4.3):
/// two levels per channel, selected by the pixel's byte offset `k`.
enum Checkerboard {
    /// The dark level, 0–255.
    static let dark = 48.0
    /// Light level minus dark level: 48 + 159 = 207.
    static let step = 159.0
    /// The golden ratio φ and φ + 1, dividing the byte offset for green and blue.
    static let greenDivisor = 1.618033988749895
    static let blueDivisor = 2.618033988749895
    /// The background used when `checkerboard` is off.
    static let white = 255.0
}

/// pixelmatch's per-pixel decisions over two same-sized RGBA8 buffers.
struct PixelmatchMetric {
    let width: Int
    let height: Int
    let checkerboard: Bool

    /// The background for the pixel at byte offset `k`; `k` is always even, so red is the dark
    /// level — a quirk of 7.2.0 kept for compatibility.
    @inline(__always) func background(byteOffset k: Int) -> (r: Double, g: Double, b: Double) {
        guard checkerboard else { return (Checkerboard.white, Checkerboard.white, Checkerboard.white) }
        let r = Checkerboard.dark + Checkerboard.step * Double(k % 2)
        let g = Checkerboard.dark + Checkerboard.step * Double(Int(Double(k) / Checkerboard.greenDivisor) % 2)
        let b = Checkerboard.dark + Checkerboard.step * Double(Int(Double(k) / Checkerboard.blueDivisor) % 2)
        return (r, g, b)
    }

    /// The signed YIQ distance between pixel `k` of `img1` and pixel `m` of `img2` (byte offsets):
    /// negative when `img1` is brighter (the second image is darker). With `yOnly` it returns
    /// the luma difference alone (first minus second). Zero when all four bytes are equal.
    @inline(__always)
    func colorDelta(_ img1: UnsafePointer<UInt8>, _ k: Int, _ img2: UnsafePointer<UInt8>, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(img1[k]), g1 = Double(img1[k + 1]), b1 = Double(img1[k + 2]), a1 = Double(img1[k + 3])
        let r2 = Double(img2[m]), g2 = Double(img2[m + 1]), b2 = Double(img2[m + 2]), a2 = Double(img2[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0, dg == 0, db == 0, da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let bg = background(byteOffset: k)
            dr = (r1 * a1 - r2 * a2 - bg.r * da) / 255
            dg = (g1 * a1 - g2 * a2 - bg.g * da) / 255
            db = (b1 * a1 - b2 * a2 - bg.b * da) / 255
        }
        let y = dr * YIQ.yR + dg * YIQ.yG + db * YIQ.yB
        if yOnly { return y }
        let i = dr * YIQ.iR - dg * YIQ.iG - db * YIQ.iB
        let q = dr * YIQ.qR - dg * YIQ.qG + db * YIQ.qB
        let delta = YIQ.yWeight * y * y + YIQ.iWeight * i * i + YIQ.qWeight * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (x1, y1) of `img` looks like an anti-aliasing pixel between two flat areas
    /// (§4.4, after Vyšniauskas 2009): it has both a darker and a brighter neighbour, at most two
    /// equal ones, and the darkest or the brightest neighbour has ≥ 3 identical neighbours of its
    /// own in both images. The loop order (x outer, y inner) and the strict comparisons decide ties.
    func antialiased(_ img: UnsafePointer<UInt8>, x1: Int, y1: Int,
                     _ imgA: UnsafePointer<UInt8>, _ imgB: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0 ... x2 {
            for y in y0 ... y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img, pos, img, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(imgA, x1: minX, y1: minY) && hasManySiblings(imgB, x1: minX, y1: minY))
            || (hasManySiblings(imgA, x1: maxX, y1: maxY) && hasManySiblings(imgB, x1: maxX, y1: maxY))
    }

    /// Whether pixel (x1, y1) has more than two 8-neighbours with identical RGBA, counting a
    /// position on the image border as one such neighbour.
    func hasManySiblings(_ img: UnsafePointer<UInt8>, x1: Int, y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0 ... x2 {
            for y in y0 ... y2 where !(x == x1 && y == y1) {
                let other = (y * width + x) * 4
                if img[pos] == img[other], img[pos + 1] == img[other + 1],
                   img[pos + 2] == img[other + 2], img[pos + 3] == img[other + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}

extension Pixelmatch {
    /// 35215: the largest possible YIQ delta (pixelmatch's comment), black against white.
    public static let maxYIQDelta = 35215.0

    /// The squared-YIQ limit for a threshold: `35215 · t · t`, in that order.
    static func maxDelta(threshold t: Double) -> Double { maxYIQDelta * t * t }

    /// The gray level of a similar pixel: the expected pixel's luma faded towards white by
    /// `alpha · a / 255`, evaluated in pixelmatch's order.
    @inline(__always) static func grayLevel(r: UInt8, g: UInt8, b: UInt8, a: UInt8, alpha: Double) -> Double {
        let luma = Double(r) * YIQ.yR + Double(g) * YIQ.yG + Double(b) * YIQ.yB
        return 255 + (luma - 255) * alpha * Double(a) / 255
    }

    /// JavaScript's ToUint8, which a Node `Buffer` applies on store: NaN and infinities give 0,
    /// otherwise truncate toward zero and wrap modulo 256.
    @inline(__always) static func toUInt8(_ v: Double) -> UInt8 {
        guard v.isFinite else { return 0 }
        let t = v.rounded(.towardZero)
        let m = t.truncatingRemainder(dividingBy: 256)
        return UInt8(m < 0 ? m + 256 : m)
    }
}
