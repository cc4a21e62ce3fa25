import Foundation
@testable import Raster
import TestSupport
import Testing

/// `CrossingResolver`: its fast form (pairs compared by overlapping heights, windings carried
/// along contours) against its plain twin (every pair, every piece counted), and the resolved
/// edges against the covered area.
@Suite struct CrossingResolverTests {
    /// The edge list of `polys` on the accuracy tests' canvas.
    static func edges(_ polys: [[(Double, Double)]]) -> EdgeList {
        var list = EdgeList(clip: CoverageAccuracyTests.canvas)
        for p in polys { list.add(devicePath: CoverageAccuracyTests.path(p)) }
        return list
    }

    static func resolved(_ list: EdgeList, rule: FillRule, reference: Bool) -> [Float]? {
        var out: [Float] = [], cuts: [CrossingResolver.Cut] = []
        let done = list.coordinates.withUnsafeBufferPointer {
            CrossingResolver.resolve($0, rule: rule, into: &out, cuts: &cuts, reference: reference)
        }
        return done ? out : nil
    }

    /// One to three random polygons of `kind`: 0 stars, 1 vertex soup, 2 vertices on a grid of
    /// whole and half pixels (edges through each other's corners, along each other, a contour
    /// drawn twice), each either way round.
    static func randomPolygons(kind: Int, _ rng: inout SeededRandom) -> [[(Double, Double)]] {
        var polys: [[(Double, Double)]] = []
        for _ in 0 ..< rng.int(in: 1 ... 3) {
            var p: [(Double, Double)]
            switch kind {
            case 0, 1:
                p = SelfIntersectingAccuracyTests.randomSelfIntersecting(kind, &rng)
            default:
                p = (0 ..< rng.int(in: 3 ... 7)).map { _ in (Double(rng.int(in: 2 ... 40)) / 2, Double(rng.int(in: 2 ... 40)) / 2) }
            }
            if rng.int(in: 0 ... 1) == 0 { p.reverse() }
            polys.append(p)
            if kind == 2 && rng.int(in: 0 ... 3) == 0 { polys.append(p) }
        }
        return polys
    }

    /// The fast form writes the same edges, bit for bit, as the plain one: the same cuts, and
    /// every winding it carries along a contour equal to the one counted.
    @Test func theFastFormMatchesItsTwin() throws {
        var rng = SeededRandom(seed: 0xC405)
        var kept = 0, dropped = 0
        for kind in 0 ... 2 {
            for _ in 0 ..< 300 {
                let list = Self.edges(Self.randomPolygons(kind: kind, &rng))
                for rule in [FillRule.nonzero, .evenodd] {
                    let fast = try #require(Self.resolved(list, rule: rule, reference: false))
                    let plain = try #require(Self.resolved(list, rule: rule, reference: true))
                    #expect(fast == plain, "kind \(kind), \(rule): \(list.coordinates)")
                    kept += fast.count / 4
                    if rule == .nonzero { dropped += max(list.count - fast.count / 4, 0) }
                }
            }
        }
        // Both sides of the twin test saw pieces kept and pieces dropped.
        #expect(kept > 1000 && dropped > 100, "kept \(kept), dropped \(dropped)")
    }

