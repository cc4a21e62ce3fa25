// Whether a fill can need the exact pass at all: a test over its edges, once per fill.
//
// The signed-area sum is a pixel's covered area wherever the windings inside the pixel are two
// consecutive integers (CrossingResolver). A simple contour (one that does not cross itself)
// adds 0 and ±1 only inside any pixel; a contour whose pixels no other contour reaches adds its
// own to a constant. A fill of simple contours no two of which reach one pixel therefore needs
// no exact pass, and the resolver (costly where there is nothing to find: BENCHMARKS.md,
// "Exactness where edges cross") is left out for it. Simple is proven as star-shaped about the
// mean of its points (a convex contour always is; glyph outlines and their holes often are).
// Two contours reach no common pixel when their pixel boxes are apart, or when no segment of one
// reaches into the other's box (only a segment's part within the box's rows counts, so a hole
// well inside its outline passes even where a long segment of the outline passes its box's
// corner), or else when, pixel by pixel, no pixel holds a segment of each (`ContourPixels`). A
// segment along a line between pixels, such as a side of the clip, passes through no pixel's
// inside and is not counted (`StarContour.betweenPixels`).
//
// Cost: one pass over the edges for the star test, and one over a contour's segments for each
// pair whose boxes meet, without a floor or a division per edge. The contours and their means
// come from the subpaths `add(devicePath:)` noted (`EdgeList.subpaths`); edges added otherwise,
// or cut by the clip, take a first pass that finds them. Where nothing was dropped between a
// subpath's edges (`EdgeList.droppedSegment`), the star test runs four edges at a time in Float
// (`StarContour.floatWalk`), and so does the pairwise test (`StarContour.chainedSegments`), and
// no gap is looked for. (A shortcut for one subpath whose control polygon is convex, tested in
// Double as the path was added, is gone: once the star test ran in Float, the shortcut cost more
// than the test it spared, on dots too. BENCHMARKS.md, stop 45.)
//
// The edge list holds no horizontal edges. Two stored edges where one ends at the height the
// next starts, at another x, had a horizontal edge between them; it is put back for the test.
// Likewise two that end and start on the clip's right side had a part beyond it dropped: the
// vertical segment between them, along that side, closes the contour for every pixel left of
// it (the winding at a point is the count of crossings left of it, which the part beyond the
// side never adds to). The parts of a contour left of the clip are stored as edges along its
// left side, down and up it as the contour went out and back: each run of them is taken as one
// edge from where it starts to where it ends (`mayCrossMergingLeftSide`). Where a contour is
// back at its start's height, the next edge starting elsewhere begins a new contour. When that
// guess is wrong (the contour went on along a horizontal edge), the two parts are each closed
// along the same horizontal line, and the windings of the whole are the sum of the parts' off
// that line (the two closing segments run along it opposite ways): if each part is simple and
// no pixel is reached by both, the sum is right for the whole too.

extension EdgeList {
    /// The most contours compared pairwise; a fill with more is resolved. [INF] 16 keeps the
    /// contours' table (48 bytes each) under the 1 KB that `withUnsafeTemporaryAllocation`
    /// places on the stack: at 32 it was a heap allocation per fill.
    static let maxContoursCompared = 16

