// Trigonometry, exponential and logarithm from the operations IEEE 754 defines to the last bit
// (+, −, ×, ÷, square root, remainder): the same results on every CPU, with every C library, in
// debug and in release. docs/determinism.md says why the pipeline needs this.

/// Elementary functions whose every bit is fixed by IEEE 754 arithmetic in Swift.
///
/// The C library's `sin`, `cosf`, `powf`… are accurate to about an ulp but not specified to the
/// last bit: glibc picks a different implementation by CPU feature (FMA or not) when a program
/// loads, other libraries and other architectures round differently, and an optimizing build may
/// fold a call with a constant argument using the compiler's own routine. Any one of those moves
/// a stroke's round join or a picker row by an ulp, which can change a pixel and fail a golden on
/// another machine. These functions use only correctly rounded operations in a fixed order, and
/// Swift never fuses a multiply and an add unless asked, so their results are the same
/// everywhere (and a build folds them to the same constants).
///
/// Accuracy: within a few ulps of the true value in `Double` over the ranges drawing uses
/// (|x| < 2^20 for `sin` and `cos`), which is far below a `Float`'s ulp; the `Float` overloads
/// compute in `Double` and round once. `PortableMathTests` checks them against the C library.
@usableFromInline package enum PortableMath {
    // π/2 in three pieces, each with enough trailing zero bits that k × piece is exact for
    // |k| < 2^20 (Cody and Waite's reduction; the values are fdlibm's `pio2_1`, `pio2_2`,
    // `pio2_3` and `pio2_3t`, e_rem_pio2.c).
    static let halfPi1 = 1.57079632673412561417e+00
    static let halfPi2 = 6.07710050630396597660e-11
    static let halfPi3 = 2.02226624871116645580e-21
    static let halfPi3Tail = 8.47842766036889956997e-32
    // ln 2 in two pieces, the first with 32 trailing zero bits (fdlibm's `ln2_hi`, `ln2_lo`, e_exp.c).
    static let ln2High = 6.93147180369123816490e-01
    static let ln2Low = 1.90821492927058770002e-10

    // MARK: Sine and cosine

    /// sin x and cos x together, x in radians. NaN for infinite or NaN x.
    @usableFromInline package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard x.isFinite else { return (.nan, .nan) }
        // Beyond 2^20 the three-piece reduction loses bits: bring x into [−π, π] first with the
        // exact IEEE remainder (the result is still the same everywhere, only less accurate).
        let x = Swift.abs(x) < 0x1p20 ? x : x.remainder(dividingBy: 2 * Double.pi)
        let k = (x * (2 / Double.pi)).rounded(.toNearestOrEven)
        let r = ((x - k * halfPi1) - k * halfPi2) - k * halfPi3 - k * halfPi3Tail
        let s = sinKernel(r), c = cosKernel(r)
        switch Int(k) & 3 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// sin r for |r| ≤ π/4: Taylor's series to r^19 (the next term is below 2^-60 · r).
    static func sinKernel(_ r: Double) -> Double {
        let z = r * r
        return r - r * z * horner(sinCoefficients, z)
    }

    /// cos r for |r| ≤ π/4: Taylor's series to r^20.
    static func cosKernel(_ r: Double) -> Double { 1 + r * r * horner(cosCoefficients, r * r) }

    /// 1/19!, −1/17!, …, 1/3!: sin r = r − r·z·p(z), z = r², highest power first.
    static let sinCoefficients: [Double] = [1.0 / 121_645_100_408_832_000, -1.0 / 355_687_428_096_000, 1.0 / 1_307_674_368_000,
                                            -1.0 / 6_227_020_800, 1.0 / 39_916_800, -1.0 / 362_880, 1.0 / 5_040, -1.0 / 120, 1.0 / 6]
    /// 1/20!, −1/18!, …, −1/2!: cos r = 1 + z·p(z), highest power first.
    static let cosCoefficients: [Double] = [1.0 / 2_432_902_008_176_640_000, -1.0 / 6_402_373_705_728_000, 1.0 / 20_922_789_888_000,
                                            -1.0 / 87_178_291_200, 1.0 / 479_001_600, -1.0 / 3_628_800, 1.0 / 40_320, -1.0 / 720,
                                            1.0 / 24, -1.0 / 2]

    /// The polynomial with `coefficients` (highest power first) at `z`, in Horner's order:
    /// one multiply and one add a coefficient, never fused.
    @inline(__always) static func horner(_ coefficients: [Double], _ z: Double) -> Double {
        var p = 0.0
        for c in coefficients { p = p * z + c }
        return p
    }

    package static func sin(_ x: Double) -> Double { sinCos(x).sin }
    package static func cos(_ x: Double) -> Double { sinCos(x).cos }
    /// tan x = sin x / cos x (±∞ never: cos of a `Double` is never exactly 0).
    package static func tan(_ x: Double) -> Double {
        let (s, c) = sinCos(x)
        return s / c
    }

    // MARK: Inverse trigonometry

    /// arctan x in (−π/2, π/2).
    package static func atan(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x.isInfinite { return x > 0 ? Double.pi / 2 : -Double.pi / 2 }
        let a = Swift.abs(x)
        let inverted = a > 1
        var t = inverted ? 1 / a : a
        // tan(θ/2) = tan θ / (1 + √(1 + tan² θ)), twice: |t| ≤ tan(π/16) ≈ 0.199.
        t = t / (1 + (1 + t * t).squareRoot())
        t = t / (1 + (1 + t * t).squareRoot())
        // Taylor's series to t^23 (the next term is below 2^-58 · t).
        let z = t * t
        var p = -1.0 / 23
        p = p * z + 1.0 / 21
        p = p * z - 1.0 / 19
        p = p * z + 1.0 / 17
        p = p * z - 1.0 / 15
        p = p * z + 1.0 / 13
        p = p * z - 1.0 / 11
        p = p * z + 1.0 / 9
        p = p * z - 1.0 / 7
        p = p * z + 1.0 / 5
        p = p * z - 1.0 / 3
        var angle = 4 * (t + t * z * p)
        if inverted { angle = Double.pi / 2 - angle }
        return x < 0 ? -angle : angle
    }

    /// The angle of the vector (x, y) in [−π, π], with C's conventions for zeros and infinities.
    package static func atan2(_ y: Double, _ x: Double) -> Double {
        if x.isNaN || y.isNaN { return .nan }
        let pi = Double.pi
        if y == 0 {
            // ±0 keeps its sign; from the left it is ±π.
            return x.sign == .minus ? (y.sign == .minus ? -pi : pi) : y
        }
        if x == 0 { return y > 0 ? pi / 2 : -pi / 2 }
        if x.isInfinite && y.isInfinite {
            let angle = x > 0 ? pi / 4 : 3 * pi / 4
            return y > 0 ? angle : -angle
        }
        if x.isInfinite { return x > 0 ? (y > 0 ? 0.0 : -0.0) : (y > 0 ? pi : -pi) }
        if y.isInfinite { return y > 0 ? pi / 2 : -pi / 2 }
        let base = atan(y / x)
        if x > 0 { return base }
        return y > 0 ? base + pi : base - pi
    }

    /// arcsin x in [−π/2, π/2]; NaN outside [−1, 1].
    package static func asin(_ x: Double) -> Double { atan2(x, ((1 - x) * (1 + x)).squareRoot()) }
    /// arccos x in [0, π]; NaN outside [−1, 1].
    package static func acos(_ x: Double) -> Double { atan2(((1 - x) * (1 + x)).squareRoot(), x) }

    // MARK: Exponential, logarithm, power

    /// e^x.
    package static func exp(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x > 709.782712893384 { return .infinity }
        if x < -745.1332191019412 { return 0 }
        let k = (x / (ln2High + ln2Low)).rounded(.toNearestOrEven)
        let r = (x - k * ln2High) - k * ln2Low // |r| ≤ ln 2 / 2 + a little
        // Taylor's series to r^18 (the next term is below 2^-60).
        var p = 1.0 / 6_402_373_705_728_000 // 1/18!
        for n in stride(from: 17, through: 1, by: -1) { p = p * r + 1 / factorials[n] }
        p = p * r + 1
        return scaled(p, byPowerOfTwo: Int(k))
    }

    /// n! for n = 0…17, exact in `Double` (every factorial up to 22! is).
    static let factorials: [Double] = {
        var f: [Double] = [1]
        for n in 1 ... 17 { f.append(f[n - 1] * Double(n)) }
        return f
    }()

    /// x × 2^k, in two steps when 2^k alone would not be a normal `Double`.
    static func scaled(_ x: Double, byPowerOfTwo k: Int) -> Double {
        if k > 1023 { return x * 0x1p1023 * Double(sign: .plus, exponent: k - 1023, significand: 1) }
        if k < -1022 { return x * 0x1p-1022 * Double(sign: .plus, exponent: k + 1022, significand: 1) }
        return x * Double(sign: .plus, exponent: k, significand: 1)
    }

    /// The natural logarithm: −∞ at 0, NaN below.
    package static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return .infinity }
        // x = m · 2^e with m in [√½, √2).
        var e = Double(x.exponent), m = x.significand
        if m > 1.4142135623730951 { m /= 2; e += 1 }
        // ln m = 2 artanh f, f = (m − 1)/(m + 1), |f| ≤ 0.172: the odd series to f^23.
        let f = (m - 1) / (m + 1), z = f * f
        var p = 1.0 / 23
        for n in stride(from: 21, through: 3, by: -2) { p = p * z + 1 / Double(n) }
        let lnM = 2 * (f + f * z * p)
        return e * ln2High + (e * ln2Low + lnM)
    }

    /// x^y for x ≥ 0 (as e^(y ln x)), with 0^y = 0 for y > 0 and x^0 = 1; NaN for x < 0.
    /// The relative error grows with |y ln x| (about that many ulps more): ample for the
    /// colour curves and alpha splits it serves, and the same everywhere.
    package static func pow(_ x: Double, _ y: Double) -> Double {
        if y == 0 { return 1 }
        if x.isNaN || y.isNaN || x < 0 { return .nan }
        if x == 0 { return y > 0 ? 0 : .infinity }
        return exp(y * log(x))
    }

    /// The real cube root (negative for negative x): e^(ln|x| / 3), then one Newton step.
    package static func cbrt(_ x: Double) -> Double {
        if x == 0 || !x.isFinite { return x }
        let a = Swift.abs(x)
        var y = exp(log(a) / 3)
        y -= (y * y * y - a) / (3 * y * y)
        return x < 0 ? -y : y
    }

    // MARK: Float

    /// The `Float` forms: computed in `Double`, rounded once.
    package static func sin(_ x: Float) -> Float { Float(sin(Double(x))) }
    package static func cos(_ x: Float) -> Float { Float(cos(Double(x))) }
    package static func tan(_ x: Float) -> Float { Float(tan(Double(x))) }
    package static func asin(_ x: Float) -> Float { Float(asin(Double(x))) }
    package static func acos(_ x: Float) -> Float { Float(acos(Double(x))) }
    package static func atan2(_ y: Float, _ x: Float) -> Float { Float(atan2(Double(y), Double(x))) }
    package static func pow(_ x: Float, _ y: Float) -> Float { Float(pow(Double(x), Double(y))) }
    package static func cbrt(_ x: Float) -> Float { Float(cbrt(Double(x))) }
    @usableFromInline package static func sinCos(_ x: Float) -> (sin: Float, cos: Float) {
        let (s, c) = sinCos(Double(x))
        return (Float(s), Float(c))
    }
}
