import ArgumentParser
import ControlKit

#if canImport(Glibc)
import Glibc
#endif

/// The benchmark contract of docs/scene-format.md, so the peers harness can run ControlKit
/// beside Blend2D, Skia, cairo and tiny-skia.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time rendering a scene (the peers benchmark contract).",
        discussion: """
            Parses the scene once (untimed), renders it WARMUP + REPS times into one canvas \
            (each time: clear to the background, then every item), times each of the last REPS \
            renders on one thread, writes the last render to --out if given, and prints one JSON \
            line: {"peer": "controlkit", "version": …, "render_ms": […], "parse_ms": …}.
            Set CONTROLKIT_SCALAR=1 to time the scalar twins of the SIMD kernels.
            """
    )

    @Option(help: "The scene JSON file.")
    var scene: String

    @Option(help: "Write the last render to this PNG.")
    var out: String?

    @Option(help: "Timed repetitions.")
    var reps = 5

    @Option(help: "Untimed repetitions before the timed ones.")
    var warmup = 1

    func validate() throws {
        guard reps >= 1 else { throw ValidationError("--reps must be at least 1") }
        guard warmup >= 0 else { throw ValidationError("--warmup must not be negative") }
    }

    func run() throws {
        do {
            let t0 = Self.nowMilliseconds()
            let s = try SceneFile.load(scene)
            let parseMilliseconds = Self.nowMilliseconds() - t0
            // Fonts are loaded once, untimed, and only for a scene with text runs.
            let fonts = s.containsText ? try FontLibrary.shared() : nil
            var canvas = Canvas(width: s.pixelWidth, height: s.pixelHeight)
            var times: [Double] = []
            for rep in 0 ..< warmup + reps {
                let start = Self.nowMilliseconds()
                if let fonts {
                    try s.draw(into: &canvas, fonts: fonts)
                } else {
                    s.draw(into: &canvas)
                }
                let elapsed = Self.nowMilliseconds() - start
                if rep >= warmup { times.append(elapsed) }
            }
            if let out {
                try OutputPath.createParentFolders(of: out)
                do { try canvas.pixmap.writePNG(to: out) } catch { throw FileError(path: out, "\(error)") }
            }
            let list = times.map { String(format: "%.3f", $0) }.joined(separator: ", ")
            print("{\"peer\": \"controlkit\", \"version\": \"\(ControlKitInfo.version)\", \"simd\": \(canvas.useSIMD), "
                + "\"render_ms\": [\(list)], \"parse_ms\": \(String(format: "%.3f", parseMilliseconds))}")
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    static func nowMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
}

import Foundation