    /// Whether a fill of `e` (four floats an edge, in the order the path gave them) may hold a
    /// pixel whose windings are not two consecutive integers. False only when proven: every
    /// contour closed and simple — star-shaped about the mean of its vertices (`StarContour`)
    /// — and no pixel reached by two contours: their pixel boxes apart, or no segment of one
    /// reaching into the other's box (`StarContour.segments`, then `ContourPixels.apart`). The
    /// turns are computed in Double from Float coordinates: only a segment passing within
    /// Double's rounding (about 2⁻⁵² of the products) of the mean could be misjudged.
    package static func mayCross(_ e: UnsafeBufferPointer<Float>, clipWidth width: Float) -> Bool {
        guard e.count >= 4 else { return false }
        // The contours so far, on the stack: no allocation for a fill of any size.
        return withUnsafeTemporaryAllocation(of: ContourSpan.self, capacity: maxContoursCompared) { spans in
            var n = 0
            // The contour being followed: its first edge, its start, the sum of the
            // points it went to and their count (their mean is where `StarContour` looks from).
            var first = 0
            var startX = e[0], startY = e[1]
            var sumX = 0.0, sumY = 0.0, points = 0
            var x = e[0], y = e[1]
            // Records the contour of edges first ..< end, closed; false when it is not proven simple.
            func keep(_ end: Int) -> Bool {
                // Its start counts as a vertex when a horizontal edge left out closes it.
                if x != startX || y != startY { sumX += Double(startX); sumY += Double(startY); points += 1 }
                guard n < maxContoursCompared, points > 0,
                      let box = StarContour.box(e, first, end, aroundX: sumX / Double(points), y: sumY / Double(points),
                                                clipWidth: width) else { return false }
                spans[n] = ContourSpan(box: box, first: first, end: end)
                n += 1
                return true
            }
            var k = 0
            while k + 3 < e.count {
                let x0 = e[k], y0 = e[k + 1]
                if x0 != x || y0 != y {
                    if StarContour.joins(x, y, startX, startY, clipWidth: width) {
                        // Closed, or closed by a horizontal edge left out: a new contour begins.
                        guard keep(k / 4) else { return true }
                        first = k / 4
                        startX = x0; startY = y0
                        sumX = 0; sumY = 0; points = 0
                    } else if StarContour.joins(x, y, x0, y0, clipWidth: width) {
                        // A horizontal edge left out, or a part right of the clip dropped.
                        sumX += Double(x0); sumY += Double(y0); points += 1
                    } else {
                        return true                                          // a contour that does not close
                    }
                }
                x = e[k + 2]; y = e[k + 3]
                sumX += Double(x); sumY += Double(y); points += 1
                k += 4
            }
            guard StarContour.joins(x, y, startX, startY, clipWidth: width), keep(e.count / 4) else { return true }
            return !StarContour.apart(e, UnsafeBufferPointer(rebasing: spans[..<n]), chained: false)
        }
    }

