import Raster
import TestSupport
import Testing

/// The photo-backdrop path: the fast `drawCovering` agrees bit for bit with its per-pixel twin
/// on random images, sizes and aspect ratios (wider, taller, smaller and larger than the canvas,
/// with transparent and translucent pixels).
@Suite struct DrawCoveringTests {
    @Test func fastAndReferenceAgreeOnRandomImages() throws {
        var rng = SeededRandom(seed: 0xC0FE)
        for _ in 0 ..< 40 {
            let iw = rng.int(in: 1 ... 40), ih = rng.int(in: 1 ... 40)
            var bytes = [UInt8](repeating: 0, count: iw * ih * 4)
            for i in bytes.indices { bytes[i] = UInt8(rng.int(in: 0 ... 255)) }
            if rng.int(in: 0 ... 3) == 0 { for i in stride(from: 3, to: bytes.count, by: 4) { bytes[i] = 0 } }
            let image = try #require(RGBAImage(width: iw, height: ih, bytes: bytes))
            let cw = rng.int(in: 1 ... 70), ch = rng.int(in: 1 ... 70)
            let background = Color(r: UInt8(rng.int(in: 0 ... 255)), g: 90, b: 200, a: UInt8(rng.int(in: 0 ... 255)))
            var fast = Canvas(width: cw, height: ch, background: background)
            var reference = fast
            fast.drawCovering(image)
            reference.drawCoveringReference(image)
            #expect(fast.pixmap.pixels == reference.pixmap.pixels, "\(iw)×\(ih) onto \(cw)×\(ch)")
        }
    }

    /// Into a frame (a page scaled back under a sheet): fractional, partly off the canvas, or
    /// off it entirely; pixels outside the frame keep the background.
    @Test func fastAndReferenceAgreeInFrames() throws {
        var rng = SeededRandom(seed: 0xF4A3E)
        for _ in 0 ..< 40 {
            let iw = rng.int(in: 1 ... 30), ih = rng.int(in: 1 ... 30)
            var bytes = [UInt8](repeating: 0, count: iw * ih * 4)
            for i in bytes.indices { bytes[i] = UInt8(rng.int(in: 0 ... 255)) }
            let image = try #require(RGBAImage(width: iw, height: ih, bytes: bytes))
            let cw = rng.int(in: 1 ... 50), ch = rng.int(in: 1 ... 50)
            let frame = Rect(x: Float(rng.int(in: -200 ... 400)) / 10, y: Float(rng.int(in: -200 ... 400)) / 10,
                             width: Float(rng.int(in: 1 ... 500)) / 10, height: Float(rng.int(in: 1 ... 500)) / 10)
            let background = Color(r: 10, g: 90, b: 200, a: 255)
            var fast = Canvas(width: cw, height: ch, background: background)
            var reference = fast
            fast.drawCovering(image, in: frame)
            reference.drawCoveringReference(image, in: frame)
            #expect(fast.pixmap.pixels == reference.pixmap.pixels, "\(iw)×\(ih) into \(frame) of \(cw)×\(ch)")
            let untouched = Canvas(width: 1, height: 1, background: background).pixmap.pixels[0]
            for y in 0 ..< ch {
                for x in 0 ..< cw where !frame.contains(Point(Float(x) + 0.5, Float(y) + 0.5)) {
                    #expect(fast.pixmap.pixels[y * cw + x] == untouched)
                }
            }
        }
    }
}
