// The exact pass (opt-in, `CONTROLKIT_EXACT_CROSSINGS=1`): where edges cross or contours
// overlap, the covered area of a pixel computed from the edges themselves.
//
// The signed-area sum of a pixel is ∫ winding over the pixel. Where one edge crosses a pixel,
// or two consecutive edges of one contour meet in it, the windings inside are two consecutive
// integers, on which both fill rules are affine, so the fill rule applied to the sum is the
// covered area. Where two edges that are not neighbours meet (a self-intersection, nested or
// overlapping contours) three windings can share the pixel and the sum is not the area: a star's
// point where winding 2 meets 0 sums to 1. `CoverageAccumulator.accumulate` flags the groups
// of eight cells such edges touch, and the sweep flags any other marked group a horizontal edge
// inside the row passes through (`HorizontalEdge`: the edge list leaves them out, and the
// accumulation never sees them). In a flagged group, each pixel that two edges pass through,
// not a vertex's pair, takes the exact area. The sweep carries on to the right, over groups
// and constant runs alike, while the windings on the line where the computed part ends are ones
// the rule is not affine over: an overlap that begins or ends inside the row (a doubled
// hairline) leaves its winding mix in the sum along runs no sloped edge enters. Elsewhere the
// sum is right again past the group. The exact value is taken where it differs from the sum's
// by more than one level, so a pixel the sum already gives right keeps its byte. A fill that
// `EdgeList.mayCross` clears (convex contours apart) is not tracked at all.
//
// The method: split the pixel's height at every edge end, every crossing of the pixel's left
// and right sides and every crossing of two edges inside it. In each strip no two edges cross
// and none ends, so the covered width changes linearly with y and its value at the strip's
// middle, times the strip's height, is the strip's area exactly. At that middle the winding
// left of the pixel is the sum of the directions of the edges left of it, and inside the
// pixel it steps at each edge; the rule says which intervals are covered.

/// One edge of a row, clipped to the row's height: from (`xt`, `yt`) down to (`xb`, `yb`),
/// `yt < yb`; `dir` +1 for an edge drawn downwards (winding grows to its right), −1 upwards.
struct ExactEdge {
    var xt: Double, yt: Double, xb: Double, yb: Double
    var dir: Int
    /// dx/dy.
    var slope: Double { (xb - xt) / (yb - yt) }
    func x(at y: Double) -> Double { xt + (y - yt) * slope }
    var minX: Double { min(xt, xb) }
    var maxX: Double { max(xt, xb) }
    /// Whether the two meet at one end of each (bit for bit) and part at the other: consecutive
    /// edges of a contour. An edge drawn twice (a doubled contour) meets its copy at both ends.
    func sharesOneEnd(with o: ExactEdge) -> Bool {
        let tt = xt == o.xt && yt == o.yt, tb = xt == o.xb && yt == o.yb
        let bt = xb == o.xt && yb == o.yt, bb = xb == o.xb && yb == o.yb
        return (tt || tb || bt || bb) && !(tt && bb) && !(tb && bt)
    }

    init(xt: Double, yt: Double, xb: Double, yb: Double, dir: Int) {
        self.xt = xt; self.yt = yt; self.xb = xb; self.yb = yb; self.dir = dir
    }

    /// The line from (x0, y0) to (x1, y1) clipped to row `row`; nil when it misses the row or
    /// is horizontal.
    init?(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, row: Int) {
        let ax = Double(x0), ay = Double(y0), bx = Double(x1), by = Double(y1)
        guard ay != by else { return nil }
        let (xt, yt, xb, yb, dir) = ay < by ? (ax, ay, bx, by, 1) : (bx, by, ax, ay, -1)
        let r0 = Double(row), r1 = r0 + 1
        guard yb > r0, yt < r1 else { return nil }
        let k = (xb - xt) / (yb - yt)
        let ct = max(yt, r0), cb = min(yb, r1)
        self.init(xt: xt + (ct - yt) * k, yt: ct, xb: xt + (cb - yt) * k, yb: cb, dir: dir)
    }
}