    /// `mayCross(_:clipWidth:)` for edges whose contours are known: `subpaths` lists them in
    /// order, from the first edge to the last, each with the point its star test looks from
    /// (`EdgeList.subpaths`). Spares the pass that finds them.
    /// `bounds` holds every coordinate of the edges; `chained` says that each subpath's edges
    /// chain bit for bit and close (nothing dropped between them: `droppedSegment`), which spares
    /// looking for gaps. Held whole, the subpaths are at most `NotedSubpaths.capacity`, within
    /// `maxContoursCompared`.
    @inline(__always)
    package static func mayCross(_ e: UnsafeBufferPointer<Float>, subpaths: NotedSubpaths, clipWidth width: Float,
                                 bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float), chained: Bool) -> Bool {
        guard subpaths.isWhole else { return true }
        if subpaths.count == 1 {
            // One contour: only the star test; no box, no pairs.
            return StarContour.star(e, subpaths[0], clipWidth: width, bounds: bounds, chained: chained, boxed: false) == nil
        }
        if subpaths.count == 2 {
            // Two contours: one pair, without the table. A glyph and its hole most often, the
            // outline first (as fonts store them): the second's box, then whether a segment of
            // the first reaches it. Where none does, they share no pixel, and the first's box
            // is never needed; otherwise it is found and the pair tested in full.
            let s0 = subpaths[0], s1 = subpaths[1]
            guard let box1 = StarContour.star(e, s1, clipWidth: width, bounds: bounds, chained: chained, boxed: true),
                  StarContour.star(e, s0, clipWidth: width, bounds: bounds, chained: chained, boxed: false) != nil else { return true }
            let second = ContourSpan(box: box1, first: Int(s1.first), end: Int(s1.end))
            var first = ContourSpan(box: ContourBox(x0: 0, x1: -1, y0: 0, y1: -1), first: Int(s0.first), end: Int(s0.end))
            if StarContour.segments(e, first, miss: box1, chained: chained) { return false }
            guard let box0 = StarContour.star(e, s0, clipWidth: width, bounds: bounds, chained: chained, boxed: true) else { return true }
            first.box = box0
            // The rest of `apart`: the first's segments are known to reach the second's box.
            return !(!box0.meets(box1) || StarContour.misses(e, second, first, chained: chained) || ContourPixels.apart(e, second, first))
        }
        return mayCross(e, table: subpaths, clipWidth: width, bounds: bounds, chained: chained)
    }

    /// `mayCross(_:subpaths:clipWidth:bounds:chained:)` for three contours or more, pair by
    /// pair. Not inlined: its table on the stack would give every fill's test a large frame.
    @inline(never)
    static func mayCross(_ e: UnsafeBufferPointer<Float>, table subpaths: NotedSubpaths, clipWidth width: Float,
                         bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float), chained: Bool) -> Bool {
        withUnsafeTemporaryAllocation(of: ContourSpan.self, capacity: maxContoursCompared) { spans in
            for i in 0 ..< subpaths.count {
                let s = subpaths[i]
                guard let box = StarContour.star(e, s, clipWidth: width, bounds: bounds, chained: chained, boxed: true) else { return true }
                spans[i] = ContourSpan(box: box, first: Int(s.first), end: Int(s.end))
            }
            return !StarContour.apart(e, UnsafeBufferPointer(rebasing: spans[..<subpaths.count]), chained: chained)
        }
    }

    /// Whether `subpaths` are the stored edges' contours, whole: they follow one another from
    /// the first edge to the last, and no edge reaches a side of the clip (where clipping
    /// would have cut, dropped or replaced a part of a subpath).
    @inline(__always) var subpathsCoverEdges: Bool {
        !subpaths.isEmpty && subpaths.isWhole && subpaths.followOn && Int(subpaths.end) == count
            && minX > 0 && maxX < Float(clip.width) && minY > 0 && maxY < Float(clip.height)
    }

    /// `mayCross` for the stored edges, from `subpaths` when they cover them.
    @inline(__always) var mayCross: Bool {
        coordinates.withUnsafeBufferPointer { e in
            if subpathsCoverEdges {
                // With nothing dropped, each subpath's edges chain and close.
                return EdgeList.mayCross(e, subpaths: subpaths, clipWidth: Float(clip.width), bounds: (minX, maxX, minY, maxY),
                                         chained: !droppedSegment)
            }
            if minX == 0 { return EdgeList.mayCrossMergingLeftSide(e, clipWidth: Float(clip.width)) }
            return EdgeList.mayCross(e, clipWidth: Float(clip.width))
        }
    }

    /// `mayCross(_:clipWidth:)` for edges of which some may lie along the clip's left side
    /// (x = 0), as the parts of a path left of the clip are stored: a run of them goes down
    /// and up that side as the path went in and out beyond it, so the contour is not
    /// star-shaped as stored. Each run (edges along the side, each starting where the one
    /// before it ended) is tested as one edge from its start to its end, or none where that
    /// has no length. The windings off the line x = 0, and so inside every pixel, are the same:
    /// no segment along the line passes a point off it. A segment along the line passes
    /// through no pixel's inside either, so the pairwise tests do not count it
    /// (`StarContour.betweenPixels`). Copies the edges, once per fill that reaches the side.
    static func mayCrossMergingLeftSide(_ e: UnsafeBufferPointer<Float>, clipWidth width: Float) -> Bool {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: e.count) { kept in
            mayCross(UnsafeBufferPointer(rebasing: kept[..<mergingLeftSide(e, into: kept)]), clipWidth: width)
        }
    }

    /// Copies the edges `e` into `kept` (room for all of them) with each run along the clip's
    /// left side (edges at x = 0, each starting where the one before it ended) made one edge
    /// from its start to its end, or none where that has no length; returns the floats written.
    /// The windings off the line x = 0, and so inside every pixel, are those of `e`
    /// (`mayCrossMergingLeftSide`). A dash or a loop wholly left of the clip, stored as edges
    /// down and back up that side, leaves nothing.
    static func mergingLeftSide(_ e: UnsafeBufferPointer<Float>, into kept: UnsafeMutableBufferPointer<Float>) -> Int {
        var n = 0, k = 0
        func keep(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
            kept[n] = x0; kept[n + 1] = y0; kept[n + 2] = x1; kept[n + 3] = y1
            n += 4
        }
        while k + 3 < e.count {
            guard e[k] == 0 && e[k + 2] == 0 else {
                keep(e[k], e[k + 1], e[k + 2], e[k + 3])
                k += 4
                continue
            }
            let start = e[k + 1]
            var end = e[k + 3]
            k += 4
            while k + 3 < e.count, e[k] == 0, e[k + 2] == 0, e[k + 1] == end {
                end = e[k + 3]
                k += 4
            }
            if end != start { keep(0, start, 0, end) }
        }
        return n
    }
}

