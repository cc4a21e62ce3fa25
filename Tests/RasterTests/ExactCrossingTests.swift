import Foundation
@testable import Raster
import TestSupport
import Testing

/// The exact pass (CoverageAccumulator+Exact, `CONTROLKIT_EXACT_CROSSINGS=1`): where three
/// windings share a pixel the signed-area sum is not the covered area, and the pass puts the
/// true area there. Each case below has pixels the sum alone gets wrong by a quarter or more of
/// a pixel; the truth is the covered length integrated over 1,024 rows.
@Suite struct ExactCrossingTests {
    static func coverage(_ polys: [[(Double, Double)]], rule: FillRule) -> CoverageMask {
        var path = Path()
        for poly in polys { path.append(CoverageAccuracyTests.path(poly)) }
        return Rasterizer.coverage(of: path, rule: rule, clip: CoverageAccuracyTests.canvas, useSIMD: true, exactCrossings: true)
    }

    /// The area of pixel (x, y) inside `polys` under `rule`, from the winding of horizontal lines.
    static func truth(_ polys: [[(Double, Double)]], _ x: Int, _ y: Int, rule: FillRule) -> Double {
        let rows = 1024
        var total = 0.0
        for k in 0 ..< rows {
            let yy = Double(y) + (Double(k) + 0.5) / Double(rows)
            var crossings: [(x: Double, dir: Int)] = []
            for poly in polys {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if (a.1 <= yy && b.1 > yy) || (b.1 <= yy && a.1 > yy) {
                        crossings.append((a.0 + (yy - a.1) * (b.0 - a.0) / (b.1 - a.1), a.1 < b.1 ? 1 : -1))
                    }
                }
            }
            crossings.sort { $0.x < $1.x }
            var w = 0
            for j in 0 ..< max(crossings.count - 1, 0) {
                w += crossings[j].dir
                let inside = rule == .nonzero ? w != 0 : w % 2 != 0
                let lo = max(crossings[j].x, Double(x)), hi = min(crossings[j + 1].x, Double(x + 1))
                if inside, hi > lo { total += hi - lo }
            }
        }
        return total / Double(rows)
    }

    /// Two squares drawn the same way round, their left sides in one column: in pixel (0, 1)
    /// winding 0, 1 and 2 meet. The sum is 0.5 + 2 × 0.25 = 1, a full pixel; 0.75 of it is covered.
    @Test func nestedContoursInOnePixel() {
        let a = [(0.25, 0.0), (4.0, 0.0), (4.0, 4.0), (0.25, 4.0)], b = [(0.75, 0.5), (4.0, 0.5), (4.0, 3.5), (0.75, 3.5)]
        let mask = Self.coverage([a, b], rule: .nonzero)
        let want = Self.truth([a, b], 0, 1, rule: .nonzero)
        #expect(abs(want - 0.75) < 0.001)
        #expect(abs(Double(mask[0, 1]) - want * 255) <= 1, "got \(mask[0, 1]), want \(want * 255)")
    }

    /// The same band drawn twice, half a pixel off the rows (a doubled hairline): winding 2 over
    /// half of row 5 and 0 over the rest, all along the band. The sum fills the row; half of it
    /// is covered — at the band's ends, where its edges are, and along the whole run between.
    @Test func aDoubledBandIsHalfCoveredAllAlong() {
        let band = [(2.0, 4.5), (21.0, 4.5), (21.0, 5.5), (2.0, 5.5)]
        let mask = Self.coverage([band, band], rule: .nonzero)
        for x in [2, 3, 9, 10, 15, 20] {
            #expect(abs(Int(mask[x, 5]) - 128) <= 1, "pixel (\(x), 5): \(mask[x, 5])")
            #expect(abs(Int(mask[x, 4]) - 128) <= 1, "pixel (\(x), 4): \(mask[x, 4])")
        }
    }

    /// A bow tie whose two edges cross inside pixel (1, 1): its lobes wind +1 and −1, which the
    /// sum cancels; both are covered under nonzero and under even-odd.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func aBowTiesCrossingPixel(rule: FillRule) {
        let tie = [(0.3, 0.2), (3.2, 3.1), (3.2, 0.2), (0.3, 3.1)]
        let mask = Self.coverage([tie], rule: rule)
        for (x, y) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
            let want = Self.truth([tie], x, y, rule: rule)
            #expect(abs(Double(mask[x, y]) - want * 255) <= 1.5, "(\(x), \(y)): got \(mask[x, y]), want \(want * 255)")
        }
    }

    /// A {5/2} star smaller than a group of eight cells: one chain of neighbouring edges that
    /// turns back on itself there. Every pixel within 1.5 levels of the truth.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func aSmallStarIsExactEverywhere(rule: FillRule) {
        let star = (0 ..< 5).map { i in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return (Double(Float(6 + 3.6 * Foundation.cos(a))), Double(Float(6 + 3.6 * Foundation.sin(a))))
        }
        let mask = Self.coverage([star], rule: rule)
        var worst = 0.0
        for y in 0 ..< 12 {
            for x in 0 ..< 12 { worst = max(worst, abs(Double(mask[x, y]) - Self.truth([star], x, y, rule: rule) * 255)) }
        }
        #expect(worst <= 1.5, "worst \(worst) levels")
    }

    /// Off (the default), nothing changes: the doubled band comes out as the sum gives it.
    @Test func withoutThePassTheSumStands() {
        let band = [(2.0, 4.5), (21.0, 4.5), (21.0, 5.5), (2.0, 5.5)]
        var path = CoverageAccuracyTests.path(band)
        path.append(CoverageAccuracyTests.path(band))
        let mask = Rasterizer.coverage(of: path, rule: .nonzero, clip: CoverageAccuracyTests.canvas, useSIMD: true, exactCrossings: false)
        #expect(mask[10, 5] == 255)
    }
}

