import Foundation
import TestSupport
import Testing

/// A character no bundled font has is drawn as a box and reported: a warning (exit 0) from
/// `render` with flags, `render FILE`, `batch` and `verify`, never dropped on the way.
@Suite struct MissingGlyphWarningTests {
    static let warning = "no font has a glyph for U+1F600"

    @Test func everyCommandThatDrawsReportsIt() throws {
        let f = try TemporaryFolder()
        try f.write("figures:\n  - {name: e, scale: 1, segmentedControl: {segments: [Day, \"\u{1F600}\"]}}\n", to: "e.yaml")
        let runs: [[String]] = [
            ["render", "segmented-control", "--segments", "Day,\u{1F600}", "-o", "flags.png"],
            ["render", "e.yaml", "--out", "rendered"],
            ["batch", "e.yaml", "--out", "batched", "--quiet"],
            ["verify", "e.yaml", "--goldens", "rendered", "--quiet"],
        ]
        for arguments in runs {
            let run = try ControlKitCLI.run(arguments, in: f.path)
            #expect(run.status == 0, "\(arguments[0]): \(run.stderr)")
            #expect(run.stderr.contains("warning") && run.stderr.contains(Self.warning), "\(arguments[0]) \(arguments[1]): \(run.stderr)")
        }
    }
}
