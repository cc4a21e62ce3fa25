// CrossingResolver: a fill's edges rewritten so that its winding is 1 where the fill rule fills
// and 0 elsewhere, which makes the signed-area sum the covered area in every pixel.
//
// The sum `CoverageAccumulator` keeps is ∫ w over the pixel, w the winding number; resolved by
// the rule it is the covered area only where the windings inside the pixel are two consecutive
// integers (over those the rule's coverage is affine in w: min(|w|, 1) for nonzero, the
// even-odd fold for even-odd). Where edges cross, or two contours pass through one
// pixel, three or more windings meet and the sum over- or under-counts: up to 229.7/255 on
// star polygons (issue 28).
//
// This file changes the edges instead of the pixels. Every edge is cut where another edge meets
// it, so that no two pieces cross; along a piece the windings on its two sides are then
// constant, and are found by counting, along a horizontal line through the piece's middle, the
// edges left of it. A piece whose sides are both filled or both empty is dropped; the others are
// kept, turned so that crossing them left to right steps the winding from 0 to 1 where the
// filled side is on the right, and from 1 to 0 where it is on the left. Along any horizontal line
// the kept steps then add up, from the left, to 1 inside the fill and 0 outside (the dropped
// pieces stepped 0), so the sum of the new edges is the covered area exactly, whatever the rule.
//
// Cost. Pairs are compared only when their heights overlap (edges sorted by their tops), and
// the winding is counted once per contour rather than once per piece: where an edge follows
// the previous one from the same point, and no third edge passes through that point, the two
// regions on either side of the contour go on unchanged, so the windings carry over. Only the
// first edge of each contour, every piece after a cut and every edge after a touched point are
// counted, and after a crossing the winding left of an edge steps by the crossing edge's
// direction, so it is carried on there too. Fills with more than `maxEdges` edges, or whose edges
// take more than `maxCuts` cuts, keep the sum.
// The plain form (`reference: true`: every pair, every piece counted) is the twin the fast form
// is tested against. On stars the time goes less to arithmetic than to branches that go either
// way from pair to pair (whether two edges cross, which edges a count passes): those tests are
// worked out in full and joined without a branch (`bit`), leaving one branch per verdict.
//
// Horizontal edges are not in the edge list (they add nothing to the sum), but they cut the
// edges they pass over like any other: they are found again, along each height, from where the
// stored edges end and start (`cutAlongHorizontalEdges`), unless every run of the list closes
// on itself, which leaves no room for one.
//
// Degenerate input. Which side of an edge a point lies on is decided by the sign of a cross
// product of Float coordinates' differences, computed in Double, so an end of one edge lying on
// another is found as such and cuts it there (or marks the point touched, when it is an end of
// both). Where two edges lie on one line over a stretch, each is cut at the other's ends, and
// two pieces that coincide exactly are ordered by their edges' indices, so that their steps
// still add up across the line. Pieces that overlap on one line without coinciding to the last
// bit may be ordered inconsistently, which costs at most the sum's own error along that line.

