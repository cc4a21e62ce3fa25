// Whether a fill can need the exact pass at all: a test over its edges, once per fill.
//
// The signed-area sum is a pixel's covered area wherever the windings inside the pixel are two
// consecutive integers (CrossingResolver). A simple contour (one that does not cross itself)
// adds 0 and ±1 only inside any pixel; a contour whose pixels no other contour reaches adds its
// own to a constant. A fill of simple contours no two of which reach one pixel therefore needs
// no exact pass, and the resolver (costly where there is nothing to find: BENCHMARKS.md,
// "Exactness where edges cross") is left out for it. Simple is proven two ways, the cheap one
// first: convex (dots, rounded rects, capsules, most of a control's shapes), or star-shaped
// about the mean of the vertices (glyph outlines and their holes, often). Two contours reach no
// common pixel when their pixel boxes are apart, or when no segment of one reaches into the
// other's box (a hole well inside its outline).
//
// The edge list holds no horizontal edges. Two stored edges where one ends at the height the
// next starts, at another x, had a horizontal edge between them; it is put back for the test.
// Where a contour is back at its start's height, the next edge starting elsewhere begins a new
// contour. When that guess is wrong (the contour went on along a horizontal edge), the two
// parts are each closed along the same horizontal line, and the windings of the whole are the
// sum of the parts' off that line (the two closing segments run along it opposite ways): if
// each part is simple and no pixel is reached by both, the sum is right for the whole too.

extension EdgeList {
    /// The most contours compared pairwise; a fill with more is resolved.
    static let maxContoursCompared = 32

    /// Whether a fill of `e` (four floats an edge, in the order the path gave them) may hold a
    /// pixel whose windings are not two consecutive integers. False only when proven: every
    /// contour closed and simple — convex (its turns all one way, its direction crossing the
    /// horizontal exactly twice: once around), or else star-shaped about the mean of its
    /// vertices (`StarContour`) — and no pixel reached by two contours: their pixel boxes apart,
    /// or no segment of one reaching into the other's box. Exact arithmetic: Float
    /// coordinates' differences and their cross products are exact in Double.
    package static func mayCross(_ e: UnsafeBufferPointer<Float>) -> Bool {
        guard e.count >= 4 else { return false }
        // The contours so far, on the stack: no allocation for a fill of any size.
        return withUnsafeTemporaryAllocation(of: ContourSpan.self, capacity: maxContoursCompared) { spans in
            var n = 0
            // Records the contour of edges first ..< end, closed; false when it is not proven simple.
            func keep(_ contour: inout ConvexContour, _ first: Int, _ end: Int) -> Bool {
                guard n < maxContoursCompared, contour.y == contour.startY else { return false }
                let convex = contour.failed ? nil : contour.closedBox()
                guard let box = convex ?? StarContour.box(e, first, end, aroundX: contour.sumX / Double(max(contour.points, 1)),
                                                          y: contour.sumY / Double(max(contour.points, 1))) else { return false }
                spans[n] = ContourSpan(box: box, first: first, end: end)
                n += 1
                return true
            }
            var contour = ConvexContour(x: Double(e[0]), y: Double(e[1]))
            var first = 0, k = 0
            while k + 3 < e.count {
                let x0 = Double(e[k]), y0 = Double(e[k + 1]), x1 = Double(e[k + 2]), y1 = Double(e[k + 3])
                if x0 != contour.x || y0 != contour.y {
                    if contour.y == contour.startY {
                        // Closed, or closed by a horizontal edge left out: a new contour begins.
                        guard keep(&contour, first, k / 4) else { return true }
                        contour = ConvexContour(x: x0, y: y0)
                        first = k / 4
                    } else if y0 == contour.y {
                        contour.add(toX: x0, y: y0)          // the horizontal edge left out between them
                    } else {
                        return true                          // a contour that does not close
                    }
                }
                k += 4
                contour.add(toX: x1, y: y1)
            }
            guard keep(&contour, first, e.count / 4) else { return true }
            for i in 0 ..< n {
                for j in 0 ..< i where spans[i].box.meets(spans[j].box) {
                    if !StarContour.segments(e, spans[i], miss: spans[j].box) && !StarContour.segments(e, spans[j], miss: spans[i].box) {
                        return true
                    }
                }
            }
            return false
        }
    }
}

