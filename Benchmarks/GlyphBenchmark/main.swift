// GlyphBenchmark: 100 glyphs to Xcode image sets at @2x and @3x, as `controlkit glyph` makes
// them — the wall time of the whole run, and of its stages:
//   import   100 SVG documents → scene items (SVGImport)
//   make     measure ink, fit and balance, draw @2x and @3x, check (all cores)
//   files    PNG encoding (PNGCompression.small) and Contents.json
//   write    staging every file beside its destination, then renaming them into place
// The 100 SVGs are the built-in bar glyphs, each also rotated, scaled and skewed, so shapes
// and sizes vary. Run in release: `swift run -c release GlyphBenchmark [repetitions]`.
//
// Figures: BENCHMARKS.md.

import ControlKit
import ControlStages
import Foundation

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 10, 1) : 10
let glyphCount = 100

/// Built-in glyph `i % count`, wrapped in a group with a transform that depends on `i`.
func svg(_ i: Int) -> String {
    let glyph = BarGlyph.all[i % BarGlyph.all.count]
    let variant = i / BarGlyph.all.count
    let transforms = ["", "rotate(15 12 12)", "scale(0.8) translate(3 3)", "skewX(-10) translate(2 0)", "rotate(-30 12 12)",
                      "scale(1.1 0.8) translate(-1 3)", "rotate(90 12 12)"]
    let body = glyph.svg.replacingOccurrences(of: "<svg", with: "<svg data-v=\"\(i)\"")
    guard let open = body.range(of: ">") else { return body }
    return String(body[..<open.upperBound]) + "<g transform=\"\(transforms[variant % transforms.count])\">"
        + String(body[open.upperBound...]).replacingOccurrences(of: "</svg>", with: "</g></svg>")
}

let sources = (0 ..< glyphCount).map { Array(svg($0).utf8) }
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("controlkit-glyph-bench-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: folder) }

var importTimes: [Double] = [], makeTimes: [Double] = [], fileTimes: [Double] = [], writeTimes: [Double] = [], wholeTimes: [Double] = []
var checksum = 0
for rep in 0 ... repetitions {
    let t0 = nowNanoseconds()
    var artworks: [GlyphArtwork] = []
    for (i, bytes) in sources.enumerated() {
        let document = try SVGDocument(data: Data(bytes), fileName: "g\(i).svg")
        artworks.append(GlyphArtwork(name: "g\(i)", size: document.size, items: document.items))
    }
    let t1 = nowNanoseconds()
    let results = GlyphExport.make(artworks, options: GlyphOptions())
    let t2 = nowNanoseconds()
    let files = try GlyphFiles.files(for: results, layout: .imageSets(catalog: true), template: true)
    let t3 = nowNanoseconds()
    let outputs = OutputSet()
    for file in files { try outputs.add(file.bytes, to: folder + "/" + file.path) }
    try outputs.commit()
    let t4 = nowNanoseconds()
    checksum &+= files.reduce(0) { $0 + $1.bytes.count }
    if rep > 0 {  // the first run warms caches and creates the folders
        importTimes.append(Double(t1 - t0) / 1e6); makeTimes.append(Double(t2 - t1) / 1e6)
        fileTimes.append(Double(t3 - t2) / 1e6); writeTimes.append(Double(t4 - t3) / 1e6); wholeTimes.append(Double(t4 - t0) / 1e6)
    }
}
print("glyphs: \(glyphCount) SVGs → image sets at @2x and @3x (template, area-extent balance), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(repetitions) repetitions (checksum \(checksum))")
print(summary("whole run", wholeTimes))
print(summary("import", importTimes))
print(summary("make", makeTimes))
print(summary("files", fileTimes))
print(summary("write", writeTimes))

// Sharpness of --snap: of the inked pixels, the share only partly covered (lower is crisper),
// over the built-in glyphs drawn as designed (--fit viewbox), without and with snapping.
let designed = BarGlyph.all.map { GlyphArtwork(name: $0.name, size: $0.size, items: $0.items) }
for scale in [2, 3] {
    var options = GlyphOptions()
    options.fit = .viewBox
    options.balance = .none
    options.scales = [scale]
    func meanPartial(_ snap: Bool) -> Double {
        options.snapToPixels = snap
        let fractions = GlyphExport.make(designed, options: options).map { Double(PixelInk($0.light[0].image).partialFraction) }
        return fractions.reduce(0, +) / Double(fractions.count)
    }
    print(String(format: "sharpness @%dx: %.1f %% of inked pixels partly covered without --snap, %.1f %% with", scale,
                 meanPartial(false) * 100, meanPartial(true) * 100))
}
