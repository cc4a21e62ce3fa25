import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// What a newcomer hit, one test each, named after what happened.
@Suite struct NewcomerFindingsTests {
    typealias Failure = ExitPolicyTests.Failure

    /// `render picker` said "cannot read picker" (before pickers existed): any unknown word was
    /// taken for a file.
    @Test func anUnknownControlNamesTheControls() throws {
        try ExitPolicyTests.expect(Failure(.usage, ["render", "slider", "--value", "3", "-o", "x.png"],
                                           "'slider' is not a control or a figure file. The controls are page-control, picker, date-picker",
                                           usage: true),
                                   command: "render figures")
        try ExitPolicyTests.expect(Failure(.usage, ["render", "page-contrl", "--pages", "3", "-o", "x.png"],
                                           "'page-contrl' is not a control or a figure file. Did you mean 'page-control'?", usage: true),
                                   command: "render figures")
    }

    /// Negative numbers needed `=`: `--width -20` was "missing value".
    @Test(arguments: [
        (["render", "page-control", "--pages", "3", "--width", "-20", "-o", "x.png"], "render page-control",
         "--width: -20 must be a finite number of points greater than 0"),
        (["diff", "e.png", "a.png", "--threshold", "-1"], "diff", "--threshold -1: pixelmatch mode takes 0...1"),
        (["bench", "scene.json", "--warmup", "-1"], "bench", "--warmup -1: expected 0...100000"),
    ])
    func negativeNumbersParseAndAreChecked(arguments: [String], command: String, message: String) throws {
        let usage = command != "render page-control"
        try ExitPolicyTests.expect(Failure(.badValue, arguments, message, usage: usage), command: command)
    }

    /// `--threshold 2` was accepted in pixelmatch mode and made a light/dark pair compare equal.
    @Test func thresholdsAreRangeCheckedPerMode() throws {
        try ExitPolicyTests.expect(Failure(.badValue, ["diff", "e.png", "a.png", "--threshold", "2"],
                                           "--threshold 2: pixelmatch mode takes 0...1", usage: true), command: "diff")
    }

    /// verify said "run with CONTROLKIT_RECORD=missing", which the command ignores.
    @Test func verifySaysHowToRecordWithTheCommand() throws {
        let inputs = try ExitPolicyTests.Inputs()
        let run = try inputs.run(["verify", "figures.yaml", "--goldens", "goldens"])
        #expect(run.status == 1 && run.stdout.contains("run with --record missing to record it"), "\(run.stdout)")
        #expect(!run.stdout.contains("CONTROLKIT_RECORD"))
    }

    /// `--emit-scene` printed 22 near-identical warnings for one file.
    @Test func oneWarningPerDistinctProblem() throws {
        let folder = try TemporaryFolder()
        try PNG.write(try #require(RGBAImage(width: 4, height: 4, fill: .white)), to: folder.file("photo.png"))
        try folder.write("defaults: {backdrop: {image: photo.png}, scales: [1, 2, 3], appearances: [light, dark]}\nfigures:\n"
                         + "  - {name: a, pageControl: {pages: 3}}\n  - {name: b, pageControl: {pages: 4}}\n", to: "f.yaml")
        let run = try ControlKitCLI.run(["render", "f.yaml", "--out", "out", "--emit-scene"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasSuffix("(12 times)") == true, "\(warnings)")
    }

    /// verify wrote `.build/golden-failures` under whatever folder it ran in and left stale
    /// files after a pass.
    @Test func verifyFailuresGoBesideTheGoldensAndClearOnAPass() throws {
        let inputs = try ExitPolicyTests.Inputs()
        #expect(try inputs.run(["verify", "figures.yaml", "--goldens", "goldens", "--record", "missing"]).status == 1)
        try inputs.folder.write("figures:\n  - {name: a, pageControl: {pages: 3, currentPage: 2}}\n", to: "figures.yaml")
        let failed = try inputs.run(["verify", "figures.yaml", "--goldens", "goldens"])
        let failures = inputs.folder.file("goldens.failures")
        #expect(failed.status == 1 && failed.stdout.contains("failure images in \(URL(fileURLWithPath: failures).standardizedFileURL.path)"),
                "\(failed.stdout)")
        #expect(FileManager.default.fileExists(atPath: failures + "/goldens/a-light-3x/diff.png"))
        #expect(!FileManager.default.fileExists(atPath: inputs.folder.file(".build")))
        try inputs.folder.write(ExitPolicyTests.Inputs.figures, to: "figures.yaml")
        #expect(try inputs.run(["verify", "figures.yaml", "--goldens", "goldens"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: failures + "/goldens/a-light-3x"), "stale failure files stayed")
    }

    /// diff did not say which files it wrote; scene said "1 items".
    @Test func commandsSayWhatTheyWroteInWords() throws {
        let inputs = try ExitPolicyTests.Inputs()
        let diff = try inputs.run(["diff", "e.png", "a.png", "-o", "d.png", "--triptych", "t.png"])
        #expect(diff.status == 1 && diff.stdout.contains("wrote d.png\nwrote t.png\n"), "\(diff.stdout)")
        let scene = try inputs.run(["scene", "scene.json", "-o", "s.png"])
        #expect(scene.status == 0 && scene.stdout.contains("1 item)"), "\(scene.stdout)")
    }

    /// `render page-control --placement phone --appearance light` was a single white colour.
    @Test func whiteIndicatorsOnWhiteAreAWarningAndStrictRefuses() throws {
        let folder = try TemporaryFolder()
        let arguments = ["render", "page-control", "--pages", "5", "--placement", "phone", "--appearance", "light"]
        let run = try ControlKitCLI.run(arguments + ["-o", "p.png"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: --tint-current: the current page's indicator: contrast 1:1"), "\(run.stderr)")
        let strict = try ControlKitCLI.run(arguments + ["--strict", "-o", "q.png"], in: folder.path)
        #expect(strict.status == 2 && strict.stderr.contains("error: --tint-current"), "\(strict.stderr)")
        #expect(try folder.contents() == ["p.png"])
    }

    /// Control figures defaulted to transparent, so white dots looked blank in most viewers.
    @Test func aControlFigureShowsOnAVisibleDefaultAndClearIsTransparent() throws {
        let folder = try TemporaryFolder()
        #expect(try ControlKitCLI.run(["render", "page-control", "--pages", "3", "-o", "d.png"], in: folder.path).status == 0)
        #expect(try ControlKitCLI.run(["render", "page-control", "--pages", "3", "--backdrop", "clear", "-o", "c.png"],
                                      in: folder.path).status == 0)
        #expect(try PNG.read(contentsOf: folder.file("d.png"))[0, 0] == Color(r: 99, g: 99, b: 102))
        #expect(try PNG.read(contentsOf: folder.file("c.png"))[0, 0].a == 0)
    }
}
