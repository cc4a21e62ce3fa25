import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// `controlkit scene` and `controlkit bench` as a user runs them.
@Suite struct SceneCommandTests {
    static let scene = ##"{"format": "peers-scene/1", "name": "t", "width": 16, "height": 8, "background": [255, 255, 255, 255], "shapes": [{"d": "M 2 2 L 14 2 L 14 6 L 2 6 Z", "fill": [0, 122, 255, 255], "rule": "nonzero"}]}"##

    @Test func sceneRendersAPNG() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene, to: "s.json")
        let run = try ControlKitCLI.run(["scene", input, "-o", folder.file("s.png")])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("s.png"))
        #expect(image.width == 16 && image.height == 8)
        #expect(image[8, 4] == Color(r: 0, g: 122, b: 255))
        #expect(image[0, 0] == .white)
    }

    /// A scene with an error exits non-zero, names the file and the field, and writes nothing.
    @Test(arguments: [
        (##"{"format": "peers-scene/1", "width": 16, "height": 8, "shapes": [{"d": "M 0 0 L q", "fill": [0, 0, 0, 255]}]}"##, "shapes[0].d"),
        (##"{"format": "peers-scene/1", "width": 16, "height": 8, "shapes": [{"d": "M 0 0 L 1 1", "fill": [0, 0, 0, 255], "rule": "odd"}]}"##, "shapes[0].rule"),
        (##"{"format": "peers-scene/1", "width": 99999, "height": 8, "shapes": []}"##, "width"),
        ("{not json", "malformed JSON"),
    ])
    func badSceneExitsNonZeroAndWritesNothing(json: String, named: String) throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(json, to: "bad.json")
        let run = try ControlKitCLI.run(["scene", input, "-o", folder.file("out.png")])
        #expect(run.status != 0)
        #expect(run.stderr.contains("bad.json") && run.stderr.contains(named), "\(run.stderr)")
        #expect(try folder.contents() == ["bad.json"])
    }

    @Test func missingSceneFileIsAClearError() throws {
        let folder = try TemporaryFolder()
        let run = try ControlKitCLI.run(["scene", folder.file("nope.json"), "-o", folder.file("out.png")])
        #expect(run.status != 0)
        #expect(run.stderr.contains("nope.json") && run.stderr.contains("No such file"), "\(run.stderr)")
        #expect(try folder.contents().isEmpty)
    }

    /// The benchmark contract: one JSON line with `reps` render times, and the last render
    /// written as a PNG.
    @Test func benchFollowsTheContract() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene, to: "s.json")
        let run = try ControlKitCLI.run(["bench", "--scene", input, "--out", folder.file("b.png"), "--reps", "3", "--warmup", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["peer"] as? String == "controlkit")
        #expect((object["render_ms"] as? [Double])?.count == 3)
        #expect(object["parse_ms"] is Double)
        #expect(try PNG.read(contentsOf: folder.file("b.png"))[8, 4] == Color(r: 0, g: 122, b: 255))
    }

    @Test func benchRejectsZeroReps() throws {
        let run = try ControlKitCLI.run(["bench", "--scene", "x.json", "--reps", "0"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--reps"))
    }
}

extension SceneCommandTests {
    /// Output folders are created as needed (the peers harness passes paths in new folders).
    @Test func missingOutputFoldersAreCreated() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene, to: "s.json")
        let run = try ControlKitCLI.run(["scene", input, "-o", folder.file("a/b/s.png")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try PNG.read(contentsOf: folder.file("a/b/s.png")).width == 16)
        let bench = try ControlKitCLI.run(["bench", "--scene", input, "--out", folder.file("c/d/b.png"), "--reps", "1"])
        #expect(bench.status == 0, "\(bench.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file("c/d/b.png")))
    }
}
