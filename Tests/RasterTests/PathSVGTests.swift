import Raster
import TestSupport
import Testing

@Suite struct PathSVGTests {
    @Test func printsAbsoluteCommandsAndShortestNumbers() {
        var p = Path()
        p.move(to: Point(0, 0.5))
        p.line(to: Point(10, -2.25))
        p.quad(control: Point(1e-5, 3), to: Point(100, 1e20))
        p.cubic(control1: Point(-0.0, 1), control2: Point(0.1, 2), to: Point(3, 4))
        p.close()
        #expect(p.svgPathData == "M 0 0.5 L 10 -2.25 Q 1e-05 3 100 1e+20 C 0 1 0.1 2 3 4 Z")
        #expect(Path().svgPathData == "")
    }

    /// Property: parse(print(p)) == p for random paths whose coordinates span Float's range.
    @Test func roundTripIsExact() throws {
        var rng = SeededRandom(seed: 0x2_0A7)
        func coordinate() -> Float {
            switch rng.int(in: 0 ... 3) {
            case 0: return Float(rng.int(in: -1000 ... 1000))
            case 1: return rng.float(in: -1000 ... 1000)
            case 2: return rng.float(in: -1 ... 1) * Float(sign: .plus, exponent: rng.int(in: -120 ... 120), significand: 1)
            default: return Float(rng.int(in: -100_000 ... 100_000)) / 100
            }
        }
        func point() -> Point { Point(coordinate(), coordinate()) }
        for _ in 0 ..< 2_000 {
            var p = Path()
            for _ in 0 ..< rng.int(in: 1 ... 12) {
                switch rng.int(in: 0 ... 4) {
                case 0: p.move(to: point())
                case 1: p.line(to: point())
                case 2: p.quad(control: point(), to: point())
                case 3: p.cubic(control1: point(), control2: point(), to: point())
                default: p.close()
                }
            }
            let text = p.svgPathData
            let back = try Path(svgPathData: text)
            #expect(back == p, "\(text)")
            #expect(back.points.map(\.x.bitPattern) == p.points.map { $0.x == 0 ? 0 : $0.x.bitPattern }, "\(text)")
        }
    }
}
