// Stroker+Caps: the pieces at the ends of open subpaths and dashes, and the dot a zero-length
// subpath becomes.

extension OutlineBuilder {
    /// Adds the cap at end point `p` of an open polyline; `outward` is the unit vector pointing
    /// away from the stroke (backwards along the first segment, forwards along the last).
    mutating func addCap(at p: Point, outward: Point) {
        let side = outward.perpendicular * halfWidth
        switch style.cap {
        case .butt:
            return
        case .square:
            let reach = outward * halfWidth
            addConvexPiece([p + side, p + side + reach, p - side + reach, p - side])
        case .round:
            // The half-disc from −side through `outward` to +side: turning −perpendicular by a
            // quarter turn clockwise gives `outward`, so the sweep is +π.
            addSector(center: p, from: -outward.perpendicular, to: outward.perpendicular, sweep: .pi)
        }
    }

    /// Adds what a zero-length subpath draws at `p`: a disc of diameter `width` for round caps,
    /// a square of side `width` with two sides along unit vector `direction` for square caps,
    /// nothing for butt caps (SVG strokes spec, `stroke-linecap`).
    mutating func addDot(at p: Point, direction: Point) {
        switch style.cap {
        case .butt:
            return
        case .round:
            addCircle(center: p, from: direction)
        case .square:
            let along = direction * halfWidth, side = direction.perpendicular * halfWidth
            addConvexPiece([p - along + side, p + along + side, p + along - side, p - along - side])
        }
    }
}