/// A row's edges arranged for many pixels of the row: full-height edges by their right end,
/// with running sums of their directions (the winding they add to every pixel right of them),
/// and every edge by its left end, for the few that reach into a pixel.
struct ExactRow {
    /// Every edge of the row, by `minX`.
    var byMinX: [ExactEdge] = []
    /// The widest edge's extent in x: an edge reaching into [x0, x1] starts after x0 − this.
    var widest = 0.0
    /// The right ends of the edges spanning the row's whole height, ascending, and the sum of
    /// the directions of those before each (count + 1 entries).
    var fullMaxX: [Double] = []
    var fullWindingBefore: [Int] = [0]
    /// The edges that start or end inside the row (they change the winding part way down).
    var partial: [ExactEdge] = []

    init() {}

    init(_ edges: [ExactEdge], row: Int) { load(edges, row: row) }

    /// Arranges `edges` (row `row`'s, clipped to it), reusing this row's storage, and empties
    /// `horizontals` for the caller to fill with the row's.
    mutating func load(_ edges: [ExactEdge], row: Int) {
        let y0 = Double(row), y1 = y0 + 1
        horizontals.removeAll(keepingCapacity: true)
        byMinX.removeAll(keepingCapacity: true)
        byMinX.append(contentsOf: edges)
        byMinX.sort { $0.minX < $1.minX }
        widest = edges.reduce(0) { max($0, $1.maxX - $1.minX) }
        partial.removeAll(keepingCapacity: true)
        local.removeAll(keepingCapacity: true)       // the full-height edges, for a moment
        for e in edges {
            if e.yt <= y0 && e.yb >= y1 { local.append(e) } else { partial.append(e) }
        }
        local.sort { $0.maxX < $1.maxX }
        fullMaxX.removeAll(keepingCapacity: true)
        fullWindingBefore.removeAll(keepingCapacity: true)
        fullWindingBefore.append(0)
        for e in local {
            fullMaxX.append(e.maxX)
            fullWindingBefore.append(fullWindingBefore[fullWindingBefore.count - 1] + e.dir)
        }
    }

    /// The horizontal edges inside the row (`HorizontalEdge`): x0 < x1, and how many edges
    /// net pass there. They change no winding along a strip's middle, so the slab method needs
    /// none of them; `passesAsSummed` counts them.
    var horizontals: [(x0: Double, x1: Double, count: Int)] = []

    /// Scratch kept between calls, so that a pixel allocates nothing: the edges near a group of
    /// pixels, those reaching into one pixel, the heights its strips are cut at, and the edges
    /// met along one strip's middle.
    private var near: [ExactEdge] = []
    private var local: [ExactEdge] = []
    private var cuts: [Double] = []
    private var steps: [(x: Double, dir: Int)] = []

    /// The winding of the full-height edges wholly left of x (right end at or before it).
    private func windingWhollyLeft(of x: Double) -> Int {
        var lo = 0, hi = fullMaxX.count
        while lo < hi { let mid = (lo + hi) / 2; if fullMaxX[mid] <= x { lo = mid + 1 } else { hi = mid } }
        return fullWindingBefore[lo]
    }

    /// Fills `near` with the edges that can change the winding inside [x0, x1] × the row:
    /// full-height edges reaching into it (minX < x1, maxX > x0), and every partial edge
    /// starting left of x1 (it changes the winding part way down the row wherever it is).
    private mutating func gatherNear(x0: Double, x1: Double, py: Int) {
        near.removeAll(keepingCapacity: true)
        var a = 0, b = byMinX.count
        let from = x0 - widest
        while a < b { let mid = (a + b) / 2; if byMinX[mid].minX < from { a = mid + 1 } else { b = mid } }
        let y0 = Double(py), y1 = y0 + 1
        var i = a
        while i < byMinX.count, byMinX[i].minX < x1 {
            let e = byMinX[i]
            if e.maxX > x0, e.yt <= y0, e.yb >= y1 { near.append(e) }
            i += 1
        }
        for e in partial where e.minX < x1 { near.append(e) }
    }

