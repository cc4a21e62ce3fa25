import Raster
import TestSupport
import Testing

@Suite struct BoxBlurTests {
    /// The three box widths' variances add up to σ² within the rounding of the widths.
    @Test func boxWidthsMatchTheGaussiansVariance() {
        for sigma: Float in [0.8, 2, 4.5, 10, 30] {
            let widths = BoxBlur.boxWidths(sigma: sigma)
            #expect(widths.count == 3 && widths.allSatisfy { $0 % 2 == 1 })
            let variance = widths.map { Float($0 * $0 - 1) / 12 }.reduce(0, +)
            #expect(abs(variance.squareRoot() - sigma) / sigma < 0.1, "σ \(sigma): widths \(widths)")
        }
    }

    /// A blur keeps a flat colour flat, keeps premultiplied pixels valid (no channel above its
    /// alpha), and spreads a step symmetrically.
    @Test func blurIsAWeightedMean() throws {
        let translucent = try #require(PremultipliedColor(r: 40, g: 80, b: 120, a: 200))
        var flat = try #require(Pixmap(width: 20, height: 10, fill: translucent))
        let before = flat.pixels
        BoxBlur.gaussianApproximation(&flat, region: PixelRect(x0: 2, y0: 2, x1: 18, y1: 8), sigma: 3)
        #expect(flat.pixels == before)

        var rng = SeededRandom(seed: 99)
        var noisy = try #require(Pixmap(width: 33, height: 21))
        for i in noisy.pixels.indices {
            let c = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)), b: UInt8(rng.int(in: 0 ... 255)), a: UInt8(rng.int(in: 0 ... 255)))
            noisy.pixels[i] = Pixmap.pack(c.premultiplied)
        }
        BoxBlur.gaussianApproximation(&noisy, region: PixelRect(x0: 0, y0: 0, x1: 33, y1: 21), sigma: 2.5)
        for v in noisy.pixels {
            let c = Pixmap.unpack(v)
            #expect(c.r <= c.a && c.g <= c.a && c.b <= c.a)
        }

        var step = try #require(Pixmap(width: 40, height: 1))
        for x in 20 ..< 40 { step[x, 0] = Color.white.premultiplied }
        BoxBlur.gaussianApproximation(&step, region: PixelRect(x0: 0, y0: 0, x1: 40, y1: 1), sigma: 3)
        // Symmetric about the step: the pixel k left of it and the one k right of it sum to 255.
        for k in 0 ..< 8 {
            let left = Int(Pixmap.unpack(step.pixels[19 - k]).a), right = Int(Pixmap.unpack(step.pixels[20 + k]).a)
            #expect(abs(left + right - 255) <= 2, "k \(k): \(left) + \(right)")
        }
        #expect(Pixmap.unpack(step.pixels[19]).a > 60 && Pixmap.unpack(step.pixels[12]).a < 20)
    }
}

extension BoxBlurTests {
    /// The half-resolution path agrees with the full-resolution blur it replaces for σ ≥ 8 px:
    /// a flat colour stays flat, and a blurred step differs by at most a few levels.
    @Test func halfResolutionMatchesFullResolution() throws {
        var step = try #require(Pixmap(width: 120, height: 40, fill: Color(r: 10, g: 20, b: 30).premultiplied))
        for y in 0 ..< 40 { for x in 60 ..< 120 { step[x, y] = Color(r: 240, g: 200, b: 100).premultiplied } }
        let region = PixelRect(x0: 0, y0: 0, x1: 120, y1: 40)
        var full = step
        BoxBlur.gaussianApproximation(&full, region: region, sigma: 12)
        let half = BoxBlur.blurred(step, region: region, sigma: 12)
        var worst = 0
        for i in full.pixels.indices {
            let a = Pixmap.unpack(full.pixels[i]), b = Pixmap.unpack(half.pixels[i])
            worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
        }
        #expect(worst <= 6, "largest difference \(worst)")
        let translucent = try #require(PremultipliedColor(r: 40, g: 80, b: 120, a: 200))
        let flat = try #require(Pixmap(width: 37, height: 23, fill: translucent))
        #expect(BoxBlur.blurred(flat, region: PixelRect(x0: 3, y0: 2, x1: 31, y1: 21), sigma: 9).pixels == flat.pixels)
    }
}
