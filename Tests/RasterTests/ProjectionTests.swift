import Raster
import TestSupport
import Testing

/// `Projection`: checked construction, the eye's plane, composition order, the inverse, and
/// the local-scale bound flattening relies on — each against `ReferenceHomography`.
@Suite struct ProjectionTests {
    /// Random projections of the kinds the picker makes, and stronger ones.
    static func randomProjection(_ rng: inout SeededRandom) -> Projection? {
        TiltedPlane.projection(angle: rng.double(in: -1.4 ... 1.4), depth: rng.double(in: -300 ... 300),
                               anchor: Point(rng.float(in: -50 ... 250), rng.float(in: -50 ... 250)))
    }

    @Test func initializerRejectsNonFiniteSingularAndMiscounted() {
        #expect(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, 0]) == nil)
        #expect(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, 0, 1, 0]) == nil)
        for bad: Float in [.nan, .infinity, -.infinity] {
            for i in 0 ..< 9 {
                var m: [Float] = [1, 0, 0, 0, 1, 0, 0, 0, 1]
                m[i] = bad
                #expect(Projection(rowMajor: m) == nil, "entry \(i) = \(bad)")
            }
        }
        #expect(Projection(rowMajor: [1, 2, 3, 4, 5, 6, 7, 8, 9]) == nil)
        #expect(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, 0, 0]) == nil)
        #expect(Projection(rowMajor: [0, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
        #expect(Projection(Transform.scale(0, 1)) == nil)
        #expect(Projection(Transform(a: .nan, b: 0, c: 0, d: 1, e: 0, f: 0)) == nil)
        // Tiny but regular: the determinant is taken in Double, where 1e-30³ does not underflow.
        #expect(Projection(rowMajor: [1e-30, 0, 0, 0, 1e-30, 0, 0, 0, 1e-30]) != nil)
    }

    @Test func identityMapsEveryPointToItself() {
        var rng = SeededRandom(seed: 0x1D)
        for _ in 0 ..< 100 {
            let p = Point(rng.float(in: -1e4 ... 1e4), rng.float(in: -1e4 ... 1e4))
            #expect(Projection.identity.apply(p) == p)
        }
        #expect(Projection.identity.isAffine)
        #expect(Projection.identity.rowMajor == [1, 0, 0, 0, 1, 0, 0, 0, 1])
    }

    /// With w = 1 the projection computes what the affine transform computes, bit for bit.
    @Test func affineProjectionAppliesLikeItsTransform() throws {
        var rng = SeededRandom(seed: 0xAFF1)
        for _ in 0 ..< 500 {
            let t = Transform.rotation(rng.float(in: -3 ... 3)).concatenating(.scale(rng.float(in: 0.2 ... 5), rng.float(in: 0.2 ... 5)))
                .concatenating(.translation(rng.float(in: -300 ... 300), rng.float(in: -300 ... 300)))
            let p = try #require(Projection(t))
            #expect(p.isAffine)
            let q = Point(rng.float(in: -500 ... 500), rng.float(in: -500 ... 500))
            #expect(p.apply(q) == t.apply(q))
        }
    }

    @Test func pointsOnOrBehindTheEyeHaveNoImage() throws {
        // w = 1 − y/900: the eye's plane is the line y = 900.
        let p = try #require(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, -1 / 900, 1]))
        #expect(p.apply(Point(10, 0)) == Point(10, 0))
        #expect(p.apply(Point(10, 450)).map { abs($0.x - 20) < 1e-4 } == true)
        #expect(p.apply(Point(10, 900)) == nil)
        #expect(p.apply(Point(10, 2000)) == nil)
        #expect(p.apply(Point(10, 900 * (1 - 1e-7))) == nil, "within ε of the eye's plane")
        #expect(p.apply(Point(.nan, 0)) == nil)
        #expect(p.apply(Point(.infinity, 0)) == nil)
        // A negative multiple of a matrix puts everything behind the eye; a positive one changes nothing.
        let negated = try #require(Projection(rowMajor: p.rowMajor.map { -$0 }))
        #expect(negated.apply(Point(10, 0)) == nil)
        let doubled = try #require(Projection(rowMajor: p.rowMajor.map { 2 * $0 }))
        #expect(doubled.apply(Point(10, 450)) == p.apply(Point(10, 450)))
    }

