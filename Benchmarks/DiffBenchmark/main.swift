// DiffBenchmark: pixelmatch mode on a phone screenshot pair (1170 × 2532) and a 4K pair
// (3840 × 2160), median of several runs, plus the cross-check cases for pixelmatch_reference.py.
//
//   swift run -c release DiffBenchmark [OUTPUT_FOLDER]
//
// Writes the image pairs, Swift's diff images and `swift-results.json` to OUTPUT_FOLDER
// (default /tmp/controlkit-diff-bench), so the Python pixelmatch package can be timed on the
// same PNGs and its counts and diff bytes compared with ours (see pixelmatch_reference.py).

import FileIO
import Foundation
import Golden
import PNGCodec
import Raster
import TestSupport

/// Runs per measurement; the median is reported.
let runs = 9
let folder = CommandLine.arguments.dropFirst().first ?? "/tmp/controlkit-diff-bench"

// MARK: - Scenes

struct Painter {
    var image: RGBAImage

    mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ c: Color) {
        for py in max(0, y) ..< max(max(0, y), min(image.height, y + h)) {
            for px in max(0, x) ..< max(max(0, x), min(image.width, x + w)) { image[px, py] = c }
        }
    }

    /// An anti-aliased disc: coverage = clamp(radius − distance + 0.5, 0, 1), blended in sRGB.
    mutating func disc(_ cx: Float, _ cy: Float, _ r: Float, _ c: Color) {
        let y0 = max(0, Int(cy - r) - 2), y1 = max(y0, min(image.height, Int(cy + r) + 3))
        let x0 = max(0, Int(cx - r) - 2), x1 = max(x0, min(image.width, Int(cx + r) + 3))
        for py in y0 ..< y1 {
            for px in x0 ..< x1 {
                let dx = Float(px) + 0.5 - cx, dy = Float(py) + 0.5 - cy
                let coverage = min(max(r - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
                guard coverage > 0 else { continue }
                let d = image[px, py]
                func mix(_ s: UInt8, _ t: UInt8) -> UInt8 { UInt8((Float(t) + (Float(s) - Float(t)) * coverage).rounded()) }
                image[px, py] = Color(r: mix(c.r, d.r), g: mix(c.g, d.g), b: mix(c.b, d.b))
            }
        }
    }
}

/// A settings-like screen: grouped background, navigation bar, cells with icons, text bars and
/// switches, separators one pixel high. `variant` 1 changes a few regions.
func phoneScreen(variant: Int) -> RGBAImage {
    var rng = SeededRandom(seed: 0x5C4EE4)
    var p = Painter(image: RGBAImage(uncheckedWidth: 1170, height: 2532, fill: Color(r: 242, g: 242, b: 247)))
    p.fill(0, 0, 1170, 290, Color(r: 249, g: 249, b: 249))
    p.fill(48, 180, 420, 70, Color(r: 0, g: 0, b: 0))                     // large title
    p.fill(0, 289, 1170, 1, Color(r: 198, g: 198, b: 200))
    var y = 340
    for section in 0 ..< 5 {
        let rows = 3 + section % 3
        for row in 0 ..< rows where y + 132 <= 2532 {
            p.fill(48, y, 1074, 132, .white)
            let icon = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 60 ... 200)), b: UInt8(rng.int(in: 100 ... 255)))
            p.fill(84, y + 30, 72, 72, icon)
            let textWidth = rng.int(in: 200 ... 600)
            p.fill(190, y + 50, textWidth, 32, Color(r: 28, g: 28, b: 30))
            let on = (row + section) % 2 == 0
            p.fill(920, y + 34, 150, 64, on ? Color(r: 52, g: 199, b: 89) : Color(r: 233, g: 233, b: 234))
            p.disc(on ? 1038 : 952, Float(y) + 66, 28, .white)
            if row < rows - 1 { p.fill(190, y + 131, 932, 1, Color(r: 198, g: 198, b: 200)) }
            y += 132
        }
        y += 80
    }
    if variant == 1 {
        p.fill(190, 390, 380, 32, Color(r: 28, g: 28, b: 30))                // a text bar got longer
        p.fill(84, 1000, 72, 72, Color(r: 255, g: 59, b: 48))                // an icon changed colour
        p.disc(954, 1600, 28, .white)                                         // a knob moved by 2 px
        for _ in 0 ..< 400 {                                                   // a noisy patch
            let x = rng.int(in: 300 ... 500), yy = rng.int(in: 2300 ... 2400)
            p.image[x, yy] = Color(r: UInt8(rng.int(in: 0 ... 255)), g: 0, b: 0)
        }
    }
    return p.image
}