/// A closed contour's edges `first ..< end` of an edge list, and the pixels it can touch.
struct ContourSpan {
    var box: ContourBox
    var first: Int, end: Int
}

/// The test for simple contours: star-shaped about a point, turning about it one way only and
/// once around. Seen from that point the contour's direction then only grows, by one full turn
/// in all, so no two of its points lie in one direction from it and it cannot cross itself: it
/// is simple, and alone in a pixel adds windings 0 and ±1 only. Convex contours are such
/// contours about any inside point; glyph outlines and their holes often are. Also the pairwise
/// test over a contour's segments: the stored edges, the horizontal edges left out between
/// them, and the closing one.
enum StarContour {
    /// The pixels contour `first ..< end` can touch, when it is closed, star-shaped about
    /// (cx, cy) and goes once around it; nil otherwise. Closed: each edge starts where the one
    /// before it ends, or at its height (a horizontal edge left out), or both on the clip's
    /// right side at `clipWidth` (a part beyond it dropped), and so does the first after the last.
    static func box(_ e: UnsafeBufferPointer<Float>, _ first: Int, _ end: Int, aroundX cx: Double, y cy: Double,
                    clipWidth width: Float) -> ContourBox? {
        walk(e, first, end, aroundX: cx, y: cy, clipWidth: width, boxed: true)
    }

