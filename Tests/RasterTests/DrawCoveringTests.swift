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
}
