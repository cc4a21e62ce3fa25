import ControlKit
import Foundation
import GoldenTesting
import Testing

/// Every case of Goldens/page-control/cases.yaml rendered and checked with the golden store,
/// exactly: the renderer is deterministic (same input, same pixels on every run), so any
/// difference is a change to review. Record with CONTROLKIT_RECORD=missing (or failed/all).
@Suite struct PageControlGoldenTests {
    static let casesPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens/page-control/cases.yaml").path

    static let variants: [FigureVariant] = (try? FigurePlan.load(casesPath, strict: true).variants) ?? []

    @Test func theCasesCoverWhatTheIssueAsks() throws {
        let names = Self.variants.map(\.outputPath)
        try #require(!names.isEmpty, "cannot read \(Self.casesPath)")
        for pages in [1, 3, 5, 10, 11, 30] { #expect(names.contains { $0.hasPrefix("pages-\(pages)-") }, "\(pages) pages") }
        for place in ["first", "middle", "last"] { #expect(names.contains { $0.hasPrefix("pages-30-\(place)") }) }
        for background in ["automatic", "prominent", "minimal"] {
            for interaction in ["idle", "tapping", "scrubbing"] where !(background == "minimal" && interaction == "scrubbing") {
                #expect(names.contains("\(background)-\(interaction)-light-2x.png"))
            }
        }
        for required in ["weather-location-light-3x.png", "bookmarks-light-3x.png", "rtl-dark-3x.png", "scale-1-light-1x.png"] {
            #expect(names.contains(required))
        }
        #expect(Set(Self.variants.map(\.appearance)) == [.light, .dark] && Set(Self.variants.map(\.scale)) == [1, 2, 3])
    }

    @Test(arguments: variants.map(\.outputPath))
    func goldenMatches(output: String) throws {
        let variant = try #require(Self.variants.first { $0.outputPath == output })
        assertGolden(variant.render().image(), named: String(output.dropLast(".png".count)), in: "page-control")
    }
}