/// The exact pass's fast forms against their reference twin (the slab method over every edge
/// of the row), on random rows of random edges: `ExactRow.coverage` (running sums for the edges
/// wholly left of a pixel, the slab method over the few that reach into it) and the group form
/// the sweep uses, `ExactRow.resolve` (edges gathered once for up to eight pixels, the winding
/// of those left behind counted as the pixels advance), on a mask whose every byte is far from
/// the truth, so that each is replaced.
@Suite struct ExactRowTwinTests {
    @Test func theFastFormsAgreeWithTheReference() {
        var rng = SeededRandom(seed: 0xE6AC7)
        let mask = UnsafeMutablePointer<CoveragePair>.allocate(capacity: 12)
        defer { mask.deallocate() }
        for _ in 0 ..< 300 {
            let row = 5
            let edges = Self.randomRow(row, edges: 1 ... 14, &rng)
            var fast = ExactRow(edges, row: row)
            for rule in [FillRule.nonzero, .evenodd] {
                var want: [UInt8] = []
                for px in 0 ..< 12 {
                    let reference = CoverageAccumulator.exactCoverage(px: px, py: row, edges: edges, rule: rule)
                    #expect(abs(fast.coverage(px: px, py: row, rule: rule) - reference) < 1e-9, "pixel \(px), \(rule)")
                    want.append(UInt8((reference * 255).rounded()))
                }
                let start = rng.int(in: 0 ... 4), count = rng.int(in: 1 ... 8)
                for px in start ..< start + count { mask[px] = CoveragePair(coverage: want[px] &+ 128) }
                _ = fast.resolve(from: start, to: start + count, py: row, rule: rule, mask: mask)
                for px in start ..< start + count {
                    #expect(abs(Int(mask[px].coverage) - Int(want[px])) <= 1, "group pixel \(px), \(rule)")
                }
            }
        }
    }

    /// A row of random edges (some ending inside it) over x 0…12.
    static func randomRow(_ row: Int, edges n: ClosedRange<Int>, _ rng: inout SeededRandom) -> [ExactEdge] {
        var edges: [ExactEdge] = []
        for _ in 0 ..< rng.int(in: n) {
            let x0 = Float(rng.double(in: 0 ... 12)), x1 = Float(rng.double(in: 0 ... 12))
            let y0 = Float(rng.double(in: 3.5 ... 7.5)), y1 = Float(rng.double(in: 3.5 ... 7.5))
            if let e = ExactEdge(x0, y0, x1, y1, row: row) { edges.append(e) }
        }
        return edges
    }
}