    /// The star test for one noted subpath: `box`, or with `boxed` false only whether there is
    /// one (the box returned is then empty). Four edges at a time in Float where the edges
    /// chain (`floatWalk`); in Double where they do not, or where that cannot tell.
    @inline(__always) static func star(_ e: UnsafeBufferPointer<Float>, _ s: EdgeList.Subpath, clipWidth width: Float,
                                       bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float), chained: Bool,
                                       boxed: Bool) -> ContourBox? {
        let first = Int(s.first), end = Int(s.end)
        if chained {
            switch floatWalk(e, first, end, aroundX: s.x, y: s.y, bounds: bounds, boxed: boxed) {
            case .star(let box): return box
            case .not: return nil
            case .undecided: break
            }
        }
        return walk(e, first, end, aroundX: Double(s.x), y: Double(s.y), clipWidth: width, boxed: boxed)
    }

    /// Whether a contour may go on from (x0, y0) to (x1, y1) where no stored edge does: along
    /// a horizontal edge the list left out (one height), or along the clip's right side, where
    /// the part beyond it was dropped (both ends on it). The one rule for a contour's gaps.
    @inline(__always) static func joins(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, clipWidth width: Float) -> Bool {
        y0 == y1 || (x0 == width && x1 == width)
    }

    /// `box`'s walk; with `boxed` false the box is not tracked (and the one returned is empty).
    /// The slow twin of `floatWalk` (`StarContourFloatTests`).
    @inline(__always)
    static func walk(_ e: UnsafeBufferPointer<Float>, _ first: Int, _ end: Int, aroundX cx: Double, y cy: Double,
                     clipWidth width: Float, boxed: Bool) -> ContourBox? {
        guard end > first else { return nil }
        // The vertices in order (each edge's end, and its start where a horizontal edge was left
        // out before it), each segment's turn about the point from the one before: which ways
        // they turn, and the crossings of the horizontal line through the point (a point on it
        // counts as below).
        let startX = e[4 * first], startY = e[4 * first + 1]
        var ax = Double(startX) - cx, ay = Double(startY) - cy
        // The least and greatest turn seen: one way only when both are on one side of 0.
        var least = Double.infinity, greatest = -Double.infinity
        var around = 0
        var minX = startX, maxX = startX, minY = startY, maxY = startY
        @inline(__always) func to(_ x: Float, _ y: Float) {
            let bx = Double(x) - cx, by = Double(y) - cy
            let turn = ax * by - ay * bx
            // Selects, which compile to single min/max instructions: no branch.
            least = turn < least ? turn : least; greatest = turn > greatest ? turn : greatest
            around &+= (ay <= 0) != (by <= 0) ? 1 : 0
            if boxed {
                minX = x < minX ? x : minX; maxX = x > maxX ? x : maxX
                minY = y < minY ? y : minY; maxY = y > maxY ? y : maxY
            }
            ax = bx; ay = by
        }
        guard let base = e.baseAddress else { return nil }
        var p = 4 * first
        let stop = 4 * end
        to(base[p + 2], base[p + 3])
        p &+= 4
        while p < stop {
            // Chained: this edge starts where the last one ended, bit for bit, as edges added
            // from one path do (one 8-byte compare). Otherwise the Float test, as for the gap.
            if UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(base + p - 2).loadUnaligned(as: UInt64.self) {
                let lastX = base[p - 2], lastY = base[p - 1], x = base[p], y = base[p + 1]
                if x != lastX || y != lastY {
                    guard joins(lastX, lastY, x, y, clipWidth: width) else { return nil }
                    to(x, y)
                }
            }
            to(base[p + 2], base[p + 3])
            p &+= 4
        }
        let lastX = base[stop - 2], lastY = base[stop - 1]
        if lastX != startX || lastY != startY {
            guard joins(lastX, lastY, startX, startY, clipWidth: width) else { return nil }
            to(startX, startY)
        }
        // Every segment turns the same way about the point (none through it), and, turning
        // one way, once around crosses the line twice.
        guard least > 0 || greatest < 0, around == 2 else { return nil }
        if !boxed { return ContourBox(x0: 0, x1: -1, y0: 0, y1: -1) }
        return ContourBox(minX: minX, maxX: maxX, minY: minY, maxY: maxY)
    }

    /// Whether no pixel is reached by two of `contours`: for each pair whose boxes meet, no
    /// segment of one reaching the other's box (`segments`), or else, pixel by pixel,
    /// `ContourPixels.apart`.
    /// With `chained` (`EdgeList.droppedSegment` clear), no contour has a gap to look for.
    static func apart(_ e: UnsafeBufferPointer<Float>, _ contours: UnsafeBufferPointer<ContourSpan>, chained: Bool) -> Bool {
        for i in contours.indices {
            for j in 0 ..< i where !apart(e, contours[i], contours[j], chained: chained) { return false }
        }
        return true
    }

    /// `apart` for one pair: their boxes apart, or no segment of one reaching the other's box,
    /// or else, pixel by pixel, `ContourPixels.apart`.
    @inline(__always) static func apart(_ e: UnsafeBufferPointer<Float>, _ a: ContourSpan, _ b: ContourSpan, chained: Bool) -> Bool {
        !a.box.meets(b.box) || misses(e, a, b, chained: chained) || misses(e, b, a, chained: chained) || ContourPixels.apart(e, a, b)
    }

    /// Whether no segment of `a` reaches `b`'s box. A contour within the other's box reaches it
    /// with every segment, so that walk is left out (a hole's, most often, inside its outline's
    /// box).
    @inline(__always) static func misses(_ e: UnsafeBufferPointer<Float>, _ a: ContourSpan, _ b: ContourSpan, chained: Bool) -> Bool {
        !b.box.holds(a.box) && segments(e, a, miss: b.box, chained: chained)
    }

    /// Whether no segment of `contour` reaches a pixel of `box`: each segment's own pixels
    /// (as `ContourBox` counts them) apart from the box, or else those of its part within the
    /// box's rows (so that a long segment passing a corner of the box does not count).
    /// With `chained`, the contour's edges chain and close: no gap between them to test.
    static func segments(_ e: UnsafeBufferPointer<Float>, _ contour: ContourSpan, miss box: ContourBox, chained: Bool) -> Bool {
        // The box's sides as coordinates (whole numbers well within Float's): a segment's pixel
        // columns floor(minX) … floor(maxX) meet columns x0 … x1 when minX < x1 + 1 and maxX ≥ x0;
        // its rows floor(minY) … max(floor(minY), ceil(maxY) − 1) meet rows y0 … y1 when
        // minY < y1 + 1 and (maxY > y0 or minY ≥ y0).
        let left = Float(box.x0), right = Float(box.x1 &+ 1), top = Float(box.y0), bottom = Float(box.y1 &+ 1)
        if chained { return chainedSegments(e, contour, missLeft: left, right, top, bottom) }
        @inline(__always) func misses(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) -> Bool {
            segmentMisses(x0, y0, x1, y1, left: left, right, top, bottom)
        }
        return forEachSegment(e, contour, chained: chained, misses)
    }

    /// Whether segment (x0, y0)–(x1, y1) reaches no pixel of the box of columns `left ..< right`,
    /// rows `top ..< bottom`: most segments lie wholly beyond one side, which is tested first,
    /// without a branch per side; any other is given to `segment`. (Only a horizontal one, an
    /// edge left out, can have maxY ≤ top and minY = top, which `segment` tells apart.)
    @inline(__always) static func segmentMisses(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float,
                                                left: Float, _ right: Float, _ top: Float, _ bottom: Float) -> Bool {
        let beyond = (min(x0, x1) >= right) || (max(x0, x1) < left) || (min(y0, y1) >= bottom) || (max(y0, y1) < top)
        return beyond || segment(x0, y0, x1, y1, missesLeft: left, right, top, bottom)
    }

    /// Calls `body` with each segment of `contour` (x0, y0, x1, y1): its stored edges in order,
    /// each followed by the segment to the next edge's start (or back to the first's) where that
    /// is elsewhere, an edge the list left out; with `chained` (`EdgeList.droppedSegment` clear), where
    /// there is none, only the edges. Stops, returning false, when `body` does. Pass `body` as
    /// an `@inline(__always)` local function: a closure literal stayed a call per segment, its
    /// captures reloaded from the stack.
    @discardableResult
    @inline(__always) static func forEachSegment(_ e: UnsafeBufferPointer<Float>, _ contour: ContourSpan, chained: Bool = false,
                                                 _ body: (Float, Float, Float, Float) -> Bool) -> Bool {
        // Through a pointer: no overflow check on an index per edge.
        guard let base = e.baseAddress, contour.end > contour.first else { return true }
        let first = base + 4 * contour.first, end = base + 4 * contour.end
        var p = first
        while p < end {
            let x1 = p[2], y1 = p[3]
            guard body(p[0], p[1], x1, y1) else { return false }
            let q = p + 4 < end ? p + 4 : first
            // The next edge starts here bit for bit (one 8-byte compare), or else the Float test.
            if !chained, UnsafeRawPointer(p + 2).loadUnaligned(as: UInt64.self) != UnsafeRawPointer(q).loadUnaligned(as: UInt64.self),
               x1 != q[0] || y1 != q[1] {
                guard body(x1, y1, q[0], q[1]) else { return false }
            }
            p += 4
        }
        return true
    }

    /// Whether segment (x0, y0)–(x1, y1) lies along a line between pixels, vertical at a whole
    /// x or horizontal at a whole y (such as the clip's sides, along which contours cut by it
    /// are closed): it passes through no pixel's inside, where alone windings can differ, so
    /// the pairwise tests do not count it.
    @inline(__always) static func betweenPixels(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) -> Bool {
        (x0 == x1 && x0 == x0.rounded(.down)) || (y0 == y1 && y0 == y0.rounded(.down))
    }

    /// `segments` for one segment: whether it misses the box whose sides are `left`…`bottom`
    /// (columns left ..< right, rows top ..< bottom). Not inlined: few segments get this far,
    /// and kept out of `segments`' loop it leaves that loop small.
    @inline(never) static func segment(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float,
                                          missesLeft left: Float, _ right: Float, _ top: Float, _ bottom: Float) -> Bool {
        let minX = min(x0, x1), maxX = max(x0, x1), minY = min(y0, y1), maxY = max(y0, y1)
        if betweenPixels(x0, y0, x1, y1) { return true }
        if minX >= right || maxX < left || minY >= bottom || (maxY <= top && minY < top) { return true }
        if y0 == y1 { return false }
        // The part within the box's rows, its columns widened by a hair for rounding.
        let ya = max(Double(minY), Double(top)), yb = min(Double(maxY), Double(bottom))
        let slope = (Double(x1) - Double(x0)) / (Double(y1) - Double(y0))
        let xa = Double(x0) + (ya - Double(y0)) * slope, xb = Double(x0) + (yb - Double(y0)) * slope
        let pad = 1e-6 * (1 + abs(xa) + abs(xb))
        return min(xa, xb) - pad >= Double(right) || max(xa, xb) + pad < Double(left)
    }
}

