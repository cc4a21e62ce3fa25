/// A 2-D affine transform, the SVG matrix `a b c d e f`:
///
///     x' = a·x + c·y + e
///     y' = b·x + d·y + f
///
/// Composition reads like SVG and CoreGraphics: `t.concatenating(u)` applies `t` first, then `u`.
public struct Transform: Hashable, Sendable, Codable {
    /// The matrix entries `a b c d e f`: `a`, `d` scale, `b`, `c` skew and rotate, `e`, `f` translate (see the type).
    public var a: Float, b: Float, c: Float, d: Float, e: Float, f: Float

    /// The transform from its six SVG matrix entries.
    @inlinable public init(a: Float, b: Float, c: Float, d: Float, e: Float, f: Float) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    /// A move by `dx` right and `dy` down.
    @inlinable public static func translation(_ dx: Float, _ dy: Float) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, e: dx, f: dy)
    }
    /// A scale about the origin by `sx` horizontally and `sy` vertically.
    @inlinable public static func scale(_ sx: Float, _ sy: Float) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }
    /// A uniform scale about the origin by `s` (`.scale(3)` maps points to @3x pixels).
    @inlinable public static func scale(_ s: Float) -> Transform { scale(s, s) }
    /// Rotation by `radians`, clockwise on screen (y-down), as in SVG's `rotate`.
    @inlinable public static func rotation(_ radians: Float) -> Transform {
        let (s, co) = PortableMath.sinCos(radians)
        return Transform(a: co, b: s, c: -s, d: co, e: 0, f: 0)
    }

    /// `self` first, then `o`.
    @inlinable public func concatenating(_ o: Transform) -> Transform {
        Transform(a: a * o.a + b * o.c, b: a * o.b + b * o.d,
                  c: c * o.a + d * o.c, d: c * o.b + d * o.d,
                  e: e * o.a + f * o.c + o.e, f: e * o.b + f * o.d + o.f)
    }

    /// The image of the point `p`, translation included.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(a * p.x + c * p.y + e, b * p.x + d * p.y + f)
    }
    /// Applies the linear part only (no translation): for vectors.
    @inlinable public func applyToVector(_ p: Point) -> Point { Point(a * p.x + c * p.y, b * p.x + d * p.y) }

    /// `a·d − b·c`: the factor by which the transform scales areas (negative when it mirrors).
    @inlinable public var determinant: Float { a * d - b * c }
    /// True when the transform is exactly `identity`.
    @inlinable public var isIdentity: Bool { self == .identity }
    /// True when all six entries are finite.
    @inlinable public var isFinite: Bool { [a, b, c, d, e, f].allSatisfy { $0.isFinite } }

    /// The inverse, or `nil` when the transform is singular (determinant 0 or not finite).
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        return Transform(a: d * r, b: -b * r, c: -c * r, d: a * r,
                         e: (c * f - d * e) * r, f: (b * e - a * f) * r)
    }

    /// Whether the transform keeps angles: a uniform scale with a rotation or a mirror (its
    /// columns are orthogonal and of equal length, to a relative 1e-4), so that a circle maps to
    /// a circle. A skew or an unequal scale does not.
    @inlinable package var keepsAngles: Bool {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let size = p + q
        return Swift.abs(p - q) <= 1e-4 * size && Swift.abs(r) <= 1e-4 * size
    }

    /// The largest factor by which the transform stretches a unit vector (the larger singular
    /// value). Used to turn device-pixel tolerances into user-space ones.
    public var maxScale: Float {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, diff = (p - q) / 2
        return (mean + (diff * diff + r * r).squareRoot()).squareRoot()
    }
}
