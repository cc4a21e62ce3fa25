// Projection: a 2-D projective transform (a homography), for content on a plane seen in
// perspective — the wheel picker's rows on their cylinder.

/// A 2-D projective transform, the 3×3 matrix (row-major, acting on column vectors)
///
///     | m0 m1 m2 |
///     | m3 m4 m5 |
///     | m6 m7 m8 |
///
/// which maps (x, y) to ((m0·x + m1·y + m2)/w, (m3·x + m4·y + m5)/w), w = m6·x + m7·y + m8.
///
/// An affine `Transform` `a b c d e f` is the matrix `a c e / b d f / 0 0 1`. A CoreAnimation
/// `CATransform3D` (row vectors) applied to the points (x, y, 0, 1) of a layer's plane is
/// `m11 m21 m41 / m12 m22 m42 / m14 m24 m44` (its third row and column drop out because z = 0);
/// the layer's anchor point is the caller's to move to the origin and back, as CoreAnimation
/// does.
///
/// Behind the eye: w is the point's depth in front of the eye, up to a factor. Where
/// w ≤ `eyePlaneEpsilon` · max(|m6|, |m7|, |m8|) a point is on or behind the eye's plane and has
/// no image (`apply` returns nil). The threshold is relative, so the matrix and any positive
/// multiple of it are the same projection; a negative multiple puts every point behind the eye.
///
/// Invariants: every entry is finite and the determinant, computed in Double, is not 0 (the
/// checked initializers return nil otherwise), so the projection is invertible and its
/// bottom row is never all zero. Units are those of the spaces it maps between.
public struct Projection: Hashable, Sendable {
    /// The top row, producing x before the division by w.
    public let m0: Float, m1: Float, m2: Float
    /// The middle row, producing y before the division by w.
    public let m3: Float, m4: Float, m5: Float
    /// The bottom row, producing w (never all zero, see the type).
    public let m6: Float, m7: Float, m8: Float

    /// How close to the eye's plane a point may be, relative to the bottom row's largest entry:
    /// 2⁻²⁰ ≈ 1e-6. A point at w = ε·|m8| of a projection with m8 = 1 lands 10⁶ times farther out
    /// than at w = 1, beyond any canvas, so nothing drawable is lost; closer points would only
    /// make coordinates that overflow.
    public static let eyePlaneEpsilon: Float = 0x1p-20

