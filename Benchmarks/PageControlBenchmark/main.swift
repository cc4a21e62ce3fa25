// PageControlBenchmark: one page control at @3x — 12 pages, page 5 current, prominent platter
// (backdrop blur) over a gradient, dark — timed in three separate stages:
//   layout      PageControl → layout in points → Scene (FigureComposer)
//   raster      Scene → pixels (canvas, gradient backdrop, blur, tint, indicators)
//   png         pixels → PNG bytes (unpremultiply + libpng, PNGCompression.fast)
// Run in release: `swift run -c release PageControlBenchmark [repetitions]`. Prints the median
// and the fastest time of each stage in milliseconds, then where the raster time goes.
//
// Figures, and where the time goes: BENCHMARKS.md.

import ControlKit
import Controls
import Foundation

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 2000, 1) : 2000
let warmup = max(repetitions / 10, 1)

let control = PageControl(pages: 12, currentPage: 5, backgroundStyle: .prominent, interaction: .idle)
let backdrop = Backdrop.gradient([.rgba(Color(r: 28, g: 42, b: 74)), .rgba(Color(r: 200, g: 106, b: 75))])

func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

var layoutTimes: [Double] = [], rasterTimes: [Double] = [], pngTimes: [Double] = []
var checksum = 0
for rep in 0 ..< warmup + repetitions {
    let t0 = nowNanoseconds()
    let scene = FigureComposer.scene(name: "bench", control: control, appearance: .dark, scale: 3,
                                     placement: .control, backdrop: backdrop)
    let t1 = nowNanoseconds()
    var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
    scene.drawItems(into: &canvas)
    let t2 = nowNanoseconds()
    let bytes = (try? canvas.pixmap.pngBytes(compression: .fast)) ?? []
    let t3 = nowNanoseconds()
    checksum &+= bytes.count
    if rep >= warmup {
        layoutTimes.append(Double(t1 - t0) / 1e6)
        rasterTimes.append(Double(t2 - t1) / 1e6)
        pngTimes.append(Double(t3 - t2) / 1e6)
    }
}

func summary(_ name: String, _ times: [Double]) -> String {
    let sorted = times.sorted()
    return String(format: "%@ median %.4f ms   fastest %.4f ms", name as NSString, sorted[sorted.count / 2], sorted[0])
}

let scene = FigureComposer.scene(name: "bench", control: control, appearance: .dark, scale: 3, placement: .control, backdrop: backdrop)
print("page control: 12 pages @3x, prominent, dark, \(scene.pixelWidth)×\(scene.pixelHeight) px, \(repetitions) repetitions (checksum \(checksum))")
print(summary("layout", layoutTimes))
print(summary("raster", rasterTimes))
print(summary("png", pngTimes))
let withoutPNG = zip(layoutTimes, rasterTimes).map(+).sorted()
print(String(format: "layout + raster (no PNG): median %.4f ms", withoutPNG[withoutPNG.count / 2]))

/// Times drawing `scene` alone (canvas, items), for the breakdown below.
@MainActor func rasterTimes(_ scene: Scene) -> [Double] {
    var times: [Double] = []
    for rep in 0 ..< warmup + repetitions {
        let t0 = nowNanoseconds()
        var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
        scene.drawItems(into: &canvas)
        let t1 = nowNanoseconds()
        checksum &+= Int(canvas.pixmap.pixels[0] & 1)
        if rep >= warmup { times.append(Double(t1 - t0) / 1e6) }
    }
    return times
}

// Where the raster time goes: the same control without its platter (UIKit's default style,
// automatic and idle) over the gradient, and over a flat colour.
let defaultStyle = PageControl(pages: 12, currentPage: 5)
let noPlatter = FigureComposer.scene(name: "bench", control: defaultStyle, appearance: .dark, scale: 3,
                                     placement: .control, backdrop: backdrop)
let flat = FigureComposer.scene(name: "bench", control: defaultStyle, appearance: .dark, scale: 3,
                                placement: .control, backdrop: .color(.rgba(Color(r: 28, g: 42, b: 74))))
print(summary("raster, no platter, gradient backdrop", rasterTimes(noPlatter)))
print(summary("raster, no platter, flat backdrop", rasterTimes(flat)))
