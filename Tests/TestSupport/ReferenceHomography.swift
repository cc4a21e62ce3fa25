// ReferenceHomography: the oracle for projection tests — a 3×3 matrix applied, inverted and
// differentiated in Double from the definitions, sharing no code with `Projection`.
// TiltedPlane builds the projections the wheel picker uses.

import Raster

/// A projective transform in Double: (x, y) ↦ ((m0x + m1y + m2)/w, (m3x + m4y + m5)/w),
/// w = m6x + m7y + m8.
public struct ReferenceHomography: Sendable {
    /// Row-major.
    public let m: [Double]

    public init(_ m: [Double]) { self.m = m }
    public init(_ p: Projection) { m = p.rowMajor.map(Double.init) }

    /// The image of (x, y), or nil where w ≤ 0 (behind the eye).
    public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = m[6] * x + m[7] * y + m[8]
        guard w > 0 else { return nil }
        return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w)
    }

    /// The inverse matrix by cofactors (any non-zero multiple is the same map; this one keeps
    /// the sign of w for points in front of the eye when the determinant is positive, so the
    /// adjugate is divided by the determinant).
    public var inverse: ReferenceHomography {
        let a = m
        let det = a[0] * (a[4] * a[8] - a[5] * a[7]) - a[1] * (a[3] * a[8] - a[5] * a[6]) + a[2] * (a[3] * a[7] - a[4] * a[6])
        let adjugate = [
            a[4] * a[8] - a[5] * a[7], a[2] * a[7] - a[1] * a[8], a[1] * a[5] - a[2] * a[4],
            a[5] * a[6] - a[3] * a[8], a[0] * a[8] - a[2] * a[6], a[2] * a[3] - a[0] * a[5],
            a[3] * a[7] - a[4] * a[6], a[1] * a[6] - a[0] * a[7], a[0] * a[4] - a[1] * a[3],
        ]
        return ReferenceHomography(adjugate.map { $0 / det })
    }

    /// The largest singular value of the Jacobian at (x, y), from the quotient rule:
    /// ∂(u/w)/∂x = (u_x·w − u·w_x)/w², and so on.
    public func stretch(at x: Double, _ y: Double) -> Double {
        let u = m[0] * x + m[1] * y + m[2], v = m[3] * x + m[4] * y + m[5], w = m[6] * x + m[7] * y + m[8]
        let j00 = (m[0] * w - u * m[6]) / (w * w), j01 = (m[1] * w - u * m[7]) / (w * w)
        let j10 = (m[3] * w - v * m[6]) / (w * w), j11 = (m[4] * w - v * m[7]) / (w * w)
        // Singular values of a 2×2 matrix: √ of the eigenvalues of JᵀJ.
        let p = j00 * j00 + j10 * j10, q = j01 * j01 + j11 * j11, r = j00 * j01 + j10 * j11
        return ((p + q) / 2 + (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()).squareRoot()
    }
}

/// The projection of a row on the wheel picker's cylinder: its plane turned by `angle` about
/// the horizontal line through `anchor`, moved `depth` points towards the eye, and seen with
/// CoreAnimation's perspective m34 = −1/900 (ios-facts §2.1).
public enum TiltedPlane {
    /// The eye's distance from the plane z = 0, in points: −1/m34.
    public static let eyeDistance: Double = 900

    /// In the anchor's frame, (X, Y) goes to (X, Y·cos θ, Y·sin θ + depth) and is seen at
    /// (X, Y·cos θ)/w with w = 1 − z/900.
    public static func projection(angle: Double, depth: Double, anchor: Point) -> Projection? {
        let tilt = [1, 0, 0,
                    0, cos(angle), 0,
                    0, -sin(angle) / eyeDistance, 1 - depth / eyeDistance].map(Float.init)
        guard let plane = Projection(rowMajor: tilt) else { return nil }
        return Transform.translation(-anchor.x, -anchor.y).concatenating(plane)?.concatenating(.translation(anchor.x, anchor.y))
    }

    /// A row of the 216 pt picker turned by `rows` row angles (ios-facts §2.1: cylinder
    /// radius 72.19 pt, 2π/14 = 25.71° a row), its plane pushed back onto the cylinder.
    public static func pickerRow(_ rows: Double, anchor: Point = Point(160, 108)) -> Projection? {
        let angle = rows * 2 * Double.pi / 14, radius = 72.19
        return projection(angle: angle, depth: radius * (cos(angle) - 1), anchor: anchor)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif
