import Foundation
@testable import Golden
import PNGCodec
import Raster
import Testing

@Suite struct DiffToolTests {
    static let expected = TestImages.painting(TestImages.filled(30, 20, .white), x: 5, y: 5, w: 10, h: 6, Color(r: 0, g: 122, b: 255))
    static let actual = TestImages.painting(expected, x: 20, y: 2, w: 3, h: 3, .black)

    /// A temporary folder with expected.png and actual.png.
    final class Files {
        let folder: String
        init(expected: RGBAImage, actual: RGBAImage) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("controlkit-diff-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try PNG.write(expected, to: path("expected.png"))
            try PNG.write(actual, to: path("actual.png"))
        }
        func path(_ name: String) -> String { "\(folder)/\(name)" }
        func arguments() -> DiffArguments { DiffArguments(expected: path("expected.png"), actual: path("actual.png")) }
        deinit { try? FileManager.default.removeItem(atPath: folder) }
    }

    @Test func differentImagesExitOneAndWriteDiffAndTriptych() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        args.output = files.path("diff.png"); args.triptych = files.path("triptych.png")
        let result = DiffTool.run(args)
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.hasPrefix("different pixels: 9\nerror: 1.50%\n"))
        let diff = try PNG.read(contentsOf: files.path("diff.png"))
        // Black on white: actual darker, pixelmatch's default diffColorAlt = diffColor (red).
        #expect(diff[21, 3] == Color(r: 255, g: 0, b: 0))
        // 255 + (luma(white) − 255)·0.1 ≥ 255: untouched white stays 255.
        #expect(diff[0, 0] == Color(r: 255, g: 255, b: 255))
        #expect(try PNG.read(contentsOf: files.path("triptych.png")).width == 3 * 30 + 4 * 3)
    }

    @Test func equalWithinBudgetExitsZeroAndPrintsJSON() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        args.json = true; args.maxDiffPixels = "9"; args.mode = "exact"
        let result = DiffTool.run(args)
        #expect(result.exitCode == 0)
        let report = try JSONDecoder().decode(DiffReport.self, from: Data(result.standardOutput.utf8))
        #expect(report.mode == "exact" && report.differentPixels == 9 && report.passed)
        #expect(report.boundingBox == PixelRect(x: 20, y: 2, width: 3, height: 3))
        #expect(report.largestDifference == 255)
    }

    @Test func pixelmatchFlagsMapOntoItsOptions() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        args.output = files.path("mask.png")
        args.diffMask = true; args.diffColorAlt = "0,0,255"; args.threshold = "0.2"; args.ignore = ["22,2,5,5"]
        let result = DiffTool.run(args)
        #expect(result.exitCode == 1 && result.standardOutput.hasPrefix("different pixels: 6\n"))
        let mask = try PNG.read(contentsOf: files.path("mask.png"))
        #expect(mask[20, 2] == Color(r: 0, g: 0, b: 255))
        #expect(mask[22, 2] == Color(r: 0, g: 0, b: 0, a: 0))
        #expect(mask[0, 0] == Color(r: 0, g: 0, b: 0, a: 0))
    }

    @Test func missingFileExitsTwoNamingIt() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        args.actual = files.path("nope.png")
        let result = DiffTool.run(args)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("\(files.path("nope.png")): cannot read"))
    }

    @Test func corruptFileExitsTwoNamingItAndTheProblem() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var bytes = try PNG.encode(Self.actual)
        bytes.removeLast(bytes.count / 2)
        try AtomicFile.write(bytes, to: files.path("actual.png"))
        let result = DiffTool.run(files.arguments())
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("\(files.path("actual.png")): "))
        #expect(result.standardError.lowercased().contains("png"))
    }

    @Test(arguments: [
        ("--mode", "fuzzy"), ("--threshold", "abc"), ("--threshold", "-1"), ("--diff-color", "255,0"),
        ("--aa-color", "1,2,256"), ("--max-diff-ratio", "1.5"), ("--max-diff-pixels", "-3"), ("--alpha", "nan"),
    ])
    func badValuesExitTwoNamingTheFlag(flag: String, value: String) throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        switch flag {
        case "--mode": args.mode = value
        case "--threshold": args.threshold = value
        case "--diff-color": args.diffColor = value
        case "--aa-color": args.aaColor = value
        case "--max-diff-ratio": args.maxDiffRatio = value
        case "--max-diff-pixels": args.maxDiffPixels = value
        default: args.alpha = value
        }
        let result = DiffTool.run(args)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("invalid value '\(value)' for \(flag)"), "\(result.standardError)")
    }

    @Test func badIgnoreRectAndConflictingFlagsExitTwo() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        args.ignore = ["1,2,3"]
        #expect(DiffTool.run(args).standardError.contains("for --ignore"))
        args = files.arguments()
        args.mode = "perceptual"; args.noCheckerboard = true
        let conflict = DiffTool.run(args)
        #expect(conflict.exitCode == 2 && conflict.standardError.contains("--no-checkerboard applies only"))
        args = files.arguments()
        args.mode = "exact"; args.threshold = "0.5"
        #expect(DiffTool.run(args).exitCode == 2)
    }

    @Test func unwritableOutputExitsTwoNamingIt() throws {
        let files = try Files(expected: Self.expected, actual: Self.actual)
        var args = files.arguments()
        args.output = files.path("no-such-folder/diff.png")
        let result = DiffTool.run(args)
        #expect(result.exitCode == 2 && result.standardError.contains(files.path("no-such-folder/diff.png")))
    }
}
