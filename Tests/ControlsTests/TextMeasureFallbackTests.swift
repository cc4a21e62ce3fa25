@testable import Controls
import Testing
import Typeset

/// Without fonts, text is measured by an estimate, never as 0 pt wide (issue 27: "layout never
/// measures unloadable text as 0"); the estimate's ratio is checked against the real font, so
/// it cannot drift from what the fonts measure.
@Suite struct TextMeasureFallbackTests {
    static let samples = ["Settings", "Cancel", "Done", "Delete photo?", "This cannot be undone.", "Reading List",
                          "Day", "Week", "Month", "General", "Back", "Location History"]

    @Test func theEstimateIsWithinTenPercentOfInterOnEnglishWords() throws {
        let fonts = try FontLibrary.shared()
        for weight in [FontWeight.regular, .semibold] {
            let font = Font(size: 17, weight: weight)
            let measured = try Self.samples.reduce(Float(0)) { $0 + (try fonts.layoutLine($1, font: font)).width }
            let estimated = Self.samples.reduce(Float(0)) { $0 + TextMeasure.estimatedWidth($1, font: font) }
            let characters = Float(Self.samples.reduce(0) { $0 + $1.count })
            #expect(Swift.abs(estimated / measured - 1) <= 0.10,
                    "\(weight): Inter's mean advance is \(measured / characters / 17) em, the estimate \(TextMeasure.fallbackAdvanceRatio)")
        }
    }

    @Test func anEstimateIsNeverZeroForText() {
        #expect(TextMeasure.estimatedWidth("Day", font: Font(size: 13, weight: .medium)) > 13)
        #expect(TextMeasure.estimatedWidth("", font: Font(size: 13, weight: .medium)) == 0)
    }
}