/// The pixels a contour can touch: columns `x0 ... x1`, rows `y0 ... y1`.
/// Int32 sides: with its verdict, a walk's result fits in registers (pixel rows and columns of a
/// clip are far within Int32: an image side is at most 2¹⁴).
struct ContourBox: Equatable {
    var x0: Int32, x1: Int32, y0: Int32, y1: Int32
    @inline(__always) func meets(_ o: ContourBox) -> Bool { x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1 }
    /// Whether every pixel of `o` is one of this box's.
    @inline(__always) func holds(_ o: ContourBox) -> Bool { x0 <= o.x0 && o.x1 <= x1 && y0 <= o.y0 && o.y1 <= y1 }
}

extension ContourBox {
    /// The pixels a contour whose points lie within minX … maxX, minY … maxY (edge-list
    /// coordinates: within the clip, ≥ 0) can touch: columns ⌊minX⌋ … ⌊maxX⌋, rows
    /// ⌊minY⌋ … ⌈maxY⌉ − 1 (at least ⌊minY⌋). Below 2²² (`wholeBelow`), without the range
    /// checks of `Int(_:)` and without a call to `floorf` or `ceilf`.
    @inline(__always) init(minX: Float, maxX: Float, minY: Float, maxY: Float) {
        guard maxX < 0x1p22, maxY < 0x1p22 else {
            x0 = Int32(clamping: Int(minX)); x1 = Int32(clamping: Int(maxX)); y0 = Int32(clamping: Int(minY))
            let below = Int32(clamping: Int(maxY.nextDown))
            y1 = below > y0 ? below : y0
            return
        }
        x0 = ContourBox.wholeBelow(minX).floor; x1 = ContourBox.wholeBelow(maxX).floor; y0 = ContourBox.wholeBelow(minY).floor
        let last = ContourBox.wholeBelow(maxY).ceiling &- 1
        y1 = last > y0 ? last : y0
    }

    /// ⌊x⌋ and ⌈x⌉ for 0 ≤ x < 2²²: x + 2²³ is x rounded to a whole number (the spacing of
    /// Floats from 2²³ to 2²⁴ is 1), which its low 23 bits hold; taking 2²³ away again is
    /// exact, and says which way it rounded.
    @inline(__always) static func wholeBelow(_ x: Float) -> (floor: Int32, ceiling: Int32) {
        let t = x + 0x1p23
        let rounded = Int32(bitPattern: t.bitPattern & 0x7F_FFFF), back = t - 0x1p23
        return (back > x ? rounded &- 1 : rounded, back < x ? rounded &+ 1 : rounded)
    }
}
