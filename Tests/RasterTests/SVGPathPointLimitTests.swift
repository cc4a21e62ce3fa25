import Raster
import Testing

/// The point budget readers give the SVG path parser (`SceneLimits.maxPoints`,
/// `PageControl.Metrics.maxImagePoints`): reading stops as soon as the path holds more points
/// than the budget, so a few bytes of arcs cannot make it allocate more. Before the budget a
/// scene file's path data was parsed whole: 11 bytes an arc, 12 points (96 bytes) each.
@Suite struct SVGPathPointLimitTests {
    /// `count` arcs after a move: 1 + 12 × `count` points (each half-turn arc is two cubics at
    /// most, a full sweep four; these are counted from the path rather than assumed).
    static func arcs(_ count: Int) -> String {
        "M0 0" + String(repeating: " a5 5 0 1 0 10 0", count: count)
    }

    @Test func aPathWithinTheBudgetIsReadWhole() throws {
        let d = "M0 0 L1 1 L2 2 L3 3"
        let (path, error, over) = SVGPathParser.parse(d, maxPoints: 4)
        #expect(error == nil && !over)
        #expect(path == (try Path(svgPathData: d)))
    }

    @Test func onePointOverTheBudgetStopsReading() {
        let (_, error, over) = SVGPathParser.parse("M0 0 L1 1 L2 2 L3 3 L4 4", maxPoints: 4)
        #expect(error == nil && over)
    }

    /// A million arcs (16 MB of text) with a budget of 1,000 points: the parser stops a segment
    /// past the budget, so the path never held more than `maxPoints + 13` points — the large
    /// array is never allocated.
    @Test func manyArcsStopAtTheBudget() throws {
        let whole = try Path(svgPathData: Self.arcs(10))
        #expect(whole.points.count > 10, "each arc adds points")
        let (path, error, over) = SVGPathParser.parse(Self.arcs(1_000_000), maxPoints: 1_000)
        #expect(error == nil && over)
        #expect(path.points.count > 1_000 && path.points.count <= 1_013, "\(path.points.count) points")
    }

    /// An error before the budget is reached is reported as without one.
    @Test func anErrorBeforeTheBudgetIsAnError() {
        let (_, error, over) = SVGPathParser.parse("M0 0 L1 x", maxPoints: 100)
        #expect(error?.offset == 8 && !over)
    }
}
