import Raster
import TestSupport
import Testing

/// The parser's allocation-free number reader (fast path) against the standard library's
/// `Float(String)` (its slow, obvious twin): they must agree bit for bit.
@Suite struct SVGPathParserNumberTests {
    /// The x coordinate the parser reads from `text`, or the error it reports.
    private func parsedX(_ text: String) -> (Float?, SVGPathError?) {
        let (path, error) = SVGPathParser.parse("M\(text) 0")
        return (path.points.first?.x, error)
    }

    private func expectAgreesWithStandardLibrary(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let oracle = Float(text) else {
            Issue.record("generator made an invalid number \(text)", sourceLocation: sourceLocation)
            return
        }
        let (x, error) = parsedX(text)
        if oracle.isFinite {
            #expect(error == nil, "\(text)", sourceLocation: sourceLocation)
            #expect(x?.bitPattern == oracle.bitPattern, "\(text): parsed \(String(describing: x)), Float(String) gives \(oracle)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(error?.expected == .finiteNumber, "\(text) overflows Float", sourceLocation: sourceLocation)
            #expect(error?.offset == 1, sourceLocation: sourceLocation)
        }
    }

    /// Inputs at the edges of the fast path and of Float's range.
    @Test(arguments: [
        "0", "-0", "0.1", "0.2", "0.3", "1", "+1", "3.14159", ".5", "5.", "100", "1e2", "1E2", "1e+2",
        "16777216", "16777217", "16777218", "16777219", "33554431", "33554433",   // 2^24 ± … : ties at Float midpoints
        "9007199254740993",                                                       // 2^53 + 1: not an exact Double
        "1.00000005960464477539062500",                                           // exactly 1 + 2^-24, a Float midpoint
        "1.000000059604644775390625001",                                          // a hair above it: rounds up
        "0.000000000000000000001", "1e-22", "1e22", "1e23", "123456789012345678901234567890",
        "3.4028235e38", "3.40282356e38", "3.4028236e38", "1e38", "1e39", "1.17549435e-38",
        "1.4e-45", "7e-46", "1e-46", "1e-50", "0.000001", "99999999999999999999e-20",
        "12345678901234567890123e-10", "000000000000000000000000001.5", "0.0000000000000000000000000012345",
        // The correctly rounded Double of each is exactly halfway between two Floats while the
        // decimal lies above that midpoint, so Float(Double) would round the wrong way (found by
        // an exact-fraction search for double-rounding cases).
        "4189076662063599e-15", "243432241995926e10", "5035471428713626e9",
    ])
    func edgeCases(_ text: String) {
        expectAgreesWithStandardLibrary(text)
    }

    /// Property: for random decimal strings of every shape the grammar allows, the parser's
    /// Float equals `Float(String)` bit for bit.
    @Test func randomNumbersMatchStandardLibrary() {
        var rng = SeededRandom(seed: 0x5_76A7_11)
        for _ in 0 ..< 20_000 {
            var text = ""
            switch rng.int(in: 0 ... 2) {
            case 0: text += "-"
            case 1: text += rng.int(in: 0 ... 3) == 0 ? "+" : ""
            default: break
            }
            let integerDigits = rng.int(in: 0 ... 12)
            let fractionDigits = integerDigits == 0 ? rng.int(in: 1 ... 12) : rng.int(in: -1 ... 12)
            for _ in 0 ..< integerDigits { text += String(rng.int(in: 0 ... 9)) }
            if fractionDigits >= 0 {
                text += "."
                for _ in 0 ..< fractionDigits { text += String(rng.int(in: 0 ... 9)) }
            }
            if rng.int(in: 0 ... 2) == 0 {
                text += rng.int(in: 0 ... 1) == 0 ? "e" : "E"
                text += ["", "+", "-"][rng.int(in: 0 ... 2)]
                text += String(rng.int(in: 0 ... 40))
            }
            expectAgreesWithStandardLibrary(text)
        }
    }

    /// Property: short decimals, the kind scenes hold (`726.78`), round exactly like the
    /// standard library, across Float's whole exponent range.
    @Test func typicalCoordinatesMatchStandardLibrary() {
        var rng = SeededRandom(seed: 42)
        for _ in 0 ..< 20_000 {
            let value = rng.double(in: -1 ... 1) * Double(sign: .plus, exponent: rng.int(in: -40 ... 40), significand: 1)
            expectAgreesWithStandardLibrary("\(value)")
            expectAgreesWithStandardLibrary("\(Float(value))")
            // A fixed-point decimal with 0–4 places, like scene coordinates.
            let digits = String(rng.int(in: 0 ... 9_999_999))
            let places = min(rng.int(in: 0 ... 4), digits.count - 1)
            let point = digits.index(digits.endIndex, offsetBy: -places)
            let fixed = places == 0 ? digits : digits[..<point] + "." + digits[point...]
            expectAgreesWithStandardLibrary(rng.int(in: 0 ... 1) == 0 ? fixed : "-" + fixed)
        }
    }
}