/// `ExactRow.windingSpread` (the windings on a vertical line across a row, from which the sweep
/// decides whether the exact pass carries on to the right) against a brute-force twin: the
/// winding at 4,096 heights of the line, each from every edge of the row.
@Suite struct WindingSpreadTwinTests {
    @Test func theSpreadAgreesWithSampledWindings() {
        var rng = SeededRandom(seed: 0x5B2EAD)
        var mixedLines = 0
        for _ in 0 ..< 300 {
            let row = 5
            let edges = ExactRowTwinTests.randomRow(row, edges: 1 ... 10, &rng)
            var fast = ExactRow(edges, row: row)
            for x in [0.0, 2.5, 4.0, 6.25, 8.0, 11.0] {
                var lo = Int.max, hi = Int.min
                for k in 0 ..< 4096 {
                    let y = Double(row) + (Double(k) + 0.5) / 4096
                    var w = 0
                    for e in edges where e.yt <= y && y < e.yb && e.x(at: y) <= x { w += e.dir }
                    lo = min(lo, w)
                    hi = max(hi, w)
                }
                let spread = fast.windingSpread(atX: x, py: row)
                // A strip thinner than 1/4096 of the row can hide from the samples, never the reverse.
                #expect(spread.min <= lo && spread.max >= hi, "x \(x): \(spread) against sampled \(lo)...\(hi)")
                if spread.min == lo && spread.max == hi { mixedLines += hi - lo >= 2 ? 1 : 0 } else {
                    #expect(spread.max - spread.min <= hi - lo + 2, "x \(x): \(spread) against sampled \(lo)...\(hi)")
                }
            }
        }
        #expect(mixedLines > 20, "too few lines with three windings or more to test the spread on: \(mixedLines)")
    }

    /// The rule is affine over two consecutive windings, and nonzero over any of one sign.
    @Test func affineRanges() {
        #expect(FillRule.nonzero.isAffine(from: 0, to: 1))
        #expect(FillRule.nonzero.isAffine(from: 1, to: 4))
        #expect(FillRule.nonzero.isAffine(from: -3, to: -1))
        #expect(!FillRule.nonzero.isAffine(from: -1, to: 1))
        #expect(!FillRule.nonzero.isAffine(from: 0, to: 2))
        #expect(FillRule.evenodd.isAffine(from: 2, to: 3))
        #expect(!FillRule.evenodd.isAffine(from: 1, to: 3))
    }
}

/// Horizontal edges, which the edge list leaves out: recovered for the exact pass
/// (`HorizontalEdge.recover`), and the pixels they split drawn exactly.
@Suite struct HorizontalEdgeTests {
    static func recovered(_ polys: [[(Double, Double)]]) -> [HorizontalEdge] {
        var list = EdgeList(clip: CoverageAccuracyTests.canvas)
        for p in polys { list.add(devicePath: CoverageAccuracyTests.path(p)) }
        var out: [HorizontalEdge] = [], points: [(y: Float, x: Float, count: Int)] = []
        list.coordinates.withUnsafeBufferPointer { HorizontalEdge.recover(from: $0, into: &out, points: &points) }
        return out
    }

    @Test func aRectanglesTopAndBottomAreFound() {
        let rect = [(2.0, 4.5), (21.0, 4.5), (21.0, 9.25), (2.0, 9.25)]
        #expect(Self.recovered([rect]) == [HorizontalEdge(y: 4.5, x0: 2, x1: 21, flow: 1), HorizontalEdge(y: 9.25, x0: 2, x1: 21, flow: -1)])
        // Drawn twice, every span counts twice; the other way round, the flows turn over.
        #expect(Self.recovered([rect, rect]).map(\.flow) == [2, -2])
        #expect(Self.recovered([Array(rect.reversed())]).map(\.flow) == [-1, 1])
        // A band's rows take only their own: the top at 4.5 in rows 0–7, the bottom in 8–15.
        var list = EdgeList(clip: CoverageAccuracyTests.canvas)
        list.add(devicePath: CoverageAccuracyTests.path(rect))
        var out: [HorizontalEdge] = [], points: [(y: Float, x: Float, count: Int)] = []
        list.coordinates.withUnsafeBufferPointer { HorizontalEdge.recover(from: $0, rows: 0 ..< 8, into: &out, points: &points) }
        #expect(out == [HorizontalEdge(y: 4.5, x0: 2, x1: 21, flow: 1)])
        list.coordinates.withUnsafeBufferPointer { HorizontalEdge.recover(from: $0, rows: 8 ..< 16, into: &out, points: &points) }
        #expect(out == [HorizontalEdge(y: 9.25, x0: 2, x1: 21, flow: -1)])
        // On whole rows they split no pixel and are left out.
        #expect(Self.recovered([[(2.0, 4), (21.0, 4), (21.0, 9), (2.0, 9)]]).isEmpty)
    }

