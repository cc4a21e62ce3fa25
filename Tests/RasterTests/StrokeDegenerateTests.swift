import Raster
import TestSupport
import Testing

/// Input the stroker must survive without spikes, NaN or crashes.
@Suite struct StrokeDegenerateTests {
    static let tolerance: Float = 0.1

    static func allStyles(width: Float) throws -> [StrokeStyle] {
        var styles: [StrokeStyle] = []
        for cap in StrokeStyle.LineCap.allCases {
            for join in StrokeStyle.LineJoin.allCases {
                styles.append(try StrokeStyle(width: width, cap: cap, join: join))
            }
        }
        return styles
    }

    /// How far any outline point may lie from the polyline: a miter tip at most
    /// miterLimit · w/2, a square cap's corner at √2 · w/2, a round piece w/2 + tolerance.
    static func reachLimit(_ style: StrokeStyle) -> Double {
        let halfWidth = Double(style.width) / 2
        return halfWidth * max(Double(style.miterLimit), 2.0.squareRoot()) + Double(tolerance) + 1e-3
    }

    static func outlinePoints(_ outline: Path) -> [Point] { outline.points }

    @Test func collinearVerticesAddNothingAndNoNaN() throws {
        let polyline = [Point(0, 0), Point(50, 0), Point(100, 0)]
        for style in try Self.allStyles(width: 6) {
            let outline = Stroker.outline(of: polylinePath(polyline), style: style, tolerance: Self.tolerance)
            #expect(outline.isFinite)
            let maxY = outline.points.map { abs($0.y) }.max() ?? 0
            #expect(maxY <= 3 + 1e-4, "\(style.join) \(style.cap): reaches y = \(maxY)")
            let probe = WindingProbe(path: outline)
            #expect(probe.containsNonzero(Point(50, 3 - strokeBoundaryMargin)))
            #expect(!probe.containsNonzero(Point(50, 3 + strokeBoundaryMargin)))
        }
    }

    /// A 180° turn: miter and bevel end flat at the turning point; round adds a half-disc.
    @Test func fullReversalHasNoSpike() throws {
        let polyline = [Point(0, 0), Point(50, 0), Point(0, 0)]
        for style in try Self.allStyles(width: 6) where style.cap == .butt {
            let outline = Stroker.outline(of: polylinePath(polyline), style: style, tolerance: Self.tolerance)
            #expect(outline.isFinite)
            let maxX = outline.points.map(\.x).max() ?? 0
            switch style.join {
            case .miter, .bevel:
                #expect(maxX <= 50 + 1e-4, "\(style.join) reaches x = \(maxX)")
            case .round:
                #expect(maxX >= 53 && maxX <= 53 + Self.tolerance + 1e-3, "round reaches x = \(maxX)")
                #expect(WindingProbe(path: outline).containsNonzero(Point(53 - strokeBoundaryMargin, 0)))
            }
        }
    }

    /// Nearly a reversal: the miter would be ~10⁵ widths long; the limit turns it into a bevel.
    @Test func nearReversalMiterIsBevelled() throws {
        let polyline = [Point(0, 0), Point(50, 0), Point(0, 0.001)]
        let outline = Stroker.outline(of: polylinePath(polyline), style: try StrokeStyle(width: 6), tolerance: Self.tolerance)
        #expect(outline.isFinite)
        #expect((outline.points.map(\.x).max() ?? 0) <= 50 + 3)
    }

    @Test func zeroLengthSegmentsAreSkipped() throws {
        let clean = [Point(0, 0), Point(10, 0), Point(20, 5), Point(30, 0)]
        let repeated = [Point(0, 0), Point(0, 0), Point(10, 0), Point(10, 0), Point(10, 0), Point(20, 5), Point(30, 0), Point(30, 0)]
        for style in try Self.allStyles(width: 3) {
            let a = Stroker.outline(of: polylinePath(clean), style: style, tolerance: Self.tolerance)
            let b = Stroker.outline(of: polylinePath(repeated), style: style, tolerance: Self.tolerance)
            #expect(a == b, "\(style.cap) \(style.join)")
        }
        // Closed, with the start repeated as the last point: the closing segment is not doubled.
        let closed = Stroker.outline(of: polylinePath(clean, closed: true), style: try StrokeStyle(width: 3), tolerance: Self.tolerance)
        let closedRepeated = Stroker.outline(of: polylinePath(clean + [clean[0]], closed: true), style: try StrokeStyle(width: 3), tolerance: Self.tolerance)
        #expect(closed == closedRepeated)
    }

