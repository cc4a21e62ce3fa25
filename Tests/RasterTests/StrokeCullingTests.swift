import Raster
import TestSupport
import Testing
import TestTags

/// A canvas strokes with the outline streamed into its edge list and what cannot reach the clip
/// left out (`StrokeVisibility`); `Stroker.outline` without a visible rect is its slow twin.
/// On the canvas the two must agree.
@Suite struct StrokeCullingTests {
    /// The reference: the whole outline built as a path, then filled.
    static func referenceStroke(_ path: Path, style: StrokeStyle, color: Color, transform: Transform, size: Int) -> RGBAImage? {
        guard let device = style.deviceStroke(for: transform) else { return nil }
        var canvas = Canvas(width: size, height: size, background: .white)
        let outline = Stroker.outline(of: path.transformed(by: transform), style: device.style)
        canvas.fill(outline, paint: Paint.solid(color).withOpacity(device.coverageScale))
        return canvas.image()
    }

    static func largestDifference(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        zip(a.bytes, b.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// A random path wandering in and out of a 24 px canvas: lines, curves and arcs whose points
    /// lie inside, near, or thousands of pixels away. With `exactLines` its lines are
    /// axis-aligned between integer points, so their lengths are exact in Float.
    static func wanderingPath(_ rng: inout SeededRandom, exactLines: Bool) -> Path {
        func coordinate() -> Float {
            switch rng.int(in: 0 ... 3) {
            case 0: Float(rng.int(in: -4 ... 28)) + (exactLines ? 0 : rng.float(in: 0 ... 1))
            case 1: Float(rng.int(in: -60 ... 90))
            default: Float(rng.int(in: -1500 ... 1500))
            }
        }
        var path = Path()
        path.move(to: Point(coordinate(), coordinate()))
        for _ in 0 ..< rng.int(in: 1 ... 10) {
            let p = Point(coordinate(), coordinate())
            switch rng.int(in: 0 ... 4) {
            case 0, 1:
                if exactLines, let c = path.currentPoint {
                    path.line(to: Point(p.x, c.y))
                    path.line(to: p)
                } else {
                    path.line(to: p)
                }
            case 2: path.quad(control: Point(coordinate(), coordinate()), to: p)
            case 3: path.cubic(control1: Point(coordinate(), coordinate()), control2: Point(coordinate(), coordinate()), to: p)
            default: path.addSVGArc(radii: Size(rng.float(in: 1 ... 40), rng.float(in: 1 ... 40)), xAxisRotationDegrees: 0,
                                    largeArc: rng.int(in: 0 ... 1) == 0, sweep: rng.int(in: 0 ... 1) == 0, to: p)
            }
            if rng.int(in: 0 ... 5) == 0 { path.close() }
        }
        return path
    }

    static func randomStyle(_ rng: inout SeededRandom, dashed: Bool) throws -> StrokeStyle {
        let kind = dashed ? rng.int(in: 1 ... 3) : 0
        let dash: [Float] = switch kind {
        case 0: []
        case 1: [Float(rng.int(in: 1 ... 9)), Float(rng.int(in: 1 ... 9))]
        case 2: [Float(rng.int(in: 0 ... 6)), Float(rng.int(in: 1 ... 6)), 0.5, Float(rng.int(in: 1 ... 4))]
        default: [0, Float(rng.int(in: 2 ... 8))]
        }
        return try StrokeStyle(width: [0, 0.5, 1, 2.5, 6][rng.int(in: 0 ... 4)],
                               cap: StrokeStyle.LineCap.allCases[rng.int(in: 0 ... 2)],
                               join: StrokeStyle.LineJoin.allCases[rng.int(in: 0 ... 2)],
                               miterLimit: [1, 4, 10, 40][rng.int(in: 0 ... 3)], dash: dash,
                               dashPhase: Float(rng.int(in: -20 ... 20)))
    }

    /// Strokes `cases` random paths both ways; returns how many came out identical.
    func compareWithTheFullOutline(seed: UInt64, cases: Int, dashed: Bool, tolerance: Int) throws -> Int {
        var rng = SeededRandom(seed: seed)
        var identical = 0
        for round in 0 ..< cases {
            let path = Self.wanderingPath(&rng, exactLines: dashed)
            let style = try Self.randomStyle(&rng, dashed: dashed)
            let transform: Transform = [.identity, .scale(2), .translation(3, -2)][round % 3]
            var canvas = Canvas(width: 24, height: 24, background: .white)
            canvas.stroke(path, style: style, color: .black, transform: transform)
            guard let reference = Self.referenceStroke(path, style: style, color: .black, transform: transform, size: 24) else { continue }
            let difference = Self.largestDifference(canvas.image(), reference)
            #expect(difference <= tolerance, "round \(round): \(style) \(path.elements)")
            if difference == 0 { identical += 1 }
        }
        return identical
    }

    /// Culling changes nothing a pixel shows, beyond one rounding step: where a visible segment
    /// meets a hidden one its end is cut square instead of along the bisector, and pieces wholly
    /// left of the clip, which the full outline turns into vertical lines on the clip's edge,
    /// no longer add their fixed-point rounding to the rows they cross.
    @Test func culledSolidStrokeMatchesTheFullOutlineOnTheCanvas() throws {
        let identical = try compareWithTheFullOutline(seed: 0xC011, cases: 300, dashed: false, tolerance: 1)
        #expect(identical > 250, "identical in \(identical) of 300")
    }

    /// The same with dashes, the pattern carried over hidden stretches in one Double step. The
    /// reference walks them dash by dash in Float, and drifts: over a long line by a fraction
    /// of a pixel (`used` grows to thousands of pixels, spent a few pixels at a time), so the
    /// lines here are exact in Float; over the thousands of flattened segments of a far curve
    /// by about 0.01 px, which moves a dot's edge pixels by up to 3 levels.
    @Test(.tags(.slow, .stress)) func culledDashesMatchTheFullOutlineOnTheCanvas() throws {
        let identical = try compareWithTheFullOutline(seed: 0xDA54, cases: 200, dashed: true, tolerance: 3)
        #expect(identical > 170, "identical in \(identical) of 200")
    }

    /// A path that leaves the canvas for 8000 px and comes back: the dashes on the way back are
    /// where the whole walk puts them (integer lengths, so the Float walk of the reference is
    /// exact too), and the far part makes no outline.
    @Test func dashesAfterAFarAwayDetourKeepTheirPhase() throws {
        var path = Path()
        path.move(to: Point(2, 6))
        path.line(to: Point(4002, 6))
        path.line(to: Point(4002, 14))
        path.line(to: Point(2, 14))
        let style = try StrokeStyle(width: 3, cap: .butt, dash: [3, 2], dashPhase: 1)
        var canvas = Canvas(width: 32, height: 20, background: .white)
        canvas.stroke(path, style: style, color: .black)
        let image = canvas.image()
        var reference = Canvas(width: 32, height: 20, background: .white)
        reference.fill(Stroker.outline(of: path, style: style), color: .black)
        #expect(image == reference.image())
        // On the way back, x is reached after 4000 + 8 + (4002 − x) of path, 1 into the pattern.
        for x in 2 ..< 31 {
            let along = (4000 + 8 + (4002 - (Float(x) + 0.5)) + 1).truncatingRemainder(dividingBy: 5)
            guard abs(along - 3) > 0.6, along > 0.6, along < 4.4 else { continue }
            #expect((image[x, 14].r < 128) == (along < 3), "x \(x) is \(along) into the pattern")
        }
        #expect(Stroker.outline(of: path, style: style, visibleRect: PixelRect(x: 0, y: 0, width: 32, height: 20)).points.count
            < Stroker.outline(of: path, style: style).points.count / 100)
    }

    /// A stroke wholly outside the clip makes no piece at all, whatever its length.
    @Test func farAwayStrokeMakesNoOutline() throws {
        var path = Path()
        path.move(to: Point(1000, 1000))
        for i in 0 ..< 2000 { path.addSVGArc(radii: Size(5, 5), xAxisRotationDegrees: 0, largeArc: true, sweep: false,
                                              to: Point(i.isMultiple(of: 2) ? 1010 : 1000, 1000)) }
        let visible = PixelRect(x: 0, y: 0, width: 40, height: 40)
        for dash: [Float] in [[], [3, 2], [0.01]] {
            let style = try StrokeStyle(width: 2, dash: dash)
            #expect(Stroker.outline(of: path, style: style, visibleRect: visible).isEmpty, "dash \(dash)")
            let polylines = path.strokePolylines(tolerance: 0.1, visibility: StrokeVisibility(clip: visible, style: style), measureHidden: true)
            #expect(polylines.count == 1 && polylines[0].points.count == 2, "one hidden segment for the whole subpath")
        }
    }

    /// A segment running far off the canvas is dashed near the canvas only: a dashed line 4
    /// million pixels long makes the few dashes near the canvas, not a million (the path-data
    /// fuzz target's timeout, Fuzz/Regressions/path-data), and draws the pixels of a line that
    /// stops just past the canvas.
    @Test func aRunawaySegmentIsDashedNearTheCanvasOnly() throws {
        let visible = PixelRect(x: 0, y: 0, width: 64, height: 64)
        for end: Float in [4_000_000, -4_000_000] {
            var long = Path()
            long.move(to: Point(10.5, end < 0 ? 54 : 10))
            long.line(to: Point(10.5, end))
            var short = Path()
            short.move(to: Point(10.5, end < 0 ? 54 : 10))
            short.line(to: Point(10.5, end < 0 ? -1_000 : 1_000))
            for dash: [Float] in [[3, 1.5], [0.5, 0.25, 2, 1]] {
                let style = try StrokeStyle(width: 2, cap: .square, dash: dash)
                let outline = Stroker.outline(of: long, style: style, visibleRect: visible)
                #expect(outline.points.count < 2_000, "\(outline.points.count) outline points for \(dash)")
                var a = Canvas(width: 64, height: 64, background: .white), b = a
                a.stroke(long, style: style, color: .black)
                b.stroke(short, style: style, color: .black)
                #expect(a.image() == b.image(), "dash \(dash), end \(end)")
            }
        }
        // Out to 10^8 px and back (the fuzzer's second timeout): a Float walk from the far end
        // cannot step 1.5 px there (the spacing of Floats is 8), so the walk must start near
        // the canvas, or it stalls until its budget of 2 million steps runs out.
        var outAndBack = Path()
        outAndBack.move(to: Point(10.5, 10))
        outAndBack.line(to: Point(10.5, -100_000_000))
        outAndBack.line(to: Point(30.5, 20))
        let style = try StrokeStyle(width: 3, dash: [3, 1.5])
        #expect(Stroker.outline(of: outAndBack, style: style, visibleRect: visible).points.count < 4_000)
        // Dashed, not given up and stroked solid: the first leg, up the column x = 10, has gaps.
        var canvas = Canvas(width: 64, height: 64, background: .white)
        canvas.stroke(outAndBack, style: style, color: .black)
        let column = (0 ..< 10).map { canvas.image()[10, $0].r }
        #expect(column.contains { $0 > 200 } && column.contains { $0 < 55 }, "\(column)")
    }
}
