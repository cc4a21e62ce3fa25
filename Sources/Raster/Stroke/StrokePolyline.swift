// StrokePolyline: a flattened subpath as the Stroker and the Dasher see it, with the stretches
// that cannot reach the visible pixels kept only as their arc length.
//
// Flattening a path that loops a million times far outside the canvas would otherwise
// materialize every point of it, then every dash and every piece of its outline. Here a line or
// curve whose bounds, grown by the stroke's reach (`StrokeVisibility`), miss the visible rect
// is not flattened into points: it becomes one hidden segment from its start to its end that
// remembers how long the flattened curve is (the dash pattern must stay in step after it).
// Consecutive hidden segments merge into one, so memory follows the visible part only.

/// A flattened subpath for stroking. Invariant: at least one point; `hidden` is sorted by
/// `index`, each index names a segment of the polyline, and no two hidden segments are
/// consecutive on an open polyline (they merge).
package struct StrokePolyline: Hashable, Sendable {
    /// A segment standing for geometry that cannot reach the visible rect.
    package struct HiddenSegment: Hashable, Sendable {
        /// The segment from `points[index]` to `points[index + 1]`, or, for
        /// `index == points.count − 1` on a closed polyline, the closing segment.
        package var index: Int
        /// The arc length of the flattened geometry it replaces (in Double, so a long hidden
        /// stretch adds no rounding of its own to the dash phase after it).
        package var length: Double
    }

    package var points: [Point]
    package var isClosed: Bool
    package var hidden: [HiddenSegment]

    package init(points: [Point], isClosed: Bool, hidden: [HiddenSegment] = []) {
        self.points = points
        self.isClosed = isClosed
        self.hidden = hidden
    }

    /// A plain polyline: every segment visible.
    package init(_ polyline: Polyline) { self.init(points: polyline.points, isClosed: polyline.isClosed) }

    /// Segments, the closing one included when closed.
    package var segmentCount: Int { isClosed ? points.count : points.count - 1 }
}

extension Path {
    /// The subpaths flattened within `tolerance` (device pixels) for a stroke, parts that
    /// cannot reach `visibility` hidden (see `StrokePolyline`). With `visibility` nil every part
    /// is flattened, exactly as `polylines(tolerance:)` does.
    ///
    /// - Parameter measureHidden: compute the arc length of hidden curves (by flattening them
    ///   without keeping the points); only dashing needs it.
    /// - Returns: the subpaths whose points are all finite; a subpath with a non-finite point or
    ///   hidden length is left out (it draws nothing, as a non-finite fill does).
    package func strokePolylines(tolerance: Float, visibility: StrokeVisibility?, measureHidden: Bool) -> [StrokePolyline] {
        var out: [StrokePolyline] = []
        var builder = StrokePolylineBuilder(visibility: visibility)
        forEachElement { e in
            switch e {
            case .move(let p):
                builder.finish(into: &out)
                builder.start(p)
            case .line(let p):
                builder.line(to: p)
            case .quad(let c, let p):
                let p0 = builder.last
                if builder.mayReach(p0, c, p, p) {
                    Flattener.flatten(quad: p0, c, p, tolerance: tolerance) { builder.line(to: $0) }
                } else {
                    var length: Double = 0
                    if measureHidden {
                        var previous = p0
                        Flattener.flatten(quad: p0, c, p, tolerance: tolerance) { length += Double(previous.distance(to: $0)); previous = $0 }
                    }
                    builder.hiddenSegment(to: p, length: length, controlsFinite: c.isFinite)
                }
            case .cubic(let c1, let c2, let p):
                let p0 = builder.last
                if builder.mayReach(p0, c1, c2, p) {
                    Flattener.flatten(cubic: p0, c1, c2, p, tolerance: tolerance) { builder.line(to: $0) }
                } else {
                    var length: Double = 0
                    if measureHidden {
                        var previous = p0
                        Flattener.flatten(cubic: p0, c1, c2, p, tolerance: tolerance) { length += Double(previous.distance(to: $0)); previous = $0 }
                    }
                    builder.hiddenSegment(to: p, length: length, controlsFinite: c1.isFinite && c2.isFinite)
                }
            case .close:
                builder.close()
                builder.finish(into: &out)
            }
        }
        builder.finish(into: &out)
        return out
    }
}

/// Builds the `StrokePolyline`s of one path, one subpath at a time.
private struct StrokePolylineBuilder {
    let visibility: StrokeVisibility?
    var points: [Point] = []
    var hidden: [StrokePolyline.HiddenSegment] = []
    var isClosed = false
    var isFinite = true
    /// The current point (the subpath's last point).
    var last = Point.zero

    init(visibility: StrokeVisibility?) { self.visibility = visibility }

    /// Whether the ink of geometry within the hull of `a`, `b`, `c`, `d` (a curve's control
    /// points; a line passes its ends twice) may reach the visible rect.
    @inline(__always) func mayReach(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        guard let visibility else { return true }
        return visibility.mayReach(minX: min(min(a.x, b.x), min(c.x, d.x)), minY: min(min(a.y, b.y), min(c.y, d.y)),
                                   maxX: max(max(a.x, b.x), max(c.x, d.x)), maxY: max(max(a.y, b.y), max(c.y, d.y)))
    }

    mutating func start(_ p: Point) {
        points = [p]
        last = p
        isFinite = p.isFinite
    }

    /// A flattened segment from `last` to `p`: kept, or hidden when it cannot reach.
    mutating func line(to p: Point) {
        if mayReach(last, p, last, p) {
            points.append(p)
            last = p
            isFinite = isFinite && p.isFinite
        } else {
            hiddenSegment(to: p, length: Double(last.distance(to: p)), controlsFinite: true)
        }
    }

    /// A hidden segment from `last` to `p` of arc length `length`, merged into the previous
    /// segment when that one is hidden too (the point between them is far from the visible rect).
    mutating func hiddenSegment(to p: Point, length: Double, controlsFinite: Bool) {
        isFinite = isFinite && p.isFinite && controlsFinite && length.isFinite
        if let previous = hidden.last, previous.index == points.count - 2 {
            points[points.count - 1] = p
            hidden[hidden.count - 1].length += length
        } else {
            hidden.append(.init(index: points.count - 1, length: length))
            points.append(p)
        }
        last = p
    }

    /// Closes the subpath: the closing segment is hidden when it cannot reach, merged with a
    /// hidden last segment.
    mutating func close() {
        guard let first = points.first else { return }
        isClosed = true
        guard points.count > 1, !mayReach(last, first, last, first) else { return }
        let closing = Double(last.distance(to: first))
        if let previous = hidden.last, previous.index == points.count - 2 {
            // The last segment and the closing one are one hidden stretch back to the start.
            points.removeLast()
            hidden[hidden.count - 1] = .init(index: points.count - 1, length: previous.length + closing)
        } else {
            hidden.append(.init(index: points.count - 1, length: closing))
        }
    }

    /// Appends the subpath built so far (if any, and if finite) and starts afresh.
    mutating func finish(into out: inout [StrokePolyline]) {
        if !points.isEmpty, isFinite {
            out.append(StrokePolyline(points: points, isClosed: isClosed, hidden: hidden))
        }
        points = []
        hidden = []
        isClosed = false
        isFinite = true
    }
}
