// Reviewed `--help` pages, kept as text files under Tests/CLITests/HelpSnapshots/ in the
// source tree (found from #filePath, not bundled as resources), checked by TextSnapshotStore.

import ControlKit
import Foundation
import TestSupport
import Testing

/// One help page: the arguments before `--help` and the snapshot's file name.
struct HelpPage: Sendable, CustomTestStringConvertible {
    let name: String
    let command: [String]

    var testDescription: String { (["controlkit"] + command + ["--help"]).joined(separator: " ") }

    /// Every command and subcommand: one `render <control>` page per registered control.
    static let all = [
        HelpPage(name: "controlkit", command: []),
        HelpPage(name: "render", command: ["render"]),
    ] + ControlRegistry.all.map { HelpPage(name: "render-\($0.kind.command)", command: ["render", $0.kind.command]) } + [
        HelpPage(name: "render-figures", command: ["render", "figures"]),
        HelpPage(name: "batch", command: ["batch"]),
        HelpPage(name: "verify", command: ["verify"]),
        HelpPage(name: "merge", command: ["merge"]),
        HelpPage(name: "contact-sheet", command: ["contact-sheet"]),
        HelpPage(name: "scene", command: ["scene"]),
        HelpPage(name: "svg", command: ["svg"]),
        HelpPage(name: "glyph", command: ["glyph"]),
        HelpPage(name: "bench", command: ["bench"]),
        HelpPage(name: "diff", command: ["diff"]),
    ]

    /// The width help is wrapped to in snapshots. ArgumentParser reads COLUMNS before asking
    /// the terminal (and uses 80 columns when there is none), so the text does not depend on
    /// where the tests run.
    static let snapshotColumns = 100

    /// The page as printed at `columns` wide: status and both streams.
    func help(columns: Int = snapshotColumns) throws -> ControlKitCLI.Run {
        try ControlKitCLI.run(command + ["--help"], environment: ["COLUMNS": String(columns)])
    }
}

extension HelpPage {
    /// Tests/CLITests/HelpSnapshots in the source tree.
    static let snapshotFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HelpSnapshots").path
}
