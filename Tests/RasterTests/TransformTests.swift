import Raster
import TestSupport
import Testing

@Suite struct TransformTests {
    /// Property: a transform followed by its inverse maps every point back to itself.
    @Test func inverseUndoesTransform() throws {
        var rng = SeededRandom(seed: 0xC0FFEE)
        for _ in 0 ..< 1000 {
            let t = Transform.rotation(rng.float(in: -3.2 ... 3.2))
                .concatenating(.scale(rng.float(in: 0.1 ... 8), rng.float(in: 0.1 ... 8)))
                .concatenating(Transform(a: 1, b: 0, c: rng.float(in: -2 ... 2), d: 1, e: 0, f: 0))
                .concatenating(.translation(rng.float(in: -500 ... 500), rng.float(in: -500 ... 500)))
            guard let inverse = t.inverted else { continue }
            let p = Point(rng.float(in: -1000 ... 1000), rng.float(in: -1000 ... 1000))
            let back = t.concatenating(inverse).apply(p)
            // Float has 24 bits; coordinates up to ~1e4 after scaling keep ~1e-3 absolute error.
            #expect(back.distance(to: p) < 2e-2, "transform \(t) point \(p) came back as \(back)")
        }
    }

    @Test func singularTransformHasNoInverse() {
        #expect(Transform.scale(0, 1).inverted == nil)
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, e: 0, f: 0).inverted == nil)
    }

    @Test func concatenationAppliesLeftFirst() {
        let t = Transform.translation(10, 0).concatenating(.scale(2))
        #expect(t.apply(Point(1, 1)) == Point(22, 2))
    }

    @Test func maxScaleIsLargerSingularValue() {
        #expect(abs(Transform.scale(3, 0.5).maxScale - 3) < 1e-5)
        #expect(abs(Transform.rotation(0.7).concatenating(.scale(2)).maxScale - 2) < 1e-5)
    }
}
