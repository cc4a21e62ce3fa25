import Foundation
@testable import Raster
import TestSupport
import Testing

/// `EdgeList.mayCross`: the test that lets a fill skip the exact pass (`CrossingResolver`). It may say
/// "may cross" of a fill that does not (that only costs time), never the reverse: where it
/// says no, the signed-area sum must already be the covered area.
@Suite struct MayCrossTests {
    static let clip = PixelRect(x0: 0, y0: 0, x1: 64, y1: 64)

    /// The test as the exact pass runs it: from the subpaths `add(devicePath:)` noted, where they
    /// cover the edges. The form that finds the contours itself must agree (the one that leaves
    /// out edges along the clip's left side, which is the other for edges with none there).
    static func mayCross(_ path: Path, clip: PixelRect = clip, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        var list = EdgeList(clip: clip)
        list.add(devicePath: path, noteShape: true)
        let plain = list.coordinates.withUnsafeBufferPointer { EdgeList.mayCrossMergingLeftSide($0, clipWidth: Float(list.clip.width)) }
        #expect(list.mayCross == plain, "the two forms disagree", sourceLocation: sourceLocation)
        return list.mayCross
    }

    /// A five-pointed star drawn as one crossing contour ({5/2}), its points `radius` from (x, y).
    static func pentagram(x: Double, y: Double, radius: Double) -> Path {
        var star = Path()
        for i in 0 ..< 5 {
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            let p = Point(Float(x + radius * cos(a)), Float(y + radius * sin(a)))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        return star
    }

    /// A glyph-like blob: 24 points about (cx, cy), their distance r·(1 + 0.2·sin 3a).
    static func blob(_ cx: Double, _ cy: Double, _ r: Double) -> [(Double, Double)] {
        (0 ..< 24).map { i -> (Double, Double) in
            let a = Double(i) * 2 * Double.pi / 24, rr = r * (1 + 0.2 * sin(3 * a))
            return (cx + rr * cos(a), cy + rr * sin(a))
        }
    }

    /// A hole about (cx, cy): the points at `angles` on the ellipse of radii `rx`, `ry` times
    /// `scale`, in Float, either way round (as `rng` picks).
    static func hole(_ angles: [Double], _ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double, scale: Double,
                     _ rng: inout SeededRandom) -> [(Double, Double)] {
        let hole = angles.map { a in (cx + scale * rx * cos(a), cy + scale * ry * sin(a)) }
        return CoverageAccuracyTests.asFloat(rng.int(in: 0 ... 1) == 0 ? hole : hole.reversed())
    }

    /// `polys` as one path, a subpath each.
    static func path(_ polys: [[(Double, Double)]]) -> Path {
        var path = Path()
        for p in polys { path.append(CoverageAccuracyTests.path(p)) }
        return path
    }

    static func joined(_ paths: Path...) -> Path {
        var p = Path()
        for q in paths { p.append(q) }
        return p
    }

    /// The shapes controls are made of, alone or apart: nothing for the exact pass. Were the
    /// test to say "may cross" of everything, this fails.
    @Test func convexShapesAndShapesApartAreLeftOut() {
        #expect(!Self.mayCross(.circle(center: Point(20.3, 17.6), radius: 6.2)))
        #expect(!Self.mayCross(.circle(center: Point(3.5, 3.5), radius: 1.5)))
        #expect(!Self.mayCross(.rect(Rect(x: 2.25, y: 3.5, width: 30, height: 0.5))))
        #expect(!Self.mayCross(.roundedRect(Rect(x: 4.4, y: 6.1, width: 40, height: 22.7), cornerRadius: 7)))
        #expect(!Self.mayCross(.continuousRoundedRect(Rect(x: 4.4, y: 6.1, width: 40, height: 22.7), cornerRadius: 9)))
        #expect(!Self.mayCross(.capsule(Rect(x: 1.5, y: 40.2, width: 50, height: 11))))
        #expect(!Self.mayCross(Self.joined(.circle(center: Point(10, 10), radius: 4), .circle(center: Point(30.5, 10), radius: 4))))
        // A dot partly left of the clip: its left part becomes a vertical line on the clip's side.
        #expect(!Self.mayCross(.circle(center: Point(1, 30), radius: 5)))
    }

    /// Crossings, overlaps, nesting within a pixel and doubled contours are kept; so is a
    /// concave contour not star-shaped about the mean of its vertices (an L), which the test
    /// cannot prove simple.
    @Test func crossingsOverlapsAndNestingAreKept() {
        #expect(Self.mayCross(Self.pentagram(x: 30, y: 30, radius: 20)))
        let band = Path.rect(Rect(x: 2, y: 4.5, width: 19, height: 1))
        #expect(Self.mayCross(Self.joined(band, band)))
        #expect(Self.mayCross(Self.joined(.rect(Rect(x: 0.25, y: 0, width: 4, height: 4)), .rect(Rect(x: 0.75, y: 0.5, width: 3, height: 3)))))
        // A square inside another, far from its sides, under its top in pixel row 2: only that
        // top, a horizontal edge the list leaves out, reaches the inner square's pixels (windings
        // 0, 1 and 2 in pixels 10…14 of the row).
        #expect(Self.mayCross(Self.joined(.rect(Rect(x: 2.3, y: 2.3, width: 28.4, height: 28.4)),
                                          .rect(Rect(x: 10.2, y: 2.6, width: 4.6, height: 4.2)))))
        #expect(Self.mayCross(Self.joined(.circle(center: Point(10, 10), radius: 4), .circle(center: Point(14.5, 10), radius: 4))))
        // Apart, but both reach into pixel row 13: kept (their boxes meet).
        #expect(Self.mayCross(Self.joined(.circle(center: Point(10, 10), radius: 4), .circle(center: Point(12, 18.3), radius: 4.4))))
        #expect(Self.mayCross(CoverageAccuracyTests.path([(2, 2), (20, 2), (20, 6), (6, 6), (6, 20), (2, 20)])))
        #expect(Self.mayCross(CoverageAccuracyTests.path([(2, 2), (20, 14), (20, 2), (2, 14)])))
        // Twice around a convex outline: every turn one way, but the direction crosses the
        // horizontal four times.
        let twice = (0 ..< 12).map { i -> (Double, Double) in
            let a = Double(i) * 4 * Double.pi / 12
            return (20 + 10 * cos(a), 20 + 10 * sin(a))
        }
        #expect(Self.mayCross(CoverageAccuracyTests.path(twice)))
        // A line drawn on after a close: the stored edges no longer close, so they are no
        // contour the test can prove anything of.
        var reopened = Path()
        reopened.move(to: Point(10, 10)); reopened.line(to: Point(30, 12)); reopened.line(to: Point(20, 30)); reopened.close()
        reopened.line(to: Point(12, 40))
        #expect(Self.mayCross(reopened))
        // A point that is not finite: the edges to and from it are dropped, and the edges left
        // do not close.
        var broken = Path()
        broken.move(to: Point(10, 10)); broken.line(to: Point(30, 12)); broken.line(to: Point(20, 30))
        broken.line(to: Point(.nan, .nan)); broken.close()
        #expect(Self.mayCross(broken))
    }

    /// A path inside the clip is tested from the subpaths `add(devicePath:)` noted: one for each
    /// subpath, with its edges in order. Edges added otherwise, or a path cut by the clip, are not.
    @Test func subpathsNotedAsAddedCoverTheEdges() {
        var list = EdgeList(clip: Self.clip)
        list.add(devicePath: Self.joined(.circle(center: Point(20, 20), radius: 8), .circle(center: Point(20, 20), radius: 3)), noteShape: true)
        #expect(list.subpathsCoverEdges && list.subpaths.count == 2)
        list.add(devicePath: .rect(Rect(x: 40, y: 40, width: 5, height: 5)), noteShape: true)
        #expect(list.subpathsCoverEdges && list.subpaths.count == 3)
        list.addLine(Point(50, 2), Point(52, 9))
        #expect(!list.subpathsCoverEdges)
        // A subpath noted after that edge ends where the edges do, but the edge is no subpath's.
        list.add(devicePath: .rect(Rect(x: 30, y: 50, width: 5, height: 5)), noteShape: true)
        #expect(!list.subpathsCoverEdges && list.subpaths.count == 4)
        var cut = EdgeList(clip: Self.clip)
        cut.add(devicePath: .circle(center: Point(20, 2), radius: 8), noteShape: true)
        #expect(!cut.subpathsCoverEdges)
        var plain = EdgeList(clip: Self.clip)
        plain.add(devicePath: .circle(center: Point(20, 20), radius: 8), noteShape: false)
        #expect(plain.subpaths.isEmpty)
        // Past the four held inline, only the count: the contours are found from the edges,
        // and five dots apart are still proven apart, a sixth over one of them is not.
        let dots = (0 ..< 5).map { Path.circle(center: Point(Float(8 + 11 * $0), 30), radius: 4) }
        var many = EdgeList(clip: Self.clip)
        for d in dots { many.add(devicePath: d, noteShape: true) }
        #expect(many.subpaths.count == 5 && !many.subpaths.isWhole && !many.subpathsCoverEdges)
        #expect(!Self.mayCross(Self.joined(dots[0], dots[1], dots[2], dots[3], dots[4])))
        #expect(Self.mayCross(Self.joined(dots[0], dots[1], dots[2], dots[3], dots[4], .circle(center: Point(30, 32), radius: 4))))
    }

    /// Concave contours star-shaped about the mean of their vertices are proven simple: a
    /// five-pointed star's outline, a glyph-like blob, and the blob with a hole well inside it
    /// (no segment of the blob reaches the hole's pixels). A hole that comes within a pixel of
    /// the wall is kept.
    @Test func starShapedContoursAndHolesApartAreLeftOut() {
        let outline = (0 ..< 10).map { i -> (Double, Double) in
            let a = Double(i) * Double.pi / 5, r = i % 2 == 0 ? 20.0 : 8.0
            return (30 + r * cos(a), 30 + r * sin(a))
        }
        #expect(!Self.mayCross(CoverageAccuracyTests.path(outline)))
        #expect(!Self.mayCross(CoverageAccuracyTests.path(Self.blob(30, 30, 16))))
        #expect(!Self.mayCross(Self.joined(CoverageAccuracyTests.path(Self.blob(30, 30, 16)), CoverageAccuracyTests.path(Self.blob(30, 30, 5)))))
        // A hole whose box reaches into the wall's segments' rows and columns, but whose own
        // segments stay 2.8 pixels or more from the wall: pixel by pixel, apart.
        #expect(!Self.mayCross(Self.joined(CoverageAccuracyTests.path(Self.blob(30, 30, 16)), CoverageAccuracyTests.path(Self.blob(30, 30, 12.5)))))
        // A wall under a pixel thick: some pixel holds both contours.
        #expect(Self.mayCross(Self.joined(CoverageAccuracyTests.path(Self.blob(30, 30, 16)), CoverageAccuracyTests.path(Self.blob(30, 30, 15.2)))))
    }

    /// A contour cut by the clip's right side loses its part beyond it, and the edges either
    /// side of the cut end and start on that side: a gap along it, which closes the contour for
    /// every pixel left of it. A blob cut so is still proven simple, and with a hole too; a star
    /// cut so is still kept.
    @Test func contoursCutByTheClipsRightSideAreClosedAlongIt() {
        let cut = CoverageAccuracyTests.path(Self.blob(58, 30, 12))
        var list = EdgeList(clip: Self.clip)
        list.add(devicePath: cut, noteShape: true)
        #expect(list.maxX == 64, "the blob reaches past the clip's right side")
        #expect(!list.subpathsCoverEdges, "cut by the clip: found from the edges, not the subpaths")
        #expect(!Self.mayCross(cut))
        #expect(!Self.mayCross(Self.joined(cut, CoverageAccuracyTests.path(Self.blob(56, 30, 3)))))
        #expect(Self.mayCross(Self.pentagram(x: 60, y: 30, radius: 20)))
    }

    /// A contour cut by the clip's left side has its part beyond it stored as edges along that
    /// side, down and up it, tested as one edge; cut by the top or bottom, a gap along it. A
    /// segment along a line between pixels reaches no pixel's inside: a blob and its
    /// hole cut by the same side are still proven apart (both were resolved before, as every
    /// glyph with a hole cut by the canvas's side was). A star cut so is still kept.
    @Test func contoursCutByTheClipsOtherSidesAreClosedAlongThem() {
        let blob = { (cx: Double, cy: Double, r: Double) in CoverageAccuracyTests.path(Self.blob(cx, cy, r)) }
        var list = EdgeList(clip: Self.clip)
        list.add(devicePath: blob(3, 30, 12), noteShape: true)
        #expect(list.minX == 0 && list.coordinates.count > 8, "the blob reaches past the clip's left side")
        #expect(!Self.mayCross(blob(3, 30, 12)))
        #expect(!Self.mayCross(Self.joined(blob(3, 30, 12), blob(2, 30, 4))), "a hole cut by the left side too")
        #expect(!Self.mayCross(Self.joined(blob(62, 30, 12), blob(63, 30, 4))), "both cut by the right side")
        #expect(!Self.mayCross(Self.joined(blob(30, 2, 12), blob(30, 1, 4))), "both cut by the top")
        #expect(!Self.mayCross(Self.joined(blob(30, 62, 12), blob(30, 63, 4))), "both cut by the bottom")
        #expect(Self.mayCross(Self.pentagram(x: 4, y: 30, radius: 20)))
        #expect(Self.mayCross(Self.pentagram(x: 30, y: 2, radius: 20)))
        // A hole that shares a pixel with the wall inside the clip is still kept.
        #expect(Self.mayCross(Self.joined(blob(3, 30, 16), blob(3, 30, 15.2))))
    }

    /// A hole inside a triangle, far from its long side but inside that side's box, is left
    /// out: only the part of a segment within the other contour's rows is tested, not its whole
    /// box (with the whole box, every hole in a right triangle was resolved). A hole that shares
    /// a pixel with the long side is kept.
    @Test func aLongSidePassingAHolesBoxCornerLeavesItOut() {
        let triangle = CoverageAccuracyTests.path([(2, 2), (39, 2), (2, 39)])
        let far = CoverageAccuracyTests.path([(8, 8), (8, 12), (12, 12), (12, 8)])
        #expect(!Self.mayCross(Self.joined(triangle, far)))
        // x + y = 41 runs through pixel (20, 20), which the hole touches.
        let near = CoverageAccuracyTests.path([(19.2, 19.2), (19.2, 20.3), (20.3, 20.3), (20.3, 19.2)])
        #expect(Self.mayCross(Self.joined(triangle, near)))
    }

    /// Random convex polygons and star-shaped ones (random radii about a centre), one to three,
    /// apart, overlapping or one inside another: wherever the test leaves a fill out, every pixel
    /// of the sum is within 1.5 levels of the covered area.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func whereLeftOutTheSumIsTheArea(rule: FillRule) {
        var rng = SeededRandom(seed: 0xC0E7)
        var leftOutTogether = 0, kept = 0
        for _ in 0 ..< 60 {
            var polys: [[(Double, Double)]] = []
            for _ in 0 ..< rng.int(in: 1 ... 3) {
                let cx = rng.double(in: 3 ... 21), cy = rng.double(in: 3 ... 21)
                let rx = rng.double(in: 0.6 ... 5), ry = rng.double(in: 0.6 ... 5), tilt = rng.double(in: 0 ... Double.pi)
                var angles = (0 ..< rng.int(in: 3 ... 9)).map { _ in rng.double(in: 0 ... 2 * Double.pi) }
                angles.sort()
                if rng.int(in: 0 ... 1) == 1 { angles.reverse() }
                // Every other fill star-shaped: each vertex at its own distance from the centre.
                let starShaped = rng.int(in: 0 ... 1) == 1
                polys.append(CoverageAccuracyTests.asFloat(angles.map { a in
                    let k = starShaped ? rng.double(in: 0.3 ... 1) : 1
                    let x = k * rx * cos(a), y = k * ry * sin(a)
                    return (cx + x * cos(tilt) - y * sin(tilt), cy + x * sin(tilt) + y * cos(tilt))
                }))
                // Sometimes a hole about the same centre, either way round.
                if rng.int(in: 0 ... 3) == 0 {
                    polys.append(Self.hole(angles, cx, cy, rx, ry, scale: rng.double(in: 0.1 ... 0.6), &rng))
                }
            }
            let path = Self.path(polys)
            guard !Self.mayCross(path) else { kept += 1; continue }
            if polys.count > 1 { leftOutTogether += 1 }
            let mask = Rasterizer.coverage(of: path, rule: rule, clip: CoverageAccuracyTests.canvas, useSIMD: true, exactCrossings: true)
            let xs = polys.joined().map(\.0), ys = polys.joined().map(\.1)
            for y in 0 ..< 24 {
                for x in 0 ..< 24 {
                    // Outside every polygon's box nothing is covered; inside, the truth.
                    let outside = Double(x + 1) <= xs.min()! || Double(x) >= xs.max()! || Double(y + 1) <= ys.min()! || Double(y) >= ys.max()!
                    let want = outside ? 0 : ExactCrossingTests.truth(polys, x, y, rule: rule) * 255
                    #expect(abs(Double(mask[x, y]) - want) <= 1.5, "(\(x), \(y)): \(mask[x, y]) against \(want)")
                }
            }
        }
        #expect(leftOutTogether >= 8 && kept >= 8, "left out \(leftOutTogether) of two or three, kept \(kept)")
    }

    /// As `whereLeftOutTheSumIsTheArea`, for blobs cut by the clip's sides: star-shaped
    /// polygons about a point near a side or a corner of the 24-pixel clip, some with a hole cut
    /// by the same side, some two apart, some crossing themselves.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func whereCutByTheClipAndLeftOutTheSumIsTheArea(rule: FillRule) {
        var rng = SeededRandom(seed: 0x51DE)
        let clip = CoverageAccuracyTests.canvas
        var leftOut = 0, withHole = 0, kept = 0
        for _ in 0 ..< 48 {
            // A centre within 3 pixels of a side (or two), inside or beyond it.
            let near = { (rng: inout SeededRandom) in rng.int(in: 0 ... 1) == 0 ? rng.double(in: -3 ... 3) : rng.double(in: 21 ... 27) }
            let cx = rng.int(in: 0 ... 2) == 0 ? rng.double(in: 4 ... 20) : near(&rng)
            let cy = rng.int(in: 0 ... 2) == 0 ? rng.double(in: 4 ... 20) : near(&rng)
            let r = rng.double(in: 5 ... 9), count = rng.int(in: 5 ... 14)
            var angles = (0 ..< count).map { _ in rng.double(in: 0 ... 2 * Double.pi) }.sorted()
            if rng.int(in: 0 ... 1) == 1 { angles.reverse() }
            // One in four crosses itself: its points taken two steps at a time.
            let crossing = rng.int(in: 0 ... 3) == 0 && count % 2 == 1
            if crossing { angles = (0 ..< count).map { angles[(2 * $0) % count] } }
            var polys = [CoverageAccuracyTests.asFloat(angles.map { a in
                let k = rng.double(in: 0.6 ... 1)
                return (cx + k * r * cos(a), cy + k * r * sin(a))
            })]
            if rng.int(in: 0 ... 1) == 0 { polys.append(Self.hole(angles, cx, cy, r, r, scale: rng.double(in: 0.15 ... 0.45), &rng)) }
            let path = Self.path(polys)
            guard !Self.mayCross(path, clip: clip) else { kept += 1; continue }
            leftOut += 1
            if polys.count > 1 { withHole += 1 }
            let mask = Rasterizer.coverage(of: path, rule: rule, clip: clip, useSIMD: true, exactCrossings: true)
            for y in 0 ..< 24 {
                for x in 0 ..< 24 {
                    let want = ExactCrossingTests.truth(polys, x, y, rule: rule) * 255
                    #expect(abs(Double(mask[x, y]) - want) <= 1.5, "(\(x), \(y)): \(mask[x, y]) against \(want)")
                }
            }
        }
        #expect(leftOut >= 20 && withHole >= 8 && kept >= 10, "left out \(leftOut), \(withHole) with a hole; kept \(kept)")
    }
}
