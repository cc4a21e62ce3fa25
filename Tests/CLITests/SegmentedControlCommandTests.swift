import ControlKit
import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The segmented control's command as a reviewer runs it: the issue's invocation exactly as
/// written, and bad flags exiting 2 naming the flag, with nothing written.
@Suite struct SegmentedControlCommandTests {
    /// The issue's invocation, word for word.
    static let invocation = ["render", "segmented-control", "--segments", "Day,Week,Month", "--selected", "1", "--scale", "3",
                             "-o", "segmented.png"]

    @Test func theIssuesInvocationWorksAsWritten() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(Self.invocation, in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("segmented.png"))
        // Fitted to its titles, 32 pt tall, at @3x.
        let fitted = SegmentedControl(segments: ["Day", "Week", "Month"]).fittedWidth
        #expect(image.width == Int((fitted * 3).rounded(.up)) && image.height == 96, "\(image.width) × \(image.height)")
        // systemBackground around the track's rounded corner; the thumb white in the middle.
        #expect(image[0, 0] == Color(r: 255, g: 255, b: 255))
        #expect(image[image.width / 2, 9] == Color(r: 255, g: 255, b: 255))
    }

    @Test(arguments: [
        (["--segments", "Day,Week,Month", "--selected", "5"], "--selected: 5 is outside 0..<3"),
        (["--segments", "Day,Week,Month", "--selected", "first"], #"--selected: expected a segment number (0, 1, …) or none, found "first""#),
        (["--segments", "Day,,Month"], "--segments: a segment needs a title"),
        (["--segments", "Day,Week", "--disabled-segments", "2"], "--disabled-segments: segment 2 is outside 0..<2"),
        (["--segments", "Day,Week", "--width", "20"], "--width: 20 pt is narrower than the 43.67 pt 2 segments need"),
        (["--segments", "Day,Week", "--selected-tint", "yellow"], #"--selected-tint: "yellow" is not a colour"#),
    ])
    func badFlagsExitTwoNamingTheFlagAndWriteNothing(flags: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "segmented-control"] + flags + ["-o", "x.png"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("controlkit render segmented-control: error: " + message), "\(run.stderr)")
        #expect(try folder.contents().isEmpty)
    }
}
