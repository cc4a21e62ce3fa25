// NavigationBarBenchmark: a large-title navigation bar with a back button and two items under
// the Dynamic Island status bar, over a photo, at @3x (1170 × 465 px), light — timed in three
// stages, as the other control benchmarks:
//   layout      NavigationBar → measured text, back fallback, items → layout in points → Scene
//   raster      the photo scaled to cover the figure (bilinear), then the Scene: the material's
//               backdrop blur, the hairline, the status bar, text and glyphs
//   png         pixels → PNG bytes (unpremultiply + libpng, PNGCompression.fast)
// The photo is Examples/backdrops/photo.json drawn once to pixels at 390 × 260 pt @1x, then
// used as a PNG backdrop is. Run in release: `swift run -c release NavigationBarBenchmark [repetitions]`.
//
// Figures: BENCHMARKS.md.

import ControlKit
import ControlStages
import Foundation

let repetitions = CommandLine.arguments.count > 1 ? max(Int(CommandLine.arguments[1]) ?? 300, 1) : 300
let warmup = max(repetitions / 10, 1)

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let photoScene = try SceneFile.load(root.appendingPathComponent("Examples/backdrops/photo.json").path)
let photo = photoScene.render().image()

let bar = NavigationBar(title: "Photos", titleDisplay: .large, backTitle: "Albums",
                        trailingItems: [NavigationBar.Item.glyph("share")!, NavigationBar.Item.glyph("more")!],
                        statusBar: .dynamicIsland)

func scene() -> Scene {
    FigureComposer.scene(name: "bench", control: bar, appearance: .light, scale: 3, placement: .control, backdrop: .image(path: "photo.png"))
}

var layout: [Double] = [], raster: [Double] = [], png: [Double] = []
var checksum = 0
for rep in 0 ..< warmup + repetitions {
    let t0 = nowNanoseconds()
    let s = scene()
    let t1 = nowNanoseconds()
    var canvas = Canvas(width: s.pixelWidth, height: s.pixelHeight, background: s.background)
    canvas.drawCovering(photo)
    s.drawItems(into: &canvas)
    let t2 = nowNanoseconds()
    let bytes = (try? canvas.pixmap.pngBytes(compression: .fast)) ?? []
    let t3 = nowNanoseconds()
    checksum &+= bytes.count
    if rep >= warmup {
        layout.append(Double(t1 - t0) / 1e6); raster.append(Double(t2 - t1) / 1e6); png.append(Double(t3 - t2) / 1e6)
    }
}
let whole = scene()
print("navigation bar: large title, back button, 2 glyph items, Dynamic Island status bar, over a photo, @3x, light, \(whole.pixelWidth)×\(whole.pixelHeight) px, \(repetitions) repetitions (checksum \(checksum))")
print(summary("layout", layout))
print(summary("raster", raster))
print(summary("png", png))

// Where the raster time goes: the photo alone, then the scene item by item, cumulatively.
var photoOnly: [Double] = []
for rep in 0 ..< warmup + repetitions {
    let t0 = nowNanoseconds()
    var canvas = Canvas(width: whole.pixelWidth, height: whole.pixelHeight, background: whole.background)
    canvas.drawCovering(photo)
    let t1 = nowNanoseconds()
    checksum &+= Int(canvas.pixmap.pixels.first ?? 0) & 1
    if rep >= warmup { photoOnly.append(Double(t1 - t0) / 1e6) }
}
print(summary("raster, the photo alone", photoOnly))
for count in 1 ... whole.items.count {
    var s = whole
    s.items = Array(whole.items.prefix(count))
    print(summary("raster, first \(count) of \(whole.items.count) scene items (no photo)", rasterTimes(of: s, repetitions: repetitions, warmup: warmup)))
}
