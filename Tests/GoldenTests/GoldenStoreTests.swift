import FileIO
import Foundation
@testable import Golden
import PNGCodec
import Raster
import Testing

@Suite struct GoldenStoreTests {
    static let image = TestImages.painting(TestImages.filled(16, 12, .white), x: 3, y: 2, w: 6, h: 5, Color(r: 0, g: 122, b: 255))
    static let changed = TestImages.painting(image, x: 12, y: 8, w: 2, h: 2, .black)

    @Test func neverModeFailsOnAMissingGoldenAndWritesNothingToGoldens() throws {
        let pkg = try TemporaryPackage()
        let store = try GoldenStore(filePath: pkg.testFilePath, recordMode: .never)
        let check = store.check(Self.image, group: "buttons", name: "plain")
        #expect(!check.passed)
        #expect(check.message.contains("no golden at \(pkg.root)/Goldens/buttons/plain.png"))
        #expect(check.message.contains("CONTROLKIT_RECORD=missing"))
        #expect(!pkg.exists(store.goldenPath(group: "buttons", name: "plain")))
        // The actual image is kept for the reviewer, outside Goldens/.
        #expect(check.message.contains("\(pkg.root)/.build/golden-failures/buttons/plain/actual.png"))
        #expect(pkg.exists("\(pkg.root)/.build/golden-failures/buttons/plain/actual.png"))
    }

    @Test func missingModeRecordsOnceFailingThenPasses() throws {
        let pkg = try TemporaryPackage()
        let store = GoldenStore(packageRoot: pkg.root, recordMode: .missing)
        let first = store.check(Self.image, group: "g", name: "n")
        #expect(!first.passed)
        #expect(first.message.contains("recorded golden"))
        #expect(first.recorded == store.goldenPath(group: "g", name: "n"))
        #expect(try PNG.read(contentsOf: store.goldenPath(group: "g", name: "n")) == Self.image)
        #expect(store.check(Self.image, group: "g", name: "n").passed)
        // Missing mode does not overwrite an existing golden that differs.
        let mismatch = store.check(Self.changed, group: "g", name: "n")
        #expect(!mismatch.passed && mismatch.recorded == nil)
        #expect(try PNG.read(contentsOf: store.goldenPath(group: "g", name: "n")) == Self.image)
    }

    @Test func failureWritesAllArtifactsAndNamesThem() throws {
        let pkg = try TemporaryPackage()
        let store = GoldenStore(packageRoot: pkg.root)
        try FileManager.default.createDirectory(atPath: pkg.root + "/Goldens/g", withIntermediateDirectories: true)
        try PNG.write(Self.image, to: store.goldenPath(group: "g", name: "n"))
        let check = store.check(Self.changed, group: "g", name: "n")
        #expect(!check.passed)
        #expect(check.report?.differentPixels == 4)
        #expect(check.report?.boundingBox == PixelRect(x: 12, y: 8, width: 2, height: 2))
        let folder = "\(pkg.root)/.build/golden-failures/g/n"
        for file in ["expected.png", "actual.png", "diff.png", "triptych.png", "report.json"] {
            #expect(pkg.exists("\(folder)/\(file)"), "\(file)")
            #expect(check.message.contains("\(folder)/\(file)"), "\(file)")
        }
        let diff = try PNG.read(contentsOf: "\(folder)/diff.png")
        #expect(diff[12, 8] == Color(r: 0, g: 0, b: 255) || diff[12, 8] == Color(r: 255, g: 0, b: 0))
        let json = try String(contentsOfFile: "\(folder)/report.json", encoding: .utf8)
        #expect(json.contains("\"differentPixels\" : 4"))
    }

