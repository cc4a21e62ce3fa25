import DisplayList
import Foundation
import Raster
import TestSupport
import Testing

/// Benchmarks/Scenes/generate.py writes the five peers-scene/1 benchmark scenes; each must
/// decode and render, and the same seed must give the same bytes. Runs the script with the
/// machine's python3 (CI machines have it); without one the test fails and says so.
@Suite struct BenchmarkSceneGeneratorTests {
    static let names = ["big-fills", "glyph-like", "rounded-rects", "star-polygons", "ui-dots"]

    /// The generator, found from this file: Tests/DisplayListTests/ → the package root.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Benchmarks/Scenes/generate.py").path

    /// Runs the generator into `folder`; records a clear issue (python3 missing, the script
    /// failing) and returns false when it did not run.
    static func generate(into folder: String, _ arguments: [String]) throws -> Bool {
        let run = try ChildProcess.run("/usr/bin/env", ["python3", script, folder] + arguments)
        if run.status == 127 {
            Issue.record("python3 is not on PATH: the benchmark scene generator (\(script)) needs Python 3. \(run.stderr)")
            return false
        }
        guard run.status == 0 else {
            Issue.record("generate.py exited with \(run.status): \(run.stderr)")
            return false
        }
        return true
    }

    /// The canvases the scenes are drawn on here: their top-left corner. A debug build fills
    /// the 4K canvas of big-fills at a few hundred nanoseconds a pixel, seconds a polygon.
    static let cornerPixels = 384

    /// A fiftieth of every scene (the full ones take seconds to decode in a debug build):
    /// every kind of shape, on canvases of the full size, drawn into their top-left corner.
    @Test func generatedScenesDecodeAndRender() throws {
        let folder = try TemporaryFolder()
        guard try Self.generate(into: folder.path, ["--fraction", "0.02"]) else { return }
        #expect(try folder.contents() == Self.names.map { "\($0).json" })
        let sizes = ["big-fills": (3840, 2160), "glyph-like": (2048, 1536), "rounded-rects": (2560, 1440),
                     "star-polygons": (1920, 1080), "ui-dots": (1170, 2532)]
        for name in Self.names {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("\(name).json"))))
            let scene = try Scene.decode(json: bytes)
            #expect(scene.format == .peers && scene.name == name)
            #expect(!scene.items.isEmpty)
            #expect(sizes[name].map { $0 == (scene.pixelWidth, scene.pixelHeight) } == true, "\(name): \(scene.size)")
            var canvas = Canvas(width: Self.cornerPixels, height: Self.cornerPixels)
            scene.draw(into: &canvas)
            var empty = Canvas(width: Self.cornerPixels, height: Self.cornerPixels)
            empty.clear(scene.background)
            #expect(canvas.pixmap.pixels != empty.pixmap.pixels, "\(name) draws something in its corner")
        }
    }

    /// Every scene drawn as a scene (its fills gathered into a `FillBatch`, band by band), on
    /// one thread and on three, gives the bytes of its fills drawn one by one with
    /// `Canvas.fill`. Canvases of 512 × 512 and 1170 × 200 give bands of 64 and 56 rows.
    @Test func bandsAndThreadsGiveTheBytesOfFillingOneByOne() throws {
        let folder = try TemporaryFolder()
        guard try Self.generate(into: folder.path, ["--fraction", "0.02", "--seed", "11"]) else { return }
        for name in Self.names {
            let scene = try Scene.decode(json: Array(try Data(contentsOf: URL(fileURLWithPath: folder.file("\(name).json")))))
            for (w, h) in [(512, 512), (1170, 200)] {
                var oneByOne = Canvas(width: w, height: h)
                oneByOne.clear(scene.background)
                for case .fill(let f) in scene.items {
                    oneByOne.fill(f.path, paint: f.paint, rule: f.rule, transform: f.transform.concatenating(.scale(scene.scale)))
                }
                for threads in [1, 3] {
                    var canvas = Canvas(width: w, height: h)
                    scene.draw(into: &canvas, threads: threads)
                    #expect(canvas.pixmap.pixels == oneByOne.pixmap.pixels, "\(name), \(w)×\(h), \(threads) threads")
                }
            }
        }
    }

    @Test func sameSeedSameBytesOtherSeedOtherScenes() throws {
        let a = try TemporaryFolder(), b = try TemporaryFolder(), c = try TemporaryFolder()
        let arguments = ["--fraction", "0.01", "--only", "star-polygons", "--only", "glyph-like"]
        guard try Self.generate(into: a.path, arguments), try Self.generate(into: b.path, arguments),
              try Self.generate(into: c.path, arguments + ["--seed", "7"]) else { return }
        for name in ["glyph-like", "star-polygons"] {
            let first = try Data(contentsOf: URL(fileURLWithPath: a.file("\(name).json")))
            #expect(first == (try Data(contentsOf: URL(fileURLWithPath: b.file("\(name).json")))))
            #expect(first != (try Data(contentsOf: URL(fileURLWithPath: c.file("\(name).json")))))
        }
    }
}
