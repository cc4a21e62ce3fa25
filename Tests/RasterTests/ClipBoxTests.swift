import Raster
import Testing

/// A pixel-aligned rectangle clips by a box (no mask): the same pixels change as with a mask
/// of that rectangle, every way of drawing honours it, `withClip` puts the clip back, and a
/// layer's pooled memory starts transparent every time.
@Suite struct ClipBoxTests {
    static let red = Color(r: 255, g: 0, b: 0)

    /// Draws a bit of everything: a solid fill, a gradient, a stroke, a layer with opacity, a
    /// pixmap and a backdrop blur.
    static func drawEverything(on canvas: inout Canvas) {
        canvas.fill(Path.circle(center: Point(10, 10), radius: 9), color: red)
        if let ramp = LinearGradient(start: Point(0, 0), end: Point(32, 0), stops: [
            .init(offset: 0, color: .black), .init(offset: 1, color: Color(r: 0, g: 0, b: 255))]) {
            canvas.fill(Path.rect(Rect(x: 0, y: 12, width: 32, height: 6)), paint: .linearGradient(ramp))
        }
        if let style = try? StrokeStyle(width: 1.5) {
            canvas.stroke(Path.circle(center: Point(20, 16), radius: 8), style: style, paint: .solid(.black))
        }
        canvas.drawLayer(opacity: 0.5) { layer in
            layer.fill(Path.rect(Rect(x: 4, y: 20, width: 24, height: 8)), color: Color(r: 0, g: 160, b: 0))
        }
        if let square = Pixmap(width: 32, height: 32, fill: Color(r: 0, g: 0, b: 0, a: 60).premultiplied) { canvas.draw(square) }
        canvas.backdropBlur(Path.rect(Rect(x: 2, y: 2, width: 28, height: 10)), sigma: 2, tint: Color(r: 255, g: 255, b: 255, a: 80))
    }

    /// The box clip and a mask of the same rectangle (a non-rectangle path that covers the
    /// same pixels: the rectangle with a zero-area spike) change the same pixels, to within one
    /// level of rounding where the two compositing paths differ.
    @Test func aBoxClipsTheSamePixelsAsAMask() {
        var boxed = Canvas(width: 32, height: 32, background: .white)
        boxed.clip(to: Rect(x: 5, y: 3, width: 20, height: 22))
        #expect(boxed.clipBox == PixelRect(x0: 5, y0: 3, x1: 25, y1: 25) && boxed.clipMask == nil)
        var masked = Canvas(width: 32, height: 32, background: .white)
        var spiked = Path()
        spiked.move(to: Point(5, 3)); spiked.line(to: Point(25, 3)); spiked.line(to: Point(25, 25))
        spiked.line(to: Point(15, 25)); spiked.line(to: Point(15, 30)); spiked.line(to: Point(15, 25))
        spiked.line(to: Point(5, 25)); spiked.close()
        masked.clip(to: spiked)
        #expect(masked.clipMask != nil && masked.clipBox == nil)
        Self.drawEverything(on: &boxed)
        Self.drawEverything(on: &masked)
        for y in 0 ..< 32 {
            for x in 0 ..< 32 {
                let a = Pixmap.unpack(boxed.pixmap.pixels[y * 32 + x]), b = Pixmap.unpack(masked.pixmap.pixels[y * 32 + x])
                let inside = x >= 5 && x < 25 && y >= 3 && y < 25
                if !inside { #expect(a == Color.white.premultiplied, "(\(x), \(y)) outside the box was drawn on") }
                #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1
                        && abs(Int(a.a) - Int(b.a)) <= 1, "(\(x), \(y)): box \(a), mask \(b)")
            }
        }
    }

    /// Boxes intersect; a box and a mask apply together; a box around the whole canvas clips
    /// nothing; a fractional or turned rectangle is a mask.
    @Test func boxesIntersectAndCombineWithMasks() {
        var c = Canvas(width: 20, height: 20)
        c.clip(to: Rect(x: 2, y: 2, width: 10, height: 10))
        c.clip(to: Rect(x: 6, y: 0, width: 20, height: 8))
        #expect(c.clipBox == PixelRect(x0: 6, y0: 2, x1: 12, y1: 8))
        c.clip(to: Path.circle(center: Point(10, 5), radius: 3))
        #expect(c.clipMask != nil && c.clipBox == PixelRect(x0: 6, y0: 2, x1: 12, y1: 8))
        c.fill(Path.rect(Rect(x: 0, y: 0, width: 20, height: 20)), color: .black)
        #expect(c.pixmap[10, 5] == Color.black.premultiplied)   // inside both
        #expect(c.pixmap[6, 7].a == 0)                          // inside the box, outside the circle
        #expect(c.pixmap[13, 5].a == 0)                         // inside the circle, outside the box

        var whole = Canvas(width: 20, height: 20)
        whole.clip(to: Rect(x: -5, y: -5, width: 40, height: 40))
        #expect(whole.clipBox == nil && whole.clipMask == nil)
        var fractional = Canvas(width: 20, height: 20)
        fractional.clip(to: Rect(x: 2.5, y: 2, width: 10, height: 10))
        #expect(fractional.clipBox == nil && fractional.clipMask != nil)
        var scaled = Canvas(width: 20, height: 20)
        scaled.clip(to: Rect(x: 1, y: 1, width: 3, height: 3), transform: .scale(3))
        #expect(scaled.clipBox == PixelRect(x0: 3, y0: 3, x1: 12, y1: 12))
    }

    /// `withClip` restores the box and the mask it found, and a box outside the canvas draws
    /// nothing.
    @Test func withClipPutsTheClipBack() {
        var c = Canvas(width: 10, height: 10, background: .white)
        c.clip(to: Path.circle(center: Point(5, 5), radius: 4))
        let mask = c.clipMask
        c.withClip(to: Path.rect(Rect(x: 0, y: 0, width: 5, height: 10))) { inner in
            #expect(inner.clipBox == PixelRect(x0: 0, y0: 0, x1: 5, y1: 10))
            inner.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        }
        #expect(c.clipBox == nil && c.clipMask == mask)
        #expect(c.pixmap[3, 5] == Color.black.premultiplied && c.pixmap[7, 5] == Color.white.premultiplied)
        c.withClip(to: Path.rect(Rect(x: 20, y: 20, width: 5, height: 5))) { inner in
            inner.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: Self.red)
            inner.drawLayer { $0.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: Self.red) }
        }
        #expect(!c.pixmap.pixels.contains(Pixmap.pack(Self.red.premultiplied)))
    }

    /// A layer's memory is reused between layers and between canvases; each layer still starts
    /// transparent, so what one drew never shows in the next.
    @Test func aReusedLayerStartsTransparent() {
        for round in 0 ..< 3 {
            var c = Canvas(width: 64, height: 48, background: .white)
            c.drawLayer { layer in
                #expect(layer.pixmap.pixels.allSatisfy { $0 == 0 }, "round \(round): the layer was not cleared")
                layer.fill(Path.rect(Rect(x: 0, y: 0, width: 64, height: 48)), color: Self.red)
            }
            c.drawLayer { layer in
                #expect(layer.pixmap.pixels.allSatisfy { $0 == 0 }, "round \(round): the second layer was not cleared")
            }
            #expect(c.pixmap.pixels.allSatisfy { $0 == Pixmap.pack(Self.red.premultiplied) })
        }
        // A layer of another size after a larger one.
        var small = Canvas(width: 5, height: 3)
        small.drawLayer { layer in
            #expect(layer.pixmap.pixels.count == 15 && layer.pixmap.pixels.allSatisfy { $0 == 0 })
        }
    }
}