    /// `concatenating` reads like `Transform`'s: the receiver first, then the argument.
    @Test func concatenationAppliesLeftFirst() throws {
        var rng = SeededRandom(seed: 0xC0C0)
        for _ in 0 ..< 300 {
            guard let p = Self.randomProjection(&rng), let q = Self.randomProjection(&rng) else { continue }
            let t = Transform.rotation(rng.float(in: -3 ... 3)).concatenating(.translation(rng.float(in: -50 ... 50), 7))
            let x = Point(rng.float(in: 0 ... 200), rng.float(in: 0 ... 200))
            func close(_ a: Point?, _ b: Point?) -> Bool {
                guard let a, let b else { return a == nil && b == nil }
                return a.distance(to: b) <= 1e-3 * max(1, b.length)
            }
            let pt = try #require(p.concatenating(t)), tp = try #require(t.concatenating(p)), pq = try #require(p.concatenating(q))
            if let px = p.apply(x) { #expect(close(pt.apply(x), t.apply(px)), "P then T at \(x)") }
            if let tpx = p.apply(t.apply(x)) { #expect(close(tp.apply(x), tpx), "T then P at \(x)") }
            if let px = p.apply(x), let qpx = q.apply(px) { #expect(close(pq.apply(x), qpx), "P then Q at \(x)") }
        }
    }

    /// Property: the inverse maps every image back to its point.
    @Test func inverseUndoesProjection() throws {
        var rng = SeededRandom(seed: 0x1417)
        var checked = 0
        for _ in 0 ..< 500 {
            guard let p = Self.randomProjection(&rng) else { continue }
            let inverse = try #require(p.inverted)
            let x = Point(rng.float(in: -100 ... 300), rng.float(in: -100 ... 300))
            guard let image = p.apply(x), let back = inverse.apply(image) else { continue }
            #expect(back.distance(to: x) < 1e-2, "\(p.rowMajor) at \(x): back at \(back)")
            checked += 1
        }
        #expect(checked > 300)
    }

    /// The bound `maxScale(over:)` returns is never below the Jacobian's largest singular value
    /// at any point of the rect (sampled on a 24 × 24 grid, corners included), equals it for
    /// affine projections, and is not loose by more than a third on picker rows.
    @Test func maxScaleBoundsTheJacobianEverywhereInTheRect() throws {
        var rng = SeededRandom(seed: 0x5CA1E)
        var tested = 0
        var worstRatio = 1.0
        for i in 0 ..< 400 {
            let projection = i % 4 == 0 ? TiltedPlane.pickerRow(rng.double(in: -3.4 ... 3.4)) : Self.randomProjection(&rng)
            guard let projection else { continue }
            let rect = Rect(x: rng.float(in: -50 ... 250), y: rng.float(in: -50 ... 250),
                            width: rng.float(in: 0.5 ... 120), height: rng.float(in: 0.5 ... 40))
            guard let bound = projection.maxScale(over: rect) else { continue }
            let reference = ReferenceHomography(projection)
            var sampled = 0.0
            for a in 0 ... 23 {
                for b in 0 ... 23 {
                    let x = Double(rect.minX) + Double(rect.width) * Double(a) / 23
                    let y = Double(rect.minY) + Double(rect.height) * Double(b) / 23
                    sampled = max(sampled, reference.stretch(at: x, y))
                }
            }
            #expect(Double(bound) >= sampled * (1 - 1e-5), "\(projection.rowMajor) over \(rect): bound \(bound) < \(sampled)")
            if i % 4 == 0 { worstRatio = max(worstRatio, Double(bound) / sampled) }
            tested += 1
        }
        #expect(tested > 250)
        #expect(worstRatio < 4.0 / 3, "picker rows: bound up to \(worstRatio) × the true stretch")

        let affine = try #require(Projection(Transform.rotation(0.3).concatenating(.scale(3, 0.5))))
        let exact = try #require(affine.maxScale(over: Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(abs(exact - 3) < 1e-5)
    }

    @Test func maxScaleIsNilWhereTheRectReachesBehindTheEye() throws {
        let p = try #require(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, -1 / 900, 1]))
        #expect(p.maxScale(over: Rect(x: 0, y: 0, width: 10, height: 10)) != nil)
        #expect(p.maxScale(over: Rect(x: 0, y: 850, width: 10, height: 100)) == nil)
        #expect(p.maxScale(over: Rect(x: .nan, y: 0, width: 10, height: 10)) == nil)
        #expect(p.maxScale(over: Rect(x: 0, y: 0, width: .infinity, height: 10)) == nil)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