    /// SVG strokes: a zero-length subpath is a disc with round caps, a square with square caps,
    /// nothing with butt caps; a lone `move` draws nothing at all.
    @Test func zeroLengthSubpathDrawsItsCapShape() throws {
        let c = Point(20, 30)
        var dot = Path()
        dot.move(to: c)
        dot.line(to: c)
        var closedDot = Path()
        closedDot.move(to: c)
        closedDot.close()
        var loneMove = Path()
        loneMove.move(to: c)
        let m = strokeBoundaryMargin
        for path in [dot, closedDot] {
            let round = WindingProbe(path: Stroker.outline(of: path, style: try StrokeStyle(width: 8, cap: .round), tolerance: Self.tolerance))
            for step in 0 ..< 24 {
                let ray = direction(Float(step) / 24 * 2 * .pi)
                #expect(round.containsNonzero(c + ray * (4 - m)))
                #expect(!round.containsNonzero(c + ray * (4 + Self.tolerance + m)))
            }
            let square = WindingProbe(path: Stroker.outline(of: path, style: try StrokeStyle(width: 8, cap: .square), tolerance: Self.tolerance))
            #expect(square.containsNonzero(c + Point(4 - m, 4 - m)))
            #expect(square.containsNonzero(c + Point(-4 + m, 4 - m)))
            #expect(!square.containsNonzero(c + Point(4 + m, 0)))
            #expect(!square.containsNonzero(c + Point(0, -4 - m)))
            #expect(Stroker.outline(of: path, style: try StrokeStyle(width: 8, cap: .butt), tolerance: Self.tolerance).isEmpty)
        }
        for style in try Self.allStyles(width: 8) {
            #expect(Stroker.outline(of: loneMove, style: style, tolerance: Self.tolerance).isEmpty)
        }
    }

    @Test func nonFiniteSubpathIsSkippedAndTheRestDrawn() throws {
        var path = Path()
        path.move(to: Point(0, 0))
        path.line(to: Point(.nan, 5))
        path.line(to: Point(10, 10))
        path.move(to: Point(0, 50))
        path.line(to: Point(40, 50))
        let outline = Stroker.outline(of: path, style: try StrokeStyle(width: 2), tolerance: Self.tolerance)
        #expect(outline.isFinite)
        let probe = WindingProbe(path: outline)
        #expect(probe.containsNonzero(Point(20, 50)))
        #expect(!probe.containsNonzero(Point(5, 5)))
    }

    @Test func badToleranceFallsBackToTheDefault() throws {
        let path = polylinePath([Point(0, 0), Point(10, 0), Point(10, 10)])
        let style = try StrokeStyle(width: 4, cap: .round, join: .round)
        let expected = Stroker.outline(of: path, style: style, tolerance: Tolerance.flatteningPixels)
        for bad: Float in [0, -1, .nan, .infinity] {
            #expect(Stroker.outline(of: path, style: style, tolerance: bad) == expected, "tolerance \(bad)")
        }
    }

    /// Property: random polylines full of repeats, reversals and near-collinear runs never give
    /// a non-finite point or one farther from the polyline than the style allows.
    @Test func randomAwkwardPolylinesStayFiniteAndBounded() throws {
        var rng = SeededRandom(seed: 0xDE6E_4E4A)
        for caseIndex in 0 ..< 300 {
            var points = [Point(rng.float(in: -20 ... 20), rng.float(in: -20 ... 20))]
            for _ in 0 ..< rng.int(in: 0 ... 10) {
                let last = points[points.count - 1]
                switch rng.int(in: 0 ... 3) {
                case 0: points.append(last)  // repeat
                case 1: points.append(points[max(points.count - 2, 0)])  // go back
                case 2: points.append(last + Point(rng.float(in: -1e-4 ... 1e-4), rng.float(in: -1e-4 ... 1e-4)))
                default: points.append(Point(rng.float(in: -20 ... 20), rng.float(in: -20 ... 20)))
                }
            }
            let closed = rng.int(in: 0 ... 1) == 1
            for style in try Self.allStyles(width: rng.float(in: 0.1 ... 10)) {
                let outline = Stroker.outline(of: polylinePath(points, closed: closed), style: style, tolerance: Self.tolerance)
                #expect(outline.isFinite, "case \(caseIndex) \(points)")
                let limit = Self.reachLimit(style)
                let far = outline.points.first { distance(from: $0, toPolyline: points, isClosed: closed) > limit }
                #expect(far == nil, "case \(caseIndex) \(style.cap) \(style.join) \(points): \(String(describing: far)) beyond \(limit)")
            }
        }
    }
}
