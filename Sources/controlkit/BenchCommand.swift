import ArgumentParser
import ControlKit
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The benchmark contract of the peers harness (docs/scene-format.md), so ControlKit can be
/// timed beside Blend2D, Skia, cairo and tiny-skia in one run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time rendering a scene (the peers benchmark contract).",
        discussion: """
            Parses the scene once (untimed), renders it WARMUP + REPS times into one canvas \
            (each time: clear to the background, then every item), times each of the last REPS \
            renders (on one thread unless --threads says more), writes the last render to -o if \
            given, and prints one JSON line: {"peer": "controlkit", "version": …, "simd": true|false, \
            "threads": n, "render_ms": […], "parse_ms": …}. Runs of solid fills are drawn band by \
            band of rows (every fill reaching a band while its pixels are in cache), with the \
            same pixels as drawing them one by one.
            The harness's spellings --scene FILE and --out FILE work too.
            Set CONTROLKIT_SCALAR=1 to time the scalar twins of the SIMD kernels, \
            CONTROLKIT_SHAPE_BY_SHAPE=1 to draw fill after fill over the whole canvas.
            The benchmark scenes are made by Benchmarks/Scenes/generate.py (see its README).

            \(HelpText.examples([
                "bench Examples/scenes/shapes.json --reps 7 --warmup 1",
                "bench --scene big-fills.json --out big-fills.png",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The scene JSON file.", valueName: "scene"))
    var scenePath: String?

    @Option(name: .customLong("scene"), help: .hidden)
    var sceneOption: String?

    @Option(name: [.customShort("o"), .customLong("output"), .customLong("out")],
            help: ArgumentHelp("Write the last render to this PNG.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Timed repetitions (at least 1).", valueName: "n"))
    var reps = 5

    @Option(help: ArgumentHelp("Untimed repetitions before the timed ones.", valueName: "n"))
    var warmup = 1

    @Option(help: ArgumentHelp("Threads to draw with (the contract's figures are 1; same pixels for every count).", valueName: "n"))
    var threads = 1

    func validate() throws {
        guard (scenePath == nil) != (sceneOption == nil) else { throw ValidationError("give one scene file: bench SCENE.json") }
        guard (1 ... 100_000).contains(reps) else { throw ValidationError("--reps \(reps): expected 1...100000") }
        guard (0 ... 100_000).contains(warmup) else { throw ValidationError("--warmup \(warmup): expected 0...100000") }
        guard (1 ... 64).contains(threads) else { throw ValidationError("--threads \(threads): expected 1...64") }
        if let output, !output.lowercased().hasSuffix(".png") {
            throw ValidationError("-o \(output): the render is written as .png; name the file *.png")
        }
    }

    func run() throws {
        let path = scenePath ?? sceneOption ?? ""
        let t0 = Self.nowMilliseconds()
        let s = try SceneFile.load(path)
        let parseMilliseconds = Self.nowMilliseconds() - t0
        // Fonts are loaded once, untimed, and only for a scene with text runs.
        let fonts: FontLibrary?
        do { fonts = s.containsText ? try FontLibrary.shared() : nil } catch { throw DiagnosticList(Diagnostic(.error, "\(error)")) }
        var canvas = Canvas(width: s.pixelWidth, height: s.pixelHeight)
        var times: [Double] = []
        for rep in 0 ..< warmup + reps {
            let start = Self.nowMilliseconds()
            if let fonts {
                do { try s.draw(into: &canvas, fonts: fonts, threads: threads) } catch { throw DiagnosticList(error.inFile(path)) }
            } else {
                s.draw(into: &canvas, threads: threads)
            }
            let elapsed = Self.nowMilliseconds() - start
            if rep >= warmup { times.append(elapsed) }
        }
        if let output { try OutputSet.writePNG(canvas.image(), to: output, protecting: [path]) }
        let list = times.map { String(format: "%.3f", $0) }.joined(separator: ", ")
        print("{\"peer\": \"controlkit\", \"version\": \"\(ControlKitInfo.version)\", \"simd\": \(canvas.useSIMD), "
            + "\"threads\": \(threads), \"render_ms\": [\(list)], \"parse_ms\": \(String(format: "%.3f", parseMilliseconds))}")
    }

    static func nowMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
}