    /// Two spans at one height, and one where a horizontal edge meets another contour's vertex.
    @Test func spansAtOneHeightAreKeptApart() {
        let a = [(1.0, 3.5), (5.0, 3.5), (5.0, 8.0), (1.0, 8.0)], b = [(9.0, 3.5), (14.0, 3.5), (11.0, 7.0)]
        #expect(Self.recovered([a, b]) == [HorizontalEdge(y: 3.5, x0: 1, x1: 5, flow: 1), HorizontalEdge(y: 3.5, x0: 9, x1: 14, flow: 1)])
    }

    /// The covered area of pixel (px, py) inside axis-aligned `polys`: the covered length is
    /// constant between their heights, so one line in each strip is exact.
    static func axisAlignedTruth(_ polys: [[(Double, Double)]], _ px: Int, _ py: Int, rule: FillRule) -> Double {
        var cuts = [Double(py), Double(py + 1)]
        for p in polys { for v in p where v.1 > Double(py) && v.1 < Double(py + 1) { cuts.append(v.1) } }
        cuts.sort()
        var total = 0.0
        for k in 0 ..< cuts.count - 1 where cuts[k + 1] > cuts[k] {
            let y = (cuts[k] + cuts[k + 1]) / 2
            var crossings: [(x: Double, dir: Int)] = []
            for poly in polys {
                for i in poly.indices {
                    let a = poly[i], b = poly[(i + 1) % poly.count]
                    if (a.1 <= y && b.1 > y) || (b.1 <= y && a.1 > y) { crossings.append((a.0, a.1 < b.1 ? 1 : -1)) }
                }
            }
            crossings.sort { $0.x < $1.x }
            var w = 0, covered = 0.0
            for j in 0 ..< max(crossings.count - 1, 0) {
                w += crossings[j].dir
                let inside = rule == .nonzero ? w != 0 : w % 2 != 0
                let lo = max(crossings[j].x, Double(px)), hi = min(crossings[j + 1].x, Double(px + 1))
                if inside, hi > lo { covered += hi - lo }
            }
            total += covered * (cuts[k + 1] - cuts[k])
        }
        return total
    }

    /// Rectangle 1's top runs through the group where only rectangle 2's left side is seen: at
    /// x 10–15 of row 0, windings 0, 1 and 2 share each pixel. The sum fills them (0.3 + 2 ×
    /// 0.4); 0.7 of each is covered.
    @Test func aRectanglesSideUnderAnothersTop() {
        let r1 = [(0.5, 0.3), (16.0, 0.3), (16.0, 6.0), (0.5, 6.0)], r2 = [(9.5, 0.6), (20.0, 0.6), (20.0, 6.0), (9.5, 6.0)]
        let mask = ExactCrossingTests.coverage([r1, r2], rule: .nonzero)
        for x in 10 ..< 16 {
            #expect(abs(Double(mask[x, 0]) - 0.7 * 255) <= 1, "pixel (\(x), 0): \(mask[x, 0])")
        }
    }

    /// Random axis-aligned rectangles and L shapes, two or three, overlapping as they fall, both
    /// ways round: with the exact pass every pixel within 1.5 levels of the covered area.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func overlappingAxisAlignedShapesAreExact(rule: FillRule) {
        var rng = SeededRandom(seed: 0x4EC7)
        var worst = 0.0
        for _ in 0 ..< 40 {
            var polys: [[(Double, Double)]] = []
            for _ in 0 ..< rng.int(in: 2 ... 3) {
                func q(_ r: ClosedRange<Double>) -> Double { Double(Float(rng.double(in: r))) }
                let x0 = q(0.2 ... 10), y0 = q(0.2 ... 10), x1 = x0 + q(0.4 ... 10), y1 = y0 + q(0.4 ... 10)
                var p = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
                if rng.int(in: 0 ... 2) == 0 {
                    // An L: a notch out of the bottom-right corner.
                    let xm = (x0 + x1) / 2, ym = (y0 + y1) / 2
                    p = [(x0, y0), (x1, y0), (x1, ym), (xm, ym), (xm, y1), (x0, y1)]
                }
                polys.append(rng.int(in: 0 ... 1) == 0 ? p : p.reversed())
            }
            let mask = ExactCrossingTests.coverage(polys, rule: rule)
            for y in 0 ..< 21 {
                for x in 0 ..< 21 {
                    let err = abs(Double(mask[x, y]) - Self.axisAlignedTruth(polys, x, y, rule: rule) * 255)
                    worst = max(worst, err)
                    #expect(err <= 1.5, "(\(x), \(y)): \(mask[x, y])")
                }
            }
        }
        #expect(worst > 0.1, "the sum rounded nothing: the test would not see an error either")
    }
}
