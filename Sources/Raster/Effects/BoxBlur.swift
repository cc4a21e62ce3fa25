// BoxBlur: successive box blurs approximating a Gaussian, on premultiplied pixels.
//
// Three box passes of widths chosen from σ (Kovesi, "Fast Almost-Gaussian Filtering",
// DICTA 2010: the ideal width w = √(12σ²/n + 1) for n passes, split between the odd widths
// either side of it so the variances add up to σ²) come within a few percent of a Gaussian.
// Each pass is a running sum: O(1) per pixel whatever the width. Integer sums and a fixed
// reciprocal keep the result deterministic; every channel stays at most its alpha because
// each output is the same weighted mean of premultiplied pixels for all four channels.

package enum BoxBlur {
    /// Passes per direction; three is where the approximation error drops below 3 %.
    package static let passes = 3

    /// The largest σ, in pixels, a blur is computed for: boxes about 2σ wide are then at most
    /// 2²⁴ px, wider than any canvas (a box wider than the image is its plain average), and the
    /// widths below stay far inside Int's range.
    package static let maxSigmaPixels: Float = 8_388_608

    /// Odd box widths whose variances sum to about σ² (Kovesi 2010, eq. for m); only |σ|
    /// counts. NaN gives boxes of width 1, which change nothing; |σ| above `maxSigmaPixels` is
    /// taken as that, so every width and count below fits an Int.
    package static func boxWidths(sigma: Float, passes n: Int = passes) -> [Int] {
        guard !sigma.isNaN else { return [Int](repeating: 1, count: n) }
        let sigma = min(abs(sigma), maxSigmaPixels)
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
    package static func gaussianApproximation(_ pixmap: inout Pixmap, region: PixelRect, sigma: Float) {
        let region = region.intersection(PixelRect(x0: 0, y0: 0, x1: pixmap.width, y1: pixmap.height))
        guard !region.isEmpty, sigma > 0 else { return }
        let width = pixmap.width, height = pixmap.height
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            for w in boxWidths(sigma: sigma) where w > 1 {
                let r = w / 2
                horizontal(pixels, width: width, region: region, radius: r)
                vertical(pixels, width: width, height: height, region: region, radius: r)
            }
        }
    }

    typealias Channels = SIMD4<UInt32>

    @inline(__always) static func channels(_ v: UInt32) -> Channels {
        Channels(v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF, v >> 24)
    }

    /// The mean `sum / n`, as `(sum · ⌊2¹⁶/n⌋ + 2¹⁵) >> 16`: within one level of the exact
    /// rounded mean and never above 255 (sum ≤ 255·n and ⌊2¹⁶/n⌋·n ≤ 2¹⁶), without a division
    /// per channel; boxes wider than 256 divide.
    @inline(__always) static func mean(_ sum: Channels, reciprocal: UInt32, n: UInt32) -> UInt32 {
        let m = n < 257 ? (sum &* reciprocal &+ 32768) &>> 16 : (sum &+ n / 2) / n
        return m[0] | m[1] << 8 | m[2] << 16 | m[3] << 24
    }

    /// One horizontal box pass of width 2r+1 over the rows of `region`.
    static func horizontal(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, region: PixelRect, radius r: Int) {
        let n = UInt32(2 * r + 1)
        let reciprocal = UInt32(1 << 16) / n
        // The row's pixels from x0 − r − 1 to x1 + r, clamped at the edges, so the window
        // never needs a bounds check.
        let span = region.width + 2 * r + 1
        let line = UnsafeMutablePointer<UInt32>.allocate(capacity: span)
        defer { line.deallocate() }
        for y in region.y0 ..< region.y1 {
            let row = pixels + y * width
            for i in 0 ..< span { line[i] = row[min(max(region.x0 - r - 1 + i, 0), width - 1)] }
            var sum = Channels()
            for i in 1 ... 2 * r + 1 { sum &+= channels(line[i]) }
            for x in 0 ..< region.width {
                if x > 0 { sum &+= channels(line[x + 2 * r + 1]) &- channels(line[x]) }
                row[region.x0 + x] = mean(sum, reciprocal: reciprocal, n: n)
            }
        }
    }

    /// One vertical box pass of height 2r+1 over the columns of `region`, row by row (a
    /// running sum per column), so memory is read in order.
    static func vertical(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, region: PixelRect, radius r: Int) {
        let n = UInt32(2 * r + 1)
        let reciprocal = UInt32(1 << 16) / n
        let columns = region.width
        // The column sums, and a copy of the source rows the window still needs (the pass
        // writes rows it will read again as the window moves down).
        let sums = UnsafeMutablePointer<Channels>.allocate(capacity: columns)
        defer { sums.deallocate() }
        let rows = region.height + 2 * r + 1
        let source = UnsafeMutablePointer<UInt32>.allocate(capacity: rows * columns)
        defer { source.deallocate() }
        for i in 0 ..< rows {
            let y = min(max(region.y0 - r - 1 + i, 0), height - 1)
            (source + i * columns).update(from: pixels + y * width + region.x0, count: columns)
        }
        sums.initialize(repeating: Channels(), count: columns)
        for i in 1 ... 2 * r + 1 {
            let s = source + i * columns
            for x in 0 ..< columns { sums[x] &+= channels(s[x]) }
        }
        for y in 0 ..< region.height {
            let out = pixels + (region.y0 + y) * width + region.x0
            if y > 0 {
                let add = source + (y + 2 * r + 1) * columns, remove = source + y * columns
                for x in 0 ..< columns { sums[x] &+= channels(add[x]) &- channels(remove[x]) }
            }
            for x in 0 ..< columns { out[x] = mean(sums[x], reciprocal: reciprocal, n: n) }
        }
    }
}
