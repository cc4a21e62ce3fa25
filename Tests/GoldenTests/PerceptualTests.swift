@testable import Golden
import Raster
import Testing

/// The perceptual mode's promises: a one-pixel line or ring moved by a pixel is a difference,
/// an edge moved by a fraction of a pixel is not.
@Suite struct PerceptualTests {
    static func compare(_ e: RGBAImage, _ a: RGBAImage, tolerance: Bool = true) throws -> DiffReport {
        try ImageComparison.compare(expected: e, actual: a, options: ComparisonOptions(
            mode: .perceptual(PerceptualOptions(antiAliasingTolerance: tolerance)))).report
    }

    @Test func circleEdgeShiftedByAQuarterPixelIsEqual() throws {
        let expected = Shapes.disc(size: 64, cx: 32, cy: 32, radius: 20)
        for (dx, dy) in [(Float(0.25), Float(0)), (0, 0.25), (-0.25, 0.25)] {
            let actual = Shapes.disc(size: 64, cx: 32 + dx, cy: 32 + dy, radius: 20)
            let report = try Self.compare(expected, actual)
            #expect(report.differentPixels == 0, "shift (\(dx), \(dy)): \(report.summary)")
            // The tolerance is what makes it equal: without it the rim differs.
            #expect(try Self.compare(expected, actual, tolerance: false).differentPixels > 20)
        }
    }

    @Test(arguments: [Float(3.5), 6, 11.3, 27.8])
    func circlesOfManySizesShiftedByAQuarterPixelAreEqual(radius: Float) throws {
        let expected = Shapes.disc(size: 64, cx: 31.6, cy: 32.1, radius: radius)
        let actual = Shapes.disc(size: 64, cx: 31.85, cy: 32.1, radius: radius)
        let report = try Self.compare(expected, actual)
        #expect(report.differentPixels == 0, "radius \(radius): \(report.summary)")
    }

    @Test func coloredCircleEdgeShiftedByAQuarterPixelIsEqual() throws {
        let blue = Color(r: 0, g: 122, b: 255)
        let expected = Shapes.disc(size: 48, cx: 24, cy: 24, radius: 9.5, ink: blue)
        let actual = Shapes.disc(size: 48, cx: 24.25, cy: 23.75, radius: 9.5, ink: blue)
        let report = try Self.compare(expected, actual)
        #expect(report.differentPixels == 0, "\(report.summary)")
    }

    @Test(arguments: [Float(20.5), 20.3, 20])
    func onePixelLineMovedByOnePixelIsDifferent(center: Float) throws {
        let expected = Shapes.verticalLine(width: 40, height: 12, cx: center)
        let actual = Shapes.verticalLine(width: 40, height: 12, cx: center + 1)
        let report = try Self.compare(expected, actual)
        // Every row differs where the line left and where it arrived.
        #expect(report.differentPixels >= 12, "\(report.summary)")
    }

    /// pixelmatch's issue #74: its detector calls a moved thin ring anti-aliasing.
    @Test func onePixelRingMovedByOnePixelIsDifferent() throws {
        let expected = Shapes.ring(size: 48, cx: 24, cy: 24, radius: 14)
        let actual = Shapes.ring(size: 48, cx: 25, cy: 24, radius: 14)
        let report = try Self.compare(expected, actual)
        #expect(report.differentPixels > 20, "\(report.summary)")
    }

    @Test func hardEdgedSquareMovedByOnePixelIsDifferent() throws {
        let base = TestImages.filled(20, 20, .white)
        let expected = TestImages.painting(base, x: 5, y: 5, w: 8, h: 8, .black)
        let actual = TestImages.painting(base, x: 6, y: 5, w: 8, h: 8, .black)
        #expect(try Self.compare(expected, actual).differentPixels == 16)
    }

    @Test func changeBelowTheJustNoticeableDifferenceIsEqualAndAboveIsNot() throws {
        let expected = TestImages.filled(8, 8, TestImages.gray(128))
        // One sRGB level near mid-gray moves OKLab L by about 0.003, far below 0.02.
        let slight = TestImages.painting(expected, x: 2, y: 2, w: 4, h: 4, TestImages.gray(129))
        #expect(try Self.compare(expected, slight).differentPixels == 0)
        let visible = TestImages.painting(expected, x: 2, y: 2, w: 4, h: 4, Color(r: 150, g: 110, b: 128))
        #expect(try Self.compare(expected, visible).differentPixels == 16)
    }

    /// A pixel's alpha change is seen even when its colour over white does not change.
    @Test func alphaChangeIsSeenOverBlack() throws {
        let expected = TestImages.filled(4, 4, Color(r: 255, g: 255, b: 255, a: 255))
        let actual = TestImages.painting(expected, x: 1, y: 1, w: 2, h: 2, Color(r: 255, g: 255, b: 255, a: 60))
        #expect(try Self.compare(expected, actual).differentPixels == 4)
    }
}
