import Foundation
import Raster
import TestSupport
import Testing

/// The stroker's main invariant, checked without a rasterizer: with round joins (and round caps)
/// the outline paints every point within width/2 of the path and nothing beyond
/// width/2 + tolerance, judged by an independent winding-number oracle.
@Suite struct StrokePropertyTests {
    enum Shape: String, CaseIterable, Sendable {
        /// Vertices at sorted random angles on a circle: convex.
        case convex
        /// Sorted angles, random radii: simple but not convex, with sharp inward spikes.
        case star
        /// Random points in a box: self-intersecting more often than not.
        case scrambled
    }

    /// Polygons per shape: 150 × 3 shapes = 450 polygons per run.
    static let casesPerShape = 150
    /// Samples per polygon, a third each uniform, near segments and near vertices.
    static let samplesPerCase = 240

    static func randomPolygon(_ shape: Shape, rng: inout SeededRandom) -> [Point] {
        let count = rng.int(in: 3 ... 12)
        let center = Point(rng.float(in: -50 ... 50), rng.float(in: -50 ... 50))
        let radius = rng.float(in: 2 ... 80)
        switch shape {
        case .convex, .star:
            let angles = (0 ..< count).map { _ in rng.float(in: 0 ... 2 * .pi) }.sorted()
            return angles.map { angle in
                let r = shape == .convex ? radius : radius * rng.float(in: 0.15 ... 1)
                return center + direction(angle) * r
            }
        case .scrambled:
            return (0 ..< count).map { _ in
                center + Point(rng.float(in: -radius ... radius), rng.float(in: -radius ... radius))
            }
        }
    }

    @Test(arguments: Shape.allCases)
    func roundJoinedClosedPolygonPaintsExactlyItsBand(shape: Shape) throws {
        let seed: UInt64 = 0x5_7120_0000 + UInt64(Shape.allCases.firstIndex(of: shape) ?? 0)
        var rng = SeededRandom(seed: seed)
        for caseIndex in 0 ..< Self.casesPerShape {
            let polygon = Self.randomPolygon(shape, rng: &rng)
            let width = rng.float(in: 0.2 ... 30)
            let tolerance = rng.float(in: 0.02 ... 0.5)
            let style = try StrokeStyle(width: width, cap: .butt, join: .round)
            let outline = Stroker.outline(of: polylinePath(polygon, closed: true), style: style, tolerance: tolerance)
            let samples = bandSamples(
                around: polygon, isClosed: true, halfWidth: width / 2, tolerance: tolerance,
                count: Self.samplesPerCase, rng: &rng)
            let violations = bandViolations(
                outline: outline, polyline: polygon, isClosed: true, halfWidth: width / 2,
                tolerance: tolerance, samples: samples)
            #expect(violations.isEmpty, """
                seed \(seed) case \(caseIndex): \(violations.count) bad samples for polygon \(polygon), \
                width \(width), tolerance \(tolerance); first: \(violations.first ?? "")
                """)
        }
    }

    /// The same band property for open polylines, where the round caps close off the band.
    @Test func roundCappedOpenPolylinePaintsExactlyItsBand() throws {
        let seed: UInt64 = 0x0_9E17_0001
        var rng = SeededRandom(seed: seed)
        for caseIndex in 0 ..< Self.casesPerShape {
            let polyline = Self.randomPolygon(.scrambled, rng: &rng)
            let width = rng.float(in: 0.2 ... 30)
            let tolerance = rng.float(in: 0.02 ... 0.5)
            let style = try StrokeStyle(width: width, cap: .round, join: .round)
            let outline = Stroker.outline(of: polylinePath(polyline), style: style, tolerance: tolerance)
            let samples = bandSamples(
                around: polyline, isClosed: false, halfWidth: width / 2, tolerance: tolerance,
                count: Self.samplesPerCase, rng: &rng)
            let violations = bandViolations(
                outline: outline, polyline: polyline, isClosed: false, halfWidth: width / 2,
                tolerance: tolerance, samples: samples)
            #expect(violations.isEmpty, """
                seed \(seed) case \(caseIndex): \(violations.count) bad samples for polyline \(polyline), \
                width \(width), tolerance \(tolerance); first: \(violations.first ?? "")
                """)
        }
    }
}
