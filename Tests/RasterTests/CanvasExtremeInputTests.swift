import Raster
import Testing

/// Values a user can pass that used to trap in a Float → integer conversion: a NaN opacity, and
/// a backdrop blur whose shape or σ lies far beyond any canvas.
@Suite struct CanvasExtremeInputTests {
    static let square = Path.rect(Rect(x: 1, y: 1, width: 4, height: 4))

    @Test func nanOpacityDrawsNothingInsteadOfTrapping() throws {
        #expect(Color.black.withOpacity(.nan) == Color(r: 0, g: 0, b: 0, a: 0))
        #expect(Color.black.withOpacity(-.infinity).a == 0 && Color.black.withOpacity(.infinity).a == 255)
        var canvas = Canvas(width: 6, height: 6, background: .white)
        canvas.drawLayer(opacity: .nan) { $0.fill(Self.square, color: .black) }
        canvas.stroke(Self.square, style: try StrokeStyle(width: 1), paint: Paint.solid(.black).withOpacity(.nan))
        canvas.fill(Self.square, color: Color.black.withOpacity(.nan))
        #expect(canvas.image() == RGBAImage(width: 6, height: 6, fill: .white))
    }

    @Test func backdropBlurOfAFarAwayShapeOrHugeSigmaDoesNotTrap() {
        var canvas = Canvas(width: 8, height: 8, background: .white)
        canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 4, height: 8)), color: .black)
        let before = canvas.image()
        let far = Path.rect(Rect(x: 1e30, y: -1e30, width: 1e29, height: 1e29))
        canvas.backdropBlur(far, sigma: 2, tint: .clear)
        canvas.backdropBlur(Self.square, sigma: 2, tint: .clear, transform: .scale(1e35))
        canvas.backdropBlur(Self.square, sigma: -1e30, tint: .clear)
        canvas.backdropBlur(Self.square, sigma: .nan, tint: .clear)
        #expect(canvas.image() == before)
        canvas.backdropBlur(Self.square, sigma: 1e30, tint: .clear)
        let middle = canvas.image()[4, 3]
        #expect(middle.r > 0 && middle.r < 255, "the huge σ still blurs: \(middle)")
    }
}

/// A canvas over `ImageLimits` is empty, not an allocation of tens of gigabytes (a scene of
/// 100,000 pt square built in Swift and rendered tried to allocate 40 GB).
@Suite struct CanvasSizeLimitTests {
    @Test func aCanvasOverTheLimitsIsEmpty() {
        #expect(Canvas(width: 100_000, height: 100_000).width == 0)
        #expect(Canvas(width: ImageLimits.maxSidePixels + 1, height: 1).width == 0)
        #expect(Canvas(width: ImageLimits.maxSidePixels, height: 1).width == ImageLimits.maxSidePixels)
    }
}
