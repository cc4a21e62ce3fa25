import Raster
import Testing

/// Values that used to break their own invariants from public API: a pixmap or image whose
/// pixel count disagreed with its size (a fill then wrote out of bounds, and pixelmatch saw no
/// difference), a premultiplied colour brighter than its alpha (source-over then wrapped: 255
/// red at alpha 128 over white gave 126), and sizes that trapped in a precondition or an
/// overflowing multiplication. Each is now refused with `nil`, and nothing here traps.
@Suite struct PixelInvariantTests {
    @Test func premultipliedColorWithAChannelAboveItsAlphaIsRejected() throws {
        #expect(PremultipliedColor(r: 255, g: 0, b: 0, a: 128) == nil)
        #expect(PremultipliedColor(r: 0, g: 129, b: 0, a: 128) == nil)
        #expect(PremultipliedColor(r: 0, g: 0, b: 1, a: 0) == nil)
        let edge = try #require(PremultipliedColor(r: 128, g: 128, b: 0, a: 128))
        #expect(edge.unpremultiplied == Color(r: 255, g: 255, b: 0, a: 128))
        #expect(PremultipliedColor(r: 0, g: 0, b: 0, a: 0) == .clear)
    }

    /// Every colour a user can make is valid, so source-over of one never wraps.
    @Test func sourceOverOfAValidColourKeepsItsInvariant() throws {
        let halfRed = try #require(PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
        var canvas = Canvas(pixmap: try #require(Pixmap(width: 1, height: 1, fill: halfRed)))
        canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 1, height: 1)), color: .white)
        #expect(canvas.pixmap[0, 0] == Color.white.premultiplied)
    }

    @Test func pixmapPixelsWhoseCountDisagreesWithTheSizeAreRejected() throws {
        #expect(Pixmap(width: 2, height: 2, pixels: [0]) == nil)
        #expect(Pixmap(width: 2, height: 2, pixels: [UInt32](repeating: 0, count: 5)) == nil)
        let opaqueRed: UInt32 = 0xFF00_00FF
        let pixmap = try #require(Pixmap(width: 2, height: 1, pixels: [opaqueRed, 0]))
        #expect(pixmap[0, 0] == Color(r: 255, g: 0, b: 0).premultiplied && pixmap[1, 0] == .clear)
    }

    @Test func pixmapPixelsThatAreNotPremultipliedAreRejected() {
        let redAboveHalfAlpha: UInt32 = 0x8000_00FF   // r 255, a 128
        #expect(Pixmap(width: 1, height: 1, pixels: [redAboveHalfAlpha]) == nil)
    }

    @Test func imageBytesWhoseCountDisagreesWithTheSizeAreRejected() {
        #expect(RGBAImage(width: 2, height: 2, bytes: [0]) == nil)
        #expect(RGBAImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 17)) == nil)
        #expect(RGBAImage(width: 2, height: 2, bytes: [UInt8](repeating: 0, count: 16)) != nil)
    }

    /// A negative side used to trap in a precondition; a size whose byte count overflows used
    /// to trap in the multiplication.
    @Test func negativeOrOverflowingSizesAreNilNotATrap() {
        #expect(Pixmap(width: -1, height: 5) == nil)
        #expect(Pixmap(width: 5, height: -1) == nil)
        #expect(Pixmap(width: .max, height: 2) == nil)
        #expect(Pixmap(width: 1 << 31, height: 1 << 31) == nil)
        #expect(Pixmap(width: -1, height: 1, pixels: []) == nil)
        #expect(Pixmap(width: .max, height: .max, pixels: []) == nil)
        #expect(RGBAImage(width: -3, height: 1) == nil)
        #expect(RGBAImage(width: .max, height: 2) == nil)
        #expect(RGBAImage(width: .max, height: 2, bytes: []) == nil)
        #expect(RGBAImage(width: .min, height: .min, bytes: []) == nil)
        #expect(Pixmap(width: 0, height: 7)?.pixels.isEmpty == true)
    }

    /// `Canvas(width:height:)` keeps its non-failable signature: a size no pixmap can have gives
    /// an empty canvas that draws nothing, instead of trapping.
    @Test func canvasWithAnImpossibleSizeIsEmpty() {
        for (w, h) in [(-1, 4), (4, -1), (Int.max, 2)] {
            var canvas = Canvas(width: w, height: h, background: .white)
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)), color: .black)
            #expect(canvas.width == 0 && canvas.height == 0 && canvas.pixmap.pixels.isEmpty)
            #expect(canvas.image().bytes.isEmpty)
        }
    }

    /// Subscripts used to trap (or silently address another row) outside the pixels.
    @Test func subscriptsOutsideThePixelsReadClearAndIgnoreWrites() throws {
        var pixmap = try #require(Pixmap(width: 3, height: 2, fill: Color.white.premultiplied))
        for (x, y) in [(-1, 0), (3, 0), (0, -1), (0, 2), (Int.min, Int.max)] {
            #expect(pixmap[x, y] == .clear)
            pixmap[x, y] = Color.black.premultiplied
        }
        #expect(pixmap.pixels.allSatisfy { $0 == 0xFFFF_FFFF })

        var image = try #require(RGBAImage(width: 3, height: 2, fill: .white))
        for (x, y) in [(-1, 0), (3, 0), (0, -1), (0, 2), (Int.max, Int.min)] {
            #expect(image[x, y] == .clear)
            image[x, y] = .black
        }
        #expect(image.bytes.allSatisfy { $0 == 255 })
        image[2, 1] = .black
        #expect(image[2, 1] == .black && image[2, 0] == .white)
    }

    @Test func coverageMasksCheckTheirBytesAndBounds() throws {
        let rect = PixelRect(x: 5, y: 5, width: 2, height: 2)
        #expect(CoverageMask(rect: rect, bytes: [1, 2, 3]) == nil)
        #expect(CoverageMask(rect: PixelRect(x0: .min, y0: .min, x1: .max, y1: .max), bytes: []) == nil)
        let mask = try #require(CoverageMask(rect: rect, bytes: [1, 2, 3, 4]))
        #expect(mask[5, 5] == 1 && mask[6, 6] == 4)
        #expect(mask[4, 5] == 0 && mask[7, 5] == 0 && mask[5, 7] == 0 && mask[Int.min, Int.max] == 0)
    }

    /// A clip holding more pixels than an `Int` counts used to overflow when the mask was
    /// allocated.
    @Test func coverageOfAnUncountableClipIsNil() {
        let path = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(Rasterizer.coverage(of: path, rule: .nonzero, clip: PixelRect(x0: 0, y0: 0, x1: .max, y1: .max)) == nil)
        #expect(Rasterizer.coverage(of: path, rule: .nonzero, clip: PixelRect(x: 0, y: 0, width: 4, height: 4))?.bytes.count == 16)
    }
}
