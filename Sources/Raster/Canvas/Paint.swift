/// What fills a shape: one colour, or a linear gradient.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case solid(Color)
    /// Colours varying along a line.
    case linearGradient(LinearGradient)
}

/// A linear gradient in user space: colour stops along the line from `start` to `end`,
/// padded beyond both ends (the first and last colours continue), as CoreGraphics draws with
/// `drawsBeforeStartLocation` and `drawsAfterEndLocation`.
///
/// Colours are interpolated in straight-alpha sRGB bytes (CoreGraphics interpolates the
/// components of its colour space, sRGB here), then premultiplied.
/// Invariants: at least one stop; offsets in 0…1 and non-decreasing (the initialiser sorts
/// and clamps them).
public struct LinearGradient: Hashable, Sendable {
    /// A colour at a position along the gradient's line.
    public struct Stop: Hashable, Sendable {
        /// Position along the line: 0 at `start`, 1 at `end`.
        public var offset: Float
        /// The colour at `offset`, straight alpha.
        public var color: Color
        /// The stop with `color` at `offset` (the gradient's initializer clamps it to 0…1).
        public init(offset: Float, color: Color) { self.offset = offset; self.color = color }
    }

    /// Where offset 0 lies, in user space.
    public var start: Point
    /// Where offset 1 lies, in user space.
    public var end: Point
    /// The colour stops: never empty, offsets in 0…1 and non-decreasing.
    public private(set) var stops: [Stop]

    /// `nil` when `stops` is empty or an offset is not finite.
    public init?(start: Point, end: Point, stops: [Stop]) {
        guard !stops.isEmpty, stops.allSatisfy({ $0.offset.isFinite }), start.isFinite, end.isFinite else { return nil }
        self.start = start
        self.end = end
        self.stops = stops.map { Stop(offset: min(max($0.offset, 0), 1), color: $0.color) }
            .enumerated().sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }.map(\.element)
    }

    /// Replaces the stops, keeping them sorted (stops are never empty here).
    mutating func setStops(_ new: [Stop]) {
        if let g = LinearGradient(start: start, end: end, stops: new) { stops = g.stops }
    }

    /// The colour at parameter `t` (0 at `start`, 1 at `end`), padded outside.
    public func color(at t: Float) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.offset) { return first.color }
        if t >= last.offset { return last.color }
        // The first stop at or after t (past the first one): a binary search, since a gradient
        // may have any number of stops and a fill samples it 1,024 times (a mask, per pixel).
        var i = 1
        var upper = stops.count - 1  // stops[upper].offset > t: t is below the last offset here
        while i < upper {
            let mid = (i + upper) / 2
            if stops[mid].offset < t { i = mid + 1 } else { upper = mid }
        }
        let a = stops[i - 1], b = stops[i]
        let span = b.offset - a.offset
        let f = span > 0 ? (t - a.offset) / span : 1
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Float(x) + (Float(y) - Float(x)) * f).rounded()) }
        return Color(r: mix(a.color.r, b.color.r), g: mix(a.color.g, b.color.g), b: mix(a.color.b, b.color.b), a: mix(a.color.a, b.color.a))
    }

    /// The gradient in device space, for a path drawn through `transform`.
    func deviceGradient(_ transform: Transform) -> LinearGradient {
        var g = self
        g.start = transform.apply(start)
        g.end = transform.apply(end)
        return g
    }
}
