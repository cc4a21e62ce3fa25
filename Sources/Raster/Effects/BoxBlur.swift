// BoxBlur: successive box blurs approximating a Gaussian, on premultiplied pixels.
//
// Three box passes of widths chosen from σ (Kovesi, "Fast Almost-Gaussian Filtering",
// DICTA 2010: the ideal width w = √(12σ²/n + 1) for n passes, split between the odd widths
// either side of it so the variances add up to σ²) come within a few percent of a Gaussian.
// Integer running sums with rounding division keep the result deterministic.

public enum BoxBlur {
    /// Passes per direction; three is where the approximation error drops below 3 %.
    public static let passes = 3

    /// Odd box widths whose variances sum to about σ² (Kovesi 2010, eq. for m).
    public static func boxWidths(sigma: Float, passes n: Int = passes) -> [Int] {
        let s2 = Double(sigma) * Double(sigma)
        let ideal = (12 * s2 / Double(n) + 1).squareRoot()
        var wl = Int(ideal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let m = Int(((12 * s2 - Double(n * wl * wl) - Double(4 * n * wl) - Double(3 * n)) / Double(-4 * wl - 4)).rounded())
        return (0 ..< n).map { $0 < m ? wl : wu }
    }

    /// Blurs `region` of `pixmap` in place; pixels outside the region are read (clamped to the
    /// pixmap's edge) but not written.
    public static func gaussianApproximation(_ pixmap: inout Pixmap, region: PixelRect, sigma: Float) {
        guard !region.isEmpty, sigma > 0 else { return }
        for w in boxWidths(sigma: sigma) where w > 1 {
            horizontal(&pixmap, region: region, radius: w / 2)
            vertical(&pixmap, region: region, radius: w / 2)
        }
    }

    /// One horizontal box pass of width 2r+1 over the rows of `region`.
    static func horizontal(_ p: inout Pixmap, region: PixelRect, radius r: Int) {
        let w = p.width
        var row = [UInt32](repeating: 0, count: w)
        for y in region.y0 ..< region.y1 {
            for x in 0 ..< w { row[x] = p.pixels[y * w + x] }
            boxLine(read: { row[min(max($0, 0), w - 1)] }, from: region.x0, to: region.x1, radius: r) { x, v in p.pixels[y * w + x] = v }
        }
    }

    /// One vertical box pass of height 2r+1 over the columns of `region`.
    static func vertical(_ p: inout Pixmap, region: PixelRect, radius r: Int) {
        let w = p.width, h = p.height
        var col = [UInt32](repeating: 0, count: h)
        for x in region.x0 ..< region.x1 {
            for y in 0 ..< h { col[y] = p.pixels[y * w + x] }
            boxLine(read: { col[min(max($0, 0), h - 1)] }, from: region.y0, to: region.y1, radius: r) { y, v in p.pixels[y * w + x] = v }
        }
    }

    /// The mean of `read(i − r … i + r)` for each i in `from ..< to`, per channel, rounded.
    @inline(__always)
    static func boxLine(read: (Int) -> UInt32, from: Int, to: Int, radius r: Int, write: (Int, UInt32) -> Void) {
        let n = UInt32(2 * r + 1)
        var s = SIMD4<UInt32>()
        func channels(_ v: UInt32) -> SIMD4<UInt32> { SIMD4(v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF, v >> 24) }
        for i in (from - r) ... (from + r) { s &+= channels(read(i)) }
        for i in from ..< to {
            let m = (s &+ n / 2) / n
            write(i, m[0] | m[1] << 8 | m[2] << 16 | m[3] << 24)
            s &+= channels(read(i + r + 1))
            s &-= channels(read(i - r))
        }
    }
}