    /// Fills `local` with the edges of `near` that reach into pixel column [x0, x0 + 1], and
    /// returns `base` plus the winding of the full-height ones of `near` wholly left of it.
    private mutating func selectLocal(x0: Double, py: Int, base: Int) -> Int {
        local.removeAll(keepingCapacity: true)
        let y0 = Double(py), y1 = y0 + 1, x1 = x0 + 1
        var winding = base
        for e in near {
            if e.yt <= y0 && e.yb >= y1 {
                if e.maxX <= x0 { winding += e.dir } else if e.minX < x1 { local.append(e) }
            } else if e.minX < x1 {
                local.append(e)
            }
        }
        return winding
    }

    /// The exact coverage of pixel `px` of row `py` under `rule`: the winding of the full-height
    /// edges wholly left of the pixel from the running sums, and the slab method over the rest
    /// (`CoverageAccumulator.exactCoverage`, its reference twin, without its allocations).
    mutating func coverage(px: Int, py: Int, rule: FillRule) -> Double {
        let x0 = Double(px)
        gatherNear(x0: x0, x1: x0 + 1, py: py)
        let base = selectLocal(x0: x0, py: py, base: windingWhollyLeft(of: x0))
        return slab(x0: x0, py: py, rule: rule, base: base)
    }

    /// Resolves pixels `c0 ..< c1` of row `py` (a flagged group, or one the windings entering
    /// are mixed): where the exact area's byte differs from the one in `mask` (the sum's) by
    /// more than one level, puts it there. Returns whether the windings on the line x = `c1`
    /// are mixed (`windingSpread`), with the edges gathered once for the whole group.
    ///
    /// A pixel that at most one edge passes through, horizontal edges counted, or two that
    /// share one end (a vertex, a spike's tip), keeps the sum: the windings on its left side
    /// change only where an edge crosses that side, and such an edge passes through the pixel,
    /// so its windings are two consecutive integers (or w, w ± 1, w) and the sum is its area.
    /// The flag is per group of eight cells; this is per pixel. Where the windings entering the
    /// group are mixed (`mixedIn`), every pixel is computed.
    mutating func resolve(from c0: Int, to c1: Int, py: Int, rule: FillRule, mixedIn: Bool = true,
                          mask: UnsafeMutablePointer<CoveragePair>) -> Bool {
        guard c1 > c0 else { return false }
        let x0 = Double(c0), x1 = Double(c1)
        gatherNear(x0: x0, x1: x1, py: py)
        let base = windingWhollyLeft(of: x0)
        for c in c0 ..< c1 {
            let px = Double(c)
            if !mixedIn && passesAsSummed(px) { continue }
            let area = slab(x0: px, py: py, rule: rule, base: selectLocal(x0: px, py: py, base: base))
            let byte = UInt8(min(max((area * 255).rounded(), 0), 255))
            if abs(Int(byte) - Int(mask[c].coverage)) > 1 { mask[c] = CoveragePair(coverage: byte) }
        }
        // The line x1: `near` holds every edge crossing it or ending left of it.
        let spread = spread(atX: x1, py: py, base: base, edges: near)
        return !rule.isAffine(from: spread.min, to: spread.max)
    }

    /// Whether at most one edge passes through pixel column [px, px + 1) of the row (one on its
    /// left side counts: the windings just right of it change there; a horizontal edge counts
    /// as many times as edges net pass there), or two sloped ones that share one end.
    private func passesAsSummed(_ px: Double) -> Bool {
        var count = 0, first = -1, second = -1
        for i in near.indices where near[i].maxX >= px && near[i].minX < px + 1 {
            count += 1
            if count == 1 { first = i } else if count == 2 { second = i } else { return false }
        }
        for h in horizontals where h.x0 < px + 1 && h.x1 > px {
            count += h.count
            if count > 1 { return false }
        }
        return count <= 1 || near[first].sharesOneEnd(with: near[second])
    }