    /// With the fill resolved, every pixel of random stars, vertex soups and grid polygons
    /// (touching, overlapping along edges, drawn twice) is within 1.5 levels of its covered
    /// area under either rule.
    /// Tagged stress: its truth (1,024 rows a pixel) takes minutes under the sanitizers, which
    /// the twin and fuzz tests above cover for memory errors.
    @Test(.tags(.slow, .stress), arguments: [FillRule.nonzero, .evenodd])
    func resolvedFillsAreExact(rule: FillRule) {
        var rng = SeededRandom(seed: 0xA4EA)
        for kind in 0 ... 2 {
            var worst = 0.0, sumWorst = 0.0
            for _ in 0 ..< 12 {
                let polys = Self.randomPolygons(kind: kind, &rng)
                let mask = ExactCrossingTests.coverage(polys, rule: rule)
                let summed = Rasterizer.coverage(of: Self.path(polys), rule: rule, clip: CoverageAccuracyTests.canvas, useSIMD: true,
                                                 exactCrossings: false)
                for y in 0 ..< 24 {
                    for x in 0 ..< 24 {
                        let want = ExactCrossingTests.truth(polys, x, y, rule: rule) * 255
                        worst = max(worst, abs(Double(mask[x, y]) - want))
                        sumWorst = max(sumWorst, abs(Double(summed[x, y]) - want))
                    }
                }
            }
            #expect(worst <= 1.5, "kind \(kind), \(rule): worst \(worst) levels")
            // The same polygons summed are far off: the test can see an error.
            #expect(sumWorst > 30, "kind \(kind), \(rule): the sum's worst is only \(sumWorst) levels")
        }
    }

    static func path(_ polys: [[(Double, Double)]]) -> Path {
        var path = Path()
        for p in polys { path.append(CoverageAccuracyTests.path(p)) }
        return path
    }

    /// Pieces where the rule fills both sides or neither are dropped: a contour drawn twice
    /// under nonzero keeps one of each pair of coinciding edges. Under even-odd every piece
    /// steps the parity, so both are kept, turned opposite ways: nothing is covered.
    @Test func coincidingContoursKeepOneStepOrCancel() throws {
        let square = [(2.0, 2.0), (9.0, 2.0), (9.0, 9.0), (2.0, 9.0)]
        let list = Self.edges([square, square])
        #expect(list.count == 4)
        #expect(try #require(Self.resolved(list, rule: .nonzero, reference: false)).count == 8)
        let mask = ExactCrossingTests.coverage([square, square], rule: .evenodd)
        #expect((0 ..< 12).allSatisfy { y in (0 ..< 12).allSatisfy { mask[$0, y] == 0 } })
        let once = ExactCrossingTests.coverage([square], rule: .evenodd)
        #expect(once[5, 5] == 255)
    }

