import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// The one exit policy and message format, command by command: 0 success, 1 a difference or a
/// failed check, 2 a usage error, a missing file or a bad value; every error on standard error
/// as `controlkit <command>: error: …`, nothing on standard output, and no output file written.
@Suite struct ExitPolicyTests {
    /// One way a command fails, and the start of the message it must print after
    /// `controlkit <command>: error: `.
    struct Failure: Sendable, CustomTestStringConvertible {
        enum Kind: String, Sendable {
            case usage = "usage error", missingFile = "missing file", badValue = "bad value"
        }

        let kind: Kind
        let arguments: [String]
        let message: String
        /// A usage error is followed by a `usage:` line and `See 'controlkit <command> --help'.`
        let showsUsage: Bool

        init(_ kind: Kind, _ arguments: [String], _ message: String, usage: Bool) {
            self.kind = kind
            self.arguments = arguments
            self.message = message
            self.showsUsage = usage
        }

        var testDescription: String { "\(kind.rawValue): controlkit \(arguments.joined(separator: " "))" }
    }

    /// A folder holding every input the cases name (and nothing named `missing.*`), in which
    /// the command runs.
    final class Inputs {
        let folder: TemporaryFolder
        var path: String { folder.path }

        static let figures = "figures:\n  - {name: a, pageControl: {pages: 3, currentPage: 1}}\n"
        /// Line 3 holds the bad field.
        static let badFigures = "figures:\n  - name: a\n    pageControl: {pages: 3, currentPage: 7}\n"
        /// Line 3 holds the bad field.
        static let badSegmented = "figures:\n  - name: tabs\n    segmentedControl: {segments: [Day, Week, Month], selectedSegment: 5}\n"
        static let scene = ##"{"format": "peers-scene/1", "width": 16, "height": 8, "background": [255, 255, 255, 255], "shapes": [{"d": "M 2 2 L 14 2 L 14 6 L 2 6 Z", "fill": [0, 122, 255, 255]}]}"##
        /// Line 3 holds the bad field.
        static let badScene = ##"""
            {"format": "peers-scene/1", "width": 16, "height": 8,
             "shapes": [{"d": "M 2 2 L 14 2 L 14 6 Z", "fill": [0, 0, 0, 255],
                         "rule": "odd"}]}
            """##

        static let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="8"><rect x="2" y="2" width="12" height="4"/></svg>"##
        /// Line 2 holds the bad path data.
        static let badSVG = ##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="16" height="8">
            <path d="M 2 2 L x"/></svg>
            """##
        /// Line 2 leaves the rect's tag unclosed.
        static let malformedSVG = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"8\">\n<rect width=\"2\"\n</svg>"

        init() throws {
            folder = try TemporaryFolder()
            try folder.write(Self.svg, to: "icon.svg")
            try folder.write(Self.badSVG, to: "bad.svg")
            try folder.write(Self.malformedSVG, to: "malformed.svg")
            try folder.write(Self.figures, to: "figures.yaml")
            try folder.write(Self.badFigures, to: "bad.yaml")
            try folder.write(Self.badSegmented, to: "bad-segmented.yaml")
            try folder.write(Self.scene, to: "scene.json")
            try folder.write(Self.badScene, to: "bad-scene.json")
            var image = try #require(RGBAImage(width: 20, height: 10, fill: .white))
            try PNG.write(image, to: folder.file("e.png"))
            for y in 2 ..< 5 { for x in 3 ..< 9 { image[x, y] = .black } }
            try PNG.write(image, to: folder.file("a.png"))
        }

        /// Every file and folder under the folder, relative, sorted.
        func tree() -> [String] {
            var out: [String] = []
            let walker = FileManager.default.enumerator(atPath: path)
            while let item = walker?.nextObject() as? String { out.append(item) }
            return out.sorted()
        }

        func run(_ arguments: [String]) throws -> ControlKitCLI.Run { try ControlKitCLI.run(arguments, in: path) }
    }

