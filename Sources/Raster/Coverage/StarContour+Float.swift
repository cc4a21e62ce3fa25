// StarContour+Float: `StarContour.walk`'s test in Float, four edges at a time, for contours
// whose edges chain (each starts bit for bit where the one before it ended, as
// `add(devicePath:)` stores a subpath from which nothing was left out: `EdgeList.droppedSegment`).
// Its slow twin is `walk`, in Double, which decides every contour this form leaves open.
// Also the pairwise test for such contours, four edges at a time (`chainedSegments`), whose
// slow twin is `segments`' walk one segment at a time.
//
// Chained, each edge's turn about the point needs only its own two ends, and there is no gap
// to close, so the edges are independent lanes. The turns are computed in Float, and trusted
// only where rounding cannot have changed their sign. Each difference from the point is
// rounded once (relative error u = 2⁻²⁴), each product and their difference once more: the
// computed turn lies within 4u·(|a.x·b.y| + |a.y·b.x|)·(1 + 4u) of the exact one (Higham,
// "Accuracy and Stability of Numerical Algorithms", §3.1). Every point lies within the edge
// list's bounds, so with Rx, Ry the largest distances from the point to those bounds,
// |a.x·b.y| + |a.y·b.x| ≤ 2·Rx·Ry: one filter for the whole contour, 2⁻²⁰·Rx·Ry (twice the
// bound), plus 2⁻¹⁰⁰ for products that underflow. Clip-relative coordinates are at most a few
// thousand pixels, so nothing overflows.
//
// A contour with turns clearly both ways, or clearly one way and not once around, is decided
// here; only one with a turn inside the filter (a segment passing within rounding of the
// point) goes to the Double walk. A point's side of the horizontal line through the centre is
// the sign bit of its y less the centre's y (exact in sign): a point on the line lands on one
// side or the other, but one point always on the same one, which is all the count needs when
// every edge turns one way by less than half a turn (each multiple of half a turn the
// contour passes changes the side once).
//
// [MEASURED] glyph-like with the exact pass on, instructions for one render: 903.1 M with
// the Double walk skipping its gap checks, 899.0 M with this test one edge at a time in
// Float, 893.1 M four at a time (BENCHMARKS.md, "Exactness where edges cross", stop 44). Two
// edges to a vector, which the compiler makes a proper transpose of, the loop takes 41
// instructions for four edges where it took 58 (stop 45).

extension StarContour {
    /// The Float filter's factor: twice the bound on a turn's rounding, per Rx·Ry.
    static let floatTurnRounding: Float = 0x1p-20
    /// The filter's floor, for products in Float's underflow range.
    static let floatTurnFloor: Float = 0x1p-100

    /// What the Float walk found.
    enum FloatWalk {
        /// Star-shaped about the point and once around it, with the pixels it can touch (an
        /// empty box when not asked for).
        case star(ContourBox)
        /// Not star-shaped about the point, or not once around it.
        case not
        /// A turn lies within rounding of 0: ask `walk`.
        case undecided
    }

    /// Four Float lanes: one SSE register, the portable build's vector.
    typealias Lanes = SIMD4<Float>

    /// The lanes' bits, whose top bit is each lane's sign: integer lanes, whose shifts and
    /// sums Swift's SIMD types compile to vector instructions.
    @inline(__always) static func signs(_ v: Lanes) -> SIMD4<UInt32> { unsafeBitCast(v, to: SIMD4<UInt32>.self) }

    /// Lane by lane the lesser or greater of two, as selects of single lanes, which the
    /// compiler turns into one `minps`/`maxps` (the standard library's `pointwiseMin` is a call).
    @inline(__always) static func least(_ a: Lanes, _ b: Lanes) -> Lanes {
        Lanes(a[0] < b[0] ? a[0] : b[0], a[1] < b[1] ? a[1] : b[1], a[2] < b[2] ? a[2] : b[2], a[3] < b[3] ? a[3] : b[3])
    }
    @inline(__always) static func greatest(_ a: Lanes, _ b: Lanes) -> Lanes {
        Lanes(a[0] > b[0] ? a[0] : b[0], a[1] > b[1] ? a[1] : b[1], a[2] > b[2] ? a[2] : b[2], a[3] > b[3] ? a[3] : b[3])
    }

