import Raster
import TestSupport
import Testing

/// `Canvas.draw(_:opacity:mode:mask:)` with a pixmap whose size differs from the canvas's:
/// it used to draw nothing at all; it draws the overlap, top-left corners together.
@Suite struct CanvasDrawPixmapTests {
    static func pixmap(_ width: Int, _ height: Int, _ color: Color) -> Pixmap {
        Pixmap(width: width, height: height, fill: color.premultiplied)!
    }

    static let red = Color(r: 255, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)

    @Test func pixmapOfAnotherSizeDrawsTheOverlapAtTheOrigin() {
        var canvas = Canvas(width: 6, height: 5, background: .white)
        canvas.draw(Self.pixmap(4, 3, Self.red))
        canvas.draw(Self.pixmap(9, 2, Self.blue))
        let image = canvas.image()
        for y in 0 ..< 5 {
            for x in 0 ..< 6 {
                let expected: Color = y < 2 ? Self.blue : (x < 4 && y < 3 ? Self.red : .white)
                #expect(image[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    /// Source-over of a smaller pixmap is source-over of the same pixmap padded with clear
    /// pixels to the canvas's size; opacity, mask and clip apply in canvas pixels.
    @Test func smallerPixmapMatchesItsClearPaddedTwin() {
        var rng = SeededRandom(seed: 0xD4A3)
        for _ in 0 ..< 50 {
            let (w, h) = (rng.int(in: 1 ... 12), rng.int(in: 1 ... 12))
            let (sw, sh) = (rng.int(in: 0 ... 16), rng.int(in: 0 ... 16))
            var small = [UInt32](), padded = [UInt32](repeating: 0, count: w * h)
            for y in 0 ..< sh {
                for x in 0 ..< sw {
                    let c = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)), b: 9, a: UInt8(rng.int(in: 0 ... 255)))
                    let packed = Pixmap(width: 1, height: 1, fill: c.premultiplied)!.pixels[0]
                    small.append(packed)
                    if x < w && y < h { padded[y * w + x] = packed }
                }
            }
            let source = Pixmap(width: sw, height: sh, pixels: small)!
            let twin = Pixmap(width: w, height: h, pixels: padded)!
            let mask = CoverageMask(rect: PixelRect(x: 1, y: 0, width: w, height: h),
                                    bytes: (0 ..< w * h).map { _ in UInt8(rng.int(in: 0 ... 255)) })
            let opacity = rng.float(in: 0 ... 1)
            var a = Canvas(width: w, height: h, background: Color(r: 10, g: 200, b: 30, a: 200))
            var b = a
            if rng.int(in: 0 ... 1) == 0 {
                a.clip(to: Path.circle(center: Point(Float(w) / 2, Float(h) / 2), radius: Float(w) / 3))
                b.clip(to: Path.circle(center: Point(Float(w) / 2, Float(h) / 2), radius: Float(w) / 3))
            }
            a.draw(source, opacity: opacity, mask: mask)
            b.draw(twin, opacity: opacity, mask: mask)
            #expect(a.image() == b.image(), "canvas \(w)×\(h), pixmap \(sw)×\(sh)")
        }
    }

    /// Blend modes that replace pixels (copy) replace only the overlap.
    @Test func copyModeReplacesOnlyTheOverlap() {
        var canvas = Canvas(width: 5, height: 5, background: .white)
        canvas.draw(Self.pixmap(2, 7, .clear), mode: .copy)
        let image = canvas.image()
        #expect(image[0, 4] == .clear && image[1, 0] == .clear)
        #expect(image[2, 0] == .white && image[4, 4] == .white)
    }
}
