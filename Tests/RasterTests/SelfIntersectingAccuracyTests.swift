import Raster
import TestSupport
import TestTags
import Testing

/// Self-intersecting polygons: exact-area accumulation sums signed area, so inside a pixel
/// where regions of different winding meet, min(|Σ|, 1) (nonzero) or the even-odd fold of Σ
/// is not the covered area. The plain sum (`exactCrossings: false`, as
/// `CONTROLKIT_EXACT_CROSSINGS=0` draws) is held to the bound docs/architecture.md states; with
/// the exact pass (the default) every edge pixel is held to issue 28's 8/255.
@Suite struct SelfIntersectingAccuracyTests {
    // The summed fill's bounds (measured over the seeded polygons below, then rounded up), in
    // coverage units: stars nonzero worst 104.3, mean 3.0; even-odd worst 209.2, mean 8.8
    // (/255); arbitrary polygons mean 2.0 (nonzero) and 2.5 (even-odd), 3.9 % and 4.1 % of
    // edge pixels off by more than 8/255.
    static func starMaxError(_ rule: FillRule) -> Double { (rule == .nonzero ? 110.0 : 215.0) / 255 }
    static func starMeanError(_ rule: FillRule) -> Double { (rule == .nonzero ? 3.5 : 9.5) / 255 }
    static let soupMeanError = 3.0 / 255
    static let soupOver8Fraction = 0.05
    // With the exact pass: issue 28's 8/255 at worst. Measured: worst 1.6 (stars, nonzero), 1.9
    // (stars, even-odd), 2.0 (arbitrary polygons); means 0.25–0.26/255. (The truth below samples
    // 64 rows, itself good to about a level where a vertex or crossing falls inside a pixel.)
    static let exactMaxError = 8.0 / 255
    static let exactMeanError = 0.5 / 255

