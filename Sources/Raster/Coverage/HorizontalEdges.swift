// The horizontal edges an edge list left out, recovered for the exact pass.
//
// `EdgeList` stores no horizontal edges: they add no area to any cell. But one can split a
// pixel's windings (a band drawn twice with its top half a pixel down; a star whose two tips
// lie on one row), so the exact pass must know where they are. They are recovered from the
// stored edges' ends. Where a horizontal edge met the rest of its contour, a stored edge ends
// and none starts, or the reverse; at every other vertex one ends and one starts. Along one
// height, count +1 for each stored edge ending at a point and −1 for each starting there: the
// running count from the left is the net number of horizontal edges passing rightwards (minus
// leftwards) between two such points, and so the winding step across that height there. A
// horizontal edge cancelled by another running the other way over the same span (a spike, two
// rectangles sharing a side) steps nothing and is rightly not found. Points no horizontal edge
// leaves (an edge cut at the clip's right side) can add spans that are not edges; that costs
// only exact work where none was needed.

/// A span of height `y` crossed by horizontal edges, `x0 < x1`, whose windings step by `flow`
/// (nonzero: +n where n more edges run rightwards than leftwards) from above to below.
struct HorizontalEdge: Equatable {
    var y: Float, x0: Float, x1: Float
    var flow: Int
}

extension HorizontalEdge {
    /// The horizontal edges left out of `e` (four floats an edge, as `EdgeList` stores them)
    /// at heights that are not whole rows (those lie between pixels and split none), inside
    /// `rows` when given (a band: only its own points are sorted), by height and then x.
    /// `points` is scratch.
    static func recover(from e: UnsafeBufferPointer<Float>, rows: Range<Int>? = nil, into out: inout [HorizontalEdge],
                        points: inout [(y: Float, x: Float, count: Int)]) {
        out.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        let top = Float(rows?.lowerBound ?? 0), bottom = rows.map { Float($0.upperBound) } ?? .infinity
        var k = 0
        while k + 3 < e.count {
            let x0 = e[k], y0 = e[k + 1], x1 = e[k + 2], y1 = e[k + 3]
            if y0 > top, y0 < bottom, y0 != y0.rounded(.down) { points.append((y0, x0, -1)) }
            if y1 > top, y1 < bottom, y1 != y1.rounded(.down) { points.append((y1, x1, 1)) }
            k += 4
        }
        guard !points.isEmpty else { return }
        points.sort { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x }
        var i = 0
        while i < points.count {
            // One height: the running count between consecutive distinct x.
            let y = points[i].y
            var flow = 0
            var x = points[i].x
            while i < points.count, points[i].y == y {
                if points[i].x != x {
                    if flow != 0 { out.append(HorizontalEdge(y: y, x0: x, x1: points[i].x, flow: flow)) }
                    x = points[i].x
                }
                flow += points[i].count
                i += 1
            }
        }
    }
}
