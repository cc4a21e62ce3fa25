import Foundation
import TestSupport
import Testing

/// No font, no figure: with `CONTROLKIT_FONT_DIR` naming a folder without fonts (a binary
/// copied away from its clone, a container without them), a control with text is an error
/// naming the folder, exit 2 and no file — never a segmented control without titles or an
/// alert without words. A control without text (the page control) draws as before.
@Suite struct NoFontNoFigureTests {
    @Test(arguments: [
        ["render", "segmented-control", "--segments", "Day,Week,Month", "--selected", "1", "-o", "out.png"],
        ["render", "alert", "--title", "Delete photo?", "--actions", "Cancel,Delete!destructive", "-o", "out.png"],
    ])
    func aControlWithTextAndNoFontsIsAnError(arguments: [String]) throws {
        let f = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: f.file("empty"), withIntermediateDirectories: true)
        let run = try ControlKitCLI.run(arguments, in: f.path, environment: ["CONTROLKIT_FONT_DIR": f.file("empty")])
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("no fonts could be loaded (looked in \(f.file("empty")))"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: f.file("out.png")))
    }

    @Test func aFigureFileWithTextAndNoFontsWritesNothing() throws {
        let f = try TemporaryFolder()
        try f.write("figures:\n  - {name: tabs, scale: 1, segmentedControl: {segments: [Day, Week]}}\n", to: "tabs.yaml")
        let run = try ControlKitCLI.run(["render", "tabs.yaml", "--out", "out"], in: f.path,
                                        environment: ["CONTROLKIT_FONT_DIR": f.file("missing")])
        #expect(run.status == 2 && run.stderr.contains(f.file("missing")), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: f.file("out")))
    }

    @Test func aControlWithoutTextNeedsNoFonts() throws {
        let f = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "page-control", "--pages", "3", "-o", "dots.png"], in: f.path,
                                        environment: ["CONTROLKIT_FONT_DIR": f.file("missing")])
        #expect(run.status == 0 && FileManager.default.fileExists(atPath: f.file("dots.png")), "\(run.stderr)")
    }
}
