import Assets
import DisplayList
import Raster
import Testing

/// Snapping makes a 1 pt outline land on whole device pixels.
@Suite struct GridSnapTests {
    /// A 1 pt square outline whose fitted position falls between pixels.
    static let outline = Shapes.artwork("outline", Shapes.stroked(.rect(Rect(x: 3.3, y: 2.7, width: 17.1, height: 15.9)), width: 1))

    func partial(snap: Bool, scale: Int) -> Float {
        var options = GlyphOptions()
        options.snapToPixels = snap
        options.scales = [scale]
        let result = GlyphResult(Self.outline, options: options)
        return PixelInk(result.light[0].image).partialFraction
    }

    @Test(arguments: [2, 3]) func snappingLeavesFewerPartialPixels(scale: Int) {
        let before = partial(snap: false, scale: scale), after = partial(snap: true, scale: scale)
        #expect(after < before * 0.5, "@\(scale)x: \(before) → \(after)")
    }

    @Test func snappingKeepsTheImageSize() {
        var options = GlyphOptions()
        options.snapToPixels = true
        let result = GlyphResult(Shapes.circle, options: options)
        #expect(result.light.map { [$0.image.width, $0.image.height] } == [[56, 56], [84, 84]])
    }
}