    /// The lowest and highest winding on the vertical line x across row `py` (its strips cut
    /// where edges cross the line or end left of it; each strip's winding at its middle). Where
    /// the fill rule is not affine over them (`FillRule.isAffine`), a run to the right that no
    /// edge enters is not what its sum says.
    mutating func windingSpread(atX x: Double, py: Int) -> (min: Int, max: Int) {
        gatherNear(x0: x, x1: x, py: py)
        return spread(atX: x, py: py, base: windingWhollyLeft(of: x), edges: near)
    }

    /// `windingSpread` given `edges`, a superset of those crossing x or ending left of it, and
    /// `base`, the winding of full-height edges wholly left of x not in `edges`.
    private mutating func spread(atX x: Double, py: Int, base: Int, edges: [ExactEdge]) -> (min: Int, max: Int) {
        let y0 = Double(py), y1 = y0 + 1
        cuts.removeAll(keepingCapacity: true)
        cuts.append(y0)
        cuts.append(y1)
        for e in edges where e.minX <= x {
            if e.yt > y0 { cuts.append(e.yt) }
            if e.yb < y1 { cuts.append(e.yb) }
            if (e.xt - x) * (e.xb - x) < 0 { cuts.append(e.yt + (x - e.xt) / (e.xb - e.xt) * (e.yb - e.yt)) }
        }
        Self.insertionSort(&cuts)
        var lo = Int.max, hi = Int.min
        for k in 0 ..< cuts.count - 1 {
            let ya = max(cuts[k], y0), yb = min(cuts[k + 1], y1)
            guard yb > ya else { continue }
            let m = (ya + yb) / 2
            var winding = base
            for e in edges where e.yt <= m && m < e.yb && e.x(at: m) <= x { winding += e.dir }
            lo = min(lo, winding)
            hi = max(hi, winding)
        }
        return lo <= hi ? (lo, hi) : (base, base)
    }

    /// The slab method over `local` for pixel [x0, x0 + 1] × [py, py + 1], `base` the winding
    /// of every edge left of the pixel not in `local`.
    private mutating func slab(x0: Double, py: Int, rule: FillRule, base: Int) -> Double {
        let x1 = x0 + 1, y0 = Double(py), y1 = y0 + 1
        cuts.removeAll(keepingCapacity: true)
        cuts.append(y0)
        cuts.append(y1)
        for e in local {
            if e.yt > y0 { cuts.append(e.yt) }
            if e.yb < y1 { cuts.append(e.yb) }
            if (e.xt - x0) * (e.xb - x0) < 0 { cuts.append(e.yt + (x0 - e.xt) / (e.xb - e.xt) * (e.yb - e.yt)) }
            if (e.xt - x1) * (e.xb - x1) < 0 { cuts.append(e.yt + (x1 - e.xt) / (e.xb - e.xt) * (e.yb - e.yt)) }
        }
        // Crossings between edges that reach into the pixel.
        let n = local.count
        if n > 1 {
            for a in 0 ..< n - 1 where local[a].maxX > x0 {
                let p = local[a]
                for b in a + 1 ..< n where local[b].maxX > x0 {
                    let q = local[b]
                    let lo = max(p.yt, q.yt), hi = min(p.yb, q.yb)
                    guard hi > lo else { continue }
                    let dLo = p.x(at: lo) - q.x(at: lo), dHi = p.x(at: hi) - q.x(at: hi)
                    guard dLo * dHi < 0 else { continue }
                    cuts.append(lo + (hi - lo) * dLo / (dLo - dHi))
                }
            }
        }
        Self.insertionSort(&cuts)
        var area = 0.0
        for k in 0 ..< cuts.count - 1 {
            let ya = max(cuts[k], y0), yb = min(cuts[k + 1], y1)
            guard yb > ya else { continue }
            let m = (ya + yb) / 2
            var winding = base
            steps.removeAll(keepingCapacity: true)
            for e in local where e.yt <= m && m < e.yb {
                let x = e.x(at: m)
                if x <= x0 { winding += e.dir } else if x < x1 { Self.insertSorted(&steps, (x, e.dir)) }
            }
            var covered = 0.0, from = x0
            for s in steps {
                if rule.covers(winding: winding) { covered += s.x - from }
                winding += s.dir
                from = s.x
            }
            if rule.covers(winding: winding) { covered += x1 - from }
            area += (yb - ya) * covered
        }
        return min(max(area, 0), 1)
    }

