import Foundation
import Raster
import TestSupport
import Testing

/// `PortableMath` against the C library: the same values to within a few ulps of a `Double`
/// (the C library is accurate to about one), on seeded random arguments over the ranges drawing
/// uses and beyond, plus the special cases C defines.
@Suite struct PortableMathTests {
    /// |a − b| within `ulps` units in the last place of the larger (or of 1, near zero).
    static func close(_ a: Double, _ b: Double, ulps: Double = 4) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
        if a.isInfinite || b.isInfinite { return a == b }
        return Swift.abs(a - b) <= ulps * max(Swift.abs(a), Swift.abs(b), 1).ulp
    }

    @Test(arguments: [1.0, 10, 1_000, 1_000_000])
    func sineAndCosineMatchTheCLibrary(range: Double) {
        var random = SeededRandom(seed: 0x51_0000 &+ UInt64(range))
        for _ in 0 ..< 20_000 {
            let x = (random.double(in: -1 ... 1)) * range
            let (s, c) = PortableMath.sinCos(x)
            #expect(Self.close(s, Foundation.sin(x)), "sin \(x): \(s) vs \(Foundation.sin(x))")
            #expect(Self.close(c, Foundation.cos(x)), "cos \(x): \(c) vs \(Foundation.cos(x))")
        }
    }

    @Test func tangentAndInverseFunctionsMatchTheCLibrary() {
        var random = SeededRandom(seed: 0x7A_0001)
        for _ in 0 ..< 20_000 {
            let u = random.double(in: -1 ... 1) // in [−1, 1)
            let y = (random.double(in: -1 ... 1)) * 1_000, x = (random.double(in: -1 ... 1)) * 1_000
            let t = u * 1.5 // avoid the poles, where both sides lose every digit
            #expect(Self.close(PortableMath.tan(t), Foundation.tan(t), ulps: 8), "tan \(t)")
            #expect(Self.close(PortableMath.asin(u), Foundation.asin(u), ulps: 8), "asin \(u)")
            #expect(Self.close(PortableMath.acos(u), Foundation.acos(u), ulps: 8), "acos \(u)")
            #expect(Self.close(PortableMath.atan(y), Foundation.atan(y)), "atan \(y)")
            #expect(Self.close(PortableMath.atan2(y, x), Foundation.atan2(y, x)), "atan2 \(y) \(x)")
            #expect(Self.close(PortableMath.atan2(u, 1e-3 * x), Foundation.atan2(u, 1e-3 * x)), "atan2 near the axis")
        }
    }

    @Test func exponentialLogarithmAndPowerMatchTheCLibrary() {
        var random = SeededRandom(seed: 0xE4_0002)
        for _ in 0 ..< 20_000 {
            let x = (random.double(in: -1 ... 1)) * 700
            let positive = Foundation.exp((random.double(in: -1 ... 1)) * 700)
            let base = random.double(in: 0 ... 2), power = (random.double(in: -1 ... 1)) * 8
            #expect(Self.close(PortableMath.exp(x), Foundation.exp(x)), "exp \(x)")
            #expect(Self.close(PortableMath.log(positive), Foundation.log(positive)), "log \(positive)")
            #expect(Self.close(PortableMath.cbrt(x), Foundation.cbrt(x)), "cbrt \(x)")
            // pow is e^(y ln x): the product's rounding error grows with |y ln x| (documented).
            let ulps = 8 + 2 * Swift.abs(power * Foundation.log(base))
            #expect(Self.close(PortableMath.pow(base, power), Foundation.pow(base, power), ulps: ulps), "pow \(base) \(power)")
        }
    }

    /// The cases C defines exactly: zeros with their signs, infinities, NaN, the domain edges.
    @Test func specialCasesAreCsOwn() {
        let pairs: [(Double, Double)] = [(0, 0), (-0.0, 0), (0, -0.0), (-0.0, -0.0), (1, 0), (-1, 0), (0, 1), (0, -1),
                                         (.infinity, .infinity), (-.infinity, .infinity), (.infinity, -.infinity),
                                         (1, .infinity), (1, -.infinity), (-1, -.infinity), (.nan, 1), (1, .nan)]
        for (y, x) in pairs {
            let ours = PortableMath.atan2(y, x), theirs = Foundation.atan2(y, x)
            #expect(Self.close(ours, theirs) && ours.sign == theirs.sign, "atan2(\(y), \(x)): \(ours) vs \(theirs)")
        }
        #expect(PortableMath.sin(Double.infinity).isNaN && PortableMath.cos(Double.nan).isNaN)
        #expect(PortableMath.asin(1.5).isNaN && PortableMath.acos(-1.0) == Double.pi && PortableMath.asin(-1.0) == -Double.pi / 2)
        #expect(PortableMath.exp(1_000) == .infinity && PortableMath.exp(-1_000) == 0 && PortableMath.exp(0) == 1)
        #expect(PortableMath.log(0) == -.infinity && PortableMath.log(-1).isNaN && PortableMath.log(1) == 0)
        #expect(Self.close(PortableMath.log(Double.leastNonzeroMagnitude), Foundation.log(Double.leastNonzeroMagnitude)))
        #expect(PortableMath.pow(0.0, 2.0) == 0 && PortableMath.pow(0.0, -1.0) == .infinity && PortableMath.pow(-2.0, 0.5).isNaN)
        #expect(PortableMath.pow(Float(2), Float(10)) == 1024)
    }

    /// The `Float` forms are the `Double` results rounded once.
    @Test func floatFormsRoundTheDoubleResult() {
        var random = SeededRandom(seed: 0xF1_0003)
        for _ in 0 ..< 5_000 {
            let x = Float((random.double(in: -1 ... 1)) * 10)
            #expect(PortableMath.sin(x) == Float(PortableMath.sin(Double(x))))
            #expect(PortableMath.sinCos(x).cos == Float(PortableMath.cos(Double(x))))
            #expect(PortableMath.atan2(x, 0.5) == Float(PortableMath.atan2(Double(x), 0.5)))
        }
    }
}