    /// The four edges from `q` (x0, y0, x1, y1 each), two to a vector: starts `a01`, `a23` and
    /// ends `b01`, `b23`, each (x, y, x, y) for two edges (`Lanes(lowHalf:highHalf:)`, one
    /// `movlhps` or `movhlps` each). The loads both four-lane walks share.
    @inline(__always) static func twoToAVector(_ q: UnsafePointer<Float>) -> (a01: Lanes, a23: Lanes, b01: Lanes, b23: Lanes) {
        let raw = UnsafeRawPointer(q)
        let e0 = raw.loadUnaligned(as: Lanes.self), e1 = raw.loadUnaligned(fromByteOffset: 16, as: Lanes.self)
        let e2 = raw.loadUnaligned(fromByteOffset: 32, as: Lanes.self), e3 = raw.loadUnaligned(fromByteOffset: 48, as: Lanes.self)
        return (Lanes(lowHalf: e0.lowHalf, highHalf: e1.lowHalf), Lanes(lowHalf: e2.lowHalf, highHalf: e3.lowHalf),
                Lanes(lowHalf: e0.highHalf, highHalf: e1.highHalf), Lanes(lowHalf: e2.highHalf, highHalf: e3.highHalf))
    }

    /// `walk` for contour `first ..< end` about (cx, cy), in Float. `bounds` holds every
    /// coordinate of the edges (the edge list's minX, maxX, minY, maxY). Precondition: the
    /// edges chain and close (`EdgeList.droppedSegment`), and every coordinate is finite and
    /// within the clip (≥ 0).
    ///
    /// Four edges at a time, two to a vector: each edge's start and end less the point, side
    /// by side for two edges (`Lanes(lowHalf:highHalf:)`, one `movlhps` or `movhlps`), their
    /// products with the other's lanes swapped, and the four turns as the even lanes less the
    /// odd. The box comes from the ends alone: chained and closed, every vertex is an edge's
    /// end. A contour of four edges or more ends with its last four, the lanes already counted
    /// left out of the crossings (turns and box may see an edge twice).
    @inline(__always)
    static func floatWalk(_ e: UnsafeBufferPointer<Float>, _ first: Int, _ end: Int, aroundX cx: Float, y cy: Float,
                          bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float), boxed: Bool) -> FloatWalk {
        guard let base = e.baseAddress, end > first else { return .undecided }
        // Selects rather than `max`, which keeps NaN's rules with a blend of four instructions.
        let rx0 = bounds.maxX - cx, rx1 = cx - bounds.minX, ry0 = bounds.maxY - cy, ry1 = cy - bounds.minY
        let filter = (rx0 > rx1 ? rx0 : rx1) * (ry0 > ry1 ? ry0 : ry1) * floatTurnRounding + floatTurnFloor
        // Offsets without an overflow check: `first` and `end` index a buffer.
        var p = base + (first &<< 2)
        let stop = base + (end &<< 2)
        // Per lane: the least and greatest turn, the crossings, the box (lanes 0 and 2 x, 1 and
        // 3 y).
        var lowTurn = Lanes(repeating: .infinity), highTurn = Lanes(repeating: -.infinity)
        var crossings = SIMD4<UInt32>.zero
        var low = Lanes(repeating: .infinity), high = Lanes(repeating: -.infinity)
        let centre = Lanes(cx, cy, cx, cy)
        /// The four edges from `q`: their turns, their crossings (1 or 0 a lane), their ends.
        @inline(__always) func block(_ q: UnsafePointer<Float>) -> (turn: Lanes, crossing: SIMD4<UInt32>, ends01: Lanes, ends23: Lanes) {
            let (s01, s23, b01, b23) = twoToAVector(q)
            let a01 = s01 - centre, a23 = s23 - centre
            let d01 = b01 - centre, d23 = b23 - centre
            // (ax·by, ay·bx) for each edge.
            let p01 = a01 * Lanes(d01[1], d01[0], d01[3], d01[2]), p23 = a23 * Lanes(d23[1], d23[0], d23[3], d23[2])
            let turn = Lanes(lowHalf: p01.evenHalf, highHalf: p23.evenHalf) - Lanes(lowHalf: p01.oddHalf, highHalf: p23.oddHalf)
            let side01 = signs(a01) ^ signs(d01), side23 = signs(a23) ^ signs(d23)
            return (turn, SIMD4<UInt32>(lowHalf: side01.oddHalf, highHalf: side23.oddHalf) &>> 31, b01, b23)
        }
        @inline(__always) func take(_ b: (turn: Lanes, crossing: SIMD4<UInt32>, ends01: Lanes, ends23: Lanes), _ counted: SIMD4<UInt32>) {
            lowTurn = least(lowTurn, b.turn); highTurn = greatest(highTurn, b.turn)
            crossings &+= b.crossing & counted
            if boxed {
                low = least(low, least(b.ends01, b.ends23))
                high = greatest(high, greatest(b.ends01, b.ends23))
            }
        }
        if stop - p >= 16 {
            // Whole blocks, then (where edges are left) the last four edges, of which the first
            // 4 − r were counted already (r = left): one loop body for both.
            var q = p, counted = SIMD4<UInt32>(repeating: 1)
            while true {
                take(block(q), counted)
                p += 16
                let left = stop - p
                if left >= 16 {
                    q = p
                } else if left > 0 {
                    q = stop - 16
                    counted = (SIMD4<UInt32>(0, 1, 2, 3) &+ UInt32(truncatingIfNeeded: left / 4)) &>> 2
                    p = q
                } else {
                    break
                }
            }
        }
        var lo = lowTurn[0] < lowTurn[1] ? lowTurn[0] : lowTurn[1], hi = highTurn[0] > highTurn[1] ? highTurn[0] : highTurn[1]
        lo = lowTurn[2] < lo ? lowTurn[2] : lo; lo = lowTurn[3] < lo ? lowTurn[3] : lo
        hi = highTurn[2] > hi ? highTurn[2] : hi; hi = highTurn[3] > hi ? highTurn[3] : hi
        var around = crossings[0] &+ crossings[1] &+ crossings[2] &+ crossings[3]
        var minX = low[0] < low[2] ? low[0] : low[2], minY = low[1] < low[3] ? low[1] : low[3]
        var maxX = high[0] > high[2] ? high[0] : high[2], maxY = high[1] > high[3] ? high[1] : high[3]
        // A contour of fewer than four edges, one at a time, the same way.
        while p < stop {
            let x = p[2], y = p[3]
            let ax = p[0] - cx, ay = p[1] - cy, bx = x - cx, by = y - cy
            let turn = ax * by - ay * bx
            lo = turn < lo ? turn : lo; hi = turn > hi ? turn : hi
            around &+= (ay.bitPattern ^ by.bitPattern) &>> 31
            if boxed {
                minX = x < minX ? x : minX; maxX = x > maxX ? x : maxX; minY = y < minY ? y : minY; maxY = y > maxY ? y : maxY
            }
            p += 4
        }
        if lo > filter || hi < -filter {
            guard around == 2 else { return .not }
            if !boxed { return .star(ContourBox(x0: 0, x1: -1, y0: 0, y1: -1)) }
            return .star(ContourBox(minX: minX, maxX: maxX, minY: minY, maxY: maxY))
        }
        return lo < -filter && hi > filter ? .not : .undecided
    }

    /// `segments` for a chained contour (each edge starting where the one before it ends, the
    /// last ending at the first's start: no gap to test), four edges at a time: whether no
    /// edge reaches the box of columns `left ..< right`, rows `top ..< bottom`. Four edges
    /// that each lie wholly beyond one side of the box are passed in one test, without a branch
    /// per side; any other edge is given to `segment`, as `segments` does.
    ///
    /// Beyond a side is a sign: min(x0, x1) ≥ right when min − right has its sign bit clear,
    /// max(x0, x1) < left when max − left has it set (a rounded difference keeps the exact
    /// one's sign, and is +0 where they are equal). As in `segments`' first test, an edge
    /// ending on the box's top row line is not passed here but given to `segment`.
    /// Precondition, besides the chaining: every coordinate is above 0 (`subpathsCoverEdges`),
    /// so none is −0, whose difference from a side at 0 would carry a sign the compare does not.
    static func chainedSegments(_ e: UnsafeBufferPointer<Float>, _ contour: ContourSpan,
                                missLeft left: Float, _ right: Float, _ top: Float, _ bottom: Float) -> Bool {
        guard let base = e.baseAddress, contour.end > contour.first else { return true }
        var p = base + (contour.first &<< 2)
        let stop = base + (contour.end &<< 2)
        let right4 = Lanes(repeating: right), left4 = Lanes(repeating: left)
        let bottom4 = Lanes(repeating: bottom), top4 = Lanes(repeating: top)
        while stop - p >= 16 {
            // Starts and ends, two edges to a vector, then one lane an edge.
            let (a01, a23, b01, b23) = twoToAVector(p)
            let x0 = Lanes(lowHalf: a01.evenHalf, highHalf: a23.evenHalf), y0 = Lanes(lowHalf: a01.oddHalf, highHalf: a23.oddHalf)
            let x1 = Lanes(lowHalf: b01.evenHalf, highHalf: b23.evenHalf), y1 = Lanes(lowHalf: b01.oddHalf, highHalf: b23.oddHalf)
            // Lane k's top bit: edge k beyond a side.
            let beyond = ~signs(least(x0, x1) - right4) | signs(greatest(x0, x1) - left4)
                | ~signs(least(y0, y1) - bottom4) | signs(greatest(y0, y1) - top4)
            let pairs = beyond & SIMD4<UInt32>(beyond[2], beyond[3], beyond[0], beyond[1])
            if (pairs[0] & pairs[1]) >> 31 == 0 {
                for k in 0 ..< 4 where beyond[k] >> 31 == 0 {
                    let q = p + 4 * k
                    guard segment(q[0], q[1], q[2], q[3], missesLeft: left, right, top, bottom) else { return false }
                }
            }
            p += 16
        }
        while p < stop {
            guard segmentMisses(p[0], p[1], p[2], p[3], left: left, right, top, bottom) else { return false }
            p += 4
        }
        return true
    }
}
