import Foundation
import Raster
import TestSupport
import Testing

/// A value just over each bound of docs/limits.md, fed to every command that takes a size:
/// exit status 2, a message naming the field or flag and the limit, nothing written. Before,
/// `render page-control --width 1e9` aborted trying to allocate 924 GB, `--width 1e30` trapped
/// converting to Int, and `--width 20000` wrote a 60,000-px PNG `diff` could not read.
@Suite struct InputLimitTests {
    typealias Failure = ExitPolicyTests.Failure

    static let overSide = ImageLimits.maxSidePixels + 1
    /// The widest page control at @3x that still fits the side limit, and one point more.
    static let widestAt3x = ImageLimits.maxSidePixels / 3
    static let overWide = """
        figures:
          - name: wide
            pageControl: {pages: 5, width: \(widestAt3x + 1)}
        """

    @Test(arguments: [
        Failure(.badValue, ["render", "page-control", "--pages", "5", "--width", "16385", "-o", "out.png"],
                "--width: 16385 pt is over the limit of 16384 pt", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "5", "--width", "1e9", "-o", "out.png"],
                "--width: 1000000000 pt is over the limit of 16384 pt", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "5", "--width", "1e30", "-o", "out.png"],
                "--width: 1e+30 pt is over the limit of 16384 pt", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "5", "--width", "5462", "-o", "out.png"],
                "the figure: 5462 × 25.67 pt at @3x is 16386 × 77 px, over the 16384-pixel side limit", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "10001", "-o", "out.png"],
                "--pages: 10001 is over the limit of 10000 pages", usage: false),
        Failure(.badValue, ["render", "page-control", "--pages", "5000", "--max-visible", "5000", "-o", "out.png"],
                "--max-visible: 5000 indicators would be", usage: false),
    ])
    func renderControlRefusesSizesOverTheLimit(failure: Failure) throws {
        try ExitPolicyTests.expect(failure, command: "render page-control")
    }

    /// The widest figure the limit allows is written, and read back by `diff`.
    @Test func theWidestFigureIsWrittenAndReadBack() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["render", "page-control", "--pages", "5", "--width", "\(Self.widestAt3x)", "-o", "w.png"],
                                        in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try ControlKitCLI.run(["diff", "w.png", "w.png"], in: folder.path).status == 0)
    }

    @Test func renderFileNamesTheFigureOverTheLimit() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.overWide, to: "wide.yaml")
        let run = try ControlKitCLI.run(["render", "wide.yaml", "--out", "out"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("controlkit render figures: error: wide.yaml:2: figures[0]: 5462 × 25.67 pt at @3x is 16386 × 77 px"),
                "\(run.stderr)")
        #expect(try folder.contents() == ["wide.yaml"])
    }

    @Test func verifyNamesTheFigureOverTheLimitToo() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.overWide, to: "wide.yaml")
        let run = try ControlKitCLI.run(["verify", "wide.yaml", "--goldens", "g"], in: folder.path)
        #expect(run.status == 2 && run.stderr.hasPrefix("controlkit verify: error: wide.yaml:2: figures[0]: 5462 × 25.67 pt"), "\(run.stderr)")
    }

    @Test(arguments: [["scene", "big.json", "-o", "out.png"], ["bench", "big.json", "--reps", "1", "-o", "out.png"]])
    func scenesOverTheSideLimitAreRefused(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"format": "peers-scene/1", "width": \#(Self.overSide), "height": 1, "shapes": []}"#, to: "big.json")
        let run = try ControlKitCLI.run(arguments, in: folder.path)
        #expect(run.status == 2)
        #expect(run.stderr.contains("big.json:1: width: 16385 is not in 1...16384"), "\(run.stderr)")
        #expect(try folder.contents() == ["big.json"])
    }

    /// A scene file one byte over `InputLimits.maxSceneFileBytes` (256 MiB) is refused from its
    /// size: the file is sparse, and the refusing process's peak memory stays near that of
    /// reading an empty scene, far below the file's 256 MiB.
    @Test func aSceneFileOverTheByteLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let empty = try folder.write(#"{"format": "controlkit-scene/1", "width": 8, "height": 8, "items": []}"#, to: "empty.json")
        let huge = folder.file("huge.json")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: UInt64(256 << 20) + 1)
        try handle.close()
        let run = try ControlKitCLI.run(["scene", "huge.json", "-o", "out.png"], in: folder.path)
        #expect(run.status == 2 && run.stderr.contains("huge.json: 268435457 bytes is over the 268435456-byte limit"), "\(run.stderr)")
        let binary = try ControlKitCLI.binary()
        let baseline = try ChildProcess.runMeasuringPeakMemory(binary, ["scene", empty, "-o", folder.file("empty.png")])
        let refused = try ChildProcess.runMeasuringPeakMemory(binary, ["scene", huge, "-o", folder.file("out.png")])
        #expect(baseline.status == 0 && refused.status == 2)
        #expect(refused.peakResidentBytes < baseline.peakResidentBytes + (16 << 20),
                "peak \(refused.peakResidentBytes >> 20) MB, an empty scene \(baseline.peakResidentBytes >> 20) MB")
    }

    @Test func aControlkitSceneOverTheSideLimitAtItsScaleIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"format": "controlkit-scene/1", "width": 5462, "height": 1, "scale": 3, "items": []}"#, to: "big.json")
        let run = try ControlKitCLI.run(["scene", "big.json", "-o", "out.png"], in: folder.path)
        #expect(run.status == 2 && run.stderr.contains("over the 16384-pixel side limit"), "\(run.stderr)")
    }

    @Test func benchRepetitionsAreBounded() throws {
        try ExitPolicyTests.expect(Failure(.badValue, ["bench", "scene.json", "--reps", "100001"], "--reps 100001: expected 1...100000",
                                           usage: true), command: "bench")
    }

    /// `svg` takes a scale up to `SceneLimits.maxScale` (8) and a width up to the side limit;
    /// just over either is refused before the document is read.
    @Test(arguments: [
        Failure(.badValue, ["svg", "in.svg", "--width", "16385", "-o", "out.png"], "--width 16385: expected 1...16384", usage: true),
        Failure(.badValue, ["svg", "in.svg", "--scale", "8.01", "-o", "out.png"], "--scale 8.01: expected 1...8", usage: true),
    ])
    func svgSizesAreBounded(failure: Failure) throws {
        try ExitPolicyTests.expect(failure, command: "svg")
    }

    /// A PNG whose header claims a side over the limit is refused by diff, naming the file.
    @Test func diffRefusesAPNGOverTheLimit() throws {
        let folder = try TemporaryFolder()
        let one = try #require(RGBAImage(width: 1, height: 1, fill: .white))
        var bytes = try PNG.encode(one)
        let header = try #require(PNGChunks.chunks(in: bytes).first { $0.type == "IHDR" })
        let width = UInt32(Self.overSide)
        for i in 0 ..< 4 { bytes[header.dataRange.lowerBound + i] = UInt8(truncatingIfNeeded: width >> (24 - 8 * UInt32(i))) }
        try Data(PNGChunks.repairingCRCs(bytes)).write(to: URL(fileURLWithPath: folder.file("big.png")))
        try PNG.write(one, to: folder.file("one.png"))
        let run = try ControlKitCLI.run(["diff", "big.png", "one.png"], in: folder.path)
        #expect(run.status == 2 && run.stderr.hasPrefix("controlkit diff: error: big.png: PNG too large: 16385 x 1 px"), "\(run.stderr)")
    }
}

import PNGCodec
