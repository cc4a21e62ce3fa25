import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The alert's command as a reviewer runs it: the issue's invocation exactly as written, and
/// bad input — flags or a figure file — exiting 2, naming the flag or the figure and field, and
/// writing nothing.
@Suite struct AlertCommandTests {
    /// The issue's invocation, word for word.
    static let invocation = ["render", "alert", "--title", "Delete photo?", "--message", "This cannot be undone.",
                             "--actions", "Cancel,Delete!destructive", "--scale", "3", "-o", "alert.png"]

    @Test func theIssuesInvocationWorksAsWritten() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(Self.invocation, in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("alert.png"))
        // A 390 pt screen; the alert 36 + 20 + 24 pt of labels and a 44 pt row of actions
        // (124 pt), with 40 pt of dimmed screen above and below: 204 pt.
        #expect(image.width == 1170 && image.height == 612, "\(image.width) × \(image.height)")
        // The dimmed screen in the corner: white under black at 0.20.
        let corner = image[0, 0]
        #expect(abs(Int(corner.r) - 204) <= 1 && corner.a == 255, "\(corner)")
    }

    @Test(arguments: [
        ExitPolicyTests.Failure(.usage, ["render", "alert", "--title", "A", "--bogus", "1", "-o", "out.png"],
                                "unknown option '--bogus'", usage: true),
        ExitPolicyTests.Failure(.badValue, ["render", "alert", "--title", "A", "--actions", "OK!loud", "-o", "out.png"],
                                "--actions: unknown style \"loud\"", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "alert", "--title", "A", "--actions", "OK", "--dims-background", "maybe", "-o", "out.png"],
                                "--dims-background: ", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "alert", "--title", "A", "-o", "out.png"],
                                "--actions: an alert needs at least one action", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "alert", "--title", "A", "--actions", "Stay!cancel,Leave!cancel", "-o", "out.png"],
                                "--actions: ", usage: false),
    ])
    func badFlags(failure: ExitPolicyTests.Failure) throws {
        try ExitPolicyTests.expect(failure, command: "render alert")
    }

    /// A file with a good figure and three bad ones: each bad one reported with its line, figure
    /// and field; nothing is written, the good one included.
    @Test func badFiguresExitTwoNamingFigureAndFieldAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: good
                alert: {title: Saved, actions: [OK]}
              - name: style
                alert: {title: Saved, actions: [{title: OK, style: loud}]}
              - name: empty
                alert: {title: Saved, actions: [OK, ""]}
              - name: none
                alert: {title: Saved}
            """, to: "alerts.yaml")
        let run = try ControlKitCLI.run(["render", "alerts.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("alerts.yaml:5: figures[1].alert.actions[0].style: unknown value \"loud\""), "\(run.stderr)")
        #expect(run.stderr.contains("alerts.yaml:7: figures[2].alert.actions[1].title: an action needs a title"), "\(run.stderr)")
        #expect(run.stderr.contains("alerts.yaml:9: figures[3].alert.actions: an alert needs at least one action"), "\(run.stderr)")
        #expect(!(try folder.contents().contains("out")), "nothing is written")
    }
}