    /// Sorts a short array in place (a pixel's cuts: a handful).
    private static func insertionSort(_ a: inout [Double]) {
        guard a.count > 1 else { return }
        for i in 1 ..< a.count {
            let v = a[i]
            var j = i
            while j > 0, a[j - 1] > v { a[j] = a[j - 1]; j -= 1 }
            a[j] = v
        }
    }

    /// Inserts a step keeping `steps` ordered by x.
    private static func insertSorted(_ a: inout [(x: Double, dir: Int)], _ s: (x: Double, dir: Int)) {
        a.append(s)
        var j = a.count - 1
        while j > 0, a[j - 1].x > s.x { a[j] = a[j - 1]; j -= 1 }
        a[j] = s
    }
}

extension CoverageAccumulator {
    /// Builds `bandRowStart` and `bandRowEdges`: for each row of the band, the indices of
    /// `edgeSource`'s edges that cross it (done once per band, at its first crossing candidate).
    func bucketBandEdges(_ source: (edges: UnsafeBufferPointer<Float>, ox: Float)) {
        let e = source.edges, count = e.count / 4
        bandRowStart = [Int](repeating: 0, count: rows + 1)
        func span(_ k: Int) -> Range<Int>? {
            let a = e[4 * k + 1], b = e[4 * k + 3]
            guard a != b else { return nil }
            let yt = Double(min(a, b)), yb = Double(max(a, b))
            let r0 = max(Int(yt.rounded(.down)), top), r1 = min(Int(yb.rounded(.up)), top + rows)
            return r0 < r1 ? (r0 - top) ..< (r1 - top) : nil
        }
        for k in 0 ..< count { if let r = span(k) { for row in r { bandRowStart[row + 1] += 1 } } }
        for row in 0 ..< rows { bandRowStart[row + 1] += bandRowStart[row] }
        bandRowEdges = [Int32](repeating: 0, count: bandRowStart[rows])
        var next = bandRowStart
        for k in 0 ..< count {
            if let r = span(k) { for row in r { bandRowEdges[next[row]] = Int32(k); next[row] += 1 } }
        }
    }

    /// Arranges the edges crossing band row `row` (from `bandRowEdges`) in `exactRow`.
    func prepareExactRow(_ source: (edges: UnsafeBufferPointer<Float>, ox: Float), row: Int) {
        let e = source.edges
        exactEdges.removeAll(keepingCapacity: true)
        for j in bandRowStart[row] ..< bandRowStart[row + 1] {
            let k = Int(bandRowEdges[j])
            if let edge = ExactEdge(e[4 * k] - source.ox, e[4 * k + 1], e[4 * k + 2] - source.ox, e[4 * k + 3], row: top + row) {
                exactEdges.append(edge)
            }
        }
        exactRow.load(exactEdges, row: top + row)
        // The row's horizontal edges, for telling which pixels hold one edge only.
        let y0 = Float(top + row), y1 = y0 + 1
        for h in horizontals where h.y > y0 && h.y < y1 {
            exactRow.horizontals.append((Double(h.x0 - source.ox), Double(h.x1 - source.ox), abs(h.flow)))
        }
    }

