// Reading one SVG number from UTF-8 bytes without allocating, correctly rounded to Float.
//
// Grammar (SVG 2 path data): sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?
// A number ends at the first byte that cannot continue it, so `1.5.5` is 1.5 then .5 and
// `10-5` is 10 then −5; an `e` not followed by digits is not part of the number.
//
// Value: the decimal digits are gathered into an integer m (up to 19 significant digits) and a
// power of ten e. When m ≤ 2^53 and |e| ≤ 22, both m and 10^|e| are exact Doubles, so one IEEE
// multiply or divide gives the correctly rounded Double (Clinger's fast path, "How to read
// floating point numbers accurately", PLDI 1990). Rounding that Double to Float is then correct
// unless the Double landed exactly halfway between two Floats (double rounding); that case,
// more than 19 digits, and larger exponents go to the slow path, the standard library's
// `Float(String)` on the same bytes — which is also the oracle the tests compare against.

extension SVGPathParser {
    /// The outcome of scanning one number.
    enum NumberScan {
        /// A finite value; `end` is the offset just past the number.
        case value(Float, end: Int)
        /// No number could be read; `at` is the offset of the first byte that does not fit.
        case malformed(at: Int)
        /// A well-formed number whose value does not fit in a finite Float; `end` is just past it.
        case nonFinite(end: Int)
    }

    /// Significant decimal digits kept exactly in a UInt64 (10^19 < 2^64).
    static let maxExactDigits = 19
    /// Largest m for which Double(m) is exact.
    static let maxExactMantissa: UInt64 = 1 << 53
    /// Largest power of ten that is an exact Double (5^22 < 2^53).
    static let maxExactPowerOfTen = 22
    /// Exponent digits beyond this magnitude cannot change the Float result (it is 0 or ∞ long
    /// before); capping keeps the accumulator from overflowing on `1e99999999999999999999`.
    static let exponentCap = 100_000
    /// 10^0 … 10^22, all exact in Double.
    static let powersOfTen: [Double] = (0 ... 22).map { (0 ..< $0).reduce(1.0) { acc, _ in acc * 10 } }
    /// Double carries 29 more significand bits than Float; these are the ones rounding drops.
    static let droppedBitsMask: UInt64 = (1 << 29) - 1
    /// The dropped bits of a Double lying exactly halfway between two Floats.
    static let halfwayBits: UInt64 = 1 << 28

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// Scans the number starting at `start` (a sign, digit or '.').
    static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> NumberScan {
        let n = bytes.count
        var i = start
        var negative = false
        if i < n, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var digitsKept = 0
        var exponent10 = 0
        var droppedNonZero = false
        var sawDigit = false

        while i < n, isDigit(bytes[i]) {
            let d = UInt64(bytes[i] &- UInt8(ascii: "0"))
            sawDigit = true
            // Leading zeros of the integer part add nothing; later digits are kept or counted.
            if mantissa != 0 || d != 0 {
                if digitsKept < maxExactDigits {
                    mantissa = mantissa * 10 + d
                    digitsKept += 1
                } else {
                    exponent10 += 1
                    droppedNonZero = droppedNonZero || d != 0
                }
            }
            i += 1
        }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, isDigit(bytes[i]) {
                let d = UInt64(bytes[i] &- UInt8(ascii: "0"))
                sawDigit = true
                if mantissa == 0 && d == 0 {
                    exponent10 -= 1
                } else if digitsKept < maxExactDigits {
                    mantissa = mantissa * 10 + d
                    digitsKept += 1
                    exponent10 -= 1
                } else {
                    droppedNonZero = droppedNonZero || d != 0
                }
                i += 1
            }
        }
        guard sawDigit else { return .malformed(at: i) }

        if i < n, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            var exponentNegative = false
            if j < n, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") {
                exponentNegative = bytes[j] == UInt8(ascii: "-")
                j += 1
            }
            if j < n, isDigit(bytes[j]) {
                var written = 0
                while j < n, isDigit(bytes[j]) {
                    written = min(written * 10 + Int(bytes[j] &- UInt8(ascii: "0")), exponentCap)
                    j += 1
                }
                exponent10 += exponentNegative ? -written : written
                i = j
            }
        }

        if mantissa == 0 { return .value(negative ? -0.0 : 0.0, end: i) }
        if !droppedNonZero, mantissa <= maxExactMantissa, abs(exponent10) <= maxExactPowerOfTen {
            let m = Double(mantissa)
            let exact = exponent10 < 0 ? m / powersOfTen[-exponent10] : m * powersOfTen[exponent10]
            // Every such value lies in Float's normal range (1e-22 … 9e37), so the mask applies.
            if exact.bitPattern & droppedBitsMask != halfwayBits {
                let f = Float(exact)
                return .value(negative ? -f : f, end: i)
            }
        }
        return slowNumber(bytes, start: start, end: i)
    }

    /// The standard library's conversion of the same bytes: correct for every input, allocates.
    static func slowNumber(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> NumberScan {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< end]), as: UTF8.self)
        guard let f = Float(text), f.isFinite else { return .nonFinite(end: end) }
        return .value(f, end: end)
    }
}
