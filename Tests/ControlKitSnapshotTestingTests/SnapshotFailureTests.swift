// Strategies that must fail: against references the test writes itself into a temporary
// folder, through `verifySnapshot(…, record: .never, snapshotDirectory:)`, so a failure is a
// message to inspect rather than a failed test, and nothing is recorded under `__Snapshots__`.

import ControlKit
import ControlKitSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

@Suite struct SnapshotFailureTests {
    /// A 16 × 16 image of one colour, with `odd` at (5, 7) if given.
    static func image(_ color: Color, odd: Color? = nil) throws -> RGBAImage {
        var image = try #require(RGBAImage(width: 16, height: 16, fill: color))
        if let odd { image[5, 7] = odd }
        return image
    }

    static let gray = Color(r: 128, g: 128, b: 128)

    /// This package's root: two folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A temporary snapshot folder holding `reference` as `t.ref.png` (what `verifySnapshot`
    /// looks for with `testName: "t"` and `named: "ref"`), or `bytes` there instead.
    struct ReferenceFolder {
        let path = NSTemporaryDirectory() + "controlkit-snapshot-tests-" + UUID().uuidString
        var referencePath: String { path + "/t.ref.png" }

        init(_ reference: RGBAImage? = nil, bytes: [UInt8]? = nil) throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            if let reference { try PNG.write(reference, to: referencePath) }
            if let bytes { try Data(bytes).write(to: URL(fileURLWithPath: referencePath)) }
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }

        /// The failure message, or nil when the snapshot matches.
        func verify<Value>(_ value: Value, as strategy: Snapshotting<Value, RGBAImage>) -> String? {
            verifySnapshot(of: value, as: strategy, named: "ref", record: .never, snapshotDirectory: path, testName: "t")
        }
    }

    /// The absolute paths under `.build/snapshot-failures/` a message names.
    static func artifactPaths(in message: String) -> [String] {
        message.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\"" }).map(String.init)
            .filter { $0.hasPrefix("/") && $0.contains("/.build/snapshot-failures/") }
    }

    @Test func aDifferentImageFailsNamingItsDiffImages() throws {
        let reference = try Self.image(Self.gray)
        let actual = try Self.image(Self.gray, odd: Color(r: 0, g: 0, b: 255))
        let folder = try ReferenceFolder(reference)
        defer { folder.remove() }

        let message = try #require(folder.verify(actual, as: .controlKit()))
        #expect(message.contains("1 of 256 pixels differ"))
        let paths = Self.artifactPaths(in: message)
        let names = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(names == ["actual.png", "expected.png", "diff.png", "triptych.png", "report.json"])
        let folderPrefix = Self.packageRoot + "/.build/snapshot-failures/SnapshotFailureTests/line-"
        #expect(paths.allSatisfy { $0.hasPrefix(folderPrefix) })
        for path in paths { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }

        let byName = Dictionary(zip(names, paths), uniquingKeysWith: { first, _ in first })
        #expect(try PNG.read(contentsOf: #require(byName["expected.png"])) == reference)
        #expect(try PNG.read(contentsOf: #require(byName["actual.png"])) == actual)
        let diff = try PNG.read(contentsOf: #require(byName["diff.png"]))
        #expect(diff.width == 16 && diff.height == 16)
        #expect(diff[5, 7] != diff[6, 7], "the differing pixel is marked")
        let triptych = try PNG.read(contentsOf: #require(byName["triptych.png"]))
        #expect(triptych.width > 3 * 16 && triptych.height > 16)
        let report = try String(contentsOfFile: #require(byName["report.json"]), encoding: .utf8)
        #expect(report.contains("\"differentPixels\" : 1"))

        // record .never: the reference is left as it was.
        #expect(try PNG.read(contentsOf: folder.referencePath) == reference)
    }

    @Test func aPageControlWithAnotherCurrentPageFails() throws {
        let reference = try PageControl(pages: 5, currentPage: 2).render(scale: 3, appearance: .dark).unpremultiplied()
        let folder = try ReferenceFolder(reference)
        defer { folder.remove() }
        let strategy: Snapshotting<PageControl, RGBAImage> = .controlKit(scale: 3, appearance: .dark)
        let message = try #require(folder.verify(PageControl(pages: 5, currentPage: 1), as: strategy))
        #expect(message.contains("pixels differ"))
        #expect(Self.artifactPaths(in: message).contains { $0.hasSuffix("/triptych.png") })
        #expect(folder.verify(PageControl(pages: 5, currentPage: 2), as: strategy) == nil)
    }

    @Test func theSameImagePasses() throws {
        let reference = try Self.image(Self.gray, odd: Color(r: 0, g: 0, b: 255))
        let folder = try ReferenceFolder(reference)
        defer { folder.remove() }
        #expect(folder.verify(reference, as: .controlKit()) == nil)
    }

    @Test func aSizeDifferenceFailsAsALayoutDifference() throws {
        let folder = try ReferenceFolder(Self.image(Self.gray))
        defer { folder.remove() }
        let taller = try #require(RGBAImage(width: 16, height: 17, fill: Self.gray))
        let message = try #require(folder.verify(taller, as: .controlKit()))
        #expect(message.contains("layout difference: expected 16x16, actual 16x17"))
    }

    @Test func pixelmatchForgivesWhatItsThresholdAllows() throws {
        let folder = try ReferenceFolder(Self.image(Self.gray))
        defer { folder.remove() }
        let nudged = try Self.image(Self.gray, odd: Color(r: 131, g: 128, b: 128))
        let blue = try Self.image(Self.gray, odd: Color(r: 0, g: 0, b: 255))
        let pixelmatch = ComparisonOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0.1)))

        #expect(folder.verify(nudged, as: .controlKit()) != nil, "exact sees 3 units of red")
        #expect(folder.verify(nudged, as: .controlKit(comparison: pixelmatch)) == nil)
        let strict = try #require(folder.verify(nudged, as: .controlKit(comparison: ComparisonOptions(mode: .pixelmatch(PixelmatchOptions(threshold: 0))))))
        #expect(strict.contains("in pixelmatch mode, threshold 0.0"))
        let message = try #require(folder.verify(blue, as: .controlKit(comparison: pixelmatch)))
        #expect(message.contains("1 of 256 pixels differ (0.39%) in pixelmatch mode, threshold 0.1"))

        var budget = pixelmatch
        budget.maxDiffPixels = 1
        #expect(folder.verify(blue, as: .controlKit(comparison: budget)) == nil, "one pixel allowed")
    }

    @Test func perceptualForgivesLessThanANoticeableDifference() throws {
        let folder = try ReferenceFolder(Self.image(Self.gray))
        defer { folder.remove() }
        let perceptual = ComparisonOptions(mode: .perceptual())
        let nudged = try Self.image(Self.gray, odd: Color(r: 129, g: 128, b: 128))
        let red = try Self.image(Self.gray, odd: Color(r: 255, g: 0, b: 0))

        #expect(folder.verify(nudged, as: .controlKit()) != nil, "exact sees 1 unit of red")
        #expect(folder.verify(nudged, as: .controlKit(comparison: perceptual)) == nil)
        let message = try #require(folder.verify(red, as: .controlKit(comparison: perceptual)))
        #expect(message.contains("in perceptual mode"))
    }

    @Test func optionsOutOfRangeFailNamingTheOption() throws {
        let reference = try Self.image(Self.gray)
        let folder = try ReferenceFolder(reference)
        defer { folder.remove() }
        let message = try #require(folder.verify(reference, as: .controlKit(comparison: ComparisonOptions(maxDiffRatio: 2))))
        #expect(message.contains("max-diff-ratio"))
    }

    @Test func aReferenceThatIsNotAPNGFailsWithoutATrap() throws {
        let folder = try ReferenceFolder(bytes: Array("not a png".utf8))
        defer { folder.remove() }
        let message = try #require(folder.verify(Self.image(Self.gray), as: .controlKit()))
        #expect(message.contains("the reference holds no pixels"))
        #expect(message.contains("layout difference: expected 0x0, actual 16x16"))
    }

    @Test func aControlThatDoesNotValidateIsAnIssueNamingItsField() throws {
        let folder = try ReferenceFolder()
        defer { folder.remove() }
        withKnownIssue {
            let message = folder.verify(PageControl(pages: 5, currentPage: 9), as: .controlKit(scale: 2))
            #expect(message?.contains("No reference was found on disk") == true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("currentPage") && $0.rawValue.contains("does not render") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.referencePath), "record .never writes nothing")
    }

    @Test func aSceneTooLargeToDrawIsAnIssue() throws {
        let folder = try ReferenceFolder()
        defer { folder.remove() }
        let huge = Scene(name: "huge", size: Size(width: 100_000, height: 10), scale: 3)
        withKnownIssue {
            _ = folder.verify(huge, as: .controlKit())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("100000") }
        }
    }

    @Test func canvasesAreSnapshottedUnpremultiplied() throws {
        var canvas = Canvas(width: 16, height: 16, background: Color(r: 255, g: 0, b: 0, a: 128))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(Color(r: 0, g: 0, b: 255)))
        let folder = try ReferenceFolder(canvas.image())
        defer { folder.remove() }
        #expect(folder.verify(canvas, as: .controlKit()) == nil)
        #expect(try PNG.read(contentsOf: folder.referencePath)[10, 10] == Color(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func pngDataIsDeterministicAndRoundTrips() throws {
        let diffing = Snapshotting<RGBAImage, RGBAImage>.controlKit().diffing
        let image = try Self.image(Color(r: 10, g: 20, b: 30, a: 40), odd: Color(r: 0, g: 0, b: 255))
        let data = diffing.toData(image)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(diffing.toData(image) == data)
        #expect(diffing.fromData(data) == image)
        let empty = diffing.fromData(Data())
        #expect(empty.width == 0 && empty.height == 0)
        #expect(diffing.toData(empty).isEmpty)
    }
}
