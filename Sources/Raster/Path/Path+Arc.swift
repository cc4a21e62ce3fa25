// Circular and elliptical arcs, appended to a path as cubic Béziers.
//
// Algorithm: SVG 1.1 implementation notes F.6 (endpoint → centre parameterisation, F.6.5;
// out-of-range radii, F.6.6), then the arc is cut into pieces of at most 90° and each piece
// becomes one cubic whose handles are tangent to the ellipse, of length k = 4/3·PortableMath.tan(θ/4) times
// the radius for a piece sweeping θ (exact at both ends and the middle of a circular piece; the
// worst radial error for a 90° piece is about 2.7e-4·r). No code copied.
//
// The arithmetic runs in Double: the centre solve subtracts nearly equal squares when the arc is
// close to a half ellipse, and Float would lose most of its bits there.

extension Path {
    /// The largest sweep, in radians, that one cubic may stand for: a quarter turn.
    public static let maxArcPieceRadians: Double = .pi / 2

    /// Appends an arc of the circle at `center` with `radius`, from `startAngle` to `endAngle`.
    ///
    /// Angles are in radians from the +x axis towards +y, so in y-down space they grow
    /// clockwise on screen, as in UIKit. With `clockwise` the arc runs from `startAngle` in the
    /// direction of growing angles, otherwise of shrinking ones; a sweep of 2π or more draws
    /// the whole circle once. If the path has a current point, a line joins it to the arc's
    /// start (as CoreGraphics does); otherwise the arc starts a new subpath.
    ///
    /// A radius ≤ 0 or non-finite input appends nothing but that line or move.
    public mutating func addArc(center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool) {
        let start = Double(startAngle)
        let sweep = Self.arcSweep(from: start, to: Double(endAngle), clockwise: clockwise)
        let r = Double(radius)
        let cx = Double(center.x), cy = Double(center.y)
        let startPoint = Point(Float(cx + r * PortableMath.cos(start)), Float(cy + r * PortableMath.sin(start)))
        if currentPoint == nil { move(to: startPoint) } else { line(to: startPoint) }
        guard r > 0, r.isFinite, sweep.isFinite, sweep != 0 else { return }
        let arc = EllipticalArc(cx: cx, cy: cy, rx: r, ry: r, cosPhi: 1, sinPhi: 0, startAngle: start, sweep: sweep)
        appendCubics(of: arc, exactEnd: nil)
    }

