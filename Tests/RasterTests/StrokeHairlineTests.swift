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