    /// The covered area of pixel (px, py) under `rule`, exact in x and sampled at `rows`
    /// midpoints in y: along a horizontal line the inside is a union of exact intervals, and
    /// the covered length varies linearly between vertices and crossings, so the midpoint rule
    /// is exact except in the rows that contain one.
    static func truth(_ poly: [(Double, Double)], _ px: Int, _ py: Int, rule: FillRule, rows: Int = 64) -> Double {
        var total = 0.0
        for k in 0 ..< rows {
            let y = Double(py) + (Double(k) + 0.5) / Double(rows)
            var crossings: [(x: Double, dir: Int)] = []
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if (a.1 <= y && b.1 > y) || (b.1 <= y && a.1 > y) {
                    let x = a.0 + (y - a.1) * (b.0 - a.0) / (b.1 - a.1)
                    crossings.append((x, a.1 < b.1 ? 1 : -1))
                }
            }
            crossings.sort { $0.x < $1.x }
            var w = 0
            for j in 0 ..< crossings.count - (crossings.isEmpty ? 0 : 1) {
                w += crossings[j].dir
                let inside = rule == .nonzero ? w != 0 : w % 2 != 0
                guard inside else { continue }
                let lo = max(crossings[j].x, Double(px)), hi = min(crossings[j + 1].x, Double(px + 1))
                if hi > lo { total += hi - lo }
            }
        }
        return total / Double(rows)
    }

    static func randomSelfIntersecting(_ kind: Int, _ rng: inout SeededRandom) -> [(Double, Double)] {
        let cx = rng.double(in: 4 ... 20), cy = rng.double(in: 4 ... 20)
        if kind == 0 {
            // {n/m} star polygons, the benchmark's shape.
            let n = rng.int(in: 5 ... 11)
            var m = rng.int(in: 2 ... (n - 1) / 2)
            while gcd(n, m) != 1 { m -= 1 }
            let r = rng.double(in: 3 ... 14), phase = rng.double(in: 0 ... 6.3)
            return (0 ..< n).map { i in
                let a = phase + Double(i * m) * 2 * .pi / Double(n)
                return (cx + r * cos(a), cy + r * sin(a))
            }
        }
        // Random vertex soup: crossings anywhere.
        return (0 ..< rng.int(in: 4 ... 9)).map { _ in (cx + rng.double(in: -10 ... 10), cy + rng.double(in: -10 ... 10)) }
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    struct Stats {
        var worst = 0.0, sum = 0.0, count = 0, over8 = 0
        var mean: Double { sum / Double(max(count, 1)) }
        /// The share of edge pixels off by more than 8/255.
        var over8Fraction: Double { Double(over8) / Double(max(count, 1)) }
    }

    /// Measures the error over the edge pixels (partly covered, in truth or in the result) of
    /// `polygons` seeded random polygons of one kind.
    static func measure(kind: Int, rule: FillRule, polygons: Int, exact: Bool = false) throws -> Stats {
        var rng = SeededRandom(seed: 0x5E1F + UInt64(kind))
        var s = Stats()
        for _ in 0 ..< polygons {
            let poly = Self.randomSelfIntersecting(kind, &rng)
            let mask = Rasterizer.coverage(of: CoverageAccuracyTests.path(poly), rule: rule, clip: CoverageAccuracyTests.canvas,
                                           useSIMD: true, exactCrossings: exact)
            let exact = CoverageAccuracyTests.asFloat(poly)
            for y in 0 ..< 24 {
                for x in 0 ..< 24 {
                    let got = Double(mask[x, y]) / 255
                    let want = Self.truth(exact, x, y, rule: rule)
                    guard want > 0 && want < 1 || got > 0 && got < 1 else { continue }
                    let err = abs(got - want)
                    s.worst = max(s.worst, err)
                    s.sum += err
                    s.count += 1
                    if err > 8.0 / 255 { s.over8 += 1 }
                }
            }
        }
        print("self-intersecting kind \(kind), \(rule)\(exact ? ", exact pass" : ""): worst \(s.worst * 255)/255, mean \(s.mean * 255)/255, "
            + "\(s.over8Fraction * 100)% over 8/255, \(s.count) edge pixels")
        return s
    }

    /// Star polygons, as drawn by the benchmark: where two edges cross inside a pixel the
    /// regions of winding 1 and 2 (nonzero) or 1 and 0 (even-odd) share the pixel, and the sum
    /// of signed area over- or under-counts them.
    @Test(.tags(.slow), arguments: [FillRule.nonzero, .evenodd])
    func starPolygonsStayWithinTheStatedBound(rule: FillRule) throws {
        let s = try Self.measure(kind: 0, rule: rule, polygons: 150)
        #expect(s.worst <= Self.starMaxError(rule))
        #expect(s.mean <= Self.starMeanError(rule))
        #expect(s.count > 3000)
    }

    /// Arbitrary self-crossing polygons, thin spikes included: where a spike's two edges pass
    /// through one pixel in opposite directions their areas cancel in the sum, so such a pixel
    /// can come out nearly empty while a sliver of it is covered. Rare, bounded in mean.
    @Test(.tags(.slow), arguments: [FillRule.nonzero, .evenodd])
    func arbitraryPolygonsStayWithinTheStatedBound(rule: FillRule) throws {
        let s = try Self.measure(kind: 1, rule: rule, polygons: 150)
        #expect(s.mean <= Self.soupMeanError)
        #expect(s.over8Fraction <= Self.soupOver8Fraction)
        #expect(s.count > 3000)
    }

    /// With the exact pass, stars and arbitrary self-crossing polygons alike: every edge pixel
    /// within 8/255 of the truth (issue 28's goal).
    @Test(.tags(.slow), arguments: [FillRule.nonzero, .evenodd])
    func theExactPassHoldsEveryKindToEightLevels(rule: FillRule) throws {
        for kind in [0, 1] {
            let s = try Self.measure(kind: kind, rule: rule, polygons: 150, exact: true)
            #expect(s.worst <= Self.exactMaxError, "kind \(kind): worst \(s.worst * 255)/255")
            #expect(s.mean <= Self.exactMeanError)
            #expect(s.count > 3000)
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
