// CoverageAccumulator: exact signed-area accumulation of line segments into a dense buffer.
//
// Algorithm: signed-area accumulation (the idea of libart, stb_truetype v2 and font-rs;
// no code copied). Every line adds, to each pixel cell it passes through, the signed area
// between the line and the cell's right side, and the rest of its height to the next cell,
// so that a running sum along a row gives, at each pixel, the exact signed area of the
// pixel square inside the path (for a simple polygon). Only cells that an edge touched are
// visited when resolving: a bitmap marks them in groups of 8, and the runs between marked
// groups have constant coverage, which the sink composites as a solid span.

/// A reusable accumulation buffer for one band of rows.
///
/// Invariants: between calls every cell is 0 and every mark bit is clear (the sweep clears
/// what it reads); for a simple closed polygon inside the band, the sum of resolved coverage
/// equals its area up to Float rounding.
package final class CoverageAccumulator {
    /// Cells a mark bit stands for: 8, one SIMD8 resolve (narrower groups mean shorter
    /// per-pixel runs beside each edge; 8 measured faster than 16 on every bench scene).
    package static let groupWidth = 8
    static let groupShift = 3
    /// One pixel's full coverage in the fixed-point cells: 2¹⁶. Areas are exact to 2⁻¹⁶ px²
    /// per contribution, far below the 1/255 steps of the output, and integer sums are
    /// associative, so the SIMD prefix sum and its scalar twin agree bit for bit.
    package static let fullCoverage: Int32 = 1 << 16
    /// The tallest band processed at once: bounds the buffer for large shapes
    /// (64 rows × 3842 columns × 4 bytes ≈ 1 MB for a 4K-wide fill).
    package static let maxBandRows = 64

    /// Cells per row (a multiple of `groupWidth`, at least the band width + 2).
    private(set) var stride = 0
    private(set) var rows = 0
    /// The row of the edges' coordinate space that the band's first row is (0 for a band that
    /// starts where the coordinates do).
    private(set) var top = 0
    private var wordsPerRow = 0
    private var cells: UnsafeMutablePointer<Int32>
    private var marks: UnsafeMutablePointer<UInt64>
    private var cellCapacity = 0
    private var markCapacity = 0
    /// Coverage of the runs being resolved (one row at most).
    var maskRow: UnsafeMutablePointer<CoveragePair>
    private var maskCapacity = 0
    package init() {
        cells = .allocate(capacity: 0)
        marks = .allocate(capacity: 0)
        maskRow = .allocate(capacity: 0)
    }

    deinit {
        cells.deallocate()
        marks.deallocate()
        maskRow.deallocate()
    }

    /// Makes room for a band `width` pixels wide and `rows` high, whose first row is row `top`
    /// of the coordinates `accumulate` receives; all cells zero.
    func prepare(width: Int, rows: Int, top: Int = 0) {
        let stride = (width + 2 + Self.groupWidth - 1) / Self.groupWidth * Self.groupWidth
        let words = (stride / Self.groupWidth + 63) / 64
        // Grow-and-clear blocks written out on purpose: a helper taking these stored
        // properties inout made every scene 25-30 % slower (BENCHMARKS.md, "A wide-vector
        // machine"), the inout access defeating the static exclusivity proof in the hot loops.
        if stride * rows > cellCapacity {
            cells.deallocate()
            cellCapacity = stride * rows
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if words * rows > markCapacity {
            marks.deallocate()
            markCapacity = words * rows
            marks = .allocate(capacity: markCapacity)
            marks.initialize(repeating: 0, count: markCapacity)
        }
        if stride > maskCapacity {
            maskRow.deallocate()
            maskCapacity = stride
            maskRow = .allocate(capacity: stride)
            maskRow.initialize(repeating: .zero, count: stride)
        }
        self.stride = stride
        self.rows = rows
        self.top = top
        wordsPerRow = words
    }

    @inline(__always) private func mark(row: Int, from c0: Int, through c1: Int) {
        let m = marks + row * wordsPerRow
        var g = c0 >> Self.groupShift
        let g1 = c1 >> Self.groupShift
        while g <= g1 {
            m[g >> 6] |= 1 << UInt64(g & 63)
            g += 1
        }
    }

    /// Adds the part of a line that lies in the band's rows: x in band columns (0 ≤ x ≤
    /// stride − 2), y in the rows of the edge list (0 ≤ y; the band holds rows `top ..< top +
    /// rows`), `y0 != y1`. Winding: a line going down (y0 < y1) adds positive area.
    ///
    /// The line is passed whole, never cut at the band: every position along it is computed
    /// from its own top end as `xt + (y − yt)·dx/dy`, so a row receives the same bits whichever
    /// band it falls in. Cutting the line at the band and starting again from the cut would
    /// round differently, and a picture would then depend on where bands begin — on the
    /// shape's top row, or on how rows are shared between threads.
    ///
    /// Areas are computed in Float and stored in fixed point (`fullCoverage` = one pixel).
    /// Within a row a line's parts are converted cumulatively, so each row receives exactly
    /// `Int32(dy · fullCoverage)` from each line, and rows of a closed polygon sum to zero.
    ///
    /// Every integer conversion here is bounded: coordinates are finite, y ≥ 0 and x inside the
    /// band (the preconditions above, which `EdgeList` guarantees), so the rows visited are
    /// indices of the band; each area is a part of one row's `dy`, |dy| ≤ `fullCoverage`,
    /// including the running shares F(j) of a line crossing cells (F grows to k·(xr − xl) = dy).
    @inline(__always) func accumulate(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        let one = Float(Self.fullCoverage)
        let dir: Float = y0 < y1 ? one : -one
        let (xt, yt, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let firstLineRow = Int(yt)                         // yt ≥ 0: truncation is the floor
        let lastLineRow = Int(yb.rounded(.up)) - 1
        var row = max(firstLineRow, top)
        let lastRow = min(lastLineRow, top + rows - 1)
        guard row <= lastRow else { return }
        if xt == xb {
            accumulateVertical(x: xt, top: yt, bottom: yb, firstRow: row, lastRow: lastRow, direction: dir)
            return
        }
        let dxdy = (xb - xt) / (yb - yt)
        // Where the line enters the band: its own top end, or its crossing of the band's top.
        var ya = row == firstLineRow ? yt : Float(row)
        var xa = row == firstLineRow ? xt : xt + (ya - yt) * dxdy
        while row <= lastRow {
            let yNext = min(Float(row + 1), yb)
            let dy = (yNext - ya) * dir            // signed, in fixed-point units
            let total = Int32(dy)
            let xNext = row == lastLineRow ? xb : xt + (yNext - yt) * dxdy
            let bandRow = row - top
            let line = cells + bandRow * stride
            let (xl, xr) = xa < xNext ? (xa, xNext) : (xNext, xa)
            let i0 = Int(xl)
            let i1 = Int(xr)
            if i0 == i1 || xr == Float(i1) && i1 == i0 + 1 {
                // Inside one cell: the area right of the line is dy·(1 − mid), mid being the
                // midpoint's offset in the cell; the rest of dy goes to the next cell.
                let mid = (xl + xr) * 0.5 - Float(i0)
                let a = Int32(dy * (1 - mid))
                line[i0] &+= a
                line[i0 + 1] &+= total &- a
                mark(row: bandRow, from: i0, through: i0 + 1)
            } else {
                // Across cells: the line's height is shared out in proportion to the width it
                // spends in each cell (it is straight within the row). F(j), the part given to
                // cells ≤ j, is k·w0²/2 for the first cell, grows by k per cell crossed, and the
                // last partial cell adds k·w1·(1 − w1/2); each cell gets the step of F.
                let k = dy / (xr - xl)
                let w0 = Float(i0 + 1) - xl
                var given = Int32(k * w0 * w0 * 0.5)
                line[i0] &+= given
                var strips = k * w0
                var j = i0 + 1
                while j < i1 {
                    let f = Int32(strips + k * 0.5)
                    line[j] &+= f &- given
                    given = f
                    strips += k
                    j += 1
                }
                let w1 = xr - Float(i1)
                let f = Int32(strips + k * w1 * (1 - w1 * 0.5))
                line[i1] &+= f &- given
                line[i1 + 1] &+= total &- f
                mark(row: bandRow, from: i0, through: i1 + 1)
            }
            xa = xNext
            ya = yNext
            row += 1
        }
    }

    /// A vertical line (the sides of rects and rounded rects): every row whose full height it
    /// spans gets the same two contributions, so they are computed once. Rows are rows of the
    /// edge list, `firstRow ... lastRow` inside the band.
    @inline(__always) private func accumulateVertical(x: Float, top: Float, bottom: Float, firstRow: Int, lastRow: Int,
                                                      direction: Float) {
        let i0 = Int(x)
        // The area right of the line in its cell is (1 − frac)·dy; the rest goes to the next cell.
        let right = 1 - (x - Float(i0))
        let g0 = i0 >> Self.groupShift, g1 = (i0 + 1) >> Self.groupShift
        let bits0 = UInt64(1) << UInt64(g0 & 63), bits1 = UInt64(1) << UInt64(g1 & 63)
        let bandTop = self.top
        func add(_ row: Int, _ dy: Float) {
            let total = Int32(dy)
            let a = Int32(dy * right)
            let line = cells + (row - bandTop) * stride
            line[i0] &+= a
            line[i0 + 1] &+= total &- a
            let m = marks + (row - bandTop) * wordsPerRow
            m[g0 >> 6] |= bits0
            m[g1 >> 6] |= bits1
        }
        let fullRowDy = direction
        var row = firstRow
        while row <= lastRow {
            let y0 = max(Float(row), top), y1 = min(Float(row + 1), bottom)
            add(row, y1 - y0 == 1 ? fullRowDy : (y1 - y0) * direction)
            row += 1
        }
    }

    /// Resolves every row of the band into spans for `sink`, clearing cells and marks.
    /// - Parameters:
    ///   - width: pixels in a row that may be emitted (cells beyond are cleared, not emitted).
    ///   - originX, originY: device position of the band's cell (0, 0).
    ///   - useSIMD: false forces the scalar twin of the coverage resolve.
    func sweep<S: SpanSink>(width: Int, originX: Int, originY: Int, rule: FillRule, useSIMD: Bool, into sink: inout S) {
        for row in 0 ..< rows {
            let line = cells + row * stride
            let m = marks + row * wordsPerRow
            var sum: Int32 = 0
            var next = 0           // first pixel not yet emitted
            var runStart = -1      // first pixel of the pending mask run, or -1
            var w = 0
            while w < wordsPerRow {
                var bits = m[w]
                m[w] = 0
                while bits != 0 {
                    let g = w * 64 + bits.trailingZeroBitCount
                    bits &= bits - 1
                    let c0 = g * Self.groupWidth
                    if c0 > next {
                        // Unmarked groups between: flush the pending mask run, then a constant run.
                        if runStart >= 0 {
                            emitMask(row: row, from: runStart, to: min(next, width), originX: originX, originY: originY, sink: &sink)
                            runStart = -1
                        }
                        let x1 = min(c0, width)
                        if x1 > next {
                            let cov = rule.coverageByte(fixedArea: sum)
                            if cov != 0 { sink.constantSpan(y: originY + row, x: originX + next, count: x1 - next, coverage: cov) }
                        }
                    }
                    if runStart < 0 { runStart = c0 }
                    if useSIMD {
                        sum = Self.resolveGroup(line + c0, mask: maskRow + c0, sum: sum, rule: rule)
                    } else {
                        sum = Self.resolveGroupReference(line + c0, mask: maskRow + c0, sum: sum, rule: rule)
                    }
                    next = c0 + Self.groupWidth
                }
                w += 1
            }
            if runStart >= 0 {
                emitMask(row: row, from: runStart, to: min(next, width), originX: originX, originY: originY, sink: &sink)
            }
            if next < width {
                let cov = rule.coverageByte(fixedArea: sum)
                if cov != 0 { sink.constantSpan(y: originY + row, x: originX + next, count: width - next, coverage: cov) }
            }
        }
    }

    @inline(__always) private func emitMask<S: SpanSink>(row: Int, from x0: Int, to x1: Int, originX: Int, originY: Int, sink: inout S) {
        guard x1 > x0 else { return }
        sink.maskSpan(y: originY + row, x: originX + x0, count: x1 - x0, mask: maskRow + x0)
    }

}
