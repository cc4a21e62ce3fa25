// Stroker+Joins: the piece that fills the gap on the outside of a corner (miter, round, bevel),
// and the circular sectors round joins, caps and dots are made of.

extension Stroker {
    /// The largest angle one polygon edge may span around an arc: a quarter turn, so the
    /// circumscribed vertex (at `radius / cos(step / 2)`) stays finite and within √2 · radius.
    static let maxArcStepRadians = Float.pi / 2
}

extension OutlineBuilder {
    /// Adds the join at corner `v`, where a segment along unit vector `incoming` meets one along
    /// `outgoing`. The two segment rectangles already cover the inside of the corner; the join
    /// fills the wedge between their outer corners. A straight continuation needs no join; a
    /// full reversal (180°) gets a half-disc for round joins and nothing for miter and bevel
    /// (the miter would be infinitely long, the bevel has no area).
    mutating func addJoin(at v: Point, incoming: Point, outgoing: Point) {
        let cosTurn = incoming.dot(outgoing)
        let sinTurn = incoming.cross(outgoing)
        // The turn angle in (−π, π]; positive turns clockwise on screen.
        let turn = PortableMath.atan2(sinTurn, cosTurn)
        guard turn != 0, turn.isFinite else { return }
        // The outside of a clockwise turn is the left of travel, −perpendicular; and the reverse.
        let outer0 = turn > 0 ? -incoming.perpendicular : incoming.perpendicular
        let outer1 = turn > 0 ? -outgoing.perpendicular : outgoing.perpendicular
        let a = v + outer0 * halfWidth, b = v + outer1 * halfWidth
        switch style.join {
        case .round:
            addSector(center: v, from: outer0, to: outer1, sweep: turn)
        case .bevel:
            addConvexPiece([v, a, b])
        case .miter:
            if let tip = miterTip(at: v, outer0: outer0, outer1: outer1, cosTurn: cosTurn) {
                addConvexPiece([v, a, tip, b])
            } else {
                addConvexPiece([v, a, b])
            }
        }
    }

    /// Where the inner edges of the two segments at corner `v` cross, when that point is at
    /// most `maxCut` back from the corner along each segment; otherwise `nil` (a sharp turn or
    /// a short segment), and the two segment pieces keep square ends and overlap. `nil` also
    /// for a straight continuation, whose square ends already meet exactly.
    ///
    /// The inner edges cross on the inner bisector, halfWidth / cos(turn/2) from the corner; the
    /// point lies halfWidth · tan(|turn|/2) = halfWidth · |sin turn| / (1 + cos turn) back along
    /// each segment.
    func innerCut(at v: Point, incoming: Point, outgoing: Point, maxCut: Float) -> Point? {
        let cosTurn = incoming.dot(outgoing)
        let sinTurn = incoming.cross(outgoing)
        guard sinTurn != 0, 1 + cosTurn > 0 else { return nil }
        let cut = halfWidth * abs(sinTurn) / (1 + cosTurn)
        guard cut <= maxCut, cut.isFinite else { return nil }
        // The inside of a clockwise turn (sinTurn > 0) is the right of travel, +perpendicular.
        let inner0 = sinTurn > 0 ? incoming.perpendicular : -incoming.perpendicular
        let inner1 = sinTurn > 0 ? outgoing.perpendicular : -outgoing.perpendicular
        return v + (inner0 + inner1) * (halfWidth / (1 + cosTurn))
    }

    /// The miter tip, or `nil` when the miter is longer than `miterLimit` allows.
    ///
    /// With interior angle φ between the segments, the miter length over the width is
    /// 1/sin(φ/2) (SVG 1.1 §11.4, `stroke-miterlimit`). φ = π − |turn|, so sin(φ/2) = cos(turn/2),
    /// and cos²(turn/2) = (1 + cos turn)/2. The test 1/cos(turn/2) ≤ limit becomes
    /// (1 + cos turn)/2 ≥ 1/limit², which needs no division and is false at a reversal.
    /// The tip lies along the bisector of the outer normals at halfWidth / cos(turn/2) from the
    /// corner: (outer0 + outer1) has length 2·cos(turn/2), hence the factor halfWidth/(1 + cos turn).
    func miterTip(at v: Point, outer0: Point, outer1: Point, cosTurn: Float) -> Point? {
        let limit = style.miterLimit
        let cosHalfSquared = (1 + cosTurn) / 2
        guard cosHalfSquared >= 1 / (limit * limit), cosHalfSquared > 0 else { return nil }
        return v + (outer0 + outer1) * (halfWidth / (1 + cosTurn))
    }

    /// Adds the sector of the circle of radius `halfWidth` around `center` that starts at unit
    /// vector `from` and turns by `sweep` radians (|sweep| ≤ π; positive is clockwise on screen)
    /// to unit vector `to`, as a convex polygon circumscribed about the arc: it contains the
    /// exact sector and strays at most `tolerance` outside it.
    mutating func addSector(center: Point, from: Point, to: Point, sweep: Float) {
        let count = arcSegmentCount(sweep: sweep)
        let step = sweep / Float(count)
        let outerRadius = halfWidth / PortableMath.cos(step / 2)
        var polygon: [Point] = [center, center + from * halfWidth]
        polygon.reserveCapacity(count + 3)
        for k in 0 ..< count {
            polygon.append(center + Stroker.rotate(from, by: (Float(k) + 0.5) * step) * outerRadius)
        }
        polygon.append(center + to * halfWidth)
        addConvexPiece(polygon)
    }

    /// Adds the polygon circumscribed about the whole circle of radius `halfWidth` around
    /// `center`, starting at unit vector `from`.
    mutating func addCircle(center: Point, from: Point) {
        let count = arcSegmentCount(sweep: 2 * .pi)
        let step = 2 * Float.pi / Float(count)
        let outerRadius = halfWidth / PortableMath.cos(step / 2)
        var polygon: [Point] = []
        polygon.reserveCapacity(count)
        for k in 0 ..< count {
            polygon.append(center + Stroker.rotate(from, by: (Float(k) + 0.5) * step) * outerRadius)
        }
        addConvexPiece(polygon)
    }

    /// How many edges an arc of `sweep` radians needs so that its circumscribed polygon stays
    /// within `tolerance` of the circle of radius r = `halfWidth`.
    ///
    /// Edges tangent to the circle at angles `step` apart meet at radius r/cos(step/2); keeping
    /// that within r + tol gives step ≤ 2·acos(r / (r + tol)). Equivalently, the sagitta of each
    /// edge on the circle through the polygon's vertices, R(1 − cos(step/2)) with R = r + tol,
    /// is at most `tolerance`. At most `maxArcStepRadians` per edge, at most `maxArcSegments`.
    func arcSegmentCount(sweep: Float) -> Int {
        let step = min(2 * PortableMath.acos(halfWidth / (halfWidth + tolerance)), Stroker.maxArcStepRadians)
        let count = (abs(sweep) / step).rounded(.up)
        // Compared before converting: NaN and anything past the cap never reach `Int(_:)`.
        guard count.isFinite, count < Float(Stroker.maxArcSegments) else { return Stroker.maxArcSegments }
        return max(Int(count), 1)
    }
}
