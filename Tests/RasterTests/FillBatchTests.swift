import Foundation
import Raster
import TestSupport
import TestTags
import Testing

/// A `FillBatch` drawn band by band, on one thread or several, gives the same bytes as its fills
/// drawn one by one: over canvases whose widths give different band heights, shapes taller than
/// a band and crossing band edges, every fill rule and blend mode, a clip box and a clip mask.
@Suite struct FillBatchTests {
    /// Seeded shapes: stars, rounded rects, circles and slivers, some reaching past the canvas.
    static func shapes(seed: UInt64, width: Int, height: Int, count: Int) -> [(Path, Color, FillRule, BlendMode)] {
        var rng = SeededRandom(seed: seed)
        let modes: [BlendMode] = [.sourceOver, .sourceOver, .sourceOver, .copy, .destinationIn, .plusLighter, .multiply, .destinationOut]
        return (0 ..< count).map { i in
            let cx = rng.float(in: -20 ... Float(width) + 20), cy = rng.float(in: -20 ... Float(height) + 20)
            let r = rng.float(in: 1 ... 180)
            var path = Path()
            switch i % 4 {
            case 0:
                let n = 5 + i % 7, k = 2
                for j in 0 ..< n {
                    let a = Float(j * k) * 2 * .pi / Float(n)
                    let p = Point(cx + r * Float(cos(Double(a))), cy + r * Float(sin(Double(a))))
                    if j == 0 { path.move(to: p) } else { path.line(to: p) }
                }
                path.close()
            case 1: path = .roundedRect(Rect(x: cx, y: cy, width: r, height: r * 1.7), cornerRadius: min(r / 3, 20))
            case 2: path = .circle(center: Point(cx, cy), radius: r)
            default: path = .rect(Rect(x: cx, y: cy, width: 0.4, height: r * 2))
            }
            let color = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)),
                              b: UInt8(rng.int(in: 0 ... 255)), a: UInt8(rng.int(in: 0 ... 255)))
            return (path, color, i % 3 == 0 ? .evenodd : .nonzero, modes[i % modes.count])
        }
    }

    static func canvas(_ width: Int, _ height: Int, clipped: Bool) -> Canvas {
        var c = Canvas(width: width, height: height, background: Color(r: 40, g: 90, b: 200, a: 200))
        if clipped { c.clip(to: .ellipse(in: Rect(x: 3, y: 5, width: Float(width) - 9, height: Float(height) - 4))) }
        return c
    }

    @Test(.tags(.slow), arguments: [(97, 300), (400, 517), (1500, 260), (4000, 90)], [false, true])
    func batchEqualsFillingOneByOne(size: (Int, Int), clipped: Bool) {
        let (w, h) = size
        let shapes = Self.shapes(seed: UInt64(w * 31 + h), width: w, height: h, count: 60)
        var one = Self.canvas(w, h, clipped: clipped)
        var batch = FillBatch()
        for (path, color, rule, mode) in shapes {
            one.fill(path, color: color, rule: rule, mode: mode)
            batch.fill(path, color: color, rule: rule, mode: mode)
        }
        #expect(batch.count > 0)
        for threads in [1, 2, 5] {
            var banded = Self.canvas(w, h, clipped: clipped)
            banded.draw(batch, threads: threads)
            #expect(banded.pixmap.pixels == one.pixmap.pixels, "\(w)×\(h), \(threads) threads")
        }
    }

    /// A transform given to the batch maps its path as `Canvas.fill` maps it.
    @Test func transformIsAppliedAsFillDoes() {
        let t = Transform.scale(3).concatenating(.translation(4.25, -7.5))
        let path = Path.ellipse(in: Rect(x: 1.3, y: 9.2, width: 70, height: 95))
        var one = Canvas(width: 260, height: 300)
        one.fill(path, color: Color(r: 255, g: 0, b: 0, a: 128), transform: t)
        var batch = FillBatch()
        batch.fill(path, color: Color(r: 255, g: 0, b: 0, a: 128), transform: t)
        var banded = Canvas(width: 260, height: 300)
        banded.draw(batch, threads: 3)
        #expect(banded.pixmap.pixels == one.pixmap.pixels)
        #expect(banded.pixmap.pixels.contains { $0 != 0 })
    }

    /// What would change nothing is not recorded; an empty batch draws nothing.
    @Test func invisibleFillsAreNotRecorded() {
        var batch = FillBatch()
        batch.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), color: .clear)
        batch.fill(Path(), color: Color(r: 1, g: 2, b: 3, a: 255))
        #expect(batch.isEmpty)
        var c = Canvas(width: 8, height: 8, background: Color(r: 9, g: 9, b: 9, a: 9))
        let before = c.pixmap.pixels
        c.draw(batch, threads: 4)
        #expect(c.pixmap.pixels == before)
    }
}