/// A closed contour's edges `first ..< end` of an edge list, and the pixels it can touch.
struct ContourSpan {
    var box: ContourBox
    var first: Int, end: Int
}

/// The test for contours that are not convex: star-shaped about a point, turning about it one
/// way only and once around. Seen from that point the contour's direction then only grows, by
/// one full turn in all, so no two of its points lie in one direction from it and it cannot
/// cross itself: it is simple, and alone in a pixel adds windings 0 and ±1 only. Glyph outlines
/// and their holes are often such contours. Also the segments of a contour, for the pairwise
/// test: the stored edges, the horizontal edges left out between them, and the closing one.
enum StarContour {
    /// Calls `body` with every segment of contour `first ..< end` (x0, y0, x1, y1, in Double)
    /// until it returns false; returns whether it never did.
    @inline(__always) static func forEachSegment(_ e: UnsafeBufferPointer<Float>, _ first: Int, _ end: Int,
                                                 _ body: (Double, Double, Double, Double) -> Bool) -> Bool {
        for k in first ..< end {
            let p = 4 * k
            guard body(Double(e[p]), Double(e[p + 1]), Double(e[p + 2]), Double(e[p + 3])) else { return false }
            // To the next edge's start, or back to the first's: a horizontal edge left out.
            let q = k + 1 < end ? p + 4 : 4 * first
            if e[p + 2] != e[q] || e[p + 3] != e[q + 1] {
                guard body(Double(e[p + 2]), Double(e[p + 3]), Double(e[q]), Double(e[q + 1])) else { return false }
            }
        }
        return true
    }

    /// The pixels contour `first ..< end` can touch, when it is star-shaped about (cx, cy) (the
    /// mean of its vertices, as `ConvexContour` sums them) and goes once around it; nil otherwise.
    static func box(_ e: UnsafeBufferPointer<Float>, _ first: Int, _ end: Int, aroundX cx: Double, y cy: Double) -> ContourBox? {
        guard end > first else { return nil }
        var turn = 0.0, around = 0
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        let ok = forEachSegment(e, first, end) { x0, y0, x1, y1 in
            let cross = (x0 - cx) * (y1 - cy) - (y0 - cy) * (x1 - cx)
            // Every segment turns the same way about the point (none through it).
            guard cross != 0, turn == 0 || (cross > 0) == (turn > 0) else { return false }
            turn = cross
            // Crossings of the ray from the point to the right: once around, once.
            if (y0 <= cy && cy < y1) || (y1 <= cy && cy < y0), x0 + (cy - y0) * (x1 - x0) / (y1 - y0) > cx { around += 1 }
            minX = min(minX, x1); maxX = max(maxX, x1); minY = min(minY, y1); maxY = max(maxY, y1)
            return true
        }
        guard ok, around == 1, maxX - minX < 1e7, maxY - minY < 1e7 else { return nil }
        return ContourBox(x0: Int(minX.rounded(.down)), x1: Int(maxX.rounded(.down)), y0: Int(minY.rounded(.down)), y1: Int(maxY.rounded(.up)) - 1)
    }

    /// Whether no segment of `contour` reaches a pixel of `box` (each segment's own pixel box,
    /// as `ContourBox` counts pixels, apart from it).
    static func segments(_ e: UnsafeBufferPointer<Float>, _ contour: ContourSpan, miss box: ContourBox) -> Bool {
        // Edge-list coordinates are ≥ 0 (clipped to the clip's rectangle): truncation is the floor.
        forEachSegment(e, contour.first, contour.end) { x0, y0, x1, y1 in
            let top = Int(min(y0, y1))
            let own = ContourBox(x0: Int(min(x0, x1)), x1: Int(max(x0, x1)), y0: top, y1: max(top, Int(max(y0, y1).rounded(.up)) - 1))
            return !own.meets(box)
        }
    }
}

