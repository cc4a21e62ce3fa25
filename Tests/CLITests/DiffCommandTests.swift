import FileIO
import Foundation
import Golden
import PNGCodec
import Raster
import TestSupport
import Testing

/// `controlkit diff` as a user runs it: the built binary in a child process.
@Suite struct DiffCommandTests {
    typealias Run = ControlKitCLI.Run
    typealias Folder = TemporaryFolder

    static func run(_ arguments: [String]) throws -> Run { try ControlKitCLI.run(arguments) }

    static let expected: RGBAImage = {
        var image = RGBAImage(uncheckedWidth: 40, height: 30, fill: .white)
        for y in 10 ..< 20 { for x in 5 ..< 25 { image[x, y] = Color(r: 0, g: 122, b: 255) } }
        return image
    }()

    static let actual: RGBAImage = {
        var image = expected
        for y in 2 ..< 6 { for x in 30 ..< 35 { image[x, y] = .black } }
        return image
    }()

    static func pair(_ folder: Folder, actual: RGBAImage = actual) throws -> (String, String) {
        try PNG.write(expected, to: folder.file("e.png"))
        try PNG.write(actual, to: folder.file("a.png"))
        return (folder.file("e.png"), folder.file("a.png"))
    }

    @Test func equalImagesExitZero() throws {
        let folder = try Folder()
        let (e, _) = try Self.pair(folder)
        let run = try Self.run(["diff", e, e])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("different pixels: 0\nerror: 0.00%\n"))
    }

    @Test func differentImagesExitOneWithDiffTriptychAndJSON() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png"), "--triptych", folder.file("t.png"),
                                "--diff-color-alt", "0,0,255", "--json"])
        #expect(run.status == 1, "\(run.stderr)")
        let report = try JSONDecoder().decode(DiffReport.self, from: Data(run.stdout.utf8))
        #expect(report.mode == "pixelmatch" && report.threshold == 0.1)
        #expect(report.differentPixels == 20 && report.totalPixels == 1200)
        #expect(report.boundingBox == PixelRect(x: 30, y: 2, width: 5, height: 4))
        let diff = try PNG.read(contentsOf: folder.file("d.png"))
        #expect(diff[30, 2] == Color(r: 0, g: 0, b: 255))        // actual darker → diff-color-alt
        #expect(diff[0, 0] == Color(r: 255, g: 255, b: 255))    // faded white stays white
        let triptych = try PNG.read(contentsOf: folder.file("t.png"))
        #expect(triptych.width == 3 * 40 + 4 * 3)
    }

    @Test func budgetAndIgnoreMakeItPass() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        #expect(try Self.run(["diff", e, a, "--max-diff-pixels", "20"]).status == 0)
        #expect(try Self.run(["diff", e, a, "--max-diff-ratio", "0.01"]).status == 1)   // 12 < 20
        #expect(try Self.run(["diff", e, a, "--ignore", "30,2,5,4", "--mode", "exact"]).status == 0)
        #expect(try Self.run(["diff", e, a, "--ignore", "0,0,1,1", "30,2,5,2", "--mode", "perceptual"]).status == 1)
    }

    @Test func differentSizesExitOneAsLayoutDifference() throws {
        let folder = try Folder()
        let (e, _) = try Self.pair(folder, actual: try #require(RGBAImage(width: 41, height: 30, fill: .white)))
        let run = try Self.run(["diff", e, folder.file("a.png"), "-o", folder.file("d.png")])
        #expect(run.status == 1)
        #expect(run.stdout.contains("layout difference: expected 40x30, actual 41x30"))
        #expect(try PNG.read(contentsOf: folder.file("d.png")).width == 41)
    }

    @Test func missingPNGExitsTwoNamingTheFile() throws {
        let folder = try Folder()
        let (e, _) = try Self.pair(folder)
        let run = try Self.run(["diff", e, folder.file("missing.png")])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(folder.file("missing.png")): cannot read"), "\(run.stderr)")
    }

    @Test func corruptPNGExitsTwoNamingTheFileAndProblem() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        var bytes = try PNG.encode(Self.actual)
        bytes[bytes.count / 2] ^= 0xFF   // damage the image data: a CRC mismatch
        try AtomicFile.write(bytes, to: a)
        let run = try Self.run(["diff", e, a])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(a): corrupt PNG"), "\(run.stderr)")
    }

    /// The two images are decoded at the same time; an error still names the file a reader
    /// going one after the other would have named: a bad expected image even when the actual
    /// one is good, and only the expected one when both are bad.
    @Test func badExpectedImageIsNamedWhateverTheActualIs() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        var bytes = try PNG.encode(Self.expected)
        bytes[bytes.count / 2] ^= 0xFF
        try AtomicFile.write(bytes, to: e)
        let goodActual = try Self.run(["diff", e, a, "-o", folder.file("d.png")])
        #expect(goodActual.status == 2)
        #expect(Self.errorMessage(goodActual)?.hasPrefix("\(e): corrupt PNG") == true, "\(goodActual.stderr)")
        #expect(!goodActual.stderr.contains(a))

        let missing = folder.file("missing.png")
        let bothBad = try Self.run(["diff", e, missing, "-o", folder.file("d.png")])
        #expect(bothBad.status == 2)
        #expect(Self.errorMessage(bothBad)?.hasPrefix("\(e): corrupt PNG") == true, "\(bothBad.stderr)")
        #expect(!bothBad.stderr.contains(missing), "\(bothBad.stderr)")

        let swapped = try Self.run(["diff", missing, e])
        #expect(swapped.status == 2)
        #expect(Self.errorMessage(swapped)?.hasPrefix("\(missing): cannot read") == true, "\(swapped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("d.png")))
    }

    /// A pair with gradients, noise and translucency, so that the row filter the encoder picks
    /// changes the compressed bytes: 97 x 61 px, seeded.
    static func texturedPair() -> (RGBAImage, RGBAImage) {
        var rng = SeededRandom(seed: 0xD1FF_5EED)
        var expected = RGBAImage(uncheckedWidth: 97, height: 61)
        for y in 0 ..< 61 {
            for x in 0 ..< 97 {
                expected[x, y] = Color(r: UInt8(x * 2), g: UInt8(y * 4), b: UInt8(truncatingIfNeeded: rng.next()),
                                       a: x % 7 == 0 ? UInt8(rng.int(in: 0 ... 255)) : 255)
            }
        }
        var actual = expected
        for _ in 0 ..< 300 {
            let x = rng.int(in: 0 ... 96), y = rng.int(in: 0 ... 60)
            actual[x, y] = Color(r: UInt8(rng.int(in: 0 ... 255)), g: 0, b: 0)
        }
        return (expected, actual)
    }

    /// The diff and triptych files (encoded for speed since issue #16) decode to exactly the
    /// pixels the comparison drew — the pixels the `.fast` files decoded to before.
    @Test func diffAndTriptychFilesDecodeToTheComparisonsPixels() throws {
        let folder = try Folder()
        let (expected, actual) = Self.texturedPair()
        try PNG.write(expected, to: folder.file("e.png"))
        try PNG.write(actual, to: folder.file("a.png"))
        let run = try Self.run(["diff", folder.file("e.png"), folder.file("a.png"), "-o", folder.file("d.png"),
                                "--triptych", folder.file("t.png")])
        #expect(run.status == 1, "\(run.stderr)")
        let comparison = try ImageComparison.compare(expected: expected, actual: actual,
                                                     options: ComparisonOptions(mode: .pixelmatch(PixelmatchOptions())))
        #expect(comparison.report.differentPixels > 0)
        let diff = try PNG.read(contentsOf: folder.file("d.png"))
        #expect(diff == comparison.diff)
        #expect(diff == (try PNG.decode(try PNG.encode(comparison.diff, compression: .fast))))
        let triptych = Triptych.render(expected: expected, diff: comparison.diff, actual: actual, report: comparison.report)
        #expect(try PNG.read(contentsOf: folder.file("t.png")) == triptych)
        // Written at the speed-first setting: the same bytes as encoding the diff with it.
        #expect(try InputFile.read(folder.file("d.png"), maxBytes: 1 << 24) == (try PNG.encode(comparison.diff, compression: .speedFirst)))
    }

    @Test func missingOperandExitsTwo() throws {
        let run = try Self.run(["diff", "only-one.png"])
        #expect(run.status == 2 && run.stderr.contains("actual"), "\(run.stderr)")
    }
}

