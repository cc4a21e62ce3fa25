import Raster
import TestSupport
import Testing

/// Dash patterns finer than `Dasher.minimumPeriodPixels` are drawn solid at their ink fraction
/// (`StrokeStyle.deviceStroke(for:)`); real dashes, outlined one by one, are the slow twin.
@Suite struct StrokeFineDashTests {
    static let line: Path = {
        var p = Path()
        p.move(to: Point(0, 6)); p.line(to: Point(40, 6))
        return p
    }()

    /// A 40 px line with a 2·10⁻⁵ px pattern needs two million dashes; it used to fall back to a
    /// solid stroke at full coverage (`Dasher.maxDashCount`), black where half the length is ink.
    @Test func dashesFinerThanAPixelDrawAtTheirInkFractionNotSolid() throws {
        for (dash, ink) in [([Float(1e-5), 1e-5], Float(0.5)), ([1e-5, 3e-5], 0.25)] {
            var canvas = Canvas(width: 40, height: 12, background: .white)
            canvas.stroke(Self.line, style: try StrokeStyle(width: 4, dash: dash), color: .black)
            let expected = 255 - Int((ink * 255).rounded())
            for x in [1, 20, 38] {
                #expect(abs(Int(canvas.image()[x, 6].r) - expected) <= 1, "dash \(dash) at x \(x): \(canvas.image()[x, 6])")
            }
        }
    }

    @Test func inkFractionCountsCapsAlongThePath() throws {
        #expect(Dasher.inkFraction(of: [0.02, 0.06], width: 0.1, cap: .butt) == 0.25)
        #expect(abs(Dasher.inkFraction(of: [0.02, 0.06], width: 0.02, cap: .square) - 0.5) < 1e-6)
        #expect(abs(Dasher.inkFraction(of: [0, 0.1], width: 0.04, cap: .round) - Float.pi * 0.01 / 0.1) < 1e-6)
        #expect(Dasher.inkFraction(of: [0.02, 0.06], width: 4, cap: .round) == 1)
        // Every on length zero with butt caps inks nothing, and the stroke draws nothing.
        let inkless = try StrokeStyle(width: 2, cap: .butt, dash: [0, 0.01])
        #expect(inkless.deviceStroke(for: .identity) == nil)
    }

    /// Just below the threshold, the solid approximation and the real dashes give the same grey
    /// along the line: each pixel within half a period of ink (1/16 of coverage) plus rounding,
    /// and on average within one level (the approximation's opacity is rounded to 8 bits once,
    /// the dashes' coverage pixel by pixel).
    @Test func fineDashApproximationMatchesRealDashes() throws {
        let patterns: [[Float]] = [[0.05, 0.05], [0.02, 0.1], [0.09, 0.02], [0.03, 0.03, 0.01, 0.03]]
        for pattern in patterns {
            for (index, transform) in [Transform.identity, Transform.rotation(0.5).concatenating(.translation(14, -6))].enumerated() {
                let style = try StrokeStyle(width: 4, cap: .butt, dash: pattern)
                var approximate = Canvas(width: 40, height: 30, background: .white)
                approximate.stroke(Self.line, style: style, color: .black, transform: transform)
                var real = Canvas(width: 40, height: 30, background: .white)
                real.fill(Stroker.outline(of: Self.line.transformed(by: transform), style: style), color: .black)
                let a = approximate.image(), r = real.image()
                var worst = 0, sumA = 0, sumR = 0, inked = 0
                for i in stride(from: 0, to: a.bytes.count, by: 4) {
                    worst = max(worst, abs(Int(a.bytes[i]) - Int(r.bytes[i])))
                    sumA += Int(a.bytes[i]); sumR += Int(r.bytes[i])
                    if a.bytes[i] != 255 || r.bytes[i] != 255 { inked += 1 }
                }
                #expect(worst <= 255 / 16 + 2, "pattern \(pattern), transform \(index): worst \(worst)")
                #expect(abs(sumA - sumR) <= inked, "pattern \(pattern), transform \(index): sums \(sumA) \(sumR) over \(inked) px")
            }
        }
    }
}
