// Whether a fill can need the exact pass at all: a test over its edges, once per fill.
//
// The signed-area sum is a pixel's covered area wherever the windings inside the pixel are two
// consecutive integers (CoverageAccumulator+Exact). A convex contour winds once around its
// inside and is simple, so inside any pixel it adds 0 and ±1 only; a contour whose pixels no
// other contour reaches adds its own to a constant. A fill made only of convex contours whose
// pixel boxes are pairwise apart therefore needs no exact pass, and the marking (the costly
// part where there is nothing to find: BENCHMARKS.md, "Exactness where edges cross") is left
// out for it. Dots, rounded rects, capsules and most of a control's shapes are such fills.
//
// The edge list holds no horizontal edges. Two stored edges where one ends at the height the
// next starts, at another x, had a horizontal edge between them; it is put back for the test.
// Where a contour is back at its start's height, the next edge starting elsewhere begins a new
// contour. When that guess is wrong (the contour went on along a horizontal edge), the two
// parts are each closed along the same horizontal line, each lies on one side of it (a convex
// contour lies on one side of each of its edges), and the windings of the whole are the sum of
// the parts' off that line: if each part passes and their boxes are apart, so does the whole.

extension EdgeList {
    /// The most contours compared pairwise; a fill with more is tracked.
    static let maxContoursCompared = 32

    /// Whether a fill of `e` (four floats an edge, in the order the path gave them) may hold a
    /// pixel whose windings are not two consecutive integers. False only when proven: every
    /// contour closed and convex (its turns all one way, its direction crossing the horizontal
    /// exactly twice: once around) and no two contours' pixel boxes meeting. Exact arithmetic:
    /// Float coordinates' differences and their cross products are exact in Double.
    package static func mayCross(_ e: UnsafeBufferPointer<Float>) -> Bool {
        guard e.count >= 4 else { return false }
        // The boxes of the contours so far, on the stack: no allocation for a fill of any size.
        return withUnsafeTemporaryAllocation(of: ContourBox.self, capacity: maxContoursCompared) { boxes in
            var n = 0
            func apart(_ box: ContourBox) -> Bool {
                for j in 0 ..< n where boxes[j].meets(box) { return false }
                return true
            }
            var contour = ConvexContour(x: Double(e[0]), y: Double(e[1]))
            var k = 0
            while k + 3 < e.count {
                let x0 = Double(e[k]), y0 = Double(e[k + 1]), x1 = Double(e[k + 2]), y1 = Double(e[k + 3])
                k += 4
                if x0 != contour.x || y0 != contour.y {
                    if contour.y == contour.startY {
                        // Closed, or closed by a horizontal edge left out: a new contour begins.
                        guard let box = contour.closedBox(), n < maxContoursCompared, apart(box) else { return true }
                        boxes[n] = box
                        n += 1
                        contour = ConvexContour(x: x0, y: y0)
                    } else if y0 == contour.y {
                        contour.add(toX: x0, y: y0)          // the horizontal edge left out between them
                    } else {
                        return true                          // a contour that does not close
                    }
                }
                contour.add(toX: x1, y: y1)
                if contour.failed { return true }
            }
            guard let box = contour.closedBox(), apart(box) else { return true }
            return false
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

    init(x: Double, y: Double) {
        startX = x; startY = y; self.x = x; self.y = y
        minX = x; maxX = x; minY = y; maxY = y
    }

    /// Goes on in a straight line to (x1, y1).
    mutating func add(toX x1: Double, y y1: Double) {
        let dx = x1 - x, dy = y1 - y
        guard dx != 0 || dy != 0 else { return }
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