/// A 4K frame: a smooth two-axis gradient (no long runs of one colour), discs and bars;
/// `variant` 1 moves one disc and repaints two bars.
func fourK(variant: Int) -> RGBAImage {
    var p = Painter(image: RGBAImage(uncheckedWidth: 3840, height: 2160))
    for y in 0 ..< 2160 {
        for x in 0 ..< 3840 {
            p.image[x, y] = Color(r: UInt8(x * 255 / 3839), g: UInt8(y * 255 / 2159), b: UInt8((x + y) % 256))
        }
    }
    var rng = SeededRandom(seed: 0x4B)
    for _ in 0 ..< 40 {
        p.disc(rng.float(in: 100 ... 3740), rng.float(in: 100 ... 2060), rng.float(in: 10 ... 120),
               Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)), b: UInt8(rng.int(in: 0 ... 255))))
    }
    p.fill(200, 1800, 1400, 40, .white)
    if variant == 1 {
        p.disc(1900.5, 1000, 80, Color(r: 10, g: 10, b: 10))
        p.fill(200, 1800, 1200, 40, .black)
        p.fill(3000, 200, 300, 300, Color(r: 0, g: 122, b: 255))
    } else {
        p.disc(1902, 1000, 80, Color(r: 10, g: 10, b: 10))
    }
    return p.image
}

// MARK: - Cross-check cases (options the Python package also has)

struct Case: Codable {
    var name: String
    var threshold: Double
    var includeAA: Bool
    var alpha: Double
    var aaColor: [UInt8]
    var diffColor: [UInt8]
    var diffMask: Bool
    var checkerboard: Bool
    var count: Int
}

func randomPair(seed: UInt64, width: Int, height: Int, translucent: Bool) -> (RGBAImage, RGBAImage) {
    var rng = SeededRandom(seed: seed)
    func color() -> Color {
        Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)), b: UInt8(rng.int(in: 0 ... 255)),
              a: translucent && rng.int(in: 0 ... 2) == 0 ? UInt8(rng.int(in: 0 ... 254)) : 255)
    }
    var a = Painter(image: RGBAImage(uncheckedWidth: width, height: height, fill: color()))
    var b = a
    for _ in 0 ..< 30 {
        let x = rng.int(in: -5 ... width), y = rng.int(in: -5 ... height), w = rng.int(in: 1 ... 30), h = rng.int(in: 1 ... 30)
        let c = color()
        a.fill(x, y, w, h, c)
        b.fill(x + (rng.int(in: 0 ... 3) == 0 ? 1 : 0), y, w, h, c)
        let cx = rng.float(in: 0 ... Float(width)), cy = rng.float(in: 0 ... Float(height)), r = rng.float(in: 1 ... 15)
        let c2 = color()
        a.disc(cx, cy, r, c2)
        b.disc(cx + rng.float(in: -0.5 ... 0.5), cy, r, c2)
    }
    for _ in 0 ..< width * height / 50 {
        let x = rng.int(in: 0 ... width - 1), y = rng.int(in: 0 ... height - 1)
        var c = b.image[x, y]
        c.g = c.g &+ UInt8(rng.int(in: 0 ... 40))
        b.image[x, y] = c
    }
    return (a.image, b.image)
}

// MARK: - Run

func medianMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    var samples: [Double] = []
    for _ in 0 ..< runs {
        let start = ContinuousClock.now
        try body()
        let d = ContinuousClock.now - start
        samples.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
    }
    return samples.sorted()[runs / 2]
}

func save(_ image: RGBAImage, _ name: String) throws {
    try PNG.write(image, to: "\(folder)/\(name).png", compression: .fast)
}

do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var results: [String: Any] = [:]
    var timings: [[String: Any]] = []
    for (name, make) in [("phone", phoneScreen), ("4k", fourK)] as [(String, (Int) -> RGBAImage)] {
        let expected = make(0), actual = make(1)
        var result = try Pixelmatch.compare(expected, actual)
        let pixelmatchMs = try medianMilliseconds { result = try Pixelmatch.compare(expected, actual) }
        let exactMs = try medianMilliseconds {
            _ = try ImageComparison.compare(expected: expected, actual: actual, options: ComparisonOptions(mode: .exact()))
        }
        let start = ContinuousClock.now
        let perceptual = try ImageComparison.compare(expected: expected, actual: actual, options: ComparisonOptions(mode: .perceptual()))
        let perceptualMs = Double((ContinuousClock.now - start).components.attoseconds) / 1e15
            + Double((ContinuousClock.now - start).components.seconds) * 1e3
        try save(expected, "\(name)-expected"); try save(actual, "\(name)-actual"); try save(result.diff, "\(name)-diff-swift")
        print("\(name) \(expected.width)x\(expected.height): pixelmatch mode \(String(format: "%.2f", pixelmatchMs)) ms (median of \(runs)), "
            + "\(result.differentPixels) different, \(result.antialiasedPixels) anti-aliased; "
            + "exact \(String(format: "%.2f", exactMs)) ms; perceptual \(String(format: "%.1f", perceptualMs)) ms "
            + "(\(perceptual.report.differentPixels) different)")
        timings.append(["name": name, "width": expected.width, "height": expected.height, "pixelmatchMs": pixelmatchMs,
                        "count": result.differentPixels, "exactMs": exactMs, "perceptualMs": perceptualMs])
    }
    results["benchmarks"] = timings

    var cases: [Case] = []
    var rng = SeededRandom(seed: 0xC405)
    for i in 0 ..< 40 {
        let translucent = i >= 30
        let (a, b) = randomPair(seed: UInt64(i), width: rng.int(in: 20 ... 240), height: rng.int(in: 20 ... 180), translucent: translucent)
        let options = PixelmatchOptions(threshold: [0.05, 0.1, 0.2, 0][i % 4], includeAA: i % 5 == 0, checkerboard: !translucent)
        let style = DiffStyle(alpha: [0.1, 0.5, 1, 0.33][i % 4], aaColor: i % 3 == 0 ? Color(r: 255, g: 255, b: 0) : Color(r: 9, g: 200, b: 90),
                              diffColor: Color(r: 255, g: 0, b: UInt8(i)), diffMask: i % 7 == 3)
        let r = try Pixelmatch.compare(a, b, options: options, style: style)
        let name = String(format: "case%02d", i)
        try save(a, "\(name)-a"); try save(b, "\(name)-b"); try save(r.diff, "\(name)-diff-swift")
        cases.append(Case(name: name, threshold: options.threshold, includeAA: options.includeAA, alpha: style.alpha,
                          aaColor: [style.aaColor.r, style.aaColor.g, style.aaColor.b],
                          diffColor: [style.diffColor.r, style.diffColor.g, style.diffColor.b],
                          diffMask: style.diffMask, checkerboard: options.checkerboard, count: r.differentPixels))
    }
    results["cases"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(cases))
    let json = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
    try AtomicFile.write(Array(json), to: "\(folder)/swift-results.json")
    print("wrote \(folder)/swift-results.json and \(cases.count) cross-check cases")
} catch {
    FileHandle.standardError.write(Data("DiffBenchmark: \(error)\n".utf8))
    exit(2)
}
