// TextBenchmark: how fast text reaches pixels. Fills a 1170×2532 canvas (an iPhone 13/14 screen
// at @3x) with 10,000 glyphs of 17 pt text (body) and times, in the same run, FreeType's own
// renderer rasterizing the same glyphs as a reference point.
//
// Run in release: `swift run -c release TextBenchmark [--png out.png] [--repeats N]`.
// What is timed:
// - layout: shaping, fallback and glyph outlines (warm glyph cache after the first repeat);
// - ours: filling each line's path through Raster (flatten, exact-area coverage, source-over
//   compositing into the canvas);
// - FreeType: FT_Load_Glyph (unhinted) + FT_Render_Glyph per glyph into its own bitmap, plus
//   copying that bitmap out as Float coverage; no compositing, so it does less work than ours.

import Foundation
import PNGCodec
import Raster
import Typeset

/// iPhone 13/14 portrait at @3x (ios-facts §3.2: 390 × 844 pt).
let canvasWidth = 1170, canvasHeight = 2532
let scale: Float = 3
let glyphTarget = 10_000
let font = Font(.body)
/// Left and right margins, in points: the 16 pt iOS layout margin (ios-facts §3.1).
let marginPoints: Float = 16

let sampleText = [
    "Settings General Display & Brightness Wallpaper Sounds & Haptics",
    "The quick brown fox jumps over the lazy dog 0123456789 AVATAR To",
    "日本語のテキスト、ひらがなとカタカナと漢字。",
    "한국어 텍스트: 2024년 1월 9일 화요일 오전 9:41",
    "Tuesday, 9 January 2024 9:41 AM Cancel Done Edit Back Next Today",
]

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, in arguments: [String]) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}
let pngPath = option("--png", in: arguments)
let repeats = Int(option("--repeats", in: arguments) ?? "5") ?? 5

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// The baseline origin of a row, in points.
func origin(row: Int, lineHeight: Float) -> Point {
    Point(marginPoints, lineHeight * Float(row + 1))
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

do {
    let library = try FontLibrary()
    let maxWidth = Float(canvasWidth) / scale - 2 * marginPoints

    var layoutTimes: [Double] = [], fillTimes: [Double] = [], freeTypeTimes: [Double] = []
    var lines: [TextLine] = []
    var canvas = Canvas(width: canvasWidth, height: canvasHeight, background: .white)
    var glyphCount = 0
    for _ in 0 ..< repeats {
        lines = []
        glyphCount = 0
        layoutTimes.append(try milliseconds {
            var i = 0
            while glyphCount < glyphTarget {
                let line = try library.layoutLine(sampleText[i % sampleText.count], font: font, scale: scale, maxWidth: maxWidth)
                let take = min(line.glyphs.count, glyphTarget - glyphCount)
                glyphCount += take
                lines.append(line)
                i += 1
            }
        })

        canvas = Canvas(width: canvasWidth, height: canvasHeight, background: .white)
        let lineHeight = lines[0].lineHeight
        let rowsPerCanvas = Int((Float(canvasHeight) / scale - lineHeight) / lineHeight)
        fillTimes.append(milliseconds {
            for (i, line) in lines.enumerated() {
                // 10,000 glyphs of body text fill the screen about five times over: lines past
                // the bottom start again at the top.
                canvas.fill(line.path(at: origin(row: i % rowsPerCanvas, lineHeight: lineHeight)), color: .black, transform: .scale(scale))
            }
        })

        freeTypeTimes.append(try milliseconds {
            var rendered = 0
            for line in lines {
                for glyph in line.glyphs where rendered < glyphTarget {
                    _ = try library.freeTypeRendering(of: glyph, in: line)
                    rendered += 1
                }
            }
        })
    }

    let glyphs = Double(glyphCount)
    func report(_ name: String, _ times: [Double]) {
        let ms = median(times)
        let padded = name.padding(toLength: 36, withPad: " ", startingAt: 0)
        print(padded + String(format: "%10.2f ms  %12.0f glyphs/s", ms, glyphs / (ms / 1000)))
    }
    print("TextBenchmark: \(glyphCount) glyphs, \(font.sizePoints) pt @\(Int(scale))x, \(lines.count) lines, canvas \(canvasWidth)x\(canvasHeight), median of \(repeats)")
    report("layout (shape + outlines)", layoutTimes)
    report("ours: fill through Raster", fillTimes)
    report("ours: layout + fill", zip(layoutTimes, fillTimes).map { $0 + $1 })
    report("FreeType: load + FT_Render_Glyph", freeTypeTimes)
    let stats = library.glyphCacheStatistics
    print("glyph cache: \(stats.entries) outlines, \(stats.hits) hits, \(stats.misses) misses")

    if let pngPath {
        // One screenful, without the overdraw, for looking at.
        var page = Canvas(width: canvasWidth, height: canvasHeight, background: .white)
        let lineHeight = lines[0].lineHeight
        for row in 0 ..< Int((Float(canvasHeight) / scale - lineHeight) / lineHeight) where row < lines.count {
            page.fill(lines[row].path(at: origin(row: row, lineHeight: lineHeight)), color: .black, transform: .scale(scale))
        }
        try PNG.write(page.image(), to: pngPath)
        print("wrote \(pngPath)")
    }
} catch {
    FileHandle.standardError.write(Data("TextBenchmark: \(error)\n".utf8))
    exit(1)
}
