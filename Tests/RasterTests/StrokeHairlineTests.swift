import Raster
import Testing

@Suite struct StrokeHairlineTests {
    static let path = polylinePath([Point(0, 0), Point(30, 10), Point(60, 0)])

    /// Width 0 is one unit of the stroker's (device) space.
    @Test func hairlineIsOnePixelWide() throws {
        let hairline = Stroker.outline(of: Self.path, style: .hairline)
        let onePixel = Stroker.outline(of: Self.path, style: try StrokeStyle(width: Stroker.hairlineWidthPixels))
        #expect(!hairline.isEmpty)
        #expect(hairline == onePixel)
    }

    /// `hairline(pixels:)` is that many device pixels wide at any scale: on a pixel boundary a
    /// two-pixel hairline covers the whole row on each side, under the summed fill and the
    /// exact pass alike, where the one-pixel hairline covers half of each.
    @Test func aWiderHairlineIsWholeDevicePixels() throws {
        let line = polylinePath([Point(2, 5), Point(18, 5)])
        for scale: Float in [1, 2, 3] {
            let device = try #require(StrokeStyle.hairline(pixels: 2).deviceStroke(for: .scale(scale)))
            #expect(device.style.width == 2 && device.coverageScale == 1)
        }
        #expect(StrokeStyle.hairline(pixels: 0).hairlinePixels == 1)
        for exact in [false, true] {
            let outline = Stroker.outline(of: line, style: .hairline(pixels: 2))
            let wide = Rasterizer.coverage(of: outline, rule: .nonzero, clip: PixelRect(x0: 0, y0: 0, x1: 20, y1: 10), useSIMD: true,
                                           exactCrossings: exact)
            let thin = Rasterizer.coverage(of: Stroker.outline(of: line, style: .hairline), rule: .nonzero,
                                           clip: PixelRect(x0: 0, y0: 0, x1: 20, y1: 10), useSIMD: true, exactCrossings: exact)
            for x in 2 ..< 18 {
                #expect(wide[x, 4] == 255 && wide[x, 5] == 255 && wide[x, 3] == 0 && wide[x, 6] == 0, "x \(x), exact \(exact)")
                #expect(abs(Int(thin[x, 4]) - 128) <= 1 && abs(Int(thin[x, 5]) - 128) <= 1, "x \(x), exact \(exact)")
            }
        }
    }

    @Test func deviceStrokeScalesWidthAndDashes() throws {
        let style = try StrokeStyle(width: 2, cap: .round, join: .bevel, dash: [3, 1], dashPhase: 1)
        let device = try #require(style.deviceStroke(for: .scale(3)))
        #expect(device.style.width == 6)
        #expect(device.style.dash == [9, 3])
        #expect(device.style.dashPhase == 3)
        #expect(device.style.cap == .round && device.style.join == .bevel)
        #expect(device.coverageScale == 1)
        // Rotation keeps lengths.
        let rotated = try #require(style.deviceStroke(for: Transform.rotation(0.7).concatenating(.scale(2))))
        #expect(abs(rotated.style.width - 4) < 1e-5)
    }

    /// A stroke thinner than a pixel on the device is drawn one pixel wide at reduced coverage.
    @Test func subPixelStrokeBecomesOnePixelAtReducedCoverage() throws {
        let thin = try StrokeStyle(width: 0.25)
        let device = try #require(thin.deviceStroke(for: .scale(2)))
        #expect(device.style.width == 1)
        #expect(device.coverageScale == 0.5)
    }

    @Test func hairlineIsOnePixelAtEveryScale() throws {
        for scale: Float in [0.5, 1, 2, 3] {
            let device = try #require(StrokeStyle.hairline.deviceStroke(for: .scale(scale)))
            #expect(device.style.width == 1)
            #expect(device.coverageScale == 1)
        }
    }

    @Test func singularTransformDrawsNothing() throws {
        #expect(try StrokeStyle(width: 2).deviceStroke(for: .scale(0, 1)) == nil)
        #expect(try StrokeStyle(width: 2).deviceStroke(for: Transform(a: .nan, b: 0, c: 0, d: 1, e: 0, f: 0)) == nil)
    }
}
