import Foundation
import Raster
import TestSupport
import Testing

/// A sharp corner: along +x to (100, 0), then back to (0, 30). Interior angle φ = atan(30/100)
/// ≈ 16.7°, so the miter is 1/sin(φ/2) ≈ 6.9 times the width long.
@Suite struct StrokeJoinTests {
    static let corner = Point(100, 0)
    static let polyline = [Point(0, 0), corner, Point(0, 30)]
    static let width: Float = 4
    static let tolerance: Float = 0.1

    /// The interior angle, the miter ratio 1/sin(φ/2) and the unit vector from the corner
    /// towards the miter tip, worked out in Double from the points alone.
    static var geometry: (ratio: Double, outward: (Double, Double)) {
        let u0 = (-1.0, 0.0)  // from the corner back along the first segment
        let v = (0.0 - 100.0, 30.0 - 0.0)
        let length = (v.0 * v.0 + v.1 * v.1).squareRoot()
        let u1 = (v.0 / length, v.1 / length)  // from the corner along the second segment
        let phi = acos(u0.0 * u1.0 + u0.1 * u1.1)
        let bisector = (u0.0 + u1.0, u0.1 + u1.1)
        let b = (bisector.0 * bisector.0 + bisector.1 * bisector.1).squareRoot()
        return (1 / sin(phi / 2), (-bisector.0 / b, -bisector.1 / b))
    }

    /// The point `fraction` of the way from the corner to the miter tip.
    static func towardsTip(_ fraction: Double) -> Point {
        let (ratio, out) = geometry
        let reach = fraction * ratio * Double(width) / 2
        return Point(Float(100 + out.0 * reach), Float(out.1 * reach))
    }

    func probe(join: StrokeStyle.LineJoin, miterLimit: Float = StrokeStyle.defaultMiterLimit) throws -> WindingProbe {
        let style = try StrokeStyle(width: Self.width, join: join, miterLimit: miterLimit)
        return WindingProbe(path: Stroker.outline(of: polylinePath(Self.polyline), style: style, tolerance: Self.tolerance))
    }

    @Test func miterWithinTheLimitReachesTheTip() throws {
        let ratio = Self.geometry.ratio
        #expect(ratio > 6.8 && ratio < 7.0)
        let p = try probe(join: .miter, miterLimit: Float(ratio * 1.01))
        #expect(p.containsNonzero(Self.towardsTip(0.5)))
        #expect(p.containsNonzero(Self.towardsTip(0.99)))
        #expect(!p.containsNonzero(Self.towardsTip(1.01)))
    }

    @Test func miterBeyondTheLimitBecomesABevel() throws {
        let ratio = Self.geometry.ratio
        let miter = try probe(join: .miter, miterLimit: Float(ratio * 0.99))
        let bevel = try probe(join: .bevel)
        for fraction in [0.3, 0.5, 0.99] {
            #expect(!miter.containsNonzero(Self.towardsTip(fraction)), "fraction \(fraction)")
            #expect(!bevel.containsNonzero(Self.towardsTip(fraction)), "fraction \(fraction)")
        }
        // The bevel still fills the corner up to the line between the two segments' outer
        // corners, which crosses the bisector at (w/2)·sin(φ/2) = (w/2)/ratio from the corner.
        let halfwayToBevelEdge = 0.5 / (ratio * ratio)
        #expect(miter.containsNonzero(Self.towardsTip(halfwayToBevelEdge)))
        #expect(bevel.containsNonzero(Self.towardsTip(halfwayToBevelEdge)))
        #expect(!bevel.containsNonzero(Self.towardsTip(1.5 / (ratio * ratio))))
    }

    @Test func defaultLimitKeepsThisMiter() throws {
        let p = try probe(join: .miter)
        #expect(p.containsNonzero(Self.towardsTip(0.9)))
    }

    @Test func roundJoinReachesHalfTheWidthPastTheCorner() throws {
        let p = try probe(join: .round)
        let halfWidthFraction = 1 / Self.geometry.ratio  // towardsTip(f) is f·ratio·w/2 away
        let m = Double(strokeBoundaryMargin) / (Double(Self.width) / 2)
        let beyond = (1 + (Double(Self.tolerance) + Double(strokeBoundaryMargin)) / (Double(Self.width) / 2))
        #expect(p.containsNonzero(Self.towardsTip(halfWidthFraction * (1 - m))))
        #expect(!p.containsNonzero(Self.towardsTip(halfWidthFraction * beyond)))
    }
}
