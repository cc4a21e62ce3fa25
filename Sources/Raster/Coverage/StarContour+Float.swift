// StarContour+Float: `StarContour.walk`'s test in Float, four edges at a time, for contours
// whose edges chain (each starts bit for bit where the one before it ended, as
// `add(devicePath:)` stores a subpath from which nothing was left out: `EdgeList.droppedSegment`).
// Its slow twin is `walk`, in Double, which decides every contour this form leaves open.
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
// Float, 893.1 M four at a time (BENCHMARKS.md, "Exactness where edges cross", stop 44).

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

    /// `walk` for contour `first ..< end` about (cx, cy), in Float. `bounds` holds every
    /// coordinate of the edges (the edge list's minX, maxX, minY, maxY). Precondition: the
    /// edges chain and close (`EdgeList.droppedSegment`), and every coordinate is finite and
    /// within the clip (≥ 0).
    ///
    /// Four edges at a time: loaded as four vectors (x0, y0, x1, y1), the box kept lane by lane
    /// from them as they are, and the turns and sides computed after a 4 × 4 transpose.
    @inline(__always)
    static func floatWalk(_ e: UnsafeBufferPointer<Float>, _ first: Int, _ end: Int, aroundX cx: Float, y cy: Float,
                          bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float), boxed: Bool) -> FloatWalk {
        guard let base = e.baseAddress, end > first else { return .undecided }
        let rx = max(bounds.maxX - cx, cx - bounds.minX), ry = max(bounds.maxY - cy, cy - bounds.minY)
        let filter = rx * ry * floatTurnRounding + floatTurnFloor
        var p = base + 4 * first
        let stop = base + 4 * end
        // Per lane: the least and greatest turn, the crossings, the box (lanes 0 and 2 x, 1 and
        // 3 y: starts and ends, the same points when chained).
        var lowTurn = Lanes(repeating: .infinity), highTurn = Lanes(repeating: -.infinity)
        var crossings = SIMD4<UInt32>.zero
        var low = Lanes(repeating: .infinity), high = Lanes(repeating: -.infinity)
        let centreX = Lanes(repeating: cx), centreY = Lanes(repeating: cy)
        while stop - p >= 16 {
            let raw = UnsafeRawPointer(p)
            let e0 = raw.loadUnaligned(as: Lanes.self), e1 = raw.loadUnaligned(fromByteOffset: 16, as: Lanes.self)
            let e2 = raw.loadUnaligned(fromByteOffset: 32, as: Lanes.self), e3 = raw.loadUnaligned(fromByteOffset: 48, as: Lanes.self)
            if boxed {
                low = least(low, least(least(e0, e1), least(e2, e3)))
                high = greatest(high, greatest(greatest(e0, e1), greatest(e2, e3)))
            }
            let ax = Lanes(e0[0], e1[0], e2[0], e3[0]) - centreX, ay = Lanes(e0[1], e1[1], e2[1], e3[1]) - centreY
            let bx = Lanes(e0[2], e1[2], e2[2], e3[2]) - centreX, by = Lanes(e0[3], e1[3], e2[3], e3[3]) - centreY
            let turn = ax * by - ay * bx
            lowTurn = least(lowTurn, turn); highTurn = greatest(highTurn, turn)
            crossings &+= (signs(ay) ^ signs(by)) &>> 31
            p += 16
        }
        var lo = min(min(lowTurn[0], lowTurn[1]), min(lowTurn[2], lowTurn[3]))
        var hi = max(max(highTurn[0], highTurn[1]), max(highTurn[2], highTurn[3]))
        var around = crossings[0] &+ crossings[1] &+ crossings[2] &+ crossings[3]
        var minX = min(low[0], low[2]), minY = min(low[1], low[3]), maxX = max(high[0], high[2]), maxY = max(high[1], high[3])
        // The last few edges, one at a time, the same way.
        while p < stop {
            let x = p[2], y = p[3]
            let ax = p[0] - cx, ay = p[1] - cy, bx = x - cx, by = y - cy
            let turn = ax * by - ay * bx
            lo = min(lo, turn); hi = max(hi, turn)
            around &+= (ay.bitPattern ^ by.bitPattern) &>> 31
            if boxed {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
            p += 4
        }
        if lo > filter || hi < -filter {
            guard around == 2 else { return .not }
            if !boxed { return .star(ContourBox(x0: 0, x1: -1, y0: 0, y1: -1)) }
            // Edge-list coordinates lie within the clip (≥ 0): truncation is the floor.
            return .star(ContourBox(x0: Int(minX), x1: Int(maxX), y0: Int(minY), y1: max(Int(minY), Int(maxY.rounded(.up)) - 1)))
        }
        return lo < -filter && hi > filter ? .not : .undecided
    }
}