    @Test func failedModeRewritesAFailingGoldenOnce() throws {
        let pkg = try TemporaryPackage()
        _ = GoldenStore(packageRoot: pkg.root, recordMode: .missing).check(Self.image, group: "g", name: "n")
        let store = GoldenStore(packageRoot: pkg.root, recordMode: .failed)
        let rewrite = store.check(Self.changed, group: "g", name: "n")
        #expect(!rewrite.passed && rewrite.recorded != nil)
        #expect(rewrite.message.contains("did not match"))
        #expect(store.check(Self.changed, group: "g", name: "n").passed)
    }

    @Test func allModeRewritesChangedPixelsEvenWithinToleranceButNotIdenticalOnes() throws {
        let pkg = try TemporaryPackage()
        _ = GoldenStore(packageRoot: pkg.root, recordMode: .missing).check(Self.image, group: "g", name: "n")
        let store = GoldenStore(packageRoot: pkg.root, recordMode: .all)
        let lenient = ComparisonOptions(maxDiffPixels: 10)
        let identical = store.check(Self.image, group: "g", name: "n", options: lenient)
        #expect(identical.passed && identical.recorded == nil)
        let rewritten = store.check(Self.changed, group: "g", name: "n", options: lenient)
        #expect(!rewritten.passed && rewritten.recorded != nil)
        #expect(try PNG.read(contentsOf: store.goldenPath(group: "g", name: "n")) == Self.changed)
    }

    /// Goldens are compared as decoded pixels: the same pixels encoded differently match.
    @Test func differentPNGBytesWithTheSamePixelsMatch() throws {
        let pkg = try TemporaryPackage()
        let store = GoldenStore(packageRoot: pkg.root)
        try FileManager.default.createDirectory(atPath: pkg.root + "/Goldens/g", withIntermediateDirectories: true)
        let stored = try PNG.encode(Self.image, compression: PNGCompression(zlibLevel: 0, filter: .none))
        #expect(stored != (try PNG.encode(Self.image, compression: .small)))
        try AtomicFile.write(stored, to: store.goldenPath(group: "g", name: "n"))
        #expect(store.check(Self.image, group: "g", name: "n").passed)
    }

    @Test func corruptGoldenFailsNamingTheFile() throws {
        let pkg = try TemporaryPackage()
        let store = GoldenStore(packageRoot: pkg.root)
        try FileManager.default.createDirectory(atPath: pkg.root + "/Goldens/g", withIntermediateDirectories: true)
        try AtomicFile.write(Array("not a png".utf8), to: store.goldenPath(group: "g", name: "n"))
        let check = store.check(Self.image, group: "g", name: "n")
        #expect(!check.passed)
        #expect(check.message.contains(store.goldenPath(group: "g", name: "n")) && check.message.contains("not a PNG"))
    }

    @Test(arguments: ["../escape", "", ".hidden", "a//b", "a/../b", "/abs", "sp ace", "é"])
    func namesThatCouldEscapeGoldensAreRejected(name: String) throws {
        let pkg = try TemporaryPackage()
        let check = GoldenStore(packageRoot: pkg.root, recordMode: .all).check(Self.image, group: "g", name: name)
        #expect(!check.passed && check.message.contains("invalid golden name"))
        #expect(!pkg.exists(pkg.root + "/Goldens"))
    }

    @Test func recordModeComesFromTheEnvironment() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .never)
        #expect(try RecordMode.fromEnvironment(["CONTROLKIT_RECORD": ""]) == .never)
        #expect(try RecordMode.fromEnvironment(["CONTROLKIT_RECORD": "missing"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CONTROLKIT_RECORD": "ALL"]) == .all)
        #expect(throws: GoldenError.invalidRecordMode("sometimes")) {
            try RecordMode.fromEnvironment(["CONTROLKIT_RECORD": "sometimes"])
        }
    }

    @Test func packageRootIsTheNearestFolderWithPackageSwift() throws {
        let pkg = try TemporaryPackage()
        #expect(try PackageRoot.containing(filePath: pkg.testFilePath) == pkg.root)
        #expect(throws: GoldenError.self) { try PackageRoot.containing(filePath: "/no-such-root-here/x.swift") }
    }
}