/// The pixels a contour can touch: columns `x0 ... x1`, rows `y0 ... y1`.
struct ContourBox {
    var x0: Int, x1: Int, y0: Int, y1: Int
    func meets(_ o: ContourBox) -> Bool { x0 <= o.x1 && o.x0 <= x1 && y0 <= o.y1 && o.y0 <= y1 }
}

/// A contour followed edge by edge, checking that it turns one way only, and its extent.
struct ConvexContour {
    /// Where it began, and where it is now.
    let startX: Double, startY: Double
    private(set) var x: Double, y: Double
    private var firstDX = 0.0, firstDY = 0.0, lastDX = 0.0, lastDY = 0.0
    /// +1 or −1 once it has turned; a turn the other way, or straight back, fails it.
    private var turn = 0
    /// Times the direction's vertical sign changed so far, and its first and latest sign.
    private var verticalChanges = 0, firstVertical = 0, lastVertical = 0
    private var minX: Double, maxX: Double, minY: Double, maxY: Double
    private(set) var failed = false
    /// The sum of the points gone to, and their count: their mean is where `StarContour`
    /// looks from.
    private(set) var sumX = 0.0, sumY = 0.0, points = 0

    init(x: Double, y: Double) {
        startX = x; startY = y; self.x = x; self.y = y
        minX = x; maxX = x; minY = y; maxY = y
    }

    /// Goes on in a straight line to (x1, y1).
    @inline(__always) mutating func add(toX x1: Double, y y1: Double) {
        let dx = x1 - x, dy = y1 - y
        guard dx != 0 || dy != 0 else { return }
        sumX += x1; sumY += y1; points += 1
        if failed {
            // Only the extent and the mean still matter (for `StarContour`).
            x = x1; y = y1
            minX = min(minX, x1); maxX = max(maxX, x1); minY = min(minY, y1); maxY = max(maxY, y1)
            return
        }
        if firstDX == 0 && firstDY == 0 { firstDX = dx; firstDY = dy } else { bend(to: dx, dy) }
        lastDX = dx; lastDY = dy
        if dy != 0 {
            let s = dy > 0 ? 1 : -1
            if firstVertical == 0 { firstVertical = s }
            if lastVertical != 0 && s != lastVertical { verticalChanges += 1 }
            lastVertical = s
        }
        x = x1; y = y1
        minX = min(minX, x1); maxX = max(maxX, x1); minY = min(minY, y1); maxY = max(maxY, y1)
    }

    /// The turn from the last direction to (dx, dy).
    private mutating func bend(to dx: Double, _ dy: Double) {
        let cross = lastDX * dy - lastDY * dx
        if cross == 0 {
            if lastDX * dx + lastDY * dy < 0 { failed = true }   // straight back
            return
        }
        let s = cross > 0 ? 1 : -1
        if turn == 0 { turn = s } else if s != turn { failed = true }
    }

    /// The pixels the contour can touch — columns floor(minX) … floor(maxX) (an edge on a
    /// pixel's left side changes the windings just right of it), rows floor(minY) …
    /// ceil(maxY) − 1 — when it closes (back at its start, or at its start's height: a
    /// horizontal closing edge left out) convex and once around; nil otherwise.
    mutating func closedBox() -> ContourBox? {
        if x != startX || y != startY {
            guard y == startY else { return nil }
            add(toX: startX, y: startY)
        }
        bend(to: firstDX, firstDY)
        var changes = verticalChanges
        if firstVertical != lastVertical { changes += 1 }
        guard !failed, changes == 2 else { return nil }
        guard maxX - minX < 1e7, maxY - minY < 1e7 else { return nil }
        return ContourBox(x0: Int(minX.rounded(.down)), x1: Int(maxX.rounded(.down)), y0: Int(minY.rounded(.down)), y1: Int(maxY.rounded(.up)) - 1)
    }
}
