import FileIO
import Foundation
import PNGCodec
import Raster
import DisplayList
import TestSupport
import Testing

/// `controlkit render page-control`, `controlkit render SPEC`, `controlkit verify` and
/// `controlkit contact-sheet` as a user runs them: the built binary in a child process.
@Suite struct PageControlCommandTests {
    static let spec = """
        defaults:
          scales: [2, 3]
          appearances: [light, dark]
          backdrop: "#336699"
        figures:
          - name: dots
            pageControl: {pages: 5, currentPage: 1, background: prominent}
          - name: weather
            scale: 2
            output: "weather/{appearance}.png"
            pageControl: {pages: 4, pageImages: {0: location.fill}}
        """

    static let expectedFiles = ["dots-dark-2x.png", "dots-dark-3x.png", "dots-light-2x.png", "dots-light-3x.png",
                                "weather/dark.png", "weather/light.png"]

    /// Every file under `folder`, relative, sorted.
    func files(_ folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder)
        var out: [String] = []
        while let item = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue { out.append(item) }
        }
        return out.sorted()
    }

    @Test func flagsRenderOnePageControl() throws {
        let folder = try TemporaryFolder()
        let out = folder.file("dots.png")
        let run = try ControlKitCLI.run(["render", "page-control", "--pages", "12", "--current", "5", "--background", "prominent",
                                         "--interaction", "idle", "--scale", "3", "--appearance", "dark", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: out)
        // 10 visible of 12 (§1.2): 10 boxes of 29 px + 9 gaps of 24 px + 2 × 42 px padding, 77 px tall.
        #expect(image.width == 590 && image.height == 77)
        #expect(run.stdout.contains("wrote \(out)"))
    }

    @Test func everyFlagIsAccepted() throws {
        let folder = try TemporaryFolder()
        let out = folder.file("all.png")
        let run = try ControlKitCLI.run(["render", "page-control", "--pages", "30", "--current", "29", "--background", "automatic",
                                         "--interaction", "scrubbing", "--scale", "2", "--appearance", "light",
                                         "--tint-current", "systemBlue", "--tint-other", "#8E8E9380", "--backdrop", "#FFFFFF",
                                         "--width", "200", "--direction", "rtl", "--max-visible", "8",
                                         "--indicator-image", "bookmark.fill", "--page-image", "0=location.fill", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: out)
        #expect(image.width == 400)
        // Page 29 is current and, right to left, at the left end: the blue current indicator is there.
        let blue = Color(r: 0, g: 122, b: 255)
        let columnsWithBlue = (0 ..< image.width).filter { x in (0 ..< image.height).contains { image[x, $0] == blue } }
        #expect(!columnsWithBlue.isEmpty && columnsWithBlue.allSatisfy { $0 < image.width / 2 }, "\(columnsWithBlue)")
    }

    @Test func aPNGBackdropIsDrawnUnderTheControl() throws {
        let folder = try TemporaryFolder()
        try PNG.write(try #require(RGBAImage(width: 8, height: 8, fill: Color(r: 255, g: 0, b: 0))), to: folder.file("red.png"))
        let out = folder.file("over.png")
        let run = try ControlKitCLI.run(["render", "page-control", "--pages", "3", "--backdrop", folder.file("red.png"), "--scale", "1", "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try PNG.read(contentsOf: out)[0, 0] == Color(r: 255, g: 0, b: 0))
    }

    /// An error names the flag, exits non-zero and writes nothing.
    @Test(arguments: [
        (["--pages", "10", "--current", "12"], "--current: 12 is outside 0..<10"),
        (["--pages", "0"], "--pages: 0 must be at least 1"),
        (["--pages", "5", "--background", "minimal", "--interaction", "scrubbing"], "--interaction: scrubbing with background style minimal"),
        (["--pages", "5", "--tint-current", "bleu"], "--tint-current: \"bleu\" is not a colour"),
        (["--pages", "5", "--scale", "4"], "--scale: 4 is not a scale"),
        (["--pages", "5", "--width", "20"], "--width: 20 pt is narrower"),
        (["--pages", "5", "--page-image", "7=star.fill"], "--page-image 7: page 7 is outside 0..<5"),
        (["--pages", "5", "--backdrop", "missing.png"], "--backdrop: missing.png: cannot read"),
    ])
    func badFlagsExitNonZeroAndWriteNothing(flags: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "page-control"] + flags + ["-o", folder.file("x.png")], in: folder.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("controlkit render page-control: error: " + message), "\(run.stderr)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func warningsPrintAndStrictMakesThemErrors() throws {
        let folder = try TemporaryFolder()
        let flags = ["render", "page-control", "--pages", "5", "--page-image", "0=location.fill", "--page-image", "1=star.fill"]
        let relaxed = try ControlKitCLI.run(flags + ["-o", folder.file("a.png")])
        #expect(relaxed.status == 0 && relaxed.stderr.contains("warning: --page-image: 3 distinct indicator images"), "\(relaxed.stderr)")
        let strict = try ControlKitCLI.run(flags + ["--strict", "-o", folder.file("b.png")])
        #expect(strict.status == 2 && strict.stderr.contains("error: --page-image: 3 distinct"), "\(strict.stderr)")
        #expect(try folder.contents() == ["a.png"])
    }

    @Test func aSpecRendersEveryFigureAndVariant() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(Self.spec, to: "figures.yaml")
        let run = try ControlKitCLI.run(["render", spec, "--out", folder.file("out")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(folder.file("out")) == Self.expectedFiles)
        #expect(run.stderr.contains("[1/6] ") && run.stderr.contains("[6/6] "), "progress: \(run.stderr)")
        for name in Self.expectedFiles { #expect(run.stdout.contains("wrote \(folder.file("out"))/\(name)")) }
        let dark3 = try PNG.read(contentsOf: folder.file("out/dots-dark-3x.png"))
        let dark2 = try PNG.read(contentsOf: folder.file("out/dots-dark-2x.png"))
        // The same figure in points: pixel sizes scale with @2x/@3x (each rounded up to whole pixels).
        #expect(abs(dark3.width * 2 - dark2.width * 3) <= 3 && abs(dark3.height * 2 - dark2.height * 3) <= 3)
    }

    @Test func aJSONSpecRendersTheSameAsYAML() throws {
        let folder = try TemporaryFolder()
        let yaml = try folder.write("figures:\n  - {name: a, pageControl: {pages: 4, currentPage: 2, background: prominent}}\n", to: "a.yaml")
        let json = try folder.write(#"{"figures": [{"name": "a", "pageControl": {"pages": 4, "currentPage": 2, "background": "prominent"}}]}"#, to: "a.json")
        #expect(try ControlKitCLI.run(["render", yaml, "--out", folder.file("y")]).status == 0)
        #expect(try ControlKitCLI.run(["render", json, "--out", folder.file("j")]).status == 0)
        #expect(try PNG.read(contentsOf: folder.file("y/a-light-3x.png")) == PNG.read(contentsOf: folder.file("j/a-light-3x.png")))
    }

    /// One bad figure among good ones: every error is printed, the exit is non-zero, and not
    /// even the good figures are written.
    @Test func aSpecWithAnErrorExitsNonZeroAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(Self.spec + "\n  - name: bad\n    pageControl: {pages: 10, currentPage: 12}\n"
                                    + "  - name: worse\n    pageControl: {pages: 5, background: minimal, interaction: scrubbing}\n", to: "bad.yaml")
        let run = try ControlKitCLI.run(["render", spec, "--out", folder.file("out")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("controlkit render figures: error: \(spec):13: figures[2].pageControl.currentPage: 12 is outside 0..<10"),
                "\(run.stderr)")
        #expect(run.stderr.contains("bad.yaml:15: figures[3].pageControl.interaction: scrubbing with background style minimal"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out")))
        #expect(run.stdout.isEmpty)
    }

    @Test func emitSceneWritesSceneJSON() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(Self.spec, to: "figures.yaml")
        let run = try ControlKitCLI.run(["render", spec, "--out", folder.file("out"), "--emit-scene"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(folder.file("out")) == Self.expectedFiles.map { String($0.dropLast(4)) + ".json" })
        let bytes = try InputFile.read(folder.file("out/dots-light-3x.json"), maxBytes: 1 << 20)
        let scene = try Scene.decode(json: bytes)
        #expect(scene.scale == 3 && scene.items.contains { if case .backdropBlur = $0 { true } else { false } })
        // The scene renders to the very pixels `render` writes.
        #expect(try ControlKitCLI.run(["render", spec, "--out", folder.file("png")]).status == 0)
        #expect(scene.render().image() == (try PNG.read(contentsOf: folder.file("png/dots-light-3x.png"))))
    }

    @Test func outputPathsCannotLeaveTheFolder() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("defaults: {output: \"../{name}.png\"}\nfigures:\n  - {name: a, pageControl: {pages: 3}}\n", to: "s.yaml")
        let run = try ControlKitCLI.run(["render", spec, "--out", folder.file("out")])
        #expect(run.status != 0 && run.stderr.contains("defaults.output"), "\(run.stderr)")
        #expect(try folder.contents() == ["s.yaml"])
    }

    @Test func verifyRecordsOnlyWhenAskedThenPassesAndCatchesChanges() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write("figures:\n  - {name: a, pageControl: {pages: 4, currentPage: 1}}\n", to: "s.yaml")
        let goldens = folder.file("goldens")
        let failures = ["--goldens", goldens]
        // No goldens and record never: a failure, nothing written.
        let none = try ControlKitCLI.run(["verify", spec] + failures, in: folder.path)
        #expect(none.status == 1 && none.stdout.contains("FAILED  a-light-3x"), "\(none.stdout)")
        #expect(!FileManager.default.fileExists(atPath: goldens + "/a-light-3x.png"))
        // Record missing: written, and the check fails once.
        let record = try ControlKitCLI.run(["verify", spec, "--record", "missing"] + failures, in: folder.path)
        #expect(record.status != 0 && record.stdout.contains("recorded golden"), "\(record.stdout)")
        #expect(FileManager.default.fileExists(atPath: goldens + "/a-light-3x.png"))
        // Then it passes.
        let pass = try ControlKitCLI.run(["verify", spec] + failures, in: folder.path)
        #expect(pass.status == 0 && pass.stdout.contains("1 passed, 0 failed"), "\(pass.stdout)\(pass.stderr)")
        // A changed control no longer matches.
        try folder.write("figures:\n  - {name: a, pageControl: {pages: 4, currentPage: 2}}\n", to: "s.yaml")
        let changed = try ControlKitCLI.run(["verify", spec] + failures, in: folder.path)
        #expect(changed.status != 0 && changed.stdout.contains("does not match"), "\(changed.stdout)")
        let bad = try ControlKitCLI.run(["verify", spec, "--record", "sometimes"] + failures, in: folder.path)
        #expect(bad.status == 2 && bad.stderr.contains("controlkit verify: error: the value 'sometimes' is invalid for '--record <record>'"),
                "\(bad.stderr)")
        #expect(bad.stderr.contains("'never', 'missing', 'failed' or 'all'"))
    }

    @Test func contactSheetShowsEveryGolden() throws {
        let folder = try TemporaryFolder()
        let spec = try folder.write(Self.spec, to: "figures.yaml")
        #expect(try ControlKitCLI.run(["render", spec, "--out", folder.path]).status == 0)
        let run = try ControlKitCLI.run(["contact-sheet", spec, "--goldens", folder.path, "-o", folder.file("sheet.png")])
        #expect(run.status == 0, "\(run.stderr)")
        let sheet = try PNG.read(contentsOf: folder.file("sheet.png"))
        // Four tiles a row: 6 variants make 2 rows, wide enough for 4 of the widest image.
        let widest = try Self.expectedFiles.map { try PNG.read(contentsOf: folder.file($0)).width }.max() ?? 0
        #expect(sheet.width >= 4 * widest && sheet.height > 2 * 28)
        let missing = try ControlKitCLI.run(["contact-sheet", spec, "--goldens", folder.file("nowhere"), "-o", folder.file("x.png")])
        #expect(missing.status != 0 && !FileManager.default.fileExists(atPath: folder.file("x.png")))
    }

    @Test func helpShowsExamples() throws {
        let render = try ControlKitCLI.run(["render", "--help"])
        #expect(render.stdout.contains("controlkit render page-control --pages 12"))
        let flags = try ControlKitCLI.run(["render", "page-control", "--help"])
        #expect(flags.stdout.contains("--tint-current <color>") && flags.stdout.contains("--backdrop <color|file.png|file.json>"))
        let verify = try ControlKitCLI.run(["verify", "--help"])
        #expect(verify.stdout.contains("--record"))
    }
}
