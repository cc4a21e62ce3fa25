import Raster
import TestSupport
import Testing

@Suite struct StrokeDashTests {
    static let line = [Polyline(points: [Point(0, 0), Point(150, 0)], isClosed: false)]

    func dashes(_ polylines: [Polyline], _ pattern: [Float], phase: Float = 0) throws -> [Polyline] {
        let style = try StrokeStyle(width: 2, dash: pattern, dashPhase: phase)
        return try #require(Dasher.dashes(of: polylines, style: style))
    }

    /// The dashes' start and end x along the horizontal test line.
    func spans(_ dashes: [Polyline]) -> [ClosedRange<Float>] {
        dashes.map { ($0.points.first?.x ?? .nan) ... ($0.points.last?.x ?? .nan) }
    }

    /// 150 units of a 15-unit pattern with 10 on: ten dashes, 100 units of ink.
    @Test func onLengthIsThePatternsOnFraction() throws {
        let d = try dashes(Self.line, [10, 5])
        #expect(d.count == 10)
        #expect(abs(totalLength(d) - 150 * 10 / 15) < 1e-3)
        #expect(spans(d).prefix(3) == [0 ... 10, 15 ... 25, 30 ... 40])
    }

    @Test func positivePhaseStartsLaterInThePattern() throws {
        let d = try dashes(Self.line, [10, 5], phase: 3)
        #expect(spans(d).prefix(2) == [0 ... 7, 12 ... 22])
        #expect(spans(d).last == 147 ... 150)
        #expect(abs(totalLength(d) - 100) < 1e-3)
    }

    @Test func negativePhaseStartsBeforeThePattern() throws {
        let d = try dashes(Self.line, [10, 5], phase: -3)
        #expect(spans(d).prefix(2) == [3 ... 13, 18 ... 28])
        // −3 and 12 are the same place in a 15-unit pattern.
        #expect(spans(try dashes(Self.line, [10, 5], phase: 12)) == spans(d))
        // A whole period is no shift at all.
        #expect(spans(try dashes(Self.line, [10, 5], phase: 45)) == spans(try dashes(Self.line, [10, 5])))
    }

    /// Square 40 × 40 (perimeter 160), pattern [20, 20] from phase 10: the dashes sit on the
    /// corners, 10 units either side, and the one over the start corner crosses the closing
    /// segment and is one dash, not two.
    @Test func closedPolylineDashesContinueOverTheClosingSegment() throws {
        let square = Polyline(points: [Point(0, 0), Point(40, 0), Point(40, 40), Point(0, 40)], isClosed: true)
        let d = try dashes([square], [20, 20], phase: 10)
        #expect(d.count == 4)
        for dash in d {
            #expect(!dash.isClosed)
            #expect(abs(totalLength([dash]) - 20) < 1e-3, "\(dash.points)")
            #expect(dash.points.count == 3 && square.points.contains(dash.points[1]), "\(dash.points)")
        }
        #expect(d.contains { $0.points == [Point(0, 10), Point(0, 0), Point(10, 0)] })
    }

    @Test func oneDashCoveringAClosedPolylineStaysClosed() throws {
        let square = Polyline(points: [Point(0, 0), Point(40, 0), Point(40, 40), Point(0, 40)], isClosed: true)
        let d = try dashes([square], [1000, 10])
        #expect(d.count == 1)
        #expect(d.first?.isClosed == true)
        // Stroked, it matches the undashed square: joins all round, no caps.
        let dashedStyle = try StrokeStyle(width: 4, cap: .square, dash: [1000, 10])
        let solidStyle = try StrokeStyle(width: 4, cap: .square)
        let dashed = WindingProbe(path: Stroker.outline(of: [square], style: dashedStyle))
        let solid = WindingProbe(path: Stroker.outline(of: [square], style: solidStyle))
        for p in [Point(-1.9, -1.9), Point(20, -1.9), Point(41.9, 41.9), Point(-2.1, 0)] {
            #expect(dashed.containsNonzero(p) == solid.containsNonzero(p), "\(p)")
        }
    }

    /// Each subpath restarts the pattern.
    @Test func eachSubpathRestartsThePattern() throws {
        let two = [Polyline(points: [Point(0, 0), Point(7, 0)], isClosed: false),
                   Polyline(points: [Point(0, 10), Point(30, 10)], isClosed: false)]
        let d = try dashes(two, [10, 5])
        #expect(d.map(\.points) == [[Point(0, 0), Point(7, 0)], [Point(0, 10), Point(10, 10)], [Point(15, 10), Point(25, 10)]])
    }

    /// Zero-length dashes are dots: round caps draw discs, butt caps nothing, square caps
    /// squares turned along the path.
    @Test func zeroLengthDashesWithRoundCapsAreDots() throws {
        let path = polylinePath([Point(0, 0), Point(100, 0)])
        let m = strokeBoundaryMargin
        let round = WindingProbe(path: Stroker.outline(of: path, style: try StrokeStyle(width: 4, cap: .round, dash: [0, 10])))
        for k in 0 ..< 10 {
            let c = Point(Float(k) * 10, 0)
            #expect(round.containsNonzero(c + Point(2 - m, 0)), "dot \(k)")
            #expect(round.containsNonzero(c + Point(0, -2 + m)), "dot \(k)")
            #expect(!round.containsNonzero(c + Point(5, 0)), "gap after dot \(k)")
            #expect(!round.containsNonzero(c + Point(0, 2.2)), "dot \(k)")
        }
        let butt = Stroker.outline(of: path, style: try StrokeStyle(width: 4, cap: .butt, dash: [0, 10]))
        #expect(butt.isEmpty)
    }

    @Test func zeroLengthDashesWithSquareCapsFollowThePath() throws {
        let diagonal = polylinePath([Point(0, 0), Point(100, 100)])
        let probe = WindingProbe(path: Stroker.outline(of: diagonal, style: try StrokeStyle(width: 4, cap: .square, dash: [0, 20])))
        let along = Point(1, 1).normalized, side = Point(-1, 1).normalized
        let c = Point(0, 0) + along * 20
        let m = strokeBoundaryMargin
        // A corner of the turned square is painted; the corner an axis-aligned one would have is not.
        #expect(probe.containsNonzero(c + along * (2 - m) + side * (2 - m)))
        #expect(!probe.containsNonzero(c + Point(2 - m, -(2 - m))))
    }

    @Test func dashedOutlinePaintsOnlyTheDashes() throws {
        let path = polylinePath([Point(0, 0), Point(150, 0)])
        let probe = WindingProbe(path: Stroker.outline(of: path, style: try StrokeStyle(width: 2, dash: [10, 5], dashPhase: 3)))
        for x in stride(from: Float(0.25), to: 150, by: 0.5) {
            let inPattern = (x + 3).truncatingRemainder(dividingBy: 15) < 10
            #expect(probe.containsNonzero(Point(x, 0.5)) == inPattern, "x \(x)")
        }
    }

    /// Too many dashes to draw: Skia's fallback, the path is stroked solid.
    @Test func tooManyDashesFallBackToSolid() throws {
        let longLine = [Polyline(points: [Point(0, 0), Point(10_000, 0)], isClosed: false)]
        let fine = try StrokeStyle(width: 2, dash: [1e-4, 1e-4])
        #expect(Dasher.dashes(of: longLine, style: fine) == nil)
        #expect(Stroker.outline(of: longLine, style: fine) == Stroker.outline(of: longLine, style: try StrokeStyle(width: 2)))
    }
}
