import ControlKit
import Foundation
import GoldenTesting
import Testing
import TestTags

/// Every figure of every `Goldens/<control>/cases.yaml`, rendered and checked with the golden
/// store, exactly: the renderer is deterministic (same input, same pixels on every run), so
/// any difference is a change to review. A new control's cases are picked up by adding the
/// file (or figures to an existing one); record with CONTROLKIT_RECORD=missing (or failed/all).
@Suite(.tags(.slow)) struct FigureGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    /// Every `Goldens/<group>/cases.yaml`, by group.
    static let casesFiles: [(group: String, path: String)] = {
        let groups = (try? FileManager.default.contentsOfDirectory(atPath: goldens.path)) ?? []
        return groups.sorted().compactMap { group in
            let path = goldens.appendingPathComponent(group).appendingPathComponent("cases.yaml").path
            return FileManager.default.fileExists(atPath: path) ? (group, path) : nil
        }
    }()

    /// Every variant of every cases file, as `group/golden name`, with its plan.
    static let variants: [(id: String, group: String, variant: FigureVariant)] = casesFiles.flatMap { group, path in
        ((try? FigurePlan.load(path, strict: true).variants) ?? []).map { ("\(group)/\($0.goldenName)", group, $0) }
    }

    /// Every cases file reads, strictly (a warning is an error in a golden case).
    @Test(arguments: casesFiles.map(\.path))
    func casesFileIsValid(path: String) throws {
        #expect(try !FigurePlan.load(path, strict: true).variants.isEmpty)
    }

    /// Every registered control has golden cases in some Goldens/<group>/cases.yaml.
    @Test func everyControlHasCases() {
        let drawn = Set(Self.variants.compactMap { entry -> String? in
            guard case .key(let key)? = entry.variant.controlField.components.last else { return nil }
            return key
        })
        for control in ControlRegistry.all {
            #expect(drawn.contains(control.kind.key), "no golden case draws a \(control.kind.key)")
        }
    }

    /// Each case matches its golden, and drawn on several threads (each drawing its own bands
    /// of rows; see `FillBatch`) gives the same bytes as on one. One test draws both, so each
    /// case is drawn twice, not three times (this suite is the longest of the slow set).
    @Test(arguments: variants.map(\.id))
    func goldenMatchesOnOneThreadAndOnThree(id: String) throws {
        let entry = try #require(Self.variants.first { $0.id == id })
        let one = entry.variant.render()
        assertGolden(one.image(), named: entry.variant.goldenName, in: entry.group)
        #expect(entry.variant.render(threads: 3).pixmap.pixels == one.pixmap.pixels, "3 threads draw other bytes than 1")
    }

    /// The page-control cases cover what its issue asked for.
    @Test func pageControlCasesCoverTheIssue() throws {
        let cases = Self.variants.filter { $0.group == "page-control" }.map(\.variant)
        let names = cases.map(\.outputPath)
        try #require(!names.isEmpty, "cannot read Goldens/page-control/cases.yaml")
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
        #expect(Set(cases.map(\.appearance)) == [.light, .dark] && Set(cases.map(\.scale)) == [1, 2, 3])
    }

    /// The segmented-control cases (in Goldens/navigation-bar, beside the bar's own) cover what
    /// its issue asked for: alone with 2–5 segments, none selected, a disabled segment, dark,
    /// right to left, a custom thumb colour, @2x and @3x.
    @Test func segmentedControlCasesCoverTheIssue() throws {
        let path = try #require(Self.casesFiles.first { $0.group == "navigation-bar" }).path
        let plan = try FigurePlan.load(path, strict: true)
        let figures = plan.file.figures.filter { $0.controlKey == SegmentedControl.kind.key }
        let controls = figures.compactMap { $0.control as? SegmentedControl }
        try #require(!controls.isEmpty, "no segmented control in Goldens/navigation-bar/cases.yaml")
        let names = Set(figures.map(\.name))
        let cases = plan.variants.filter { names.contains($0.figureName) }
        for count in 2 ... 5 { #expect(controls.contains { $0.segments.count == count && $0.selectedSegment != nil }, "\(count) segments") }
        #expect(controls.contains { $0.selectedSegment == nil }, "none selected")
        #expect(controls.contains { !$0.disabledSegments.isEmpty }, "a disabled segment")
        #expect(controls.contains { $0.direction == .rtl }, "right to left")
        #expect(controls.contains { $0.selectedTint != nil }, "a custom thumb colour")
        #expect(Set(cases.map(\.appearance)) == [.light, .dark] && Set(cases.map(\.scale)).isSuperset(of: [2, 3]))
    }
}
