// DatePickerBenchmark: one 3-column date picker at @3x — date mode, en_US (month │ day │ year),
// 2024-01-05, light — then the inline calendar of the same date, each timed in three separate
// stages (ControlStages):
//   layout      DatePicker → wheels from the locale's pattern → layout in points → Scene
//   raster      Scene → pixels (projected rows, fade mask, band rows, band)
//   png         pixels → PNG bytes (unpremultiply + libpng, PNGCompression.fast)
// Run in release: `swift run -c release DatePickerBenchmark [repetitions]`. Prints the median
// and the fastest time of each stage in milliseconds, then where the raster time goes.
//
// Figures: BENCHMARKS.md.

import ControlKit
import ControlStages
import Controls
import Foundation

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 300, 1) : 300
let warmup = max(repetitions / 10, 1)

let date = ISO8601DateFormatter().date(from: "2024-01-05T09:41:00Z") ?? Date(timeIntervalSinceReferenceDate: 0)
let control = DatePicker(mode: .date, date: date, locale: "en_US")

/// The figure as `render date-picker` composes it (no backdrop given: systemBackground).
func scene() -> Scene {
    FigureComposer.scene(name: "bench", control: control, appearance: .light, scale: 3, placement: .control, backdrop: nil)
}

let times = timeStages(repetitions: repetitions, warmup: warmup, compose: scene)
let whole = scene()
printStages("date picker: date mode, en_US, 3 wheels @3x, light", scene: whole, repetitions: repetitions, times)

/// `items` drawn over the figure's background.
func rasterTimes(_ items: [SceneItem]) -> [Double] {
    var s = whole
    s.items = items
    return rasterTimes(of: s, repetitions: repetitions, warmup: warmup)
}

// Where the raster time goes: the scene item by item, cumulatively (backdrop; + rows off the
// band, projected and faded; + the band's rows; + the band).
for count in 1 ... whole.items.count {
    print(summary("raster, first \(count) of \(whole.items.count) items", rasterTimes(Array(whole.items.prefix(count)))))
}

// The rows off the band alone (the control's first item): in their layer with their fade mask
// (as drawn), and straight onto the canvas with no layer.
let own = control.sceneItems(layout: control.layout(), appearance: .light, origin: Point(0, 0))
if case .group(let outer) = own.first {
    var plain = outer
    plain.mask = nil
    print(summary("raster, rows off the band with their fade layer", rasterTimes([.group(outer)])))
    print(summary("raster, rows off the band, no layer", rasterTimes([.group(plain)])))
}

// The inline style: the month calendar of January 2024, en_US, the 5th selected, at @3x.
let inline = DatePicker(mode: .date, date: date, locale: "en_US", style: .inline)
func inlineScene() -> Scene {
    FigureComposer.scene(name: "bench-inline", control: inline, appearance: .light, scale: 3, placement: .control, backdrop: nil)
}
let inlineTimes = timeStages(repetitions: repetitions, warmup: warmup, compose: inlineScene)
printStages("inline calendar: January 2024, en_US, @3x, light", scene: inlineScene(), repetitions: repetitions, inlineTimes)
