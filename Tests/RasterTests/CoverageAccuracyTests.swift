import Raster
import TestSupport
import Testing

/// The rasterizer against the exact reference (`ExactCoverage`): the "Accuracy" line of the
/// rasterizer issue. Coverage bytes are compared with 255 × the exact area.
@Suite struct CoverageAccuracyTests {
    static let canvas = PixelRect(x0: 0, y0: 0, x1: 24, y1: 24)

    /// The test's allowance: 0.5 for rounding to 8 bits, plus 1/255 of error.
    static let simpleBound = 1.5

    /// Builds seeded random polygons of the kinds the issue lists.
    static func randomPolygon(_ kind: Int, _ rng: inout SeededRandom) -> [(Double, Double)] {
        let cx = rng.double(in: -4 ... 28), cy = rng.double(in: -4 ... 28)
        switch kind % 5 {
        case 0: // star-shaped (simple), 3–12 vertices, some partly outside the canvas
            let n = rng.int(in: 3 ... 12)
            var angles = (0 ..< n).map { _ in rng.double(in: 0 ... 2 * .pi) }
            angles.sort()
            return angles.map { a in
                let r = rng.double(in: 0.5 ... 12)
                return (cx + r * cos(a), cy + r * sin(a))
            }
        case 1: // sliver 0.02–1.5 px wide, any angle
            return rotatedRect(cx, cy, length: rng.double(in: 2 ... 30), width: rng.double(in: 0.02 ... 1.5),
                               angle: rng.double(in: 0 ... .pi))
        case 2: // near-horizontal edges
            return rotatedRect(cx, cy, length: rng.double(in: 4 ... 30), width: rng.double(in: 0.3 ... 8),
                               angle: rng.double(in: -0.02 ... 0.02))
        case 3: // near-vertical edges
            return rotatedRect(cx, cy, length: rng.double(in: 4 ... 30), width: rng.double(in: 0.3 ... 8),
                               angle: .pi / 2 + rng.double(in: -0.02 ... 0.02))
        default: // sub-pixel polygons
            let n = rng.int(in: 3 ... 6)
            let sx = Double(rng.int(in: 0 ... 23)) + rng.double(in: 0 ... 1)
            let sy = Double(rng.int(in: 0 ... 23)) + rng.double(in: 0 ... 1)
            var angles = (0 ..< n).map { _ in rng.double(in: 0 ... 2 * .pi) }
            angles.sort()
            return angles.map { a in
                let r = rng.double(in: 0.05 ... 0.6)
                return (sx + r * cos(a), sy + r * sin(a))
            }
        }
    }

    static func rotatedRect(_ cx: Double, _ cy: Double, length: Double, width: Double, angle: Double) -> [(Double, Double)] {
        let ux = cos(angle), uy = sin(angle), vx = -uy, vy = ux
        let hl = length / 2, hw = width / 2
        return [(cx - ux * hl - vx * hw, cy - uy * hl - vy * hw), (cx + ux * hl - vx * hw, cy + uy * hl - vy * hw),
                (cx + ux * hl + vx * hw, cy + uy * hl + vy * hw), (cx - ux * hl + vx * hw, cy - uy * hl + vy * hw)]
    }

    static func path(_ poly: [(Double, Double)]) -> Path {
        var p = Path()
        p.move(to: Point(Float(poly[0].0), Float(poly[0].1)))
        for v in poly.dropFirst() { p.line(to: Point(Float(v.0), Float(v.1))) }
        p.close()
        return p
    }

    /// The polygon as the rasterizer sees it: its vertices rounded to Float.
    static func asFloat(_ poly: [(Double, Double)]) -> [(Double, Double)] {
        poly.map { (Double(Float($0.0)), Double(Float($0.1))) }
    }

    @Test(arguments: [FillRule.nonzero, .evenodd])
    func simplePolygonsMatchExactArea(rule: FillRule) throws {
        var rng = SeededRandom(seed: 0xA11A5)
        var worst = 0.0
        var crossing = 0
        for k in 0 ..< 1000 {
            let poly = Self.randomPolygon(k, &rng)
            // Vertices sorted by angle around a point outside the polygon can still cross (a
            // gap of more than half a turn): those are self-intersecting, where the signed area
            // below is not the covered area; SelfIntersectingAccuracyTests holds them.
            guard Self.isSimple(poly) else { crossing += 1; continue }
            let mask = try #require(Rasterizer.coverage(of: Self.path(poly), rule: rule, clip: Self.canvas))
            let exactPoly = Self.asFloat(poly)
            for y in 0 ..< 24 {
                for x in 0 ..< 24 {
                    let exact = abs(ExactCoverage.signedArea(of: exactPoly, pixelX: x, pixelY: y)) * 255
                    let err = abs(Double(mask[x, y]) - exact)
                    worst = max(worst, err)
                    if err > Self.simpleBound {
                        Issue.record("polygon \(k) pixel (\(x), \(y)): got \(mask[x, y]), exact \(exact)")
                        return
                    }
                }
            }
        }
        print("simple polygons, \(rule): worst error \(worst) / 255 (\(crossing) self-intersecting ones left out)")
        #expect(worst <= Self.simpleBound)
        #expect(crossing < 50, "the generator's polygons are meant to be simple")
    }

    /// Whether no two edges of `poly` that are not neighbours cross (a proper crossing).
    static func isSimple(_ poly: [(Double, Double)]) -> Bool {
        func side(_ o: (Double, Double), _ p: (Double, Double), _ q: (Double, Double)) -> Double {
            (p.0 - o.0) * (q.1 - o.1) - (p.1 - o.1) * (q.0 - o.0)
        }
        let n = poly.count
        for i in 0 ..< n where i + 2 < n {
            for j in i + 2 ..< n where !(i == 0 && j == n - 1) {
                let a = poly[i], b = poly[(i + 1) % n], c = poly[j], d = poly[(j + 1) % n]
                if side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0 { return false }
            }
        }
        return true
    }

    /// Regression: a rectangle whose right side lies outside the canvas drew nothing, because
    /// its only kept edge was the left one and the resolved span stopped there.
    @Test func shapesReachingPastTheRightEdgeFillToIt() throws {
        var rng = SeededRandom(seed: 0x41D6E)
        for _ in 0 ..< 200 {
            let x0 = rng.double(in: -5 ... 20), y0 = rng.double(in: -5 ... 20)
            let poly = [(x0, y0), (30.0, y0), (30.0, y0 + rng.double(in: 0.3 ... 10)), (x0, y0 + rng.double(in: 0.3 ... 10))]
            let mask = try #require(Rasterizer.coverage(of: Self.path(poly), rule: .nonzero, clip: Self.canvas))
            let exactPoly = Self.asFloat(poly)
            for y in 0 ..< 24 {
                for x in 0 ..< 24 {
                    let exact = abs(ExactCoverage.signedArea(of: exactPoly, pixelX: x, pixelY: y)) * 255
                    #expect(abs(Double(mask[x, y]) - exact) <= Self.simpleBound, "pixel (\(x), \(y)) of \(poly)")
                }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
