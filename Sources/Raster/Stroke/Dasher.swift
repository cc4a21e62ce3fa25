// Dasher: cuts polylines into dashes along their arc length, following a dash pattern.
//
// Algorithm: walk each polyline's segments, spending the pattern's on and off lengths in turn;
// every on length becomes one open polyline. The pattern restarts at `dashPhase` for each
// subpath (SVG `stroke-dashoffset`). On a closed polyline the walk continues over the closing
// segment, and a dash still open when the walk returns to the start is joined to the dash that
// began there, so the start corner gets a join instead of two caps. A hidden segment (geometry
// that cannot reach the visible pixels, see `StrokePolyline`) makes no dashes: a dash open at
// its start ends there, the pattern moves on by its arc length in one step (in Double, modulo
// the period), and a dash that is on at its end starts there, so the dashes after it fall
// where the full walk would put them. A visible segment far longer than the visible rect (one
// end on the canvas, the other 10^7 px away) is walked near the canvas only: whole periods of
// the pattern before and after a window around the visible rect are stepped over at once, which
// leaves the pattern's state as it was, and the walk in between measures from where it starts,
// so a dash there is placed to a fraction of a pixel (a Float walk from the far end could not
// resolve a 1.5 px dash at 10^7 px: it stalled until the budget ran out). No code copied.

