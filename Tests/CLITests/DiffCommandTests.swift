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

    @Test(arguments: [
        ["--threshold", "x"], ["--mode", "blurry"], ["--diff-color", "1,2"], ["--unknown-flag"], ["--ignore"],
    ])
    func badArgumentsExitTwo(extra: [String]) throws {
        let folder = try Folder()
        let (e, a) = try Self.pair(folder)
        let run = try Self.run(["diff", e, a] + extra)
        #expect(run.status == 2, "\(extra): \(run.stderr)")
        #expect(!run.stderr.isEmpty)
    }

    @Test func missingOperandExitsTwo() throws {
        let run = try Self.run(["diff", "only-one.png"])
        #expect(run.status == 2 && run.stderr.contains("actual"), "\(run.stderr)")
    }
}
