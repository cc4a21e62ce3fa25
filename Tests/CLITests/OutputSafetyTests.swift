import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// Outputs never destroy inputs and never half-appear. Before, `scene x.json -o x.json` and
/// `diff e.png a.png -o e.png` silently overwrote an input, `-o x.jpg` wrote PNG bytes under a
/// .jpg name, and a write failing part-way through `render FILE` left the earlier figures.
@Suite struct OutputSafetyTests {
    typealias Failure = ExitPolicyTests.Failure

    @Test func diffRefusesToWriteOverAnInput() throws {
        let inputs = try ExitPolicyTests.Inputs()
        let before = try Data(contentsOf: URL(fileURLWithPath: inputs.folder.file("e.png")))
        let run = try inputs.run(["diff", "e.png", "a.png", "-o", "e.png"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("controlkit diff: error: e.png: could not write over an input: e.png is read by this command"),
                "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: inputs.folder.file("e.png"))) == before)
    }

    /// An output that reaches an input through a symbolic link is the input too.
    @Test func sceneRefusesAnOutputLinkedToItsInput() throws {
        let inputs = try ExitPolicyTests.Inputs()
        try FileManager.default.createSymbolicLink(atPath: inputs.folder.file("link.png"), withDestinationPath: "scene.json")
        let run = try inputs.run(["scene", "scene.json", "-o", "link.png"])
        #expect(run.status == 2 && run.stderr.contains("could not write over an input"), "\(run.stderr)")
        #expect(try String(contentsOfFile: inputs.folder.file("scene.json"), encoding: .utf8) == ExitPolicyTests.Inputs.scene)
    }

    @Test func renderControlRefusesToWriteOverItsBackdrop() throws {
        let inputs = try ExitPolicyTests.Inputs()
        let run = try inputs.run(["render", "page-control", "--pages", "3", "--backdrop", "e.png", "-o", "e.png"])
        #expect(run.status == 2 && run.stderr.contains("could not write over an input"), "\(run.stderr)")
    }

    @Test func contactSheetRefusesToWriteOverAGolden() throws {
        let inputs = try ExitPolicyTests.Inputs()
        #expect(try inputs.run(["render", "figures.yaml", "--out", "g"]).status == 0)
        let golden = inputs.folder.file("g/a-light-3x.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        let run = try inputs.run(["contact-sheet", "figures.yaml", "--goldens", "g", "-o", "g/a-light-3x.png"])
        #expect(run.status == 2 && run.stderr.contains("could not write over an input"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
    }

    @Test(arguments: [
        (["scene", "scene.json", "-o", "x.jpg"], "scene", "-o x.jpg: the scene is written as .png"),
        (["render", "page-control", "--pages", "3", "--emit-scene", "-o", "x.png"], "render page-control", "-o x.png: the Scene JSON is written as .json"),
        (["contact-sheet", "figures.yaml", "--goldens", "g", "-o", "x.jpg"], "contact-sheet", "-o x.jpg: the sheet is written as .png"),
        (["diff", "e.png", "a.png", "--triptych", "t.gif"], "diff", "--triptych t.gif: images are written as .png"),
        (["bench", "scene.json", "-o", "x.webp"], "bench", "-o x.webp: the render is written as .png"),
    ])
    func anExtensionThatDoesNotMatchIsRefused(arguments: [String], command: String, message: String) throws {
        try ExitPolicyTests.expect(Failure(.badValue, arguments, message, usage: true), command: command)
    }

    /// A figure that cannot be written (a folder is in the way) leaves none of the others.
    @Test func aFailedWriteLeavesNoFigureOfTheFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("defaults: {output: \"{name}.png\"}\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n"
                         + "  - {name: b, pageControl: {pages: 4}}\n", to: "two.yaml")
        try FileManager.default.createDirectory(atPath: folder.file("out/b.png"), withIntermediateDirectories: true)
        let run = try ControlKitCLI.run(["render", "two.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2 && run.stderr.contains("out/b.png: could not check the path: a folder is in the way"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out")) == ["b.png"])
    }
}