/// Splits polylines into dashes. Works in whatever units the polylines and the style share
/// (device pixels when called from `Stroker`).
package enum Dasher {
    /// The most dashes one path may become before dashing is given up and the path is stroked
    /// solid: Skia's `SkDashPath` uses the same bound (one million) and the same fallback, to
    /// keep memory bounded when a tiny pattern meets a long path. Only visible length counts.
    package static let maxDashCount: Float = 1_000_000

    /// The shortest dash period, in device pixels, that is drawn as dashes. A shorter pattern
    /// repeats several times inside every pixel, where exact-area coverage would only average
    /// the dashes away, at a cost of one outline piece per dash: `StrokeStyle.deviceStroke(for:)`
    /// draws it solid at the pattern's ink fraction instead (`inkFraction`). At 1/8 px the
    /// approximation is off by at most half a period of ink per pixel of path, 1/16 of a
    /// pixel's coverage, and a dashed path has at most 8 dashes per pixel of length.
    package static let minimumPeriodPixels: Float = 0.125

    /// The dashes of `polylines` under `style`'s pattern, each an open polyline of at least
    /// two points (a zero-length dash repeats its point), or a closed one when a single dash
    /// covers a whole closed polyline.
    ///
    /// - Returns: `nil` when `style` is solid, or when the path would need more than
    ///   `maxDashCount` dashes (then stroke it undashed).
    package static func dashes(of polylines: [Polyline], style: StrokeStyle) -> [Polyline]? {
        dashesWithDirections(of: polylines.map(StrokePolyline.init), style: style)?.map(\.polyline)
    }

    /// One dash, with the unit direction of the path where it starts: a zero-length dash has no
    /// direction of its own, and its square cap is turned to match the path (SVG strokes spec).
    struct Dash {
        var polyline: Polyline
        var direction: Point
    }

    /// - Parameter visibility: when given, a long segment is dashed only near the visible rect
    ///   (`StrokeVisibility.stretchInside`), and only that stretch counts towards `maxDashCount`.
    static func dashesWithDirections(of polylines: [StrokePolyline], style: StrokeStyle, visibility: StrokeVisibility? = nil) -> [Dash]? {
        let pattern = style.dash
        let period = style.dashPeriod
        guard !pattern.isEmpty, period > 0 else { return nil }
        let visible = polylines.reduce(Float(0)) { $0 + Self.visibleLength(of: $1, visibility: visibility, period: period) }
        let estimatedDashes = visible / period * Float(pattern.count / 2)
        guard estimatedDashes <= maxDashCount else { return nil }

        // Bounds the walk even if Float rounding stalls it: every interval walked is counted,
        // and a path may spend the estimate twice over (on and off) plus one pattern per subpath
        // and per hidden segment.
        let hiddenCount = polylines.reduce(0) { $0 + $1.hidden.count }
        var budget = Int(maxDashCount) * 2 + (pattern.count + 2) * (polylines.count + hiddenCount)
        let start = startOfPattern(pattern, phase: style.dashPhase)
        var out: [Dash] = []
        for polyline in polylines {
            guard walk(polyline, pattern: pattern, period: period, start: start, visibility: visibility, budget: &budget, into: &out) else {
                return nil
            }
        }
        return out
    }

    /// The fraction of a path's length a dashed stroke inks, for drawing a pattern finer than
    /// `minimumPeriodPixels` as a solid stroke at that fraction of its coverage: each dash inks
    /// its on length plus what its caps add along the path (square: `width`; round: the caps'
    /// half-discs, area π·width²/4, spread over the width: π·width/4; butt: nothing), over the
    /// period, at most 1.
    package static func inkFraction(of pattern: [Float], width: Float, cap: StrokeStyle.LineCap) -> Float {
        let period = pattern.reduce(0, +)
        guard period > 0 else { return 1 }
        let capLength: Float = switch cap {
        case .butt: 0
        case .square: width
        case .round: Float.pi * width / 4
        }
        var ink: Float = 0
        for on in stride(from: 0, to: pattern.count, by: 2) { ink += pattern[on] + capLength }
        let fraction = ink / period
        return fraction.isFinite ? min(fraction, 1) : 1
    }

    /// Where the pattern stands at the start of each subpath: the interval index and the length
    /// left in it. A positive phase moves the pattern backwards along the path (SVG).
    /// A non-zero interval that `phase` lands exactly at the end of is already spent; a
    /// zero-length one there is kept, so it still draws its dot.
    static func startOfPattern(_ pattern: [Float], phase: Float) -> (index: Int, remaining: Float) {
        let period = pattern.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        if !(offset < period) { offset = 0 }
        var index = 0
        while index < pattern.count - 1, offset > pattern[index] || (offset == pattern[index] && pattern[index] > 0) {
            offset -= pattern[index]
            index += 1
        }
        return (index, max(pattern[index] - offset, 0))
    }

    /// The length of a polyline's visible segments, closing segment included when closed; of a
    /// long segment, only its stretch near the visible rect and two periods (what `walk` dashes).
    static func visibleLength(of polyline: StrokePolyline, visibility: StrokeVisibility? = nil, period: Float = 0) -> Float {
        let points = polyline.points
        var sum: Float = 0
        var hidden = polyline.hidden.makeIterator()
        var nextHidden = hidden.next()
        for i in 0 ..< polyline.segmentCount {
            if let h = nextHidden, h.index == i {
                nextHidden = hidden.next()
                continue
            }
            let a = points[i], b = points[i + 1 == points.count ? 0 : i + 1]
            if let stretch = visibility?.stretchInside(from: a, to: b) {
                sum += a.distance(to: b) * max(stretch.t1 - stretch.t0, 0) + 2 * period
            } else {
                sum += a.distance(to: b)
            }
        }
        return sum
    }

    /// Appends the dashes of one polyline to `out`. Returns false when `budget` runs out.
    private static func walk(
        _ polyline: StrokePolyline, pattern: [Float], period: Float, start: (index: Int, remaining: Float),
        visibility: StrokeVisibility?, budget: inout Int, into out: inout [Dash]
    ) -> Bool {
        var points = polyline.points
        guard let first = points.first, points.count > 1 || polyline.isClosed else { return true }
        if polyline.isClosed { points.append(first) }

        var index = start.index
        var remaining = start.remaining
        var isOn = index % 2 == 0
        let startsOn = isOn
        let firstDashIndex = out.count
        var direction = Self.firstDirection(of: points)
        var current: [Point] = isOn ? [first] : []
        var currentDirection = direction
        var hidden = polyline.hidden.makeIterator()
        var nextHidden = hidden.next()

        func finish(_ dashPoints: [Point], direction: Point) {
            let points = dashPoints.count == 1 ? [dashPoints[0], dashPoints[0]] : dashPoints
            out.append(Dash(polyline: Polyline(points: points, isClosed: false), direction: direction))
        }

        for (i, (a, b)) in zip(points, points.dropFirst()).enumerated() {
            if let h = nextHidden, h.index == i {
                nextHidden = hidden.next()
                // No dashes here: end the open dash at `a`, move the pattern on, and start a
                // dash at `b` if the pattern is on there.
                if isOn, !current.isEmpty { finish(current, direction: currentDirection) }
                budget -= 1
                guard budget > 0 else { return false }
                advance(&index, &remaining, by: h.length, pattern: pattern)
                isOn = index % 2 == 0
                direction = Stroker.unitDirection(from: a, to: b) ?? direction
                current = isOn ? [b] : []
                currentDirection = direction
                continue
            }
            let segmentLength = a.distance(to: b)
            guard segmentLength > 0 else { continue }
            direction = (b - a) / segmentLength
            // Of a long segment only the stretch near the visible rect is walked, from `origin`
            // for `length`: whole periods before and after it are stepped over, which leaves the
            // pattern as it was (see the file comment). The walk is relative to `origin`, so its
            // positions keep their precision however far away the segment's ends are.
            var origin = a, length = segmentLength, after: Float = 0
            if let stretch = visibility?.stretchInside(from: a, to: b) {
                let enter = stretch.t0 < stretch.t1 ? segmentLength * stretch.t0 : segmentLength
                let leave = stretch.t0 < stretch.t1 ? segmentLength * stretch.t1 : segmentLength
                let before = (enter / period).rounded(.down) * period
                after = ((segmentLength - leave) / period).rounded(.down) * period
                if before > 0 {
                    // `a` is outside the window and the open dash ends within a period of it.
                    if isOn, !current.isEmpty { finish(current, direction: currentDirection) }
                    origin = a + direction * before
                    current = isOn ? [origin] : []
                    currentDirection = direction
                }
                length = max(segmentLength - before - after, 0)
            }
            var used: Float = 0
            while length - used > remaining {
                budget -= 1
                guard budget > 0 else { return false }
                used += remaining
                let p = origin + direction * used
                if isOn {
                    current.append(p)
                    finish(current, direction: currentDirection)
                    current = []
                } else {
                    current = [p]
                    currentDirection = direction
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                isOn.toggle()
            }
            remaining -= length - used
            if after > 0 {
                // The rest is whole periods outside the window: the open dash ends where the
                // walk stopped, and one that is on at `b` starts there.
                if isOn, !current.isEmpty {
                    current.append(origin + direction * length)
                    finish(current, direction: currentDirection)
                }
                current = isOn ? [b] : []
                currentDirection = direction
            } else if isOn {
                current.append(b)
            }
        }

        guard isOn, !current.isEmpty else { return true }
        if polyline.isClosed, startsOn {
            if out.count == firstDashIndex {
                // One dash covers the whole closed polyline: it stays closed, with joins all round.
                out.append(Dash(polyline: Polyline(points: current, isClosed: true), direction: currentDirection))
            } else {
                // The last dash runs into the first one, which began at the start point.
                out[firstDashIndex].polyline.points = current + out[firstDashIndex].polyline.points.dropFirst()
                out[firstDashIndex].direction = currentDirection
            }
        } else {
            finish(current, direction: currentDirection)
        }
        return true
    }

    /// Moves the pattern state on by `length` of path without making dashes: the arithmetic of
    /// the walk (an interval that ends exactly where the length does is kept, with nothing
    /// left), with whole periods dropped by a Double remainder so the step costs O(pattern).
    static func advance(_ index: inout Int, _ remaining: inout Float, by length: Double, pattern: [Float]) {
        guard length > Double(remaining) else {
            remaining = Float(Double(remaining) - length)
            return
        }
        let period = pattern.reduce(0.0) { $0 + Double($1) }
        var left = (length - Double(remaining)).truncatingRemainder(dividingBy: period)
        index = (index + 1) % pattern.count
        // `left` < period, so this visits each interval at most once (twice if rounding of the
        // Double period lets it run past the end).
        var steps = 0
        while left > Double(pattern[index]), steps < 2 * pattern.count {
            left -= Double(pattern[index])
            index = (index + 1) % pattern.count
            steps += 1
        }
        remaining = Float(max(Double(pattern[index]) - left, 0))
    }

    /// The direction of the first segment of non-zero length, or +x when there is none.
    private static func firstDirection(of points: [Point]) -> Point {
        for (a, b) in zip(points, points.dropFirst()) {
            if let d = Stroker.unitDirection(from: a, to: b) { return d }
        }
        return Stroker.axisDirection
    }
}
