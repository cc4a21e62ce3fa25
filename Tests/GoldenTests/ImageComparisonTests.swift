import Foundation
@testable import Golden
import Raster
import Testing

@Suite struct ImageComparisonTests {
    static let base = TestImages.painting(TestImages.filled(20, 10, .white), x: 2, y: 2, w: 5, h: 5, Color(r: 30, g: 60, b: 90))

    @Test func exactModeCountsLargestChannelDifferenceAndBox() throws {
        var actual = Self.base
        actual[10, 3] = Color(r: 255, g: 250, b: 255)   // 5 levels off in green
        actual[15, 8] = Color(r: 100, g: 255, b: 255)   // 155 levels off in red
        let strict = try ImageComparison.compare(expected: Self.base, actual: actual)
        #expect(strict.report.mode == "exact")
        #expect(strict.report.differentPixels == 2)
        #expect(strict.report.largestDifference == 155)
        #expect(strict.report.boundingBox == PixelRect(x: 10, y: 3, width: 6, height: 6))
        #expect(!strict.passed)
        // Both actual pixels are darker than white: diffColorAlt (defaulting to diffColor).
        #expect(strict.diff[15, 8] == Color(r: 255, g: 0, b: 0))
        let lenient = try ImageComparison.compare(expected: Self.base, actual: actual,
                                                  options: ComparisonOptions(mode: .exact(ExactOptions(maxChannelDifference: 5))))
        #expect(lenient.report.differentPixels == 1)
    }

    /// Every mode's diff image fades the expected image exactly as pixelmatch does; the SIMD gray
    /// runs of `DiffCanvas` against pixelmatch's one-pixel twin.
    @Test(arguments: [0.1, 0.73, 1, 1.7])
    func diffCanvasGrayMatchesThePixelmatchReference(alpha: Double) throws {
        for seed in 0 ..< 8 as Range<UInt64> {
            let (image, _) = TestImages.randomPair(seed: seed, width: 13 + Int(seed) * 7, height: 9)
            let style = DiffStyle(alpha: alpha)
            let reference = try Pixelmatch.compareReference(image, image, style: style).diff
            #expect(DiffCanvas(expected: image, style: style).image == reference, "seed \(seed)")
        }
    }

    @Test func pixelBudgetAndRatioDecidePassing() throws {
        let actual = TestImages.painting(Self.base, x: 10, y: 0, w: 2, h: 2, .black)  // 4 of 200 pixels
        func passes(_ pixels: Int, _ ratio: Double) throws -> Bool {
            try ImageComparison.compare(expected: Self.base, actual: actual,
                                        options: ComparisonOptions(maxDiffPixels: pixels, maxDiffRatio: ratio)).passed
        }
        #expect(try !passes(3, 0))
        #expect(try passes(4, 0))
        #expect(try !passes(0, 0.015))   // 0.015 · 200 = 3
        #expect(try passes(0, 0.02))     // 0.02 · 200 = 4
    }

    @Test func ignoreRegionsHideDifferencesInEveryMode() throws {
        let actual = TestImages.painting(Self.base, x: 12, y: 4, w: 3, h: 3, .black)
        for mode in [ComparisonMode.exact(), .pixelmatch(), .perceptual()] {
            let seen = try ImageComparison.compare(expected: Self.base, actual: actual, options: ComparisonOptions(mode: mode))
            #expect(seen.report.differentPixels == 9, "\(mode.name)")
            let hidden = try ImageComparison.compare(expected: Self.base, actual: actual, options: ComparisonOptions(
                mode: mode, ignoreRegions: [PixelRect(x: 11, y: 3, width: 5, height: 5)]))
            #expect(hidden.report.differentPixels == 0 && hidden.passed, "\(mode.name)")
        }
    }

    @Test func differentSizesAreALayoutDifferenceOverTheUnion() throws {
        let wider = TestImages.filled(24, 8, .white)
        let result = try ImageComparison.compare(expected: Self.base, actual: wider,
                                                 options: ComparisonOptions(mode: .pixelmatch(), maxDiffPixels: 1000))
        #expect(result.report.layoutDifference && !result.passed)
        #expect(result.diff.width == 24 && result.diff.height == 10)
        // Overlap 20 × 8: the 5 × 5 square's pixels in rows 2..<7 (25); outside it the strips
        // x 20..<24 (rows 0..<10) and rows 8..<10 (x 0..<20): 40 + 40.
        #expect(result.report.differentPixels == 25 + 40 + 40)
        #expect(result.report.totalPixels == 240)
        // The strip right of the overlap spans every row, so the box is the whole union.
        #expect(result.report.boundingBox == PixelRect(x: 0, y: 0, width: 24, height: 10))
        #expect(result.diff[23, 9] == Color(r: 255, g: 0, b: 0))
        #expect(result.report.summary.contains("layout difference: expected 20x10, actual 24x8"))
    }

    @Test func emptyImagesCompareWithoutCrashing() throws {
        let empty = try #require(RGBAImage(width: 0, height: 0))
        for mode in [ComparisonMode.exact(), .pixelmatch(), .perceptual()] {
            let same = try ImageComparison.compare(expected: empty, actual: empty, options: ComparisonOptions(mode: mode))
            #expect(same.passed && same.report.ratio == 0)
            let grown = try ImageComparison.compare(expected: empty, actual: TestImages.filled(2, 3, .black),
                                                    options: ComparisonOptions(mode: mode))
            #expect(!grown.passed && grown.report.differentPixels == 6)
        }
    }

    @Test func reportJSONHasEveryKeyIncludingANullBox() throws {
        let report = try ImageComparison.compare(expected: Self.base, actual: Self.base,
                                                 options: ComparisonOptions(mode: .perceptual())).report
        let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any]
        let keys = Set(object?.keys.map { $0 } ?? [])
        #expect(keys == ["mode", "threshold", "differentPixels", "antialiasedPixels", "totalPixels", "ratio",
                         "largestDifference", "boundingBox", "expectedSize", "actualSize", "layoutDifference",
                         "ignoreRegions", "maxDiffPixels", "maxDiffRatio", "passed"])
        #expect(object?["boundingBox"] is NSNull)
        #expect(object?["threshold"] as? Double == 0.02)
        let decoded = try JSONDecoder().decode(DiffReport.self, from: Data(report.json().utf8))
        #expect(decoded == report)
    }

    @Test func invalidOptionsAreTypedErrorsNamingTheOption() {
        #expect(throws: ComparisonError.invalidOption(name: "max-diff-ratio", value: "2.0", expected: "a fraction 0...1")) {
            try ImageComparison.compare(expected: Self.base, actual: Self.base, options: ComparisonOptions(maxDiffRatio: 2))
        }
        #expect(throws: ComparisonError.self) {
            try ImageComparison.compare(expected: Self.base, actual: Self.base,
                                        options: ComparisonOptions(mode: .exact(ExactOptions(maxChannelDifference: 300))))
        }
    }
}
