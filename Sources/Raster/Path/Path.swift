/// A sequence of subpaths made of lines, quadratic and cubic Béziers, stored as one array of
/// verbs and one of points (tiny-skia's layout): `move` and `line` take one point, `quad` two
/// (control, end), `cubic` three (control 1, control 2, end), `close` none.
///
/// Invariants: every subpath starts with `move`; `points.count` equals the sum of the verbs'
/// point counts. A fill closes every subpath implicitly; a stroke closes only those with `close`.
/// A path is a value; building one never fails (non-finite points are caught where a path is
/// drawn, with a typed error).
public struct Path: Hashable, Sendable {
    /// One drawing command of `verbs`, without its points.
    public enum Verb: UInt8, Hashable, Sendable {
        /// `move` starts a subpath; `line`, `quad` and `cubic` add a segment; `close` closes the subpath.
        case move, line, quad, cubic, close

        /// How many points the verb consumes.
        @inlinable public var pointCount: Int {
            switch self {
            case .move, .line: 1
            case .quad: 2
            case .cubic: 3
            case .close: 0
            }
        }
    }

    /// One drawing command with its points resolved, for iteration.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A quadratic Bézier: control point, then end point.
        case quad(Point, Point)
        /// A cubic Bézier: first control point, second control point, then end point.
        case cubic(Point, Point, Point)
        /// A straight line back to the subpath's start, closing it.
        case close
    }

    /// The commands in order; every subpath starts with `move`.
    public private(set) var verbs: [Verb] = []
    /// The commands' points in order, as many as the verbs' `pointCount`s add up to.
    public private(set) var points: [Point] = []
    /// Index in `points` of the current subpath's start, or -1 before the first `move`.
    @usableFromInline var subpathStart: Int = -1

    /// An empty path.
    public init() {}

    /// True when the path has no commands.
    @inlinable public var isEmpty: Bool { verbs.isEmpty }

    /// The current point: the end of the last segment, or the subpath start after `close`.
    public var currentPoint: Point? {
        guard let last = verbs.last else { return nil }
        if last == .close { return points[subpathStart] }
        return points.last
    }

    /// Starts a new subpath at `p`; replaces the point of a `move` that ends the path.
    public mutating func move(to p: Point) {
        if verbs.last == .move {
            points[points.count - 1] = p
        } else {
            verbs.append(.move); points.append(p)
        }
        subpathStart = points.count - 1
    }

    /// Adds a straight line from the current point to `p`.
    public mutating func line(to p: Point) {
        injectMoveIfNeeded()
        verbs.append(.line); points.append(p)
    }

    /// Adds a quadratic Bézier from the current point to `p`, with control point `c`.
    public mutating func quad(control c: Point, to p: Point) {
        injectMoveIfNeeded()
        verbs.append(.quad); points.append(c); points.append(p)
    }

    /// Adds a cubic Bézier from the current point to `p`, with control points `c1` and `c2`.
    public mutating func cubic(control1 c1: Point, control2 c2: Point, to p: Point) {
        injectMoveIfNeeded()
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }

    /// Closes the current subpath with a straight line to its start. Does nothing on an empty
    /// path or right after another `close`.
    public mutating func close() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        for e in other.elements { append(e) }
    }

    /// Appends one element, as the matching `move`, `line`, `quad`, `cubic` or `close` call would.
    public mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): line(to: p)
        case .quad(let c, let p): quad(control: c, to: p)
        case .cubic(let c1, let c2, let p): cubic(control1: c1, control2: c2, to: p)
        case .close: close()
        }
    }

    /// A segment after `close` (or on an empty path) starts where the last subpath started,
    /// as in SVG and CoreGraphics.
    private mutating func injectMoveIfNeeded() {
        if verbs.isEmpty {
            move(to: .zero)
        } else if verbs.last == .close {
            move(to: points[subpathStart])
        }
    }

    /// The elements in order.
    public var elements: [Element] {
        var out: [Element] = []
        out.reserveCapacity(verbs.count)
        forEachElement { out.append($0) }
        return out
    }

    /// Calls `body` for each element, in order, without allocating.
    @inlinable public func forEachElement(_ body: (Element) throws -> Void) rethrows {
        var i = 0
        for v in verbs {
            switch v {
            case .move: try body(.move(points[i])); i += 1
            case .line: try body(.line(points[i])); i += 1
            case .quad: try body(.quad(points[i], points[i + 1])); i += 2
            case .cubic: try body(.cubic(points[i], points[i + 1], points[i + 2])); i += 3
            case .close: try body(.close)
            }
        }
    }

    /// The bounds of all points, control points included (so a superset of the exact bounds).
    /// `nil` for an empty path.
    public var controlBounds: Rect? {
        guard var x0 = points.first?.x, var y0 = points.first?.y else { return nil }
        var x1 = x0, y1 = y0
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when every point is finite.
    public var isFinite: Bool { points.allSatisfy { $0.isFinite } }

    /// The path with every point mapped through `t`.
    public func transformed(by t: Transform) -> Path {
        if t.isIdentity { return self }
        var copy = self
        for i in copy.points.indices { copy.points[i] = t.apply(copy.points[i]) }
        return copy
    }
}