    /// Degenerate and extreme polygons (repeated points, zero area, points far off the canvas
    /// and a hair apart, spikes back along themselves) go through the pass without a trap, the
    /// fast form still drawing what its twin draws.
    @Test func degenerateInputDoesNotTrap() throws {
        var rng = SeededRandom(seed: 0xDE6E)
        let far: [Double] = [-1e7, -3e4, -0.5, 0, 1e-30, 0.5, 7.25, 12, 23.999, 24, 3e4, 1e7]
        for _ in 0 ..< 400 {
            var polys: [[(Double, Double)]] = []
            for _ in 0 ..< rng.int(in: 1 ... 3) {
                var p: [(Double, Double)] = (0 ..< rng.int(in: 1 ... 8)).map { _ in
                    (far[rng.int(in: 0 ... far.count - 1)] + rng.double(in: 0 ... 1e-6), far[rng.int(in: 0 ... far.count - 1)])
                }
                if rng.int(in: 0 ... 2) == 0, let first = p.first { p += [first, first] }              // repeated points
                if rng.int(in: 0 ... 2) == 0, p.count > 1 { p += p.reversed() }                        // a spike back
                polys.append(p)
            }
            let list = Self.edges(polys)
            for rule in [FillRule.nonzero, .evenodd] {
                let fast = try #require(Self.resolved(list, rule: rule, reference: false))
                let plain = try #require(Self.resolved(list, rule: rule, reference: true))
                let finite = fast.allSatisfy { $0.isFinite }
                #expect(finite)
                for k in stride(from: 0, to: fast.count, by: 4) { #expect(fast[k + 1] != fast[k + 3], "a horizontal edge kept") }
                // Pieces a hair long may be turned differently where a rounded cut lands a hair
                // off; the pixels must still agree.
                let a = Self.mask(fast, rule: rule), b = Self.mask(plain, rule: rule)
                for y in 0 ..< 24 {
                    for x in 0 ..< 24 { #expect(abs(Int(a[x, y]) - Int(b[x, y])) <= 1, "(\(x), \(y)): \(polys)") }
                }
                _ = ExactCrossingTests.coverage(polys, rule: rule)
            }
        }
    }

    /// The coverage of edges already in the edge list's form, accumulated as they are.
    static func mask(_ edges: [Float], rule: FillRule) -> CoverageMask {
        let clip = CoverageAccuracyTests.canvas
        var sink = MaskSink(rect: clip)
        Rasterizer.fill(rule: rule, clip: clip, scratch: RasterScratch(), useSIMD: true, exactCrossings: false, addEdges: { list in
            for k in stride(from: 0, to: edges.count, by: 4) {
                list.addLine(Point(edges[k], edges[k + 1]), Point(edges[k + 2], edges[k + 3]))
            }
        }, into: &sink)
        return CoverageMask(uncheckedRect: clip, bytes: sink.bytes)
    }

    /// Above `maxEdges` the resolver declines and the fill keeps the sum.
    @Test func aFillAboveTheLimitIsLeftAsItIs() {
        let n = CrossingResolver.maxEdges + 1
        let ring = (0 ..< n).map { i in
            let a = Double(i) * 2 * .pi / Double(n) + 0.01
            return (12 + 10 * cos(a), 12 + 10 * sin(a))
        }
        var list = Self.edges([ring])
        #expect(list.count > CrossingResolver.maxEdges)
        #expect(Self.resolved(list, rule: .nonzero, reference: false) == nil)
        let before = list.coordinates
        let rewritten = list.resolveCrossings(rule: .nonzero)
        #expect(!rewritten)
        #expect(list.coordinates == before)
    }

    /// The vertices of the star {n/k} about (12, 12), radius 10: each edge crosses most others.
    static func star(_ n: Int, _ k: Int) -> [(Double, Double)] {
        (0 ..< n).map { i in
            let a = Double(i * k % n) * 2 * .pi / Double(n) + 0.01
            return (12 + 10 * cos(a), 12 + 10 * sin(a))
        }
    }

    /// Past the sizes the insertion sorts take (`insertionSortLimit`), where the library's sort
    /// orders the edges and each edge's cuts: a {131/65} star, 131 edges each cut by about 128
    /// others, resolves as its twin does, bit for bit.
    @Test func aLargeStarMatchesItsTwin() throws {
        let list = Self.edges([Self.star(131, 65)])
        #expect(list.count > CrossingResolver.insertionSortLimit)
        for rule in [FillRule.nonzero, .evenodd] {
            let fast = try #require(Self.resolved(list, rule: rule, reference: false))
            let plain = try #require(Self.resolved(list, rule: rule, reference: true))
            #expect(!fast.isEmpty)
            #expect(fast == plain, "\(rule)")
        }
    }

    /// Past `maxCuts` the resolver declines and the fill keeps the sum: a {601/300} star, whose
    /// edges cross about 180,000 times (two cuts each), within `maxEdges`.
    @Test func aFillWithTooManyCutsIsLeftAsItIs() {
        var list = Self.edges([Self.star(601, 300)])
        #expect(list.count <= CrossingResolver.maxEdges)
        #expect(Self.resolved(list, rule: .evenodd, reference: false) == nil)
        let before = list.coordinates
        let rewritten = list.resolveCrossings(rule: .evenodd)
        #expect(!rewritten)
        #expect(list.coordinates == before)
    }

    /// A fill `EdgeList.mayCross` clears (one convex contour) is not rewritten at all.
    @Test func aConvexFillIsNotRewritten() {
        var list = Self.edges([[(2.0, 2.0), (9.0, 3.0), (7.0, 9.0)]])
        let before = list.coordinates
        let rewritten = list.resolveCrossings(rule: .nonzero)
        #expect(!rewritten)
        #expect(list.coordinates == before)
    }
}
