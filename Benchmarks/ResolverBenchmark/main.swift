// ResolverBenchmark: the exact-crossings resolver (`CrossingResolver.resolve`) alone, on 2,000
// self-intersecting {n/k} star polygons (n 5–13, radius 10–120 px, alternating nonzero and
// even-odd), as the bench scene star-polygons draws them; the stars are made here from a fixed
// seed. A whole render's time moves by two points from run to run on a shared machine, more
// than the resolver's share of it; timed alone, many times over, its changes show.
// Run in release: `swift run -c release ResolverBenchmark [rounds] [--fast]`. Prints the fastest and the
// median round in milliseconds (one round resolves every star once), and the fast form against
// the reference form (`reference: true`).

import Foundation
import Raster
import TestSupport

/// Every star's edges in the edge list's form (x0, y0, x1, y1 each, horizontal edges left out),
/// and its fill rule.
func stars(count: Int, seed: UInt64) -> [(edges: [Float], rule: FillRule)] {
    var random = SeededRandom(seed: seed)
    return (0 ..< count).map { k in
        let n = Int.random(in: 5 ... 13, using: &random)
        // A step k with 2 ≤ k < n/2, coprime with n: one contour that crosses itself.
        let steps = (2 ..< max(3, (n + 1) / 2)).filter { s in (1 ... s).allSatisfy { d in !(s % d == 0 && n % d == 0) || d == 1 } }
        let step = steps.randomElement(using: &random) ?? 2
        let r = Double.random(in: 10 ... 120, using: &random)
        let cx = Double.random(in: r ... 1920 - r, using: &random), cy = Double.random(in: r ... 1080 - r, using: &random)
        let turn = Double.random(in: 0 ..< 2 * Double.pi, using: &random)
        let points = (0 ..< n).map { i -> (Float, Float) in
            let a = turn + 2 * Double.pi * Double(i * step % n) / Double(n)
            // Rounded to hundredths, as a scene file writes them.
            return (Float((cx + r * cos(a)) * 100).rounded() / 100, Float((cy + r * sin(a)) * 100).rounded() / 100)
        }
        var edges: [Float] = []
        for i in 0 ..< n {
            let (x0, y0) = points[i], (x1, y1) = points[(i + 1) % n]
            if y0 != y1 { edges += [x0, y0, x1, y1] }
        }
        return (edges, k % 2 == 0 ? .nonzero : .evenodd)
    }
}

let rounds = CommandLine.arguments.dropFirst().compactMap { Int($0) }.first.map { max($0, 1) } ?? 200
let input = stars(count: 2000, seed: 28)
func round(reference: Bool) -> (ms: Double, written: Int) {
    var out: [Float] = [], cuts: [CrossingResolver.Cut] = []
    var written = 0
    let start = DispatchTime.now().uptimeNanoseconds
    for star in input {
        _ = star.edges.withUnsafeBufferPointer { CrossingResolver.resolve($0, rule: star.rule, into: &out, cuts: &cuts, reference: reference) }
        written &+= out.count
    }
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, written)
}

// `--fast` leaves out the reference form (for a profiler).
for reference in CommandLine.arguments.contains("--fast") ? [false] : [false, true] {
    let warm = round(reference: reference)
    var times = [warm.ms]
    for _ in 1 ..< (reference ? max(rounds / 10, 1) : rounds) { times.append(round(reference: reference).ms) }
    times.sort()
    let name = reference ? "reference form" : "fast form"
    print("\(name): 2,000 stars, \(times.count) rounds: fastest \(String(format: "%.3f", times[0])) ms, median \(String(format: "%.3f", times[times.count / 2])) ms; \(warm.written / 4) edges written")
}