package enum CrossingResolver {
    /// The most edges a fill may have for its crossings to be resolved. Above it, a fill keeps
    /// the plain sum (see the file's comment). [INF] 4,096 keeps the worst case, every pair of
    /// edges overlapping in height, near 8.4 million comparisons (tens of milliseconds), and
    /// takes in a stroke's whole outline or a large glyph's: at 256, a dashed stroke drew its
    /// joins exactly or not by how many of its dashes the canvas culled (`StrokeCullingTests`).
    package static let maxEdges = 4096

    /// The most cuts a fill's edges may take; past it the fill keeps the plain sum. [INF] 2¹⁸
    /// cuts are 8 MiB, and only an adversarial fill (thousands of long edges all crossing)
    /// comes near: a star of 13 points takes 52.
    package static let maxCuts = 1 << 18

    /// Above this many, `sortByTop` and `sortCuts` use the library's sort (with the index as a
    /// tie-break, which orders equal ones as the insertion sort does) rather than an insertion
    /// sort, whose worst case grows with the square. [INF] 64: below it the insertion sort was
    /// the faster on star polygons (BENCHMARKS.md, stop 41).
    static let insertionSortLimit = 64

    /// The relative size below which a cross product's sign is not trusted (`Edge.side`):
    /// [INF] a thousand times Double's rounding of the two products, 2⁻⁵³ each.
    static let sideTolerance = 1e-13

    /// One stored edge, as the resolver reads it: its ends ordered by height (`top` has the
    /// smaller y), its direction as the accumulator counts it (+1 when the path went down,
    /// y growing), x per unit of y, and what is known about its ends in the path's order.
    struct Edge {
        var topX: Double, topY: Double, bottomX: Double, bottomY: Double
        var dir: Int
        var slope: Double
        /// bottom − top, in x and in y (> 0), and the edge's columns: worked out once, as every
        /// pair the edge is in needs them.
        var dx: Double, dy: Double, minX: Double, maxX: Double
        /// True when the edge starts where the one before it in the list ends.
        var followsPrevious = false
        /// True when a third edge meets the point where the edge starts, or ends (path order).
        var startTouched = false, endTouched = false

        init(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
            if y0 < y1 {
                (topX, topY, bottomX, bottomY, dir) = (Double(x0), Double(y0), Double(x1), Double(y1), 1)
            } else {
                (topX, topY, bottomX, bottomY, dir) = (Double(x1), Double(y1), Double(x0), Double(y0), -1)
            }
            (dx, dy) = (bottomX - topX, bottomY - topY)
            (minX, maxX) = (min(topX, bottomX), max(topX, bottomX))
            slope = dx / dy
        }

        /// x where the edge is at height `y` (top ≤ y ≤ bottom), computed from the top end, so
        /// that two edges with the same ends give the same x whichever way they were drawn.
        @inline(__always) func x(at y: Double) -> Double { topX + (y - topY) * slope }

        /// The sign of the cross product of the edge's direction (top to bottom) and the way
        /// from its top to (x, y): which side of its line the point lies on; 0 on it, or too
        /// near it for the sign to be sure. Float coordinates' differences are exact in Double,
        /// but their products need not be (coordinates of very different magnitudes); a result
        /// within `sideTolerance` of the products' size counts as 0, which only makes the
        /// resolver cut and count where it could have carried. (A NaN product gives −1.)
        /// Worked out without a branch, as `meet` takes four at a time.
        @inline(__always) func side(_ x: Double, _ y: Double) -> Int {
            let p = dx * (y - topY), q = dy * (x - topX)
            let c = p - q
            let sure = 1 - bit(abs(c) <= CrossingResolver.sideTolerance * (abs(p) + abs(q)))
            return sure * (2 * bit(c > 0) - 1)
        }

        /// Marks the top (`atTop`) or bottom end touched, as the path's start or end.
        @inline(__always) mutating func touch(atTop: Bool) {
            if atTop == (dir == 1) { startTouched = true } else { endTouched = true }
        }
    }

    /// A point where an edge is cut, by the edge's index, and how the winding just left of the
    /// edge changes there going down (`unknown` where it must be counted again).
    package struct Cut: Comparable {
        var edge: Int32
        var y: Double, x: Double
        var step: Int32 = unknown
        package static func < (a: Cut, b: Cut) -> Bool { a.edge != b.edge ? a.edge < b.edge : a.y < b.y }
        package static func == (a: Cut, b: Cut) -> Bool { a.edge == b.edge && a.y == b.y }

        /// A step not known: where an edge only touches another, or runs along it.
        static let unknown = Int32.min
        /// Two steps at one point.
        static func merged(_ a: Int32, _ b: Int32) -> Int32 { a == unknown || b == unknown ? unknown : a + b }
    }

    /// Whether `rule` fills winding `w`.
    @inline(__always) static func fills(_ w: Int, _ rule: FillRule) -> Bool {
        rule == .nonzero ? w != 0 : w & 1 != 0
    }

    /// Writes to `out` (replacing its contents) edges, four floats each in the edge list's form,
    /// whose winding is 1 wherever a fill of `e` under `rule` covers and 0 elsewhere, and
    /// returns true; returns false, leaving `out` empty, when `e` has more than `maxEdges` edges
    /// or its edges take more than `maxCuts` cuts.
    /// `cuts` is scratch storage, kept between calls. `reference` compares every pair and
    /// counts the winding of every piece: the plain twin of the default.
    package static func resolve(_ e: UnsafeBufferPointer<Float>, rule: FillRule, into out: inout [Float], cuts: inout [Cut],
                                reference: Bool = false) -> Bool {
        out.removeAll(keepingCapacity: true)
        cuts.removeAll(keepingCapacity: true)
        let n = e.count / 4
        guard n <= maxEdges else { return false }
        guard n > 0 else { return true }
        return withUnsafeTemporaryAllocation(of: Edge.self, capacity: n) { edges in
            for i in 0 ..< n {
                edges[i] = Edge(e[4 * i], e[4 * i + 1], e[4 * i + 2], e[4 * i + 3])
                edges[i].followsPrevious = i > 0 && e[4 * i] == e[4 * i - 2] && e[4 * i + 1] == e[4 * i - 1]
            }
            let withinBudget = withUnsafeTemporaryAllocation(of: Span.self, capacity: n) { spans in
                for i in 0 ..< n { spans[i] = Span(edges[i], index: Int32(i)) }
                if !reference { sortByTop(spans) }
                return findCuts(edges, spans: spans, sweep: !reference, into: &cuts)
            }
            if withinBudget && !closesExactly(e) { cutAlongHorizontalEdges(e, edges, into: &cuts) }
            guard withinBudget, cuts.count <= maxCuts else {
                // Its storage too: a fill this large is rare, and its megabytes would stay.
                cuts.removeAll()
                return false
            }
            // The cuts in order, and each edge's pieces written. Each buffer here is at most
            // 1 KiB for the fills most often resolved (a few dozen cuts), which keeps it on the
            // stack rather than the heap.
            return cuts.withUnsafeBufferPointer { cuts in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: cuts.count) { sorted in
                    let longest = sortCuts(cuts, edgeCount: n, into: sorted)
                    withUnsafeTemporaryAllocation(of: Float.self, capacity: 256) { written in
                        withUnsafeTemporaryAllocation(of: Piece.self, capacity: longest + 1) { pieces in
                            writePieces(edges, cuts: cuts, sorted: sorted, pieces: pieces, written: written, rule: rule,
                                        reference: reference, into: &out)
                        }
                    }
                }
                return true
            }
        }
    }

    /// Appends to `out` the pieces of every edge (cut at `cuts`, read in `sorted`'s order)
    /// whose two sides `rule` fills differently, turned as `emit` says: the last step of
    /// `resolve`. `pieces` has room for one edge's pieces, the most cuts on an edge and one
    /// more; `written` holds the new edges until it is full, so that they are appended to
    /// `out` a few dozen at a time rather than one float at a time.
    @inline(__always) static func writePieces(_ edges: UnsafeMutableBufferPointer<Edge>, cuts: UnsafeBufferPointer<Cut>,
                                              sorted: UnsafeMutableBufferPointer<Int32>, pieces: UnsafeMutableBufferPointer<Piece>,
                                              written: UnsafeMutableBufferPointer<Float>, rule: FillRule, reference: Bool,
                                              into out: inout [Float]) {
        let n = edges.count
        var w = 0
        defer { out.append(contentsOf: UnsafeBufferPointer(rebasing: written[..<w])) }
        var c = 0
        // The winding just right of the contour, along it (left of its way when going
        // down the page); nil when it must be counted.
        var carried: Int? = nil
        for i in 0 ..< n {
            let edge = edges[i]
            if reference || !edge.followsPrevious || edge.startTouched || edges[i - 1].endTouched { carried = nil }
            // The pieces' lower ends, and the step of the winding left of the edge at each
            // (cuts at one height merged; a step not known means counting again).
            var count = 0
            var y = edge.topY
            // Whether every cut on the edge knows its step (so every piece's does).
            var stepsKnown = true
            while c < cuts.count, cuts[Int(sorted[c])].edge == Int32(i) {
                let cut = cuts[Int(sorted[c])]
                c += 1
                if cut.step == Cut.unknown { stepsKnown = false }
                if cut.y > y {
                    pieces[count] = Piece(x: cut.x, y: cut.y, step: cut.step)
                    count += 1
                    y = cut.y
                } else if count > 0 {
                    pieces[count - 1].step = Cut.merged(pieces[count - 1].step, cut.step)
                }
            }
            pieces[count] = Piece(x: edge.bottomX, y: edge.bottomY, step: Cut.unknown)
            count += 1
            func top(_ k: Int) -> Double { k == 0 ? edge.topY : pieces[k - 1].y }
            func counted(_ k: Int) -> Int { windingLeft(of: i, atY: (top(k) + pieces[k].y) / 2, edges, count: n) }
            // The path enters the edge at its top when going down, at its bottom going
            // up; x-left of a piece going down is the contour's right, going up its left.
            let entry = edge.dir == 1 ? 0 : count - 1, exit = count - 1 - entry
            // Where the winding is known first: carried into the entry piece, or else
            // counted on the tallest piece. A piece a hair tall can sit where another
            // edge's x rounds to its own, and a count there would be a guess.
            var anchor = entry
            if let right = carried {
                pieces[entry].left = edge.dir == 1 ? right : right + 1
            } else {
                var tallest = 0.0
                for k in 0 ..< count where pieces[k].y - top(k) > tallest { (anchor, tallest) = (k, pieces[k].y - top(k)) }
                pieces[anchor].left = counted(anchor)
            }
            if !reference && stepsKnown {
                // Every step known (the common case): the winding on the top piece is the
                // anchor's less the steps above it, and each piece's below is the one above's
                // plus its step. The same integers as the walk outwards below, in one pass down.
                var left = pieces[anchor].left
                for k in 0 ..< anchor { left -= Int(pieces[k].step) }
                for k in 0 ..< count - 1 {
                    pieces[k].left = left
                    left += Int(pieces[k].step)
                }
                pieces[count - 1].left = left
            } else {
                // From the anchor outwards, by the steps where they are known.
                for k in stride(from: anchor + 1, to: count, by: 1) {
                    let step = pieces[k - 1].step
                    pieces[k].left = reference || step == Cut.unknown ? counted(k) : pieces[k - 1].left + Int(step)
                }
                for k in stride(from: anchor - 1, through: 0, by: -1) {
                    let step = pieces[k].step
                    pieces[k].left = reference || step == Cut.unknown ? counted(k) : pieces[k + 1].left - Int(step)
                }
            }
            var x = edge.topX
            y = edge.topY
            for k in 0 ..< count {
                if w > written.count - 4 {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: written[..<w]))
                    w = 0
                }
                emit(fromX: x, y: y, toX: pieces[k].x, y: pieces[k].y, left: pieces[k].left, dir: edge.dir, rule: rule,
                     into: written, at: &w)
                (x, y) = (pieces[k].x, pieces[k].y)
            }
            let leftAtExit = pieces[exit].left
            carried = edge.dir == 1 ? leftAtExit : leftAtExit - 1
        }
    }

    /// Sorts `spans` by their tops, keeping the order of equal ones: an insertion sort, as
    /// most fills here have few edges (a library sort's set-up cost more than the sorting on
    /// star polygons), or past `insertionSortLimit` the library's, tied by index (each span's
    /// index is its place before sorting). The spans themselves are moved, so that each
    /// comparison reads one top rather than an index and then an edge.
    static func sortByTop(_ spans: UnsafeMutableBufferPointer<Span>) {
        if spans.count > insertionSortLimit {
            var all = spans
            all.sort { ($0.topY, $0.index) < ($1.topY, $1.index) }
            return
        }
        for i in 1 ..< max(spans.count, 1) {
            let v = spans[i]
            var j = i
            while j > 0 && spans[j - 1].topY > v.topY {
                spans[j] = spans[j - 1]
                j -= 1
            }
            spans[j] = v
        }
    }

    /// Writes to `order` the indices of `cuts` in `Cut`'s order (by edge, then height),
    /// equal ones in the order they came, as a stable sort would, and returns the most cuts on
    /// one edge: by edge with a counting sort, then each edge's cuts by height with an insertion
    /// sort, or past `insertionSortLimit` the library's tied by index (the counting sort keeps
    /// each edge's cuts in the order they came). The cuts are not moved: an index is 4 bytes, a
    /// cut 32.
    static func sortCuts(_ cuts: UnsafeBufferPointer<Cut>, edgeCount n: Int, into order: UnsafeMutableBufferPointer<Int32>) -> Int {
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: n + 1) { start in
            for i in 0 ... n { start[i] = 0 }
            for c in cuts { start[Int(c.edge) + 1] &+= 1 }
            var longest = 0
            for i in 0 ..< n {
                longest = max(longest, Int(start[i + 1]))
                start[i + 1] &+= start[i]
            }
            for k in 0 ..< cuts.count {
                let e = Int(cuts[k].edge)
                order[Int(start[e])] = Int32(truncatingIfNeeded: k)
                start[e] &+= 1
            }
            // start[e] is now where edge e's cuts end; they begin where edge e − 1's end.
            var begin = 0
            for e in 0 ..< n {
                let end = Int(start[e])
                if end - begin > insertionSortLimit {
                    var run = UnsafeMutableBufferPointer(rebasing: order[begin ..< end])
                    run.sort { (cuts[Int($0)].y, $0) < (cuts[Int($1)].y, $1) }
                } else if end - begin > 1 {
                    for i in (begin + 1) ..< end {
                        let v = order[i], y = cuts[Int(v)].y
                        var j = i
                        while j > begin && cuts[Int(order[j - 1])].y > y {
                            order[j] = order[j - 1]
                            j -= 1
                        }
                        order[j] = v
                    }
                }
                begin = end
            }
            return longest
        }
    }

    /// A piece of an edge being emitted: its lower end, the step of the winding left of the
    /// edge there (`Cut.step`), and the winding left of the piece.
    struct Piece {
        var x: Double, y: Double
        var step: Int32
        var left = 0
    }

    /// Every point where two edges meet inside one of them (not at its own ends): crossings,
    /// an end of one lying on the other, and the ends of a collinear overlap; and where they
    /// meet at an end, that end is marked touched. Two edges that follow each other in the path
    /// are not compared unless they are parallel: they meet only at the point they share.
    /// `spans` are the edges' (`Span`), by their tops when `sweep` is set, so that each is
    /// compared only with those starting above its bottom, and in index order otherwise.
    /// Returns false, having stopped, once more than `maxCuts` cuts are found.
    static func findCuts(_ edges: UnsafeMutableBufferPointer<Edge>, spans: UnsafeMutableBufferPointer<Span>, sweep: Bool,
                         into cuts: inout [Cut]) -> Bool {
        let n = edges.count
        // The cuts are written here and appended to `cuts` when the room left could not take
        // another pair's (four at most, a collinear overlap): one copy for every few dozen cuts
        // rather than one checked append each. 32 cuts are 1 KiB, which stays on the stack.
        return withUnsafeTemporaryAllocation(of: Cut.self, capacity: 32) { found in
            var f = 0
            for p in 0 ..< n {
                let s = spans[p]
                for q in (p + 1) ..< n {
                    let t = spans[q]
                    if sweep && t.topY > s.bottomY { break }
                    if s.apart(from: t) { continue }
                    if f > found.count - 4 {
                        cuts.append(contentsOf: UnsafeBufferPointer(rebasing: found[..<f]))
                        f = 0
                        if cuts.count > maxCuts { return false }
                    }
                    // The lower index first, whatever the order: a crossing's point is computed
                    // from `a`, and the two forms must round it alike.
                    meet(Int(min(s.index, t.index)), Int(max(s.index, t.index)), edges, into: found, at: &f)
                }
            }
            cuts.append(contentsOf: UnsafeBufferPointer(rebasing: found[..<f]))
            return true
        }
    }

    /// An edge's heights and columns, and its index: what `findCuts` reads of it before
    /// comparing two edges in full, side by side, so that a pair the sweep passes over or the
    /// boxes keep apart costs a few loads rather than two edges' worth.
    struct Span {
        var topY: Double, bottomY: Double, minX: Double, maxX: Double
        var index: Int32
        init(_ e: Edge, index: Int32) { (topY, bottomY, minX, maxX, self.index) = (e.topY, e.bottomY, e.minX, e.maxX, index) }
        /// Whether the two edges' boxes are apart (touching is not apart).
        @inline(__always) func apart(from b: Span) -> Bool {
            topY > b.bottomY || b.topY > bottomY || maxX < b.minX || b.maxX < minX
        }
    }

    /// Edges `i` < `j`, whose boxes meet, compared, and cut where they meet (see `findCuts`).
    /// The cuts are written at `found[f...]` (at most four), and `f` moved past them.
    @inline(__always) static func meet(_ i: Int, _ j: Int, _ edges: UnsafeMutableBufferPointer<Edge>,
                                       into found: UnsafeMutableBufferPointer<Cut>, at f: inout Int) {
        let a = edges[i], b = edges[j]
        // (As i < j, only `b` can follow `a`.)
        let neighbours = bit(j == i + 1) & bit(b.followsPrevious)
        let o1 = a.side(b.topX, b.topY), o2 = a.side(b.bottomX, b.bottomY)
        let o3 = b.side(a.topX, a.topY), o4 = b.side(a.bottomX, a.bottomY)
        func cut(_ k: Int, at x: Double, _ y: Double, step: Int32 = Cut.unknown) {
            if let c = CrossingResolver.cut(k, edges, at: x, y, step: step) { found[f] = c; f += 1 }
        }
        // A proper crossing, each edge's ends strictly either side of the other's line, the
        // two not neighbours: decided in one branch, as on stars whether a pair crosses is what
        // a predictor cannot learn (all four sides are worked out first for that).
        if bit(o1 * o2 < 0) & bit(o3 * o4 < 0) & (1 - neighbours) != 0 {
            // One point for both, so that their pieces meet there.
            let rx = a.dx, ry = a.dy, sx = b.dx, sy = b.dy
            let qx = b.topX - a.topX, qy = b.topY - a.topY
            let t = min(max((qx * sy - qy * sx) / (rx * sy - ry * sx), 0), 1)
            let x = a.topX + t * rx, y = a.topY + t * ry
            // Going down `a`, `b` passes from the side its top is on to the other: from
            // right of `a` (side < 0) to left, the winding left of `a` gains b's direction.
            // (Directions are ±1: the steps are built without overflow checks.)
            cut(i, at: x, y, step: Int32(truncatingIfNeeded: o1 < 0 ? b.dir : 0 &- b.dir))
            cut(j, at: x, y, step: Int32(truncatingIfNeeded: o3 < 0 ? a.dir : 0 &- a.dir))
            return
        }
        // Otherwise they meet at most where an end lies on the other's line.
        if o1 * o2 > 0 { return }
        if o1 == 0 && o2 == 0 {
            // On one line: each cut at the other's ends inside it, every end touched.
            cut(i, at: b.topX, b.topY)
            cut(i, at: b.bottomX, b.bottomY)
            cut(j, at: a.topX, a.topY)
            cut(j, at: a.bottomX, a.bottomY)
            for k in [i, j] { edges[k].startTouched = true; edges[k].endTouched = true }
            return
        }
        if neighbours != 0 || o3 * o4 > 0 { return }
        if o1 == 0 { cut(i, at: b.topX, b.topY); edges[j].touch(atTop: true) }
        if o2 == 0 { cut(i, at: b.bottomX, b.bottomY); edges[j].touch(atTop: false) }
        if o3 == 0 { cut(j, at: a.topX, a.topY); edges[i].touch(atTop: true) }
        if o4 == 0 { cut(j, at: a.bottomX, a.bottomY); edges[i].touch(atTop: false) }
    }

    /// Whether every run of edges that follow one another (each starting, bit for bit, where
    /// the one before ends) also ends where it starts: then no horizontal edge was left out of
    /// the list, as each would leave a run open at one end.
    static func closesExactly(_ e: UnsafeBufferPointer<Float>) -> Bool {
        let n = e.count / 4
        var start = 0
        for k in 1 ... n {
            if k < n && e[4 * k] == e[4 * k - 2] && e[4 * k + 1] == e[4 * k - 1] { continue }
            // The run start ..< k: its last end against its first start.
            if e[4 * k - 2] != e[4 * start] || e[4 * k - 1] != e[4 * start + 1] { return false }
            start = k
        }
        return true
    }

    /// Cuts the edges where the fill's horizontal edges, which the list leaves out, pass over
    /// them, and marks the ends they pass through touched. Along one height, the stored edges'
    /// ends minus their starts, counted from the left, are the horizontal edges passing (signed
    /// by their direction): where that count is not 0 the winding steps across the line. Where
    /// it is 0 no winding changes, whatever was drawn there, and nothing needs cutting. A count
    /// left over after the last point runs on to the right of the clip, where the list drops
    /// what it holds (a rectangle that leaves the canvas on the right).
    static func cutAlongHorizontalEdges(_ e: UnsafeBufferPointer<Float>, _ edges: UnsafeMutableBufferPointer<Edge>,
                                        into cuts: inout [Cut]) {
        let n = e.count / 4
        withUnsafeTemporaryAllocation(of: (y: Float, x: Float, flow: Int32).self, capacity: 2 * n) { buffer in
            var points = buffer
            for k in 0 ..< n {
                points[2 * k] = (e[4 * k + 1], e[4 * k], -1)
                points[2 * k + 1] = (e[4 * k + 3], e[4 * k + 2], 1)
            }
            points.sort { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x }
            var flow: Int32 = 0
            for p in 0 ..< 2 * n {
                flow += points[p].flow
                let a = points[p]
                // To the next point at this height; past the last one, on to the right: a
                // horizontal edge that leaves the clip on the right ends among the dropped parts.
                let last = p + 1 == 2 * n || points[p + 1].y != a.y
                let x1 = last ? Double.infinity : Double(points[p + 1].x)
                defer { if last { flow = 0 } }
                guard flow != 0, x1 > Double(a.x) else { continue }
                let y = Double(a.y), x0 = Double(a.x)
                for i in 0 ..< n {
                    let edge = edges[i]
                    if edge.topY < y && y < edge.bottomY {
                        let x = edge.x(at: y)
                        if x >= x0 && x <= x1, let c = cut(i, edges, at: x, y) { cuts.append(c) }
                    } else if edge.topY == y, edge.topX >= x0, edge.topX <= x1 {
                        edges[i].touch(atTop: true)
                    } else if edge.bottomY == y, edge.bottomX >= x0, edge.bottomX <= x1 {
                        edges[i].touch(atTop: false)
                    }
                }
            }
        }
    }

    /// The cut of edge `i` at (x, y) when y lies strictly between its ends (x kept within the
    /// edge's own columns, which rounding could leave by a hair), noting the winding's `step`
    /// there when known; at or past an end, marks that end touched instead, so that no winding
    /// is carried through it, and returns nil.
    @inline(__always) static func cut(_ i: Int, _ edges: UnsafeMutableBufferPointer<Edge>, at x: Double, _ y: Double,
                                      step: Int32 = Cut.unknown) -> Cut? {
        let edge = edges[i]
        if y <= edge.topY { edges[i].touch(atTop: true); return nil }
        if y >= edge.bottomY { edges[i].touch(atTop: false); return nil }
        let x = min(max(x, edge.minX), edge.maxX)
        return Cut(edge: Int32(i), y: y, x: x, step: step)
    }

    /// The winding just left of edge `i` at height `y`: the directions of the edges that cross
    /// the line at that height left of it (each counted over top ≤ y < bottom). One through
    /// the same point counts when it comes first in the list, so that coinciding pieces are
    /// ordered one way for both.
    ///
    /// Every edge's test is worked out in full and its direction added or not without a
    /// branch: which edges cross the line, and on which side, is what a branch here would be
    /// mispredicted on. (An edge the line misses may give any x, even NaN; it is not counted.)
    static func windingLeft(of i: Int, atY y: Double, _ edges: UnsafeMutableBufferPointer<Edge>, count n: Int) -> Int {
        let x = edges[i].x(at: y)
        var left = 0
        for j in 0 ..< n where j != i {
            let o = edges[j]
            let ox = o.x(at: y)
            let crosses = bit(o.topY <= y) & bit(y < o.bottomY)
            let isLeft = bit(ox < x) | (bit(ox == x) & bit(j < i))
            left &+= o.dir & -(crosses & isLeft)
        }
        return left
    }

    /// 1 for true and 0 for false, as a `Bool` is held: without the branch `b ? 1 : 0` can become.
    @inline(__always) static func bit(_ b: Bool) -> Int { Int(unsafeBitCast(b, to: UInt8.self)) }

    /// Appends the piece from (x0, y0) down to (x1, y1) of an edge of direction `dir` with
    /// winding `left` on its left, when the rule fills one side of it and not the other, drawn
    /// the way that steps the winding from 0 to 1 into the fill.
    /// The piece is written at `out[w ..< w + 4]`, and `w` moved past it.
    @inline(__always) static func emit(fromX x0: Double, y y0: Double, toX x1: Double, y y1: Double, left: Int, dir: Int,
                                       rule: FillRule, into out: UnsafeMutableBufferPointer<Float>, at w: inout Int) {
        let before = fills(left, rule), after = fills(left + dir, rule)
        guard before != after else { return }
        let fx0 = Float(x0), fy0 = Float(y0), fx1 = Float(x1), fy1 = Float(y1)
        // The edge list's invariants: not horizontal, finite (its coordinates are inside the
        // clip, so a cut between them is too; checked, as the accumulator converts to Int).
        guard fy0 != fy1, fx0.isFinite, fy0.isFinite, fx1.isFinite, fy1.isFinite else { return }
        // Down (y growing) counts +1 to the right of it: down when the filled side is the right.
        // One 16-byte store (any alignment) rather than four checked ones: `w` + 4 ≤ out.count.
        let piece = after ? SIMD4(fx0, fy0, fx1, fy1) : SIMD4(fx1, fy1, fx0, fy0)
        UnsafeMutableRawPointer(out.baseAddress! + w).storeBytes(of: piece, as: SIMD4<Float>.self)
        w &+= 4
    }
}
