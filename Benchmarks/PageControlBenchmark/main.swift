// PageControlBenchmark: one page control at @3x — 12 pages, page 5 current, prominent platter
// (backdrop blur) over a gradient, dark — timed in three separate stages (ControlStages):
//   layout      PageControl → layout in points → Scene (FigureComposer)
//   raster      Scene → pixels (canvas, gradient backdrop, blur, tint, indicators)
//   png         pixels → PNG bytes (unpremultiply + libpng, PNGCompression.fast)
// Run in release: `swift run -c release PageControlBenchmark [repetitions]`. Prints the median
// and the fastest time of each stage in milliseconds, then where the raster time goes.
//
// Figures, and where the time goes: BENCHMARKS.md.

import ControlKit
import ControlStages
import Controls

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 2000, 1) : 2000
let warmup = max(repetitions / 10, 1)

let control = PageControl(pages: 12, currentPage: 5, backgroundStyle: .prominent, interaction: .idle)
let backdrop = Backdrop.gradient([.rgba(Color(r: 28, g: 42, b: 74)), .rgba(Color(r: 200, g: 106, b: 75))])

func scene(_ control: PageControl, over backdrop: Backdrop) -> Scene {
    FigureComposer.scene(name: "bench", control: control, appearance: .dark, scale: 3, placement: .control, backdrop: backdrop)
}

let times = timeStages(repetitions: repetitions, warmup: warmup) { scene(control, over: backdrop) }
let whole = scene(control, over: backdrop)
printStages("page control: 12 pages @3x, prominent, dark", scene: whole, repetitions: repetitions, times, digits: 4)
print(summary("layout + raster (no PNG)", zip(times.layout, times.raster).map(+), digits: 4))

// Where the raster time goes: the same control without its platter (UIKit's default style,
// automatic and idle) over the gradient, and over a flat colour.
let defaultStyle = PageControl(pages: 12, currentPage: 5)
let noPlatter = scene(defaultStyle, over: backdrop)
let flat = scene(defaultStyle, over: .color(.rgba(Color(r: 28, g: 42, b: 74))))
print(summary("raster, no platter, gradient backdrop", rasterTimes(of: noPlatter, repetitions: repetitions, warmup: warmup), digits: 4))
print(summary("raster, no platter, flat backdrop", rasterTimes(of: flat, repetitions: repetitions, warmup: warmup), digits: 4))