    /// Runs a failing case and checks status 2, the message, the usage lines and that nothing
    /// was written.
    static func expect(_ failure: Failure, command: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let inputs = try Inputs()
        let before = inputs.tree()
        let run = try inputs.run(failure.arguments)
        let context = Comment(rawValue: "controlkit \(failure.arguments.joined(separator: " "))\n\(run.stderr)")
        #expect(run.status == 2, context, sourceLocation: sourceLocation)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        let prefix = "controlkit \(command): error: "
        #expect(lines.first?.hasPrefix(prefix + failure.message) == true, context, sourceLocation: sourceLocation)
        if failure.showsUsage {
            #expect(lines.count == 3, context, sourceLocation: sourceLocation)
            #expect(lines.dropFirst().first?.hasPrefix("usage: controlkit \(command) ") == true, context, sourceLocation: sourceLocation)
            #expect(lines.last == "See 'controlkit \(command) --help'.", context, sourceLocation: sourceLocation)
        } else {
            #expect(lines.allSatisfy { $0.hasPrefix(prefix) }, context, sourceLocation: sourceLocation)
        }
        #expect(run.stdout.isEmpty, "stdout: \(run.stdout)", sourceLocation: sourceLocation)
        #expect(inputs.tree() == before, "files written on an error", sourceLocation: sourceLocation)
    }

    // MARK: - Exit status 2, one test per command