    /// The matrix from its nine entries, row-major: `[m0, m1, …, m8]`.
    /// - Returns: nil unless there are exactly nine entries, all finite, with a determinant
    ///   (computed in Double) other than 0.
    public init?(rowMajor m: [Float]) {
        guard m.count == 9 else { return nil }
        self.init(checked: m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    }

    /// The affine transform as a projection; nil when it is singular or not finite.
    public init?(_ t: Transform) {
        self.init(checked: t.a, t.c, t.e, t.b, t.d, t.f, 0, 0, 1)
    }

    init?(checked m0: Float, _ m1: Float, _ m2: Float, _ m3: Float, _ m4: Float, _ m5: Float,
          _ m6: Float, _ m7: Float, _ m8: Float) {
        let entries = [m0, m1, m2, m3, m4, m5, m6, m7, m8]
        guard entries.allSatisfy(\.isFinite) else { return nil }
        self.init(unchecked: m0, m1, m2, m3, m4, m5, m6, m7, m8)
        let det = Self.determinant(doubles)
        guard det != 0, det.isFinite else { return nil }
    }

    /// The matrix as given; the caller keeps the invariants.
    package init(unchecked m0: Float, _ m1: Float, _ m2: Float, _ m3: Float, _ m4: Float, _ m5: Float,
                 _ m6: Float, _ m7: Float, _ m8: Float) {
        self.m0 = m0; self.m1 = m1; self.m2 = m2
        self.m3 = m3; self.m4 = m4; self.m5 = m5
        self.m6 = m6; self.m7 = m7; self.m8 = m8
    }

    /// The projection that leaves every point where it is.
    public static let identity = Projection(unchecked: 1, 0, 0, 0, 1, 0, 0, 0, 1)

    /// The nine entries, row-major.
    public var rowMajor: [Float] { [m0, m1, m2, m3, m4, m5, m6, m7, m8] }

    /// True when the bottom row is `0 0 m8`: the projection is then the affine transform
    /// `rowMajor / m8` (with m8 ≠ 0 by the invariant), and w is the same everywhere.
    public var isAffine: Bool { m6 == 0 && m7 == 0 }

    /// w ≤ this is on or behind the eye's plane (see the type's documentation).
    @inlinable var eyePlaneW: Float {
        Projection.eyePlaneEpsilon * max(abs(m6), abs(m7), abs(m8))
    }

    /// The image of `p`, or nil when `p` is on or behind the eye's plane (w ≤ ε·max(|m6|, |m7|,
    /// |m8|)), is not finite, or lands beyond Float's range.
    ///
    /// With w = 1 (an affine projection whose m8 is 1) this computes exactly what
    /// `Transform.apply` computes, in the same order, so the two give the same bits.
    @inlinable public func apply(_ p: Point) -> Point? {
        let w = m6 * p.x + m7 * p.y + m8
        guard w > eyePlaneW else { return nil }
        let q = Point((m0 * p.x + m1 * p.y + m2) / w, (m3 * p.x + m4 * p.y + m5) / w)
        return q.isFinite ? q : nil
    }

    /// `self` first, then `t`; nil when the product is singular or not finite.
    public func concatenating(_ t: Transform) -> Projection? {
        Self.product(Self.doubles(t), doubles)
    }

    /// `self` first, then `p`; nil when the product is singular or not finite.
    public func concatenating(_ p: Projection) -> Projection? {
        Self.product(p.doubles, doubles)
    }

    /// The projection that undoes this one (on the points in front of the eye); nil when the
    /// inverse is not finite in Float.
    public var inverted: Projection? {
        let m = doubles
        let det = Self.determinant(m)
        // The adjugate (transposed cofactors) over the determinant.
        let cofactors = [
            m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return Self.checked(cofactors.map { $0 / det })
    }

    // MARK: Local scale

    /// An upper bound on how much the projection stretches lengths anywhere in `rect`: the
    /// largest singular value of its Jacobian over the rect. Flattening divides its tolerance
    /// by this (`Path.projected(by:deviceScale:)`).
    ///
    /// Exact for an affine projection; see `maxScale(hullOf:_:_:_:)` for the bound.
    /// - Returns: nil when a corner of `rect` is on or behind the eye's plane or not finite.
    public func maxScale(over rect: Rect) -> Float? {
        maxScale(hullOf: Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                 Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY))
    }

    /// An upper bound on the largest singular value of the Jacobian over the convex hull of
    /// four points (repeat a point for fewer), or nil when one of them is on or behind the eye's
    /// plane or not finite.
    ///
    /// The Jacobian at x is J(x) = (A − f(x)·cᵀ) / w(x), where A = (m0 m1 / m3 m4), c = (m6, m7)
    /// and f(x) is the image of x. For any fixed point f₀,
    ///
    ///     ‖J(x)‖ ≤ (‖A − f₀·cᵀ‖ + ‖f(x) − f₀‖·‖c‖) / w(x)
    ///
    /// Over the hull, w is affine and positive, so it is smallest at a corner; the image of the
    /// hull is the hull of the corners' images (a projection maps segments in front of the
    /// eye to segments), so ‖f(x) − f₀‖ is largest at a corner. With f₀ the mean of the images:
    /// bound = (σ(A − f₀cᵀ) + maxᵢ‖fᵢ − f₀‖·‖c‖) / minᵢ wᵢ. For an affine projection (c = 0) it
    /// is σ(A)/m8, exact; under mild perspective it exceeds the true maximum only by the
    /// second term. Computed in Double; may be +∞ for absurd inputs.
    package func maxScale(hullOf a: Point, _ b: Point, _ c: Point, _ d: Point) -> Float? {
        let xs = SIMD4<Double>(Double(a.x), Double(b.x), Double(c.x), Double(d.x))
        let ys = SIMD4<Double>(Double(a.y), Double(b.y), Double(c.y), Double(d.y))
        // x − x is 0 for a finite x and NaN for ±∞ or NaN.
        guard all(xs - xs .== 0), all(ys - ys .== 0) else { return nil }
        let (m0, m1, m2) = (Double(self.m0), Double(self.m1), Double(self.m2))
        let (m3, m4, m5) = (Double(self.m3), Double(self.m4), Double(self.m5))
        let (m6, m7, m8) = (Double(self.m6), Double(self.m7), Double(self.m8))
        let ws = m6 * xs + m7 * ys + m8
        guard all(ws .> Double(eyePlaneW)) else { return nil }
        let fx = (m0 * xs + m1 * ys + m2) / ws, fy = (m3 * xs + m4 * ys + m5) / ws
        let f0x = fx.sum() / 4, f0y = fy.sum() / 4
        let dx = fx - f0x, dy = fy - f0y
        let spread = (dx * dx + dy * dy).max().squareRoot()
        // B = A − f₀·cᵀ, columns (b00, b10) and (b01, b11); σ its larger singular value.
        let b00 = m0 - f0x * m6, b01 = m1 - f0x * m7
        let b10 = m3 - f0y * m6, b11 = m4 - f0y * m7
        let p = b00 * b00 + b10 * b10, q = b01 * b01 + b11 * b11, r = b00 * b01 + b10 * b11
        let mean = (p + q) / 2, half = (p - q) / 2
        let sigma = (mean + (half * half + r * r).squareRoot()).squareRoot()
        let bound = (sigma + spread * (m6 * m6 + m7 * m7).squareRoot()) / ws.min()
        // NaN only from images that overflowed Double: no bound, so the largest.
        return bound.isNaN ? .infinity : Float(bound)
    }

    /// The geometric mean of the Jacobian's two singular values at `p`, √|det J|: how much the
    /// projection scales lengths there on average (what `StrokeStyle.deviceStroke(for:)` uses
    /// for an affine transform). det J = det M / w³; nil when `p` is on or behind the eye's
    /// plane or the result is not finite.
    package func meanStretch(at p: Point) -> Float? {
        let w = m6 * p.x + m7 * p.y + m8
        guard w > eyePlaneW else { return nil }
        let stretch = (abs(Self.determinant(doubles)) / (Double(w) * Double(w) * Double(w))).squareRoot()
        return stretch.isFinite ? Float(stretch) : nil
    }

    // MARK: Double arithmetic

    /// The entries as Doubles, row-major.
    var doubles: [Double] { rowMajor.map(Double.init) }

    static func doubles(_ t: Transform) -> [Double] {
        [t.a, t.c, t.e, t.b, t.d, t.f, 0, 0, 1].map(Double.init)
    }

    static func determinant(_ m: [Double]) -> Double {
        m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
    }

    /// `l · r` (so `r` is applied first), checked.
    static func product(_ l: [Double], _ r: [Double]) -> Projection? {
        var out = [Double](repeating: 0, count: 9)
        for i in 0 ..< 3 {
            for j in 0 ..< 3 {
                out[3 * i + j] = l[3 * i] * r[j] + l[3 * i + 1] * r[3 + j] + l[3 * i + 2] * r[6 + j]
            }
        }
        return checked(out)
    }

    static func checked(_ m: [Double]) -> Projection? {
        let f = m.map(Float.init)
        return Projection(checked: f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8])
    }
}

extension Transform {
    /// `self` first, then `p`; nil when the product is singular or not finite.
    public func concatenating(_ p: Projection) -> Projection? {
        Projection.product(p.doubles, Projection.doubles(self))
    }
}
