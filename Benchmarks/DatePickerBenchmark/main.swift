// DatePickerBenchmark: one 3-column date picker at @3x — date mode, en_US (month │ day │ year),
// 2024-01-05, light — timed in three separate stages:
//   layout      DatePicker → wheels from the locale's pattern → layout in points → Scene
//   raster      Scene → pixels (projected rows, fade mask, band rows, band)
//   png         pixels → PNG bytes (unpremultiply + libpng, PNGCompression.fast)
// Run in release: `swift run -c release DatePickerBenchmark [repetitions]`. Prints the median
// and the fastest time of each stage in milliseconds, then where the raster time goes.
//
// Figures: BENCHMARKS.md.

import ControlKit
import Controls
import Foundation

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 300, 1) : 300
let warmup = max(repetitions / 10, 1)

let date = ISO8601DateFormatter().date(from: "2024-01-05T09:41:00Z") ?? Date(timeIntervalSinceReferenceDate: 0)
let control = DatePicker(mode: .date, date: date, locale: "en_US")

func nowNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func scene(_ control: DatePicker) -> Scene {
    // No backdrop given: the picker's default, systemBackground.
    FigureComposer.scene(name: "bench", control: control, appearance: .light, scale: 3, placement: .control, backdrop: nil)
}

var layoutTimes: [Double] = [], rasterTimes: [Double] = [], pngTimes: [Double] = []
var checksum = 0
for rep in 0 ..< warmup + repetitions {
    let t0 = nowNanoseconds()
    let s = scene(control)
    let t1 = nowNanoseconds()
    var canvas = Canvas(width: s.pixelWidth, height: s.pixelHeight, background: s.background)
    s.drawItems(into: &canvas)
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
    return String(format: "%@ median %.3f ms   fastest %.3f ms", name as NSString, sorted[sorted.count / 2], sorted[0])
}

let whole = scene(control)
print("date picker: date mode, en_US, 3 wheels @3x, light, \(whole.pixelWidth)×\(whole.pixelHeight) px, \(repetitions) repetitions (checksum \(checksum))")
print(summary("layout", layoutTimes))
print(summary("raster", rasterTimes))
print(summary("png", pngTimes))

/// Times drawing `items` alone over the scene's background.
@MainActor func rasterTimes(_ items: [SceneItem]) -> [Double] {
    var s = whole
    s.items = items
    var times: [Double] = []
    for rep in 0 ..< warmup + repetitions {
        let t0 = nowNanoseconds()
        var canvas = Canvas(width: s.pixelWidth, height: s.pixelHeight, background: s.background)
        s.drawItems(into: &canvas)
        let t1 = nowNanoseconds()
        checksum &+= Int(canvas.pixmap.pixels[0] & 1)
        if rep >= warmup { times.append(Double(t1 - t0) / 1e6) }
    }
    return times
}

// Where the raster time goes: the scene item by item, cumulatively (backdrop; + rows off the
// band, projected and faded; + the band's rows; + the band).
for count in 1 ... whole.items.count {
    print(summary("raster, first \(count) of \(whole.items.count) items", rasterTimes(Array(whole.items.prefix(count)))))
}

// The rows off the band alone (the control's first item): in their layer with clip and fade
// mask (as drawn), with the mask only, and straight onto the canvas with no layer.
let own = control.sceneItems(layout: control.layout(), appearance: .light, origin: Point(0, 0))
if case .group(let outer) = own.first {
    var maskOnly = outer
    maskOnly.clip = nil
    var plain = outer
    plain.clip = nil
    plain.mask = nil
    print(summary("raster, rows off the band with clip and mask", rasterTimes([.group(outer)])))
    print(summary("raster, rows off the band with mask only", rasterTimes([.group(maskOnly)])))
    print(summary("raster, rows off the band, no layer", rasterTimes([.group(plain)])))
}
