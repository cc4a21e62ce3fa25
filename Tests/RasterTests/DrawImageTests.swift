import Raster
import TestSupport
import Testing

/// A bitmap drawn into a rectangle (an app's image as a bar button): the fast span-by-span
/// path agrees bit for bit with its per-pixel twin under any transform, an image at its own
/// pixel size on whole pixels is copied exactly, and a template keeps only the alpha.
@Suite struct DrawImageTests {
    static func randomImage(_ rng: inout SeededRandom, maxSide: Int) throws -> RGBAImage {
        let w = rng.int(in: 1 ... maxSide), h = rng.int(in: 1 ... maxSide)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for i in bytes.indices { bytes[i] = UInt8(rng.int(in: 0 ... 255)) }
        return try #require(RGBAImage(width: w, height: h, bytes: bytes))
    }

    @Test func fastAndReferenceAgreeUnderTransforms() throws {
        var rng = SeededRandom(seed: 0x1A6E)
        for round in 0 ..< 60 {
            let image = try Self.randomImage(&rng, maxSide: 24)
            let rect = Rect(x: Float(rng.int(in: -50 ... 300)) / 10, y: Float(rng.int(in: -50 ... 300)) / 10,
                            width: Float(rng.int(in: 1 ... 400)) / 10, height: Float(rng.int(in: 1 ... 400)) / 10)
            let transform: Transform = switch round % 4 {
            case 0: .identity
            case 1: .scale(3)
            case 2: .rotation(Float(rng.int(in: 0 ... 628)) / 100).concatenating(.translation(20, 20))
            default: Transform(a: 1, b: 0, c: 0.7, d: 1.5, e: -3, f: 2)  // a skew
            }
            let tint: Color? = round % 3 == 0 ? Color(r: 0, g: 122, b: 255, a: UInt8(rng.int(in: 0 ... 255))) : nil
            var fast = Canvas(width: 60, height: 60, background: Color(r: 240, g: 240, b: 240, a: 255))
            var reference = fast
            fast.draw(image, in: rect, transform: transform, tint: tint)
            reference.drawReference(image, in: rect, transform: transform, tint: tint)
            #expect(fast.pixmap.pixels == reference.pixmap.pixels, "round \(round): \(image.width)×\(image.height) into \(rect)")
        }
    }

    /// At its own pixel size on whole pixels, every pixel is the image's own (over a clear canvas).
    @Test func anImageAtItsPixelSizeIsCopiedExactly() throws {
        var rng = SeededRandom(seed: 0xC0B1)
        let image = try Self.randomImage(&rng, maxSide: 20)
        var canvas = Canvas(width: image.width + 6, height: image.height + 4)
        canvas.draw(image, in: Rect(x: 3, y: 2, width: Float(image.width), height: Float(image.height)))
        let expected = Pixmap(premultiplying: image)
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                #expect(canvas.pixmap.pixels[(y + 2) * canvas.width + x + 3] == expected.pixels[y * image.width + x], "(\(x), \(y))")
            }
        }
        // Nothing outside the rectangle.
        #expect(canvas.pixmap.pixels[0] == 0)
        #expect(canvas.pixmap.pixels[canvas.width * canvas.height - 1] == 0)
    }

    /// A template draws the tint where the image is opaque whatever its colour, nothing where it
    /// is clear; the same image without a tint keeps its colour.
    @Test func aTemplateKeepsOnlyTheAlpha() throws {
        let red = Color(r: 200, g: 30, b: 30, a: 255), blue = Color(r: 0, g: 122, b: 255, a: 255)
        let image = try #require(RGBAImage(width: 2, height: 1, bytes: [200, 30, 30, 255, 200, 30, 30, 0]))
        var templated = Canvas(width: 2, height: 1)
        templated.draw(image, in: Rect(x: 0, y: 0, width: 2, height: 1), tint: blue)
        #expect(templated.pixmap.pixels[0] == Pixmap.pack(blue.premultiplied))
        #expect(templated.pixmap.pixels[1] == 0)
        var original = Canvas(width: 2, height: 1)
        original.draw(image, in: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(original.pixmap.pixels[0] == Pixmap.pack(red.premultiplied))
    }

    @Test func degenerateInputsDrawNothing() throws {
        let image = try #require(RGBAImage(width: 2, height: 2, fill: .black))
        for (rect, transform) in [(Rect(x: 0, y: 0, width: 0, height: 4), Transform.identity),
                                  (Rect(x: 0, y: 0, width: .nan, height: 4), .identity),
                                  (Rect(x: 0, y: 0, width: 4, height: 4), .scale(0)),
                                  (Rect(x: 0, y: 0, width: 4, height: 4), .scale(.infinity))] {
            var canvas = Canvas(width: 8, height: 8)
            canvas.draw(image, in: rect, transform: transform)
            #expect(canvas.pixmap.pixels.allSatisfy { $0 == 0 }, "\(rect) \(transform)")
        }
    }
}
