// CoverageAccumulator: exact signed-area accumulation of line segments into a dense buffer.
//
// Algorithm: signed-area accumulation (the idea of libart, stb_truetype v2 and font-rs;
// no code copied). Every line adds, to each pixel cell it passes through, the signed area
// between the line and the cell's right side, and the rest of its height to the next cell,
// so that a running sum along a row gives, at each pixel, the exact signed area of the
// pixel square inside the path (for a simple polygon). Only cells that an edge touched are
// visited when resolving: a bitmap marks them in groups of 8, and the runs between marked
// groups have constant coverage, which the sink composites as a solid span.

/// Whether `CoverageAccumulator.accumulate` notes which edges touch which cells (for the exact
/// pass): a type, so that each case gets a loop of its own.
protocol EdgeTracking { static var on: Bool { get } }
enum Tracked: EdgeTracking { static var on: Bool { true } }
enum Untracked: EdgeTracking { static var on: Bool { false } }

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
    /// Mark groups per row (`stride / groupWidth`).
    private var groupsPerRow = 0
    /// For each row and mark group, the last edge that touched it (−1: none yet): where a
    /// second edge arrives that is not its neighbour, the group is a crossing candidate.
    private var groupEdges: UnsafeMutablePointer<Int32>
    private var groupEdgeCapacity = 0
    /// For each row and mark group, the chain of neighbouring edges that last touched it: its
    /// length (bits 0–1, saturating at 3), its horizontal direction (bits 2–3: 1 rightwards,
    /// 2 leftwards, 0 none yet), whether it has turned back in x (bit 4), its vertical
    /// direction (bits 5–6: 1 down, 2 up) and whether it has turned back in y (bit 7). A chain
    /// monotone in x meets each vertical line once and one monotone in y each horizontal line
    /// once, so it cannot cross itself: only a chain that turned back both ways can (a small
    /// star inside one group; not the side or the top of a small circle). Bit 8: the group has
    /// already let one pair of edges that are not neighbours pass as harmless; any further edge
    /// flags it, as it could cross the first of them unseen.
    private var groupChains: UnsafeMutablePointer<UInt16>
    /// Crossing candidates, in the marks' layout: groups two edges that are not neighbours
    /// touched. Only they can hold a pixel whose windings are not two consecutive integers,
    /// where the signed-area sum is not the covered area (see `CoverageAccumulator+Exact`).
    private var conflicts: UnsafeMutablePointer<UInt64>
    private var conflictCapacity = 0
    /// The band's edges as `accumulate` receives them (x0, y0, x1, y1 each, x still to be
    /// offset by −`ox`), by index: edge `i` is `accumulate(…, edge: i)`. nil for an accumulator
    /// fed without it (a spilled edge list): crossings are then left as the sum gives them.
    package var edgeSource: (edges: UnsafeBufferPointer<Float>, ox: Float)? {
        didSet {
            if let edgeSource {
                findChains(edgeSource.edges)
            }
        }
    }
    /// For each edge of `edgeSource`, the first edge of its chain: the run of edges each of
    /// which starts, bit for bit, where the one before it ends (a contour, unless a horizontal
    /// edge was left out of it).
    private var chainStarts: UnsafeMutablePointer<Int32>
    private var chainCapacity = 0
    /// The band's edges by row (`bucketBandEdges`): row r's are
    /// `bandRowEdges[bandRowStart[r] ..< bandRowStart[r + 1]]`.
    var bandRowStart: [Int] = []
    var bandRowEdges: [Int32] = []
    /// The horizontal edges `edgeSource` left out inside the band being swept
    /// (`HorizontalEdge.recover`, at the start of each tracked sweep), by height, and scratch
    /// for finding them.
    var horizontals: [HorizontalEdge] = []
    private var horizontalPoints: [(y: Float, x: Float, count: Int)] = []
    /// The row whose crossing candidates are being resolved, and its edges as they are
    /// gathered (kept to reuse their storage).
    var exactRow = ExactRow()
    var exactEdges: [ExactEdge] = []

    package init() {
        cells = .allocate(capacity: 0)
        marks = .allocate(capacity: 0)
        maskRow = .allocate(capacity: 0)
        groupEdges = .allocate(capacity: 0)
        groupChains = .allocate(capacity: 0)
        conflicts = .allocate(capacity: 0)
        chainStarts = .allocate(capacity: 0)
    }

    deinit {
        cells.deallocate()
        marks.deallocate()
        maskRow.deallocate()
        groupEdges.deallocate()
        groupChains.deallocate()
        conflicts.deallocate()
        chainStarts.deallocate()
    }

    /// Makes room for a band `width` pixels wide and `rows` high, whose first row is row `top`
    /// of the coordinates `accumulate` receives; all cells zero.
    func prepare(width: Int, rows: Int, top: Int = 0) {
        let stride = (width + 2 + Self.groupWidth - 1) / Self.groupWidth * Self.groupWidth
        let words = (stride / Self.groupWidth + 63) / 64
        // Five grow-and-clear blocks written out on purpose: a helper taking these stored
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
        let groups = stride / Self.groupWidth
        if groups * rows > groupEdgeCapacity {
            groupEdges.deallocate()
            groupChains.deallocate()
            groupEdgeCapacity = groups * rows
            groupEdges = .allocate(capacity: groupEdgeCapacity)
            groupEdges.initialize(repeating: -1, count: groupEdgeCapacity)
            groupChains = .allocate(capacity: groupEdgeCapacity)
            groupChains.initialize(repeating: 0, count: groupEdgeCapacity)
        }
        if words * rows > conflictCapacity {
            conflicts.deallocate()
            conflictCapacity = words * rows
            conflicts = .allocate(capacity: conflictCapacity)
            conflicts.initialize(repeating: 0, count: conflictCapacity)
        }
        self.stride = stride
        self.rows = rows
        self.top = top
        wordsPerRow = words
        groupsPerRow = groups
    }

    @inline(__always) private func mark<T: EdgeTracking>(row: Int, from c0: Int, through c1: Int, edge: Int32, directions: UInt8,
                                                         tracking: T.Type) {
        let m = marks + row * wordsPerRow
        var g = c0 >> Self.groupShift
        let g1 = c1 >> Self.groupShift
        while g <= g1 {
            m[g >> 6] |= 1 << UInt64(g & 63)
            if T.on { noteEdge(edge, directions: directions, row: row, group: g) }
            g += 1
        }
    }

    /// The directions of a line drawn from (x0, y0) to (x1, y1), in `groupChains`' bits: x in
    /// bits 2–3 (1 rightwards, 2 leftwards, 0 vertical), y in bits 5–6 (1 down, 2 up).
    @inline(__always) static func directions(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) -> UInt8 {
        (x1 > x0 ? 1 : (x1 < x0 ? 2 : 0)) << 2 | (y1 > y0 ? 1 : 2) << 5
    }

    /// Records that `edge` (drawn in `xDirection`) touched group `g` of band row `row`, and
    /// flags the group as a crossing candidate when the edge before it there is not its
    /// neighbour — sharing an end with it (consecutive edges of a contour; its closing edge and
    /// its first; a clipped edge's pieces at their cut) — or when the chain of neighbours there
    /// reaches three edges having turned back in x (a small star inside one group is one).
    // Kept out of line: the plain fill (no exact pass) passes edge −1 and never calls it, and
    // inlined into every `mark` it would crowd the accumulation loop.
    @inline(never) private func noteEdge(_ edge: Int32, directions d: UInt8, row: Int, group g: Int) {
        let index = row * groupsPerRow + g
        let previous = groupEdges[index]
        groupEdges[index] = edge
        guard previous >= 0, previous != edge else {
            if previous < 0 { groupChains[index] = 1 | UInt16(d) }
            return
        }
        guard let source = edgeSource else { return }
        // A group that let one harmless pair of strangers pass takes no third edge unflagged: it
        // could cross the first of them, which is no longer the edge before it.
        if groupChains[index] & 0x100 != 0 {
            conflicts[row * wordsPerRow + g >> 6] |= 1 << UInt64(g & 63)
            return
        }
        if areNeighbours(source.edges, previous, edge) {
            let chain = groupChains[index]
            let length = min(chain & 3 + 1, 3)
            var x = chain & 0b1100, y = chain & 0b110_0000, turned = chain & 0b1001_0000
            let dx = UInt16(d) & 0b1100, dy = UInt16(d) & 0b110_0000
            if dx != 0 {
                if x != 0, dx != x { turned |= 0b1_0000 }
                x = dx
            }
            if dy != y { turned |= 0b1000_0000 }
            y = dy
            groupChains[index] = length | x | y | turned | chain & 0x100
            guard turned == 0b1001_0000, length >= 3 else { return }
        } else if groupChains[index] & 3 == 1, !Self.mayShareAPixelWrongly(source.edges, Int(previous), Int(edge), row: top + row) {
            // A harmless stranger is let pass only as the group's second edge: an edge before
            // the pair could be in the same pixel as the newcomer.
            groupChains[index] = 1 | UInt16(d) | 0x100
            return
        }
        conflicts[row * wordsPerRow + g >> 6] |= 1 << UInt64(g & 63)
    }

    /// Whether two edges that are not neighbours can leave three windings in a pixel of
    /// edge-list row `row`: when they run the same way in y (the windings either side of a pair
    /// step 0, 1, 2), when one ends inside the row, or when they cross inside it (the order of
    /// their steps swaps). Two edges running opposite ways across the whole row without crossing
    /// (a glyph's outer and inner contours, a thin stroke's two sides) step 0, 1, 0 on every
    /// line of it: the sum is right there.
    @inline(__always) static func mayShareAPixelWrongly(_ e: UnsafeBufferPointer<Float>, _ a: Int, _ b: Int, row: Int) -> Bool {
        let p = 4 * a, q = 4 * b
        let aDown = e[p + 3] > e[p + 1], bDown = e[q + 3] > e[q + 1]
        if aDown == bDown { return true }
        // Opposite ways: harmless only if both run the row's whole height (an end inside it
        // leaves lines of the row that meet one edge, w ± 1 on some and w ∓ 1 on others) ...
        let y0 = Float(row), y1 = y0 + 1
        func spans(_ i: Int) -> Bool { min(e[i + 1], e[i + 3]) <= y0 && max(e[i + 1], e[i + 3]) >= y1 }
        if !spans(p) || !spans(q) { return true }
        // ... and do not cross in it.
        func x(_ i: Int, at y: Float) -> Float {
            let ya = e[i + 1], yb = e[i + 3]
            let t = min(max((y - ya) / (yb - ya), 0), 1)
            return e[i] + (e[i + 2] - e[i]) * t
        }
        let top = x(p, at: y0) - x(q, at: y0), bottom = x(p, at: y1) - x(q, at: y1)
        return top * bottom <= 0
    }

    /// Whether edges `a` and `b` of `e` are neighbours on one contour: the later starts where
    /// the earlier ends, or the later closes the chain the earlier starts (ending where it
    /// begins). Two contours that merely share a corner are not neighbours, nor are the last
    /// edge of one contour and the first of the next.
    @inline(__always) func areNeighbours(_ e: UnsafeBufferPointer<Float>, _ a: Int32, _ b: Int32) -> Bool {
        let (first, last) = a < b ? (Int(a), Int(b)) : (Int(b), Int(a))
        guard 4 * last + 3 < e.count else { return false }
        if last == first + 1 { return e[4 * first + 2] == e[4 * last] && e[4 * first + 3] == e[4 * last + 1] }
        return chainStarts[last] == Int32(first) && e[4 * last + 2] == e[4 * first] && e[4 * last + 3] == e[4 * first + 1]
    }

    /// Fills `chainStarts` for `e`.
    private func findChains(_ e: UnsafeBufferPointer<Float>) {
        let count = e.count / 4
        if count > chainCapacity {
            chainStarts.deallocate()
            chainCapacity = count
            chainStarts = .allocate(capacity: count)
        }
        var start: Int32 = 0
        for k in 0 ..< count {
            if k == 0 || e[4 * k] != e[4 * k - 2] || e[4 * k + 1] != e[4 * k - 1] { start = Int32(k) }
            chainStarts[k] = start
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
    ///
    /// `edge` is the line's index in `edgeSource` (−1, the default, for a line not kept there):
    /// it finds the groups two lines that are not neighbours touch, for the exact pass.
    @inline(__always) func accumulate(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, edge: Int32 = -1) {
        // Two copies of the loop, each specialised: the plain one holds no trace of tracking.
        if edge >= 0 {
            accumulate(x0, y0, x1, y1, edge: edge, tracking: Tracked.self)
        } else {
            accumulate(x0, y0, x1, y1, edge: edge, tracking: Untracked.self)
        }
    }

    @inline(__always) private func accumulate<T: EdgeTracking>(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, edge: Int32,
                                                                tracking: T.Type) {
        let one = Float(Self.fullCoverage)
        let dir: Float = y0 < y1 ? one : -one
        let directions = T.on ? Self.directions(x0, y0, x1, y1) : 0
        let (xt, yt, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let firstLineRow = Int(yt)                         // yt ≥ 0: truncation is the floor
        let lastLineRow = Int(yb.rounded(.up)) - 1
        var row = max(firstLineRow, top)
        let lastRow = min(lastLineRow, top + rows - 1)
        guard row <= lastRow else { return }
        if xt == xb {
            accumulateVertical(x: xt, top: yt, bottom: yb, firstRow: row, lastRow: lastRow, direction: dir, edge: edge, tracking: T.self)
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
                mark(row: bandRow, from: i0, through: i0 + 1, edge: edge, directions: directions, tracking: T.self)
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
                mark(row: bandRow, from: i0, through: i1 + 1, edge: edge, directions: directions, tracking: T.self)
            }
            xa = xNext
            ya = yNext
            row += 1
        }
    }

    /// A vertical line (the sides of rects and rounded rects): every row whose full height it
    /// spans gets the same two contributions, so they are computed once. Rows are rows of the
    /// edge list, `firstRow ... lastRow` inside the band.
    @inline(__always) private func accumulateVertical<T: EdgeTracking>(x: Float, top: Float, bottom: Float, firstRow: Int, lastRow: Int,
                                                                       direction: Float, edge: Int32, tracking: T.Type) {
        let i0 = Int(x)
        // The area right of the line in its cell is (1 − frac)·dy; the rest goes to the next cell.
        let right = 1 - (x - Float(i0))
        let g0 = i0 >> Self.groupShift, g1 = (i0 + 1) >> Self.groupShift
        let bits0 = UInt64(1) << UInt64(g0 & 63), bits1 = UInt64(1) << UInt64(g1 & 63)
        let bandTop = self.top
        let verticalDirections: UInt8 = (direction > 0 ? 1 : 2) << 5
        func add(_ row: Int, _ dy: Float) {
            let total = Int32(dy)
            let a = Int32(dy * right)
            let line = cells + (row - bandTop) * stride
            line[i0] &+= a
            line[i0 + 1] &+= total &- a
            let m = marks + (row - bandTop) * wordsPerRow
            m[g0 >> 6] |= bits0
            m[g1 >> 6] |= bits1
            if T.on {
                noteEdge(edge, directions: verticalDirections, row: row - bandTop, group: g0)
                if g1 != g0 { noteEdge(edge, directions: verticalDirections, row: row - bandTop, group: g1) }
            }
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
        // Crossing candidates exist only when the band's edges were given (the exact pass); each
        // case has a sweep of its own, the plain one as it always was.
        if edgeSource != nil {
            sweep(width: width, originX: originX, originY: originY, rule: rule, useSIMD: useSIMD, tracking: Tracked.self, into: &sink)
        } else {
            sweep(width: width, originX: originX, originY: originY, rule: rule, useSIMD: useSIMD, tracking: Untracked.self, into: &sink)
        }
    }

    private func sweep<S: SpanSink, T: EdgeTracking>(width: Int, originX: Int, originY: Int, rule: FillRule, useSIMD: Bool,
                                                     tracking: T.Type, into sink: inout S) {
        var bandEdgesReady = false
        let tracking = T.on
        var nextHorizontal = 0
        // The band's own horizontal edges: a fill drawn band by band sorts each band's points
        // once, not the whole fill's in every band.
        if tracking, let source = edgeSource {
            HorizontalEdge.recover(from: source.edges, rows: top ..< top + rows, into: &horizontals, points: &horizontalPoints)
        }
        for row in 0 ..< rows {
            let line = cells + row * stride
            let m = marks + row * wordsPerRow
            let conflictRow = conflicts + row * wordsPerRow
            var rowEdgesReady = false
            if tracking { flagHorizontals(row: row, from: &nextHorizontal) }
            // Whether the windings on the line where the resolved part of the row ends are ones
            // the fill rule is not affine over (the exact pass): the cells right of it, up to
            // where that changes, take the exact area.
            var mixed = false
            var sum: Int32 = 0
            var next = 0           // first pixel not yet emitted
            var runStart = -1      // first pixel of the pending mask run, or -1
            var w = 0
            while w < wordsPerRow {
                var bits = m[w]
                m[w] = 0
                var crossing: UInt64 = 0
                if tracking {
                    crossing = conflictRow[w]
                    conflictRow[w] = 0
                }
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
                            var cov = rule.coverageByte(fixedArea: sum)
                            if tracking && mixed { cov = exactRun(at: next, summed: cov, row: row, rule: rule) }
                            if cov != 0 { sink.constantSpan(y: originY + row, x: originX + next, count: x1 - next, coverage: cov) }
                        }
                    }
                    if runStart < 0 { runStart = c0 }
                    if tracking {
                        sum = resolveTrackedGroup(g: g, c0: c0, line: line, sum: sum, crossing: crossing, row: row, width: width,
                                                  rule: rule, useSIMD: useSIMD, bandEdgesReady: &bandEdgesReady,
                                                  rowEdgesReady: &rowEdgesReady, mixed: &mixed)
                    } else if useSIMD {
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
                var cov = rule.coverageByte(fixedArea: sum)
                if tracking && mixed { cov = exactRun(at: next, summed: cov, row: row, rule: rule) }
                if cov != 0 { sink.constantSpan(y: originY + row, x: originX + next, count: width - next, coverage: cov) }
            }
        }
    }

    /// Flags the marked groups of band row `row` that a horizontal edge inside the row passes
    /// through (`horizontals` from index `h` on, which this advances past the row): the
    /// accumulation never sees such an edge, and with one other edge in a pixel it can make
    /// three windings there (two rectangles with fractional tops, one's side under the other's
    /// top). Unmarked groups under it are constant runs, which the sweep's carry covers.
    @inline(never) private func flagHorizontals(row: Int, from h: inout Int) {
        guard let source = edgeSource else { return }
        let y0 = Float(top + row), y1 = y0 + 1
        while h < horizontals.count, horizontals[h].y <= y0 { h += 1 }
        var k = h
        let m = marks + row * wordsPerRow, conflictRow = conflicts + row * wordsPerRow
        let lastColumn = Float(stride - 1)
        while k < horizontals.count, horizontals[k].y < y1 {
            let e = horizontals[k]
            k += 1
            let a = min(max(e.x0 - source.ox, 0), lastColumn), b = min(max(e.x1 - source.ox, 0), lastColumn)
            guard b > a else { continue }
            var g = Int(a) >> Self.groupShift
            let g1 = (Int(b.rounded(.up)) - 1) >> Self.groupShift
            while g <= g1 {
                conflictRow[g >> 6] |= m[g >> 6] & (1 << UInt64(g & 63))
                g += 1
            }
        }
    }

    /// The coverage of a constant run starting at band column `x` of band row `row`, where the
    /// windings on its left side are mixed (see `resolveTrackedGroup`): the exact value (the
    /// same all along a run no edge enters) where it differs from the sum's by more than one level.
    @inline(never) private func exactRun(at x: Int, summed: UInt8, row: Int, rule: FillRule) -> UInt8 {
        let exact = exactByte(px: x, row: top + row, rule: rule)
        return abs(Int(exact) - Int(summed)) > 1 ? exact : summed
    }

    /// `resolveGroup` for a band whose edges are tracked (the exact pass): resolves group `g`
    /// of band row `row`, forgets which edges touched it, and when it is a crossing candidate,
    /// or `mixed` says the windings entering it are mixed, puts the exact area in the cells
    /// that need it (`ExactRow.resolve`: those two edges pass through, horizontal ones counted,
    /// or every cell when the windings entering are mixed), then sets `mixed` for the group's
    /// right side.
    ///
    /// Mixed windings travel right along runs no edge enters when an overlap begins or ends
    /// inside the row (a band drawn twice, half a pixel off the rows: winding 2 over half the
    /// row and 0 over the rest), because horizontal edges are not in the edge list and touch no
    /// cell. Elsewhere the windings right of a resolved group are one integer, or two
    /// consecutive ones, and the sum is right again. Kept apart so the plain sweep stays as it was.
    @inline(never) private func resolveTrackedGroup(g: Int, c0: Int, line: UnsafeMutablePointer<Int32>, sum: Int32, crossing: UInt64,
                                                    row: Int, width: Int, rule: FillRule, useSIMD: Bool,
                                                    bandEdgesReady: inout Bool, rowEdgesReady: inout Bool,
                                                    mixed: inout Bool) -> Int32 {
        let flagged = crossing & (1 << UInt64(g & 63)) != 0
        let next = useSIMD ? Self.resolveGroup(line + c0, mask: maskRow + c0, sum: sum, rule: rule)
            : Self.resolveGroupReference(line + c0, mask: maskRow + c0, sum: sum, rule: rule)
        groupEdges[row * groupsPerRow + g] = -1
        groupChains[row * groupsPerRow + g] = 0
        guard flagged || mixed, let source = edgeSource else { return next }
        if !bandEdgesReady {
            bucketBandEdges(source)
            bandEdgesReady = true
        }
        if !rowEdgesReady {
            prepareExactRow(source, row: row)
            rowEdgesReady = true
        }
        let c1 = min(c0 + Self.groupWidth, width)
        mixed = exactRow.resolve(from: c0, to: c1, py: top + row, rule: rule, mixedIn: mixed, mask: maskRow)
        return next
    }

    @inline(__always) private func emitMask<S: SpanSink>(row: Int, from x0: Int, to x1: Int, originX: Int, originY: Int, sink: inout S) {
        guard x1 > x0 else { return }
        sink.maskSpan(y: originY + row, x: originX + x0, count: x1 - x0, mask: maskRow + x0)
    }

}
