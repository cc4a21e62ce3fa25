// ModalityBenchmark: a whole iPhone screen (notch, 390 × 844 pt) at @3x (1170 × 2532 px), light —
// the app's large-title navigation bar and rows, a page sheet over them with its own navigation
// bar (Cancel, title, Done) and rows, and an alert over the sheet — timed in three stages, as the
// other control benchmarks:
//   layout      Screen → the app's bar, rows, the sheet (the page scaled back), the alert's
//               wrapped text and actions → Scene
//   raster      the Scene: the window, the scaled-back page with its bar's material, the status
//               bar, the sheet with its bar's material, the dimming, the alert's backdrop blur,
//               text, glyphs and hairlines
//   png         pixels → PNG bytes (unpremultiply + libpng, PNGCompression.fast)
// Run in release: `swift run -c release ModalityBenchmark [repetitions]`. Figures: BENCHMARKS.md.

import ControlKit
import ControlStages
import Foundation

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 100, 1) : 100
let warmup = max(repetitions / 10, 1)

let screen = Screen(
    device: .notch,
    navigationBar: NavigationBar(title: "Inbox", titleDisplay: .large, trailingItems: [NavigationBar.Item.glyph("compose")!]),
    rows: ["Work", "Family", "Travel", "Receipts", "Archive"],
    presentations: [
        .sheet(Sheet(showsGrabber: true, page: ModalPage(
            navigationBar: NavigationBar(title: "New Message", leadingItems: [.text("Cancel")], trailingItems: [.text("Send", done: true)]),
            rows: ["To", "Cc", "Subject"]))),
        .alert(Alert(title: "Discard draft?", message: "Your message will be lost.",
                     actions: [.init("Keep", style: .cancel), .init("Discard", style: .destructive)])),
    ])
precondition(screen.validationErrors() == nil, "the benchmark's screen must be valid")

func scene() -> Scene {
    FigureComposer.scene(name: "bench", control: screen, appearance: .light, scale: 3, placement: .control, backdrop: nil)
}

let times = timeStages(repetitions: repetitions, warmup: warmup, compose: scene)
let whole = scene()
printStages("screen: large-title bar and rows, a page sheet with its bar, an alert over it, @3x, light", scene: whole,
            repetitions: repetitions, times)

// Where the raster time goes: the scene item by item, cumulatively.
var previous = 0.0
for count in 1 ... whole.items.count {
    var s = whole
    s.items = Array(whole.items.prefix(count))
    let median = rasterTimes(of: s, repetitions: repetitions, warmup: warmup).sorted()[repetitions / 2]
    print(String(format: "raster, first %d of %d scene items: median %.3f ms (this item %+.3f ms)", count, whole.items.count, median, median - previous))
    previous = median
}
