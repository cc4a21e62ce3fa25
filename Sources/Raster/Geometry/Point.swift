/// A point or vector in a y-down plane. Units are those of the space it lives in (points in
/// user space, pixels in device space).
public struct Point: Hashable, Sendable, Codable {
    /// Horizontal coordinate, growing to the right.
    public var x: Float
    /// Vertical coordinate, growing downwards.
    public var y: Float

    /// The point at `x`, `y`.
    @inlinable public init(_ x: Float, _ y: Float) { self.x = x; self.y = y }
    /// The point at `x`, `y`.
    @inlinable public init(x: Float, y: Float) { self.x = x; self.y = y }

    /// The origin, (0, 0).
    public static let zero = Point(0, 0)

    /// The component-wise sum.
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The component-wise difference.
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// The vector scaled by `s`.
    @inlinable public static func * (a: Point, s: Float) -> Point { Point(a.x * s, a.y * s) }
    /// The vector scaled by `s`.
    @inlinable public static func * (s: Float, a: Point) -> Point { Point(a.x * s, a.y * s) }
    /// The vector divided by `s`.
    @inlinable public static func / (a: Point, s: Float) -> Point { Point(a.x / s, a.y / s) }
    /// The vector pointing the other way.
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    /// Adds `b` to `a`, component-wise.
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    /// Subtracts `b` from `a`, component-wise.
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }

    /// Dot product.
    @inlinable public func dot(_ o: Point) -> Float { x * o.x + y * o.y }
    /// z of the 3-D cross product; positive when `o` turns clockwise from `self` in y-down space.
    @inlinable public func cross(_ o: Point) -> Float { x * o.y - y * o.x }
    /// The Euclidean length of the vector.
    @inlinable public var length: Float { (x * x + y * y).squareRoot() }
    /// The squared length, `x² + y²`: cheaper than `length` for comparisons.
    @inlinable public var lengthSquared: Float { x * x + y * y }
    /// The Euclidean distance to `o`.
    @inlinable public func distance(to o: Point) -> Float { (self - o).length }
    /// The vector rotated 90° (x, y) → (−y, x).
    @inlinable public var perpendicular: Point { Point(-y, x) }
    /// Unit vector in the same direction, or `.zero` for a zero vector.
    @inlinable public var normalized: Point {
        let l = length
        return l > 0 ? self / l : .zero
    }
    /// Linear interpolation: `self` at t = 0, `o` at t = 1.
    @inlinable public func lerp(_ o: Point, _ t: Float) -> Point { Point(x + (o.x - x) * t, y + (o.y - y) * t) }
    /// True when both coordinates are finite (neither infinite nor NaN).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}
