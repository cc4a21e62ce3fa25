import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The action sheet's command as a reviewer runs it: the issue's invocation exactly as written,
/// and bad input — flags or a figure file — exiting 2, naming the flag or the figure and field,
/// and writing nothing.
@Suite struct ActionSheetCommandTests {
    /// The issue's invocation, word for word.
    static let invocation = ["render", "action-sheet", "--actions", "Share,Delete!destructive", "--cancel", "Cancel", "--scale", "3", "-o", "sheet.png"]

    @Test func theIssuesInvocationWorksAsWritten() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(Self.invocation, in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("sheet.png"))
        // 390 pt wide; 40 pt of dimmed screen, two 57 pt rows, 8 pt, Cancel's 57 pt, 8 pt.
        #expect(image.width == 1170 && image.height == 3 * (40 + 2 * 57 + 8 + 57 + 8))
        // Share in systemBlue in the first row, Delete in systemRed in the second.
        func has(_ rows: Range<Int>, _ test: (Color) -> Bool) -> Bool {
            rows.contains { y in (0 ..< image.width).contains { test(image[$0, y]) } }
        }
        #expect(has(120 ..< 291, { $0.b > 200 && $0.r < 80 }), "Share is blue")
        #expect(!has(120 ..< 291, { $0.r > 200 && $0.g < 100 && $0.b < 100 }), "Share is not red")
        #expect(has(291 ..< 462, { $0.r > 200 && $0.g < 100 && $0.b < 100 }), "Delete is red")
    }

    @Test(arguments: [
        ExitPolicyTests.Failure(.usage, ["render", "action-sheet", "--actions", "Share", "--bogus", "1", "-o", "out.png"],
                                "unknown option '--bogus'", usage: true),
        ExitPolicyTests.Failure(.badValue, ["render", "action-sheet", "--actions", "Share", "--width", "100", "-o", "out.png"],
                                "--width: 100 pt is outside 320...16384", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "action-sheet", "--actions", "Share!loud", "-o", "out.png"],
                                "--actions: unknown style \"loud\" after \"!\" (expected destructive)", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "action-sheet", "--title", "Nothing", "-o", "out.png"],
                                "--actions: an action sheet needs at least one action or a cancel button", usage: false),
    ])
    func badFlags(failure: ExitPolicyTests.Failure) throws {
        try ExitPolicyTests.expect(failure, command: "render action-sheet")
    }

    /// A file with a good figure and bad ones: each bad one reported with its line, figure and
    /// field; nothing is written, the good one included.
    @Test func badFiguresExitTwoNamingFigureAndFieldAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: good
                actionSheet: {actions: [Share], cancel: Cancel}
              - name: style
                actionSheet: {actions: [{title: Delete, style: loud}]}
              - name: empty
                actionSheet: {actions: [Share, ""], cancel: Cancel}
            """, to: "sheets.yaml")
        let run = try ControlKitCLI.run(["render", "sheets.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("sheets.yaml:5: figures[1].actionSheet.actions[0].style: unknown value \"loud\""), "\(run.stderr)")
        #expect(run.stderr.contains("sheets.yaml:7: figures[2].actionSheet.actions[1]: an action needs text"), "\(run.stderr)")
        #expect(!(try folder.contents().contains("out")))
    }
}
