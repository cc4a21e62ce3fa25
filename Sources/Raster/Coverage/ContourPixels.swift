// ContourPixels: whether two contours reach a common pixel, pixel by pixel. The last and
// dearest of `EdgeList.mayCross`'s tests, run only on the pairs whose boxes the cheaper
// segment test could not keep apart (a hole near its outline's wall).

/// The pixels a contour's segments pass through, within a region of at most `maxCells`
/// pixels, as bits: a second contour whose segments reach none of them shares no pixel with
/// the first, so that in every pixel only one of the two can change the winding.
enum ContourPixels {
    /// Pixel columns `x0 ... x1`, rows `y0 ... y1`: `ContourBox`'s sides as Int, for the
    /// region's arithmetic.
    struct Region {
        var x0: Int, x1: Int, y0: Int, y1: Int
    }

    /// The largest region compared, in pixels. [INF] 4,096 bits is the 512 bytes kept on the
    /// stack; a larger overlap of two boxes (a big glyph's hole) is left to the resolver.
    static let maxCells = 4096

    /// Whether no pixel is reached by a segment of both `a` and `b` (their stored edges, the
    /// edges left out between them, and the closing ones: `StarContour.forEachSegment`). A
    /// segment reaches, in each pixel row it spans, the columns from its x at the row's top
    /// to its x at the bottom (within its own ends), widened by a hair for rounding: every pixel
    /// whose inside it passes through, and some it only touches. False also when the boxes'
    /// common part holds more than `maxCells` pixels.
    static func apart(_ e: UnsafeBufferPointer<Float>, _ a: ContourSpan, _ b: ContourSpan) -> Bool {
        let region = Region(x0: Int(max(a.box.x0, b.box.x0)), x1: Int(min(a.box.x1, b.box.x1)),
                            y0: Int(max(a.box.y0, b.box.y0)), y1: Int(min(a.box.y1, b.box.y1)))
        let width = region.x1 - region.x0 + 1, height = region.y1 - region.y0 + 1
        guard width > 0, height > 0 else { return true }
        guard width * height <= maxCells else { return false }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: maxCells / 64) { bits in
            let words = (width * height + 63) / 64
            for w in 0 ..< words { bits[w] = 0 }
            StarContour.forEachSegment(e, a) { x0, y0, x1, y1 in
                cells(x0, y0, x1, y1, in: region) { row, c0, c1 in
                    for c in c0 ... c1 {
                        let i = (row - region.y0) * width + (c - region.x0)
                        bits[i >> 6] |= 1 << UInt64(i & 63)
                    }
                    return true
                }
            }
            return StarContour.forEachSegment(e, b) { x0, y0, x1, y1 in
                cells(x0, y0, x1, y1, in: region) { row, c0, c1 in
                    for c in c0 ... c1 {
                        let i = (row - region.y0) * width + (c - region.x0)
                        if bits[i >> 6] & (1 << UInt64(i & 63)) != 0 { return false }
                    }
                    return true
                }
            }
        }
    }

    /// Calls `body(row, firstColumn, lastColumn)` for each pixel row of `region` the segment
    /// spans, with the columns of `region` it reaches there, while `body` returns true.
    /// Returns false when `body` did; a segment along a line between pixels reaches no pixel's
    /// inside, and calls it for none (`StarContour.betweenPixels`). Rows are counted as
    /// `ContourBox` counts them: floor(minY) through max(floor(minY), ceil(maxY) − 1).
    static func cells(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, in region: Region,
                      _ body: (Int, Int, Int) -> Bool) -> Bool {
        // Wholly above, below, left or right of the region (a pixel's width to spare for the
        // columns' rounding hair): most segments of a contour, with no Double arithmetic.
        if max(y0, y1) < Float(region.y0) || min(y0, y1) >= Float(region.y1 + 1)
            || max(x0, x1) + 1 < Float(region.x0) || min(x0, x1) >= Float(region.x1 + 2) { return true }
        if StarContour.betweenPixels(x0, y0, x1, y1) { return true }
        let minY = Double(min(y0, y1)), maxY = Double(max(y0, y1))
        let firstRow = Int(minY.rounded(.down)), lastRow = max(firstRow, Int(maxY.rounded(.up)) - 1)
        let top = max(firstRow, region.y0), bottom = min(lastRow, region.y1)
        guard top <= bottom else { return true }
        let ax = Double(x0), ay = Double(y0), bx = Double(x1), by = Double(y1)
        let slope = y0 == y1 ? 0 : (bx - ax) / (by - ay)
        for row in top ... bottom {
            let (xa, xb): (Double, Double)
            if y0 == y1 {
                (xa, xb) = (ax, bx)
            } else {
                let ya = max(minY, Double(row)), yb = min(maxY, Double(row + 1))
                (xa, xb) = (ax + (ya - ay) * slope, ax + (yb - ay) * slope)
            }
            let pad = 1e-6 * (1 + abs(xa) + abs(xb))
            // Columns as `ContourBox` counts them (floor), clamped to the region; pixel columns
            // stay well within Int.
            let lo = max(Int((min(xa, xb) - pad).rounded(.down)), region.x0)
            let hi = min(Int((max(xa, xb) + pad).rounded(.down)), region.x1)
            if lo <= hi && !body(row, lo, hi) { return false }
        }
        return true
    }
}
