import Foundation
@testable import Raster
import TestSupport
import Testing

/// The exact pass (`CrossingResolver`; on by default, off with `CONTROLKIT_EXACT_CROSSINGS=0`):
/// where three windings share a pixel the signed-area sum is not the covered area; with the
/// fill's edges resolved it is. Each case below has pixels the sum alone gets wrong by a quarter or more of
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

    /// A {5/2} star smaller than a group of eight cells, its five crossings within a few
    /// pixels of each other. Every pixel within 1.5 levels of the truth.
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

/// Overlapping axis-aligned shapes: their horizontal edges are not in the edge list, yet where
/// one shape's top runs over another's side three windings share the pixels.
@Suite struct AxisAlignedOverlapTests {
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
    /// ways round, some running off the canvas on the right, on Float coordinates (so that sides and corners meet exactly where they
    /// fall on each other): with the exact pass every pixel within 1.5 levels of the covered area.
    @Test(arguments: [FillRule.nonzero, .evenodd])
    func overlappingAxisAlignedShapesAreExact(rule: FillRule) {
        var rng = SeededRandom(seed: 0x4EC7)
        var worst = 0.0
        for _ in 0 ..< 40 {
            var polys: [[(Double, Double)]] = []
            for _ in 0 ..< rng.int(in: 2 ... 3) {
                func q(_ r: ClosedRange<Double>) -> Double { Double(Float(rng.double(in: r))) }
                // One in four runs off the canvas on the right, where the edge list drops what
                // lies beyond: its top and bottom then end outside.
                let wide = rng.int(in: 0 ... 3) == 0
                let x0 = q(0.2 ... 10), y0 = q(0.2 ... 10), x1 = x0 + q(0.4 ... (wide ? 30 : 10)), y1 = y0 + q(0.4 ... 10)
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
