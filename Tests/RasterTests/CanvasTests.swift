import Raster
import Testing

/// Canvas features beyond plain fills: blend modes, clips, layers with opacity and masks.
@Suite struct CanvasTests {
    static let square = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))

    static func pixel(after mode: BlendMode, source: Color, over destination: Color) -> PremultipliedColor {
        var c = Canvas(width: 4, height: 4, background: destination)
        c.fill(square, color: source, mode: mode)
        return c.pixmap[1, 1]
    }

    /// Each blend mode against values worked out by hand from its formula (BlendMode.swift).
    @Test func blendModesFollowTheirFormulas() {
        let red = Color(r: 255, g: 0, b: 0), halfBlue = Color(r: 0, g: 0, b: 255, a: 128), grey = Color(r: 128, g: 128, b: 128)
        // source-over: s + d·(1 − sa).
        #expect(Self.pixel(after: .sourceOver, source: halfBlue, over: red) == PremultipliedColor(r: 127, g: 0, b: 128, a: 255))
        // copy: the source replaces the destination, alpha included.
        #expect(Self.pixel(after: .copy, source: halfBlue, over: red) == PremultipliedColor(r: 0, g: 0, b: 128, a: 128))
        // destination-out: d·(1 − sa); an opaque source erases.
        #expect(Self.pixel(after: .destinationOut, source: .black, over: red) == .clear)
        #expect(Self.pixel(after: .destinationOut, source: halfBlue, over: red) == PremultipliedColor(r: 127, g: 0, b: 0, a: 127))
        // destination-in: d·sa.
        #expect(Self.pixel(after: .destinationIn, source: halfBlue, over: red) == PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        // plus-lighter: min(1, s + d).
        #expect(Self.pixel(after: .plusLighter, source: grey, over: grey) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
        // multiply: white is the identity, black gives black.
        #expect(Self.pixel(after: .multiply, source: .white, over: grey) == Color(r: 128, g: 128, b: 128).premultiplied)
        #expect(Self.pixel(after: .multiply, source: .black, over: grey) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func clipByRectAndByPathRestrictDrawing() {
        var c = Canvas(width: 10, height: 10, background: .white)
        c.clip(to: Rect(x: 2, y: 2, width: 4, height: 4))
        c.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
        #expect(c.pixmap[3, 3] == Color.black.premultiplied)
        #expect(c.pixmap[7, 7] == Color.white.premultiplied && c.pixmap[1, 3] == Color.white.premultiplied)
        // A second clip intersects with the first.
        c.clip(to: Path.rect(Rect(x: 4, y: 0, width: 6, height: 10)))
        c.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: Color(r: 255, g: 0, b: 0))
        #expect(c.pixmap[5, 5] == Color(r: 255, g: 0, b: 0).premultiplied)
        #expect(c.pixmap[3, 3] == Color.black.premultiplied)
        #expect(c.pixmap[8, 8] == Color.white.premultiplied)
        c.resetClip()
        c.fill(Path.rect(Rect(x: 8, y: 8, width: 1, height: 1)), color: .black)
        #expect(c.pixmap[8, 8] == Color.black.premultiplied)
    }

    /// A layer is composited once with its opacity, through an alpha mask.
    @Test func layersApplyOpacityAndMask() throws {
        var c = Canvas(width: 4, height: 1, background: .white)
        let shape = try #require(Rasterizer.coverage(of: Path.rect(Rect(x: 0, y: 0, width: 2, height: 1)), rule: .nonzero,
                                                     clip: PixelRect(x0: 0, y0: 0, x1: 4, y1: 1)))
        #expect(shape.bytes == [255, 255, 0, 0])
        let mask = try #require(CoverageMask(rect: shape.rect, bytes: [255, 128, 0, 0]))
        c.drawLayer(opacity: 0.5, mask: mask) { layer in
            layer.fill(Path.rect(Rect(x: 0, y: 0, width: 4, height: 1)), color: .black)
            layer.fill(Path.rect(Rect(x: 0, y: 0, width: 4, height: 1)), color: .black)
        }
        #expect(c.pixmap[0, 0].r == 127 || c.pixmap[0, 0].r == 128)   // half of black over white
        #expect(c.pixmap[1, 0].r > c.pixmap[0, 0].r && c.pixmap[1, 0].r < 255)  // a quarter
        #expect(c.pixmap[2, 0] == Color.white.premultiplied)             // outside the mask
    }
}