    @Test(arguments: [
        Failure(.usage, ["render", "page-control", "--pages", "3", "--bogus", "1", "-o", "out.png"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["render", "page-control", "--pages", "3"], "missing expected argument '--output <file>'", usage: true),
        Failure(.missingFile, ["render", "page-control", "--pages", "3", "--backdrop", "missing.png", "-o", "out.png"],
                "--backdrop: missing.png: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "3", "--scale", "4", "-o", "out.png"], "--scale: 4 is not a scale", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "3", "-o", "out.jpg"], "-o out.jpg: the figure is written as .png", usage: true),
    ])
    func renderControl(failure: Failure) throws {
        try Self.expect(failure, command: "render page-control")
    }

    /// Every control's command is the same generic command: the pickers follow the same policy.
    @Test(arguments: [
        Failure(.usage, ["render", "picker", "--rows", "A,B,C,D", "--bogus", "1", "-o", "out.png"], "unknown option '--bogus'", usage: true),
        Failure(.missingFile, ["render", "picker", "--rows", "A,B,C,D", "--backdrop", "missing.png", "-o", "out.png"],
                "--backdrop: missing.png: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["render", "picker", "--rows", "A,B,C,D", "--selected", "9", "-o", "out.png"], "--selected: 9 is outside 0..<4",
                usage: false),
    ])
    func renderPicker(failure: Failure) throws {
        try Self.expect(failure, command: "render picker")
    }

    @Test(arguments: [
        Failure(.usage, ["render", "date-picker", "--date", "2024-01-05", "--bogus", "1", "-o", "out.png"], "unknown option '--bogus'",
                usage: true),
        Failure(.missingFile, ["render", "date-picker", "--date", "2024-01-05", "--backdrop", "missing.png", "-o", "out.png"],
                "--backdrop: missing.png: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["render", "date-picker", "--date", "2024-02-30", "-o", "out.png"], "--date: \"2024-02-30\" is not a day",
                usage: false),
    ])
    func renderDatePicker(failure: Failure) throws {
        try Self.expect(failure, command: "render date-picker")
    }

    @Test(arguments: [
        Failure(.usage, ["render", "segmented-control", "--segments", "Day,Week", "--bogus", "1", "-o", "out.png"], "unknown option '--bogus'",
                usage: true),
        Failure(.usage, ["render", "segmented-control", "--selected", "1", "-o", "out.png"], "missing expected option '--segments <titles>'",
                usage: true),
        Failure(.missingFile, ["render", "segmented-control", "--segments", "Day,Week", "--backdrop", "missing.png", "-o", "out.png"],
                "--backdrop: missing.png: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["render", "segmented-control", "--segments", "Day,Week,Month", "--selected", "5", "-o", "out.png"],
                "--selected: 5 is outside 0..<3", usage: false),
    ])
    func renderSegmentedControl(failure: Failure) throws {
        try Self.expect(failure, command: "render segmented-control")
    }

    /// A bad segmented control in a figure file names the file, line, figure and field.
    @Test func renderSegmentedControlFigures() throws {
        try Self.expect(Failure(.badValue, ["render", "bad-segmented.yaml", "--out", "out"],
                                "bad-segmented.yaml:3: figures[0].segmentedControl.selectedSegment: 5 is outside 0..<3", usage: false),
                        command: "render figures")
    }

    /// `render FILE`, `render figures FILE` and the old `render spec FILE` are one command.
    @Test(arguments: [
        Failure(.usage, ["render", "figures.yaml", "--out", "out", "--bogus"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["render", "figures.yaml"], "missing expected argument '--out <dir>'", usage: true),
        Failure(.usage, ["render", "figures.yaml", "--out", "out.png"], "--out out.png: this command writes a folder", usage: true),
        Failure(.missingFile, ["render", "missing.yaml", "--out", "out"], "missing.yaml: cannot read: No such file or directory", usage: false),
        Failure(.missingFile, ["render", "spec", "missing.yaml", "--out", "out"], "missing.yaml: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["render", "figures", "bad.yaml", "--out", "out"],
                "bad.yaml:3: figures[0].pageControl.currentPage: 7 is outside 0..<3", usage: false),
    ])
    func renderFigures(failure: Failure) throws {
        try Self.expect(failure, command: "render figures")
    }

    @Test(arguments: [
        Failure(.usage, ["verify", "figures.yaml", "--goldens", "goldens", "--bogus"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["verify"], "missing expected argument '<file-or-folder> ...'", usage: true),
        Failure(.usage, ["verify", "figures.yaml", "bad.yaml", "--goldens", "goldens"],
                "--goldens goldens: names the goldens of one figure file, but 2 were given", usage: true),
        Failure(.missingFile, ["verify", "missing.yaml", "--goldens", "goldens"], "missing.yaml: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["verify", "figures.yaml", "--goldens", "goldens", "--record", "sometimes"],
                "the value 'sometimes' is invalid for '--record <record>'. Please provide one of 'never', 'missing', 'failed' or 'all'.", usage: true),
        Failure(.badValue, ["verify", "bad.yaml", "--goldens", "goldens"],
                "bad.yaml:3: figures[0].pageControl.currentPage: 7 is outside 0..<3", usage: false),
    ])
    func verify(failure: Failure) throws {
        try Self.expect(failure, command: "verify")
    }

    @Test(arguments: [
        Failure(.usage, ["contact-sheet", "figures.yaml", "--goldens", ".", "--bogus", "-o", "sheet.png"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["contact-sheet", "figures.yaml", "--goldens", "."], "missing expected argument '--output <file>'", usage: true),
        Failure(.missingFile, ["contact-sheet", "missing.yaml", "--goldens", ".", "-o", "sheet.png"],
                "missing.yaml: cannot read: No such file or directory", usage: false),
        // A golden the file names but the folder lacks is a missing file like any other.
        Failure(.missingFile, ["contact-sheet", "figures.yaml", "--goldens", "nowhere", "-o", "sheet.png"],
                "nowhere/a-light-3x.png: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["contact-sheet", "bad.yaml", "--goldens", ".", "-o", "sheet.png"],
                "bad.yaml:3: figures[0].pageControl.currentPage: 7 is outside 0..<3", usage: false),
        Failure(.badValue, ["contact-sheet", "figures.yaml", "--goldens", ".", "-o", "sheet.jpg"], "-o sheet.jpg: the sheet is written as .png", usage: true),
    ])
    func contactSheet(failure: Failure) throws {
        try Self.expect(failure, command: "contact-sheet")
    }

    @Test(arguments: [
        Failure(.usage, ["scene", "scene.json", "-o", "out.png", "--bogus"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["scene", "scene.json"], "missing expected argument '--output <file>'", usage: true),
        Failure(.missingFile, ["scene", "missing.json", "-o", "out.png"], "missing.json: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["scene", "bad-scene.json", "-o", "out.png"],
                #"bad-scene.json:3: shapes[0].rule: unknown value "odd" (expected nonzero, evenodd)"#, usage: false),
        Failure(.badValue, ["scene", "scene.json", "-o", "out.jpg"], "-o out.jpg: the scene is written as .png", usage: true),
    ])
    func scene(failure: Failure) throws {
        try Self.expect(failure, command: "scene")
    }

    @Test(arguments: [
        Failure(.usage, ["svg", "icon.svg", "-o", "out.png", "--bogus"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["svg", "icon.svg"], "missing expected argument '--output <file>'", usage: true),
        Failure(.usage, ["svg", "icon.svg", "-o", "out.png", "--scale", "2", "--width", "10"], "give --scale or --width, not both", usage: true),
        Failure(.missingFile, ["svg", "missing.svg", "-o", "out.png"], "missing.svg: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["svg", "icon.svg", "--scale", "9", "-o", "out.png"], "--scale 9: expected 1...8", usage: true),
        Failure(.badValue, ["svg", "icon.svg", "--width", "0", "-o", "out.png"], "--width 0: expected 1...16384", usage: true),
        Failure(.badValue, ["svg", "icon.svg", "-o", "out.jpg"], "-o out.jpg: the render is written as .png", usage: true),
        Failure(.badValue, ["svg", "malformed.svg", "-o", "out.png"], "malformed.svg:3: malformed XML at column", usage: false),
    ])
    func svg(failure: Failure) throws {
        try Self.expect(failure, command: "svg")
    }

    @Test(arguments: [
        Failure(.usage, ["glyph", "icon.svg", "--out", "out", "--bogus"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["glyph", "icon.svg"], "missing expected argument '--out <dir>'", usage: true),
        Failure(.usage, ["glyph", "--out", "out"], "give SVG files or folders, or --builtin NAME", usage: true),
        Failure(.missingFile, ["glyph", "missing.svg", "--out", "out"], "missing.svg: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["glyph", "icon.svg", "--out", "out", "--balance", "heavy"],
                "the value 'heavy' is invalid for '--balance <balance>'. Please provide one of 'none', 'area-extent' or 'area'.", usage: true),
        Failure(.badValue, ["glyph", "icon.svg", "--out", "out", "--scales", "2,4"], "--scales 2,4: expected scales among 1, 2 and 3", usage: true),
        Failure(.badValue, ["glyph", "--builtin", "rocket", "--out", "out"], "no built-in glyph \"rocket\"", usage: false),
        Failure(.badValue, ["glyph", "bad.svg", "--out", "out", "--strict"],
                "bad.svg:2: path.d: SVG path data: offset 8: expected a number after 'L', found 'x'", usage: false),
    ])
    func glyph(failure: Failure) throws {
        try Self.expect(failure, command: "glyph")
    }

    @Test(arguments: [
        Failure(.usage, ["bench", "scene.json", "--bogus", "-o", "out.png"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["bench", "-o", "out.png"], "give one scene file: bench SCENE.json", usage: true),
        Failure(.usage, ["bench", "scene.json", "--scene", "scene.json"], "give one scene file: bench SCENE.json", usage: true),
        Failure(.missingFile, ["bench", "missing.json", "-o", "out.png"], "missing.json: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["bench", "scene.json", "--reps", "0", "-o", "out.png"], "--reps 0: expected 1...100000", usage: true),
        // A negative value names the flag and the value, as the page control's flags do.
        Failure(.badValue, ["bench", "scene.json", "--warmup", "-1", "-o", "out.png"], "--warmup -1: expected 0...100000", usage: true),
        Failure(.badValue, ["bench", "bad-scene.json", "-o", "out.png"],
                #"bad-scene.json:3: shapes[0].rule: unknown value "odd" (expected nonzero, evenodd)"#, usage: false),
    ])
    func bench(failure: Failure) throws {
        try Self.expect(failure, command: "bench")
    }

    @Test(arguments: [
        Failure(.usage, ["diff", "e.png", "a.png", "--bogus", "-o", "out.png"], "unknown option '--bogus'", usage: true),
        Failure(.usage, ["diff", "e.png"], "missing expected argument '<actual>'", usage: true),
        Failure(.missingFile, ["diff", "e.png", "missing.png", "-o", "out.png"], "missing.png: cannot read: No such file or directory", usage: false),
        Failure(.missingFile, ["diff", "missing.png", "a.png", "-o", "out.png"], "missing.png: cannot read: No such file or directory", usage: false),
        Failure(.badValue, ["diff", "e.png", "a.png", "--mode", "fuzzy", "-o", "out.png"],
                "the value 'fuzzy' is invalid for '--mode <mode>'. Please provide one of 'exact', 'pixelmatch' or 'perceptual'.", usage: true),
    ])
    func diff(failure: Failure) throws {
        try Self.expect(failure, command: "diff")
    }

    // MARK: - Exit status 0 and 1

    /// A command that succeeds exits 0, writes its output and prints no error.
    @Test(arguments: [
        (["render", "page-control", "--pages", "3", "-o", "out.png"], "out.png"),
        (["render", "figures.yaml", "--out", "out"], "out/a-light-3x.png"),
        (["render", "spec", "figures.yaml", "--out", "out"], "out/a-light-3x.png"),
        (["verify", "figures.yaml", "--goldens", "goldens"], "goldens/a-light-3x.png"),
        (["contact-sheet", "figures.yaml", "--goldens", "goldens", "-o", "sheet.png"], "sheet.png"),
        (["scene", "scene.json", "-o", "out.png"], "out.png"),
        (["svg", "icon.svg", "-o", "out.png"], "out.png"),
        (["glyph", "icon.svg", "--out", "out"], "out/icon.imageset/icon@2x.png"),
        (["bench", "scene.json", "--reps", "1", "--warmup", "0", "-o", "out.png"], "out.png"),
        (["diff", "e.png", "e.png", "-o", "out.png"], "out.png"),
    ])
    func successExitsZero(arguments: [String], writes output: String) throws {
        let inputs = try Inputs()
        let goldens = try inputs.run(["render", "figures.yaml", "--out", "goldens"])
        #expect(goldens.status == 0, "\(goldens.stderr)")
        let run = try inputs.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("error:"), "\(run.stderr)")
        #expect(!run.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: inputs.folder.file(output)))
    }

    @Test func diffOfDifferentImagesExitsOne() throws {
        let inputs = try Inputs()
        let run = try inputs.run(["diff", "e.png", "a.png", "-o", "out.png"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("different pixels: 18\n"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: inputs.folder.file("out.png")))
    }

    @Test func verifyWithAMismatchingGoldenExitsOne() throws {
        let inputs = try Inputs()
        #expect(try inputs.run(["render", "figures.yaml", "--out", "goldens"]).status == 0)
        try inputs.folder.write("figures:\n  - {name: a, pageControl: {pages: 3, currentPage: 2}}\n", to: "figures.yaml")
        let run = try inputs.run(["verify", "figures.yaml", "--goldens", "goldens"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("error:"), "\(run.stderr)")
        #expect(run.stdout.contains("FAILED  a-light-3x: ") && run.stdout.contains("does not match"), "\(run.stdout)")
        #expect(run.stdout.contains("\n0 passed, 1 failed; failure images in "), "\(run.stdout)")
    }

    /// Recording is a failed check too (it fails once), so it exits 1, not 2.
    @Test func verifyThatRecordsAGoldenExitsOne() throws {
        let inputs = try Inputs()
        let run = try inputs.run(["verify", "figures.yaml", "--goldens", "goldens", "--record", "missing"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("recorded golden"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: inputs.folder.file("goldens/a-light-3x.png")))
        #expect(try inputs.run(["verify", "figures.yaml", "--goldens", "goldens"]).status == 0)
    }

    /// The CLI records with `--record`, not with the environment variable the Swift API reads,
    /// so its hint for a missing golden names the flag.
    @Test func verifyWithoutAGoldenSaysHowToRecordItWithTheFlag() throws {
        let inputs = try Inputs()
        let run = try inputs.run(["verify", "figures.yaml", "--goldens", "goldens"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("FAILED  a-light-3x: no golden at "), "\(run.stdout)")
        #expect(run.stdout.contains("--record missing"), "\(run.stdout)")
        #expect(!run.stdout.contains("CONTROLKIT_RECORD"), "\(run.stdout)")
    }
}