    /// The exact coverage byte of band column `px` of the row `exactRow` holds.
    func exactByte(px: Int, row: Int, rule: FillRule) -> UInt8 {
        UInt8(min(max((exactRow.coverage(px: px, py: row, rule: rule) * 255).rounded(), 0), 255))
    }

    /// The area of pixel [`px`, `px` + 1] × [`py`, `py` + 1] inside `edges` (a row's edges,
    /// clipped to it) under `rule`, 0…1: the slab method described above, in Double — the
    /// reference twin of `ExactRow.coverage` when `edges` is the whole row.
    ///
    /// `windingLeft` is the winding of edges left out of `edges` because they lie wholly left of
    /// the pixel over the whole row (0 when `edges` is the whole row).
    static func exactCoverage(px: Int, py: Int, edges: [ExactEdge], rule: FillRule, windingLeft: Int = 0) -> Double {
        let x0 = Double(px), x1 = x0 + 1, y0 = Double(py), y1 = y0 + 1
        // Edges wholly right of the pixel change no winding in it.
        let relevant = edges.filter { $0.minX < x1 }
        var cuts: [Double] = [y0, y1]
        for e in relevant {
            if e.yt > y0 { cuts.append(e.yt) }
            if e.yb < y1 { cuts.append(e.yb) }
            for side in [x0, x1] where (e.xt - side) * (e.xb - side) < 0 {
                cuts.append(e.yt + (side - e.xt) / (e.xb - e.xt) * (e.yb - e.yt))
            }
        }
        let inside = relevant.filter { $0.maxX > x0 }
        if inside.count > 1 {
            for a in 0 ..< inside.count - 1 {
                for b in a + 1 ..< inside.count {
                    let p = inside[a], q = inside[b]
                    let lo = max(p.yt, q.yt), hi = min(p.yb, q.yb)
                    guard hi > lo else { continue }
                    let dLo = p.x(at: lo) - q.x(at: lo), dHi = p.x(at: hi) - q.x(at: hi)
                    guard dLo * dHi < 0 else { continue }
                    cuts.append(lo + (hi - lo) * dLo / (dLo - dHi))
                }
            }
        }
        cuts.sort()
        var area = 0.0
        var crossings: [(x: Double, dir: Int)] = []
        for k in 0 ..< cuts.count - 1 {
            let ya = max(cuts[k], y0), yb = min(cuts[k + 1], y1)
            guard yb > ya else { continue }
            let m = (ya + yb) / 2
            var winding = windingLeft
            crossings.removeAll(keepingCapacity: true)
            for e in relevant where e.yt <= m && m < e.yb {
                let x = e.x(at: m)
                if x <= x0 { winding += e.dir } else if x < x1 { crossings.append((x, e.dir)) }
            }
            crossings.sort { $0.x < $1.x }
            var covered = 0.0, from = x0
            for c in crossings {
                if rule.covers(winding: winding) { covered += c.x - from }
                winding += c.dir
                from = c.x
            }
            if rule.covers(winding: winding) { covered += x1 - from }
            area += (yb - ya) * covered
        }
        return min(max(area, 0), 1)
    }
}

extension FillRule {
    /// Whether a point of winding number `w` is inside.
    @inline(__always) func covers(winding w: Int) -> Bool {
        switch self {
        case .nonzero: w != 0
        case .evenodd: w & 1 != 0
        }
    }

    /// Whether the rule's coverage is affine over the windings `lo ... hi`, so that the rule
    /// applied to their mean (the signed-area sum) is the mean of the rule: true for two
    /// consecutive integers under either rule, and for any windings of one sign under nonzero.
    func isAffine(from lo: Int, to hi: Int) -> Bool {
        if hi - lo <= 1 { return true }
        switch self {
        case .nonzero: return lo >= 1 || hi <= -1
        case .evenodd: return false
        }
    }
}
