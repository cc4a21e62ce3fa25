import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The screen's command and figure files as a reviewer uses them: the README's invocation, and
/// bad input — flags or a figure file — exiting 2, naming the flag or the figure and field, and
/// writing nothing.
@Suite struct ScreenCommandTests {
    /// The README's line, word for word.
    @Test func theReadmesInvocationWorks() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "screen", "--navigation-bar", "Inbox", "--rows", "Work,Family", "--present", "sheet,alert",
                                         "-o", "screen.png"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("screen.png"))
        #expect(image.width == 1170 && image.height == 2532, "\(image.width) × \(image.height)")
        // Behind the scaled-back page, the window is black (the top-left corner, left of the page).
        let corner = image[4, 150]
        #expect(corner.r < 40 && corner.g < 40 && corner.b < 40, "\(corner)")
    }

    @Test(arguments: [
        ExitPolicyTests.Failure(.badValue, ["render", "screen", "--device", "phone", "-o", "out.png"], "--device: unknown value \"phone\"", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "screen", "--present", "sheat", "-o", "out.png"], "--present: unknown presentation \"sheat\"", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "screen", "--place", "screen", "-o", "out.png"], "--place: \"screen\" is not a control to place", usage: false),
        ExitPolicyTests.Failure(.badValue, ["render", "screen", "--device", "ipad", "--present", "alert,alert,alert,alert,alert,alert,alert,alert,alert",
                                            "-o", "out.png"], "--present: 9 presentations; at most 8", usage: false),
    ])
    func badFlags(failure: ExitPolicyTests.Failure) throws {
        try ExitPolicyTests.expect(failure, command: "render screen")
    }

    /// A file with a good figure and bad ones: each reported with its line, figure and field;
    /// nothing is written, the good one included.
    @Test func badFiguresExitTwoNamingFigureAndFieldAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            figures:
              - name: good
                screen: {present: [sheet]}
              - name: detent
                screen:
                  present: [{sheet: {detent: huge}}]
              - name: cover
                screen:
                  present: [{fullScreen: {navigationBar: Photo}}]
              - name: source
                screen:
                  present: [{sheet: {}, source: [1, 2, 3, 4]}]
              - name: ipad
                screen:
                  device: ipad
                  present: [{actionSheet: {actions: [Delete]}}]
              - name: typo
                screen:
                  present: [{alert: {title: Hi, actions: [OK], colour: red}}]
            """, to: "screens.yaml")
        let run = try ControlKitCLI.run(["render", "screens.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2, "\(run.stderr)")
        for expected in [
            "screens.yaml:6: figures[1].screen.present[0].sheet.detent: unknown value \"huge\"",
            "screens.yaml:9: figures[2].screen.present[0].fullScreen.navigationBar: a full-screen cover needs a button that dismisses it",
            "screens.yaml:12: figures[3].screen.present[0].source: only a popover or an action sheet has a source",
            "figures[4].screen.present[0].source: on an iPad an action sheet is a popover",
            "screens.yaml:19: figures[5].screen.present[0].alert.colour: unknown key",
        ] {
            #expect(run.stderr.contains(expected), "missing \(expected) in \(run.stderr)")
        }
        #expect(!(try folder.contents().contains("out")), "nothing is written")
    }

    /// A popover on an iPhone renders as a sheet and says so, naming the field.
    @Test func aPopoverOnAPhoneIsASheetWithAWarning() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "screen", "--present", "popover", "--scale", "1", "-o", "p.png"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("--present: in compact width a popover is shown as a sheet") || run.stderr.contains("present[0].popover: in compact width"),
                "\(run.stderr)")
        #expect(try folder.contents().contains("p.png"))
    }

    /// A photo backdrop is the app's content: a large sheet scales it back with the page, so it
    /// shows in the page's frame (tinted), and the black window around it.
    @Test func aPhotoBackdropRecedesWithThePage() throws {
        let folder = try TemporaryFolder()
        try PNG.write(try #require(RGBAImage(width: 10, height: 10, fill: Color(r: 255, g: 0, b: 0))), to: folder.file("red.png"))
        let run = try ControlKitCLI.run(["render", "screen", "--backdrop", "red.png", "--present", "sheet", "--scale", "1", "-o", "s.png"],
                                        in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("s.png"))
        // 390 pt wide page scaled to 0.9165: from 16.3 to 373.7 pt; its top on the 47 pt status bar.
        let page = image[195, 52], window = image[8, 52], above = image[195, 40]
        #expect(abs(Int(page.r) - 230) <= 2 && page.g < 3 && page.b < 3, "the photo under the tint is \(page)")
        #expect(window.r < 3 && window.g < 3 && window.b < 3, "the window is \(window)")
        #expect(above.r < 3, "above the page is the window: \(above)")
    }
}