// The tests of the former DiffTool library API, as process tests of `controlkit diff`.
extension DiffCommandTests {
    static let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255), clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// The message line after `controlkit diff: error: `, or nil.
    static func errorMessage(_ run: Run) -> String? {
        let prefix = "controlkit diff: error: "
        guard let first = run.stderr.split(separator: "\n").first, first.hasPrefix(prefix) else { return nil }
        return String(first.dropFirst(prefix.count))
    }

    /// pixelmatch's two lines first, then the summary and the files written; the diff in
    /// pixelmatch's default colours.
    @Test func differentImagesPrintPixelmatchLinesAndWriteDiffAndTriptych() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png"), "--triptych", folder.file("t.png")])
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(run.stdout)")
        #expect(lines.prefix(2) == ["different pixels: 20", "error: 1.67%"], "\(run.stdout)")
        #expect(lines.suffix(2) == ["wrote \(folder.file("d.png"))", "wrote \(folder.file("t.png"))"], "\(run.stdout)")
        let diff = try PNG.read(contentsOf: folder.file("d.png"))
        // Black on white: the actual image is darker, and diffColorAlt defaults to diffColor.
        #expect(diff[30, 2] == Self.red)
        // 255 + (luma(white) − 255)·0.1: untouched white stays white.
        #expect(diff[0, 0] == .white)
        #expect(try PNG.read(contentsOf: folder.file("t.png")).height > Self.expected.height)
    }

    @Test func exactModeWithinABudgetPassesAndPrintsJSON() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let pixels = try Self.run(["diff", e, a, "--mode", "exact", "--max-diff-pixels", "20", "--json"])
        #expect(pixels.status == 0, "\(pixels.stderr)")
        let report = try JSONDecoder().decode(DiffReport.self, from: Data(pixels.stdout.utf8))
        #expect(report.mode == "exact" && report.threshold == 0 && report.passed)
        #expect(report.differentPixels == 20 && report.maxDiffPixels == 20)
        #expect(report.boundingBox == PixelRect(x: 30, y: 2, width: 5, height: 4))
        #expect(report.largestDifference == 255)

        let ratio = try Self.run(["diff", e, a, "--mode", "exact", "--max-diff-ratio", "0.02", "--json"])
        #expect(ratio.status == 0, "\(ratio.stderr)")
        let byRatio = try JSONDecoder().decode(DiffReport.self, from: Data(ratio.stdout.utf8))
        #expect(byRatio.passed && byRatio.maxDiffRatio == 0.02 && byRatio.differentPixels == 20)
    }

    @Test func pixelmatchFlagsMapOntoItsOptions() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let flags = ["--diff-mask", "--diff-color-alt", "0,0,255", "--threshold", "0.2", "--ignore", "32,2,5,5"]
        let run = try Self.run(["diff", e, a, "-o", folder.file("mask.png")] + flags)
        #expect(run.status == 1, "\(run.stderr)")
        // Columns 32…34 are ignored: 2 of the 5 columns of 4 rows still differ.
        #expect(run.stdout.hasPrefix("different pixels: 8\nerror: 0.67%\n"), "\(run.stdout)")
        let mask = try PNG.read(contentsOf: folder.file("mask.png"))
        #expect(mask[30, 2] == Self.blue)      // actual darker → --diff-color-alt
        #expect(mask[32, 2] == Self.clear)     // ignored
        #expect(mask[0, 0] == Self.clear)      // equal: nothing drawn in a mask
        #expect(mask[10, 12] == Self.clear)

        let json = try Self.run(["diff", e, a, "--json"] + flags)
        let report = try JSONDecoder().decode(DiffReport.self, from: Data(json.stdout.utf8))
        #expect(report.threshold == 0.2 && report.ignoreRegions == [PixelRect(x: 32, y: 2, width: 5, height: 5)])
    }

    /// --diff-color and --alpha: a colour in any of the syntaxes, the faded expected image.
    @Test(arguments: ["0,255,0", "#00FF00"])
    func diffColorAndAlphaAreUsed(color: String) throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png"), "--diff-color", color, "--alpha", "0"])
        #expect(run.status == 1, "\(run.stderr)")
        let diff = try PNG.read(contentsOf: folder.file("d.png"))
        #expect(diff[30, 2] == Color(r: 0, g: 255, b: 0))
        #expect(diff[10, 12] == .white)        // alpha 0: the blue of the expected image is faded away
    }

    @Test func truncatedPNGExitsTwoNamingTheFile() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        var bytes = try PNG.encode(Self.actual)
        bytes.removeLast(bytes.count / 2)
        try AtomicFile.write(bytes, to: a)
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png")])
        #expect(run.status == 2)
        let message = try #require(Self.errorMessage(run), "\(run.stderr)")
        #expect(message.hasPrefix("\(a): ") && message.lowercased().contains("png"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("d.png")))
    }

    /// Each bad value exits 2 with a message naming the flag and the value as typed; nothing
    /// is written.
    @Test(arguments: [
        ("--mode", "blurry"), ("--threshold", "x"), ("--threshold", "2"), ("--threshold", "-1"),
        ("--diff-color", "1,2"), ("--aa-color", "1,2,256"), ("--diff-color-alt", "bleu"),
        ("--alpha", "nan"), ("--alpha", "1.5"), ("--max-diff-ratio", "1.5"),
        ("--max-diff-pixels", "many"), ("--max-diff-pixels", "-3"),
        ("--ignore", "1,2,3"), ("--ignore", "0,0,0,5"),
    ])
    func badValuesExitTwoNamingTheFlag(flag: String, value: String) throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png"), flag, value])
        #expect(run.status == 2, "\(run.stderr)")
        let message = try #require(Self.errorMessage(run), "\(run.stderr)")
        #expect(message.contains(flag) && message.contains(value), "\(message)")
        #expect(!message.contains("missing value"), "the value was given: \(message)")
        #expect(run.stderr.contains("See 'controlkit diff --help'."))
        #expect(!FileManager.default.fileExists(atPath: folder.file("d.png")))
    }

    @Test(arguments: [
        (["--mode", "perceptual", "--no-checkerboard"], "--no-checkerboard applies only to --mode pixelmatch"),
        (["--mode", "exact", "--no-checkerboard"], "--no-checkerboard applies only to --mode pixelmatch"),
        (["--mode", "exact", "--threshold", "0.5"], "--threshold 0.5: exact mode takes a whole channel difference 0...255"),
        (["--mode", "exact", "--threshold", "256"], "--threshold 256"),
        (["--mode", "perceptual", "--threshold", "1.5"], "--threshold 1.5: perceptual mode takes 0...1"),
        (["--unknown-flag"], "unknown option '--unknown-flag'"),
        (["--ignore"], "missing value for '--ignore <x,y,w,h>'"),
    ])
    func conflictingFlagsAndUsageErrorsExitTwo(flags: [String], message: String) throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png")] + flags)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(Self.errorMessage(run)?.hasPrefix(message) == true, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("d.png")))
    }

    /// An output name that is not a PNG is a bad value of the flag that gave it.
    @Test(arguments: [("-o", "d.jpg"), ("--triptych", "t.jpg")])
    func outputNotPNGNamesTheFlag(flag: String, name: String) throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a, flag, folder.file(name)])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(Self.errorMessage(run)?.hasPrefix("\(flag) \(folder.file(name)): images are written as .png") == true, "\(run.stderr)")
        #expect(try folder.contents() == ["a.png", "e.png"])
    }

    /// A path whose folder is a file cannot be written, even by root.
    @Test(arguments: ["-o", "--triptych"])
    func unwritableOutputExitsTwoNamingIt(flag: String) throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        try folder.write("not a folder", to: "blocker")
        let path = folder.file("blocker/out.png")
        let run = try Self.run(["diff", e, a, flag, path])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(Self.errorMessage(run)?.hasPrefix("\(path): ") == true, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
    }

    /// On an error nothing is written: not the diff image either when the triptych cannot be.
    @Test func unwritableTriptychLeavesNoDiffImage() throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        try folder.write("not a folder", to: "blocker")
        let run = try Self.run(["diff", e, a, "-o", folder.file("d.png"), "--triptych", folder.file("blocker/t.png")])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("d.png")), "diff image written although the command failed")
    }
}