    /// A path holding one arc; see `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    public static func arc(center: Point, radius: Float, startAngle: Float, endAngle: Float, clockwise: Bool) -> Path {
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        return path
    }

    /// Appends an SVG elliptical arc (the `A` command) from the current point to `end`.
    ///
    /// - Parameters:
    ///   - radii: the ellipse's radii before rotation; signs are ignored (F.6.6). Radii too small
    ///     to reach `end` are scaled up uniformly until the ellipse just fits.
    ///   - xAxisRotationDegrees: rotation of the ellipse's x axis, in degrees, clockwise on screen.
    ///   - largeArc: take the arc sweeping more than 180°.
    ///   - sweep: take the arc running in the direction of growing angles (clockwise on screen).
    ///   - end: where the arc ends; it becomes the current point.
    ///
    /// As SVG requires: when `end` equals the current point nothing is appended; when either
    /// radius is 0 the arc is a straight line to `end`. The last cubic ends exactly at `end`.
    public mutating func addSVGArc(radii: Size, xAxisRotationDegrees: Float, largeArc: Bool, sweep: Bool, to end: Point) {
        let begin = currentPoint ?? .zero
        if begin == end { return }
        var rx = abs(Double(radii.width)), ry = abs(Double(radii.height))
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, begin.isFinite, end.isFinite else {
            line(to: end)
            return
        }
        let phi = Double(xAxisRotationDegrees) * .pi / 180
        let cosPhi = phi.isFinite ? PortableMath.cos(phi) : 1, sinPhi = phi.isFinite ? PortableMath.sin(phi) : 0
        let x1 = Double(begin.x), y1 = Double(begin.y), x2 = Double(end.x), y2 = Double(end.y)

        // F.6.5.1: the start point in the ellipse's frame, centred on the chord's midpoint.
        let hx = (x1 - x2) / 2, hy = (y1 - y2) / 2
        let x1p = cosPhi * hx + sinPhi * hy
        let y1p = -sinPhi * hx + cosPhi * hy

        // F.6.6.2: scale radii up when the ellipse cannot reach both points.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s; ry *= s
        }

        // F.6.5.2: the centre in the ellipse's frame.
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1p * y1p - ry2 * x1p * x1p
        let denominator = rx2 * y1p * y1p + ry2 * x1p * x1p
        var coefficient = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxp = coefficient * rx * y1p / ry
        let cyp = -coefficient * ry * x1p / rx

        // F.6.5.3: back to user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (x1 + x2) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (y1 + y2) / 2

        // F.6.5.5–6: start angle and sweep on the unit circle.
        let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
        let vx = (-x1p - cxp) / rx, vy = (-y1p - cyp) / ry
        let theta1 = PortableMath.atan2(uy, ux)
        var delta = PortableMath.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard cx.isFinite, cy.isFinite, delta.isFinite, delta != 0 else {
            line(to: end)
            return
        }
        let arc = EllipticalArc(cx: cx, cy: cy, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, startAngle: theta1, sweep: delta)
        appendCubics(of: arc, exactEnd: end)
    }

    /// The signed sweep, in radians, of an arc from `start` to `end` in the given direction:
    /// in [0, 2π] when clockwise, in [−2π, 0] otherwise. Equal angles sweep 0; angles 2π or
    /// more apart sweep a full turn.
    static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let delta = end - start
        guard delta.isFinite else { return .nan }
        if clockwise {
            if delta >= turn { return turn }
            return delta >= 0 ? delta : delta.truncatingRemainder(dividingBy: turn) + turn
        } else {
            if delta <= -turn { return -turn }
            return delta <= 0 ? delta : delta.truncatingRemainder(dividingBy: turn) - turn
        }
    }

    /// Appends `arc` as cubics of at most `maxArcPieceRadians` each. The arc's start point must
    /// already be the current point. `exactEnd`, when given, replaces the computed last point
    /// so that the path ends bit-exactly where the caller asked.
    private mutating func appendCubics(of arc: EllipticalArc, exactEnd: Point?) {
        // A sweep of n·90° that rounding made a hair larger must stay n pieces: Float angles
        // (π/2 as a Float is 2.8e-8 relative too large) overshoot by ~1e-7 of a quarter turn.
        let roundingSlackInQuarterTurns = 1e-6
        // Bounded: both callers pass a finite, non-zero sweep of at most a full turn (2π), so
        // this is 1 … 4.
        let pieces = max(1, Int((abs(arc.sweep) / Self.maxArcPieceRadians - roundingSlackInQuarterTurns).rounded(.up)))
        let step = arc.sweep / Double(pieces)
        let k = 4.0 / 3.0 * PortableMath.tan(step / 4)
        var angle = arc.startAngle
        var p0 = arc.point(at: angle)
        var d0 = arc.derivative(at: angle)
        for piece in 1 ... pieces {
            let next = piece == pieces ? arc.startAngle + arc.sweep : angle + step
            let p3 = arc.point(at: next)
            let d3 = arc.derivative(at: next)
            let c1 = (p0.x + k * d0.x, p0.y + k * d0.y)
            let c2 = (p3.x - k * d3.x, p3.y - k * d3.y)
            let end = piece == pieces ? (exactEnd ?? Point(Float(p3.x), Float(p3.y))) : Point(Float(p3.x), Float(p3.y))
            cubic(control1: Point(Float(c1.0), Float(c1.1)), control2: Point(Float(c2.0), Float(c2.1)), to: end)
            angle = next; p0 = p3; d0 = d3
        }
    }
}

/// An elliptical arc in centre form, in Double: centre, radii, the x axis's rotation as cosine
/// and sine, start angle and signed sweep (radians, on the unrotated unit circle).
struct EllipticalArc {
    var cx: Double, cy: Double, rx: Double, ry: Double
    var cosPhi: Double, sinPhi: Double
    var startAngle: Double, sweep: Double

    /// The point at parameter angle `theta`.
    func point(at theta: Double) -> (x: Double, y: Double) {
        let ex = rx * PortableMath.cos(theta), ey = ry * PortableMath.sin(theta)
        return (cx + cosPhi * ex - sinPhi * ey, cy + sinPhi * ex + cosPhi * ey)
    }

    /// d(point)/dθ at `theta`.
    func derivative(at theta: Double) -> (x: Double, y: Double) {
        let ex = -rx * PortableMath.sin(theta), ey = ry * PortableMath.cos(theta)
        return (cosPhi * ex - sinPhi * ey, sinPhi * ex + cosPhi * ey)
    }
}
