// ResolverBenchmark: the exact-crossings resolver (`CrossingResolver.resolve`) alone, on the
// fills of a scene file, each as the renderer stores its edges (`EdgeList.add(devicePath:)`).
// Made for star-polygons, the bench scene whose every fill crosses itself; Benchmarks/Scenes/
// generate.py writes it. A whole render's time moves by two points from run to run on a shared
// machine, more than the resolver's share of it; timed alone, many times over, its changes show.
//
//   python3 Benchmarks/Scenes/generate.py /tmp/scenes
//   swift run -c release ResolverBenchmark /tmp/scenes/star-polygons.json [rounds] [--fast]
//
// Prints the fastest and the median round in milliseconds (one round resolves every fill
// once), for the fast form and then the reference form (`reference: true`), with a checksum of
// the edges written (bit for bit, so that a change meant to keep the output can be checked);
// `--fast` leaves the reference form out, for a profiler. Fills of more than
// `CrossingResolver.maxEdges` edges, which the renderer does not resolve either, are left out
// and counted. As the README's commands do, a usage error or a missing or bad file exits with
// 2, its message on standard error naming the file, line and field.

import DisplayList
import Documents
import Foundation
import Raster

/// Prints a usage error on standard error and exits with 2.
func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("""
        ResolverBenchmark: error: \(message)
        usage: ResolverBenchmark SCENE.json [rounds] [--fast]
        `python3 Benchmarks/Scenes/generate.py DIR` writes the bench scenes; star-polygons.json is the one made for this.

        """.utf8))
    exit(2)
}

// One scene file, at most one number of rounds, and `--fast`; anything else is an error.
var scenePath: String?, roundCount: Int?, fast = false
for argument in CommandLine.arguments.dropFirst() {
    if argument == "--fast" {
        fast = true
    } else if let n = Int(argument) {
        guard n >= 1 else { usage("rounds: \(argument) is not a positive whole number") }
        guard roundCount == nil else { usage("rounds given twice: \(argument)") }
        roundCount = n
    } else if argument.hasPrefix("-") {
        usage("unknown option \(argument)")
    } else {
        guard scenePath == nil else { usage("one scene file, not two: \(argument)") }
        scenePath = argument
    }
}
guard let file = scenePath else { usage("no scene file") }
let rounds = roundCount ?? 300

/// Prints `diagnostics` on standard error, one a line, and exits with 2 (bad input).
func fail(_ diagnostics: DiagnosticList) -> Never {
    let lines = diagnostics.inFile(file).description.split(separator: "\n").map { "ResolverBenchmark: \($0)\n" }
    FileHandle.standardError.write(Data(lines.joined().utf8))
    exit(2)
}
guard let data = FileManager.default.contents(atPath: file) else { fail(DiagnosticList(Diagnostic(.error, "cannot be read"))) }
let scene: Scene
do throws(DiagnosticList) { scene = try Scene.decode(json: [UInt8](data)) } catch { fail(error) }

/// Every top-level fill's edges, four floats an edge, and its rule; how many fills had too many
/// edges, and how many items were not fills.
func fills(of scene: Scene) -> (fills: [(edges: [Float], rule: FillRule)], tooLarge: Int, others: Int) {
    let clip = PixelRect(x0: 0, y0: 0, x1: scene.pixelWidth, y1: scene.pixelHeight)
    var list = EdgeList(clip: clip)
    var fills: [(edges: [Float], rule: FillRule)] = [], tooLarge = 0, others = 0
    for item in scene.items {
        guard case .fill(let f) = item else { others += 1; continue }
        list.reset(clip: clip)
        list.add(devicePath: f.path.transformed(by: f.transform.concatenating(.scale(scene.scale))))
        if list.direct != nil || list.count > CrossingResolver.maxEdges { tooLarge += 1; continue }
        fills.append((list.coordinates, f.rule))
    }
    return (fills, tooLarge, others)
}

let input = fills(of: scene)
if input.tooLarge > 0 || input.others > 0 {
    FileHandle.standardError.write(Data(("ResolverBenchmark: warning: \(file): left out \(input.tooLarge) fills over "
        + "\(CrossingResolver.maxEdges) edges and \(input.others) items that are not top-level fills\n").utf8))
}

/// One round: every fill resolved once. Returns its time and the edges written.
func round(reference: Bool) -> (ms: Double, written: Int) {
    var out: [Float] = [], cuts: [CrossingResolver.Cut] = []
    var written = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for fill in input.fills {
        _ = fill.edges.withUnsafeBufferPointer { CrossingResolver.resolve($0, rule: fill.rule, into: &out, cuts: &cuts, reference: reference) }
        written &+= out.count
    }
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, written / 4)
}

/// A checksum of every edge written in one round, bit for bit (FNV-1a over the floats' bits,
/// fill by fill): equal before and after a change to the resolver when its output is.
func checksum(reference: Bool) -> UInt64 {
    var out: [Float] = [], cuts: [CrossingResolver.Cut] = []
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for fill in input.fills {
        _ = fill.edges.withUnsafeBufferPointer { CrossingResolver.resolve($0, rule: fill.rule, into: &out, cuts: &cuts, reference: reference) }
        for v in out + [.nan] { hash = (hash ^ UInt64(v.bitPattern)) &* 0x100_0000_01b3 }
    }
    return hash
}

for reference in fast ? [false] : [false, true] {
    let first = round(reference: reference)
    var times = [first.ms]
    for _ in 1 ..< (reference ? max(rounds / 10, 1) : rounds) { times.append(round(reference: reference).ms) }
    times.sort()
    let name = reference ? "reference form" : "fast form"
    print("\(name): \(input.fills.count) fills, \(times.count) rounds: fastest \(String(format: "%.3f", times[0])) ms, "
          + "median \(String(format: "%.3f", times[times.count / 2])) ms; \(first.written) edges written, "
          + "checksum \(String(checksum(reference: reference), radix: 16))")
}
