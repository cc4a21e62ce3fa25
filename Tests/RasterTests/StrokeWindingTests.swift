import Raster
import TestSupport
import Testing

/// Every piece of an outline winds clockwise, so overlaps add up and never cancel.
@Suite struct StrokeWindingTests {
    static let tolerance: Float = 0.1

    /// A closed figure 8 (a bow tie) crosses itself: the crossing and every overlap of the
    /// band must stay painted, for every join. (Its corners are below the default miter limit,
    /// so miter joins cover the whole band too; bevels cut the corners, so near a vertex only
    /// round and miter joins are held to the band.)
    @Test(arguments: StrokeStyle.LineJoin.allCases)
    func figureEightHasNoHolesInItsBand(join: StrokeStyle.LineJoin) throws {
        let polygon = [Point(0, 0), Point(100, 100), Point(100, 0), Point(0, 100)]
        let width: Float = 12
        let outline = Stroker.outline(of: polylinePath(polygon, closed: true), style: try StrokeStyle(width: width, join: join), tolerance: Self.tolerance)
        let probe = WindingProbe(path: outline)
        var holes: [Point] = []
        var negative: [Point] = []
        for x in stride(from: Float(-10), through: 110, by: 0.5) {
            for y in stride(from: Float(-10), through: 110, by: 0.5) {
                let p = Point(x, y)
                let w = probe.winding(at: p)
                if w < 0 { negative.append(p) }
                let nearVertex = polygon.contains { $0.distance(to: p) < width / 2 + 1 }
                if join == .bevel, nearVertex { continue }
                if w == 0, distance(from: p, toPolyline: polygon, isClosed: true) <= Double(width / 2 - strokeBoundaryMargin) {
                    holes.append(p)
                }
            }
        }
        #expect(holes.isEmpty, "\(holes.count) holes, first \(String(describing: holes.first))")
        #expect(negative.isEmpty, "\(negative.count) negative windings, first \(String(describing: negative.first))")
        // Where the two diagonals cross, several pieces overlap: the winding adds up.
        #expect(probe.winding(at: Point(50, 50)) >= 2)
    }

    /// A cubic that loops over itself, flattened, with round joins: no holes where it overlaps.
    @Test func curlingCurveHasNoHoles() throws {
        var path = Path()
        path.move(to: Point(0, 50))
        path.cubic(control1: Point(200, -50), control2: Point(-100, -50), to: Point(100, 50))
        let width: Float = 20
        let outline = Stroker.outline(of: path, style: try StrokeStyle(width: width, cap: .round, join: .round), tolerance: Self.tolerance)
        let polyline = try #require(path.polylines(tolerance: Self.tolerance).first).points
        var rng = SeededRandom(seed: 0xC0_11ED)
        let samples = bandSamples(around: polyline, isClosed: false, halfWidth: width / 2, tolerance: Self.tolerance, count: 3000, rng: &rng)
        let violations = bandViolations(outline: outline, polyline: polyline, isClosed: false, halfWidth: width / 2, tolerance: Self.tolerance, samples: samples)
        #expect(violations.isEmpty, "\(violations.count) bad samples; first: \(violations.first ?? "")")
    }

    /// Property: every subpath of every outline is one piece wound clockwise on screen
    /// (positive shoelace area in y-down space), for every cap, join and dash.
    @Test func everyPieceWindsClockwise() throws {
        var rng = SeededRandom(seed: 0xC10C_C415E)
        for caseIndex in 0 ..< 200 {
            let points = (0 ..< rng.int(in: 2 ... 8)).map { _ in Point(rng.float(in: -50 ... 50), rng.float(in: -50 ... 50)) }
            let closed = caseIndex % 2 == 0
            let cap = StrokeStyle.LineCap.allCases[caseIndex % 3]
            let join = StrokeStyle.LineJoin.allCases[(caseIndex / 3) % 3]
            let dash: [Float] = caseIndex % 5 == 0 ? [7, 3, 0, 4] : []
            let style = try StrokeStyle(width: rng.float(in: 0.5 ... 15), cap: cap, join: join, dash: dash)
            let outline = Stroker.outline(of: polylinePath(points, closed: closed), style: style, tolerance: Self.tolerance)
            for piece in outline.polylines() {
                #expect(piece.isClosed)
                #expect(doubleSignedArea(piece.points) > 0, "case \(caseIndex): piece \(piece.points)")
            }
        }
    }

    /// Along a flattened curve the pieces meet edge to edge (inner sides cut on the bisector,
    /// joins only outside): inside the band the winding is exactly 1, never 2, so exact-area
    /// coverage, which adds overlapping areas before clamping, sees no double-counted pixels.
    @Test(arguments: StrokeStyle.LineJoin.allCases)
    func flattenedCurvePiecesTileWithoutOverlap(join: StrokeStyle.LineJoin) throws {
        var path = Path()
        path.move(to: Point(0, 0))
        path.cubic(control1: Point(40, -60), control2: Point(120, 60), to: Point(160, 0))
        path.quad(control: Point(200, -50), to: Point(240, 10))
        let width: Float = 6
        // Round caps close the band at the ends, and meet their segment edge to edge too.
        let style = try StrokeStyle(width: width, cap: .round, join: join)
        let outline = Stroker.outline(of: path, style: style, tolerance: Self.tolerance)
        let probe = WindingProbe(path: outline)
        let polyline = try #require(path.polylines(tolerance: Self.tolerance).first).points
        var rng = SeededRandom(seed: 0x711E5)
        var doubled: [Point] = []
        for _ in 0 ..< 6000 {
            let p = Point(rng.float(in: -5 ... 245), rng.float(in: -40 ... 40))
            if probe.winding(at: p) > 1 { doubled.append(p) }
        }
        #expect(doubled.isEmpty, "\(doubled.count) samples covered twice, first \(String(describing: doubled.first))")
        // The band itself is still covered.
        let samples = bandSamples(around: polyline, isClosed: false, halfWidth: width / 2, tolerance: Self.tolerance, count: 1500, rng: &rng)
        let holes = samples.filter { p in
            probe.winding(at: p) == 0 && distance(from: p, toPolyline: polyline, isClosed: false) <= Double(width / 2 - strokeBoundaryMargin)
                && !(join == .bevel && polyline.contains { $0.distance(to: p) < width / 2 + 1 })
        }
        #expect(holes.isEmpty, "\(holes.count) holes, first \(String(describing: holes.first))")
    }
}
