import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The navigation bar's command as a reviewer runs it: the issue's invocations exactly as
/// written, and bad input — flags or a figure file — exiting 2, naming the flag or the figure
/// and field, and writing nothing.
@Suite struct NavigationBarCommandTests {
    /// The issue's "Invocations that must work as written", word for word.
    static let invocations: [[String]] = [
        ["render", "navigation-bar", "--title", "Settings", "--large", "--status-bar", "none", "--scale", "3", "-o", "large.png"],
        ["render", "navigation-bar", "--title", "Settings", "--back", "Back", "--trailing", "add", "--status-bar", "none", "--scale", "3",
         "-o", "standard.png"],
        ["render", "segmented-control", "--segments", "Day,Week,Month", "--selected", "1", "--scale", "3", "-o", "segmented.png"],
    ]

    @Test func theIssuesInvocationsWorkAsWritten() throws {
        let folder = try TemporaryFolder()
        for arguments in Self.invocations {
            let run = try ControlKitCLI.run(arguments, in: folder.path)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        // --status-bar none: the figure is the bar, 390 pt wide: 96 and 44 pt tall. The inline
        // bar's standard background has its hairline one device pixel under it (ios-facts §3.5);
        // the large bar's automatic background is the scroll-edge look, without one (HIG: from
        // iOS 13 a large-title bar has no background or shadow by default).
        let large = try PNG.read(contentsOf: folder.file("large.png"))
        #expect(large.width == 1170 && large.height == 288)
        let standard = try PNG.read(contentsOf: folder.file("standard.png"))
        #expect(standard.width == 1170 && standard.height == 132 + 1)
        #expect(FileManager.default.fileExists(atPath: folder.file("segmented.png")))
    }

    @Test(arguments: [
        ExitPolicyTests.Failure(.usage, ["render", "navigation-bar", "--title", "A", "--bogus", "1", "-o", "out.png"],
                                "unknown option '--bogus'", usage: true),
        ExitPolicyTests.Failure(.usage, ["render", "navigation-bar", "--large=maybe", "-o", "out.png"],
                                "--large=maybe: a switch is given alone, or as =true or =false", usage: true),
        ExitPolicyTests.Failure(.missingFile, ["render", "navigation-bar", "--backdrop", "missing.png", "-o", "out.png"],
                                "--backdrop: missing.png: cannot read: No such file or directory", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "navigation-bar", "--status-bar", "moon", "-o", "out.png"],
                                "--status-bar: unknown value \"moon\"", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "navigation-bar", "--width", "100", "-o", "out.png"],
                                "--width: 100 pt is outside 320...16384", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "navigation-bar", "--trailing", "glyph:rocket", "-o", "out.png"],
                                "--trailing: unknown glyph \"rocket\"", usage: false),
    ])
    func badFlags(failure: ExitPolicyTests.Failure) throws {
        try ExitPolicyTests.expect(failure, command: "render navigation-bar")
    }

    /// A file with a good figure and three bad ones: each bad one reported with its line, figure
    /// and field; nothing is written, the good one included.
    @Test func badFiguresExitTwoNamingFigureAndFieldAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: good
                navigationBar: {title: Settings, trailingItems: [edit]}
              - name: glyph
                navigationBar: {trailingItems: [{glyph: rocket}]}
              - name: background
                navigationBar: {background: frosted}
              - name: svg
                navigationBar: {trailingItems: [{svg: "<svg width='24' height='24'><path d='M 0 0 L 9 9'></svg>"}]}
            """, to: "bars.yaml")
        let run = try ControlKitCLI.run(["render", "bars.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("bars.yaml:5: figures[1].navigationBar.trailingItems[0].glyph: unknown glyph \"rocket\""), "\(run.stderr)")
        #expect(run.stderr.contains("bars.yaml:7: figures[2].navigationBar.background: unknown value \"frosted\""), "\(run.stderr)")
        #expect(run.stderr.contains("bars.yaml:9: figures[3].navigationBar.trailingItems[0].svg: the SVG: line 1 of the SVG: malformed XML"),
                "\(run.stderr)")
        #expect(!(try folder.contents().contains("out")))
    }

    /// An inline SVG whose path data breaks midway is drawn up to the error (SVG 2), and the
    /// figure warns with the line and offset: never a glyph quietly cut short.
    @Test func inlineSVGWithBrokenPathDataWarnsNamingTheOffset() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: cut
                navigationBar: {trailingItems: [{svg: "<svg width='24' height='24'><path d='M 2 2 H 22 V 22 Z L x'/></svg>"}]}
            """, to: "bars.yaml")
        let run = try ControlKitCLI.run(["render", "bars.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: bars.yaml:3: figures[0].navigationBar.trailingItems[0].svg: the SVG: line 1 of the SVG: "
                                    + "path.d: SVG path data: offset 20: expected a number after 'L', found 'x'"), "\(run.stderr)")
        let strict = try ControlKitCLI.run(["render", "bars.yaml", "--out", "strict", "--strict"], in: folder.path)
        let written = try folder.contents()
        #expect(strict.status == 2 && !written.contains("strict"), "\(strict.stderr)")

        // The same SVG as an image file the item names.
        try folder.write("<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24'><path d='M 2 2 H 22 V 22 Z L x'/></svg>", to: "cut.svg")
        let file = try ControlKitCLI.run(["render", "navigation-bar", "--trailing", "image:cut.svg", "-o", "bar.png"], in: folder.path)
        #expect(file.status == 0 && file.stderr.contains("warning: ") && file.stderr.contains("the SVG file: line 1 of the SVG: path.d: SVG path data: offset 20"),
                "\(file.stderr)")
    }
}
