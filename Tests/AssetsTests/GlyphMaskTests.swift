import Assets
import Raster
import Testing

/// A back indicator's transition mask is drawn with its indicator's placement, so the pair
/// lines up when UIKit lays one over the other (docs/glyphs.md, "Back indicator pairs").
@Suite struct GlyphMaskTests {
    static let options = GlyphOptions()

    /// The same shape as mask: its images are the indicator's, pixel for pixel (alpha), at
    /// every scale, under the indicator's name plus `-mask`.
    @Test func aMaskOfTheSameShapeIsTheIndicatorsImage() throws {
        let indicator = GlyphResult(Shapes.circle, options: Self.options)
        let mask = GlyphResult(mask: Shapes.artwork("anything", Shapes.filled(.circle(center: Point(12, 12), radius: 10))),
                               for: indicator, options: Self.options)
        #expect(mask.artwork.name == "circle-mask")
        #expect(mask.diagnostics.isEmpty)
        #expect(mask.light.count == indicator.light.count && !mask.light.isEmpty)
        for (m, i) in zip(mask.light, indicator.light) {
            #expect(m.image.width == i.image.width && m.image.height == i.image.height)
            let alphas = { (image: RGBAImage) in stride(from: 3, to: image.bytes.count, by: 4).map { image.bytes[$0] } }
            #expect(alphas(m.image) == alphas(i.image))
        }
    }

    /// A mask is not fitted on its own: a mask half the indicator's size in the same
    /// coordinates stays half its size (a fitted one would fill the target like the indicator).
    @Test func theMaskKeepsTheIndicatorsScale() throws {
        let indicator = GlyphResult(Shapes.square, options: Self.options)
        let half = GlyphResult(mask: Shapes.artwork("half", Shapes.filled(.rect(Rect(x: 2, y: 2, width: 10, height: 20)))),
                               for: indicator, options: Self.options)
        let full = try #require(indicator.light.first.flatMap { PixelInk($0.image).box })
        let part = try #require(half.light.first.flatMap { PixelInk($0.image).box })
        #expect(part.x0 == full.x0 && part.y0 == full.y0 && part.y1 == full.y1)
        #expect(abs(Float(part.x1 - part.x0) - Float(full.x1 - full.x0) / 2) <= 1, "\(part) of \(full)")
    }

    /// Drawn in other coordinates (mostly off the canvas) warns; a mask that draws nothing, or
    /// an indicator that draws nothing, is an error.
    @Test func misplacedAndEmptyMasksAreReported() throws {
        let indicator = GlyphResult(Shapes.square, options: Self.options)
        let far = GlyphResult(mask: Shapes.artwork("far", Shapes.filled(.rect(Rect(x: 40, y: 40, width: 20, height: 20)))),
                              for: indicator, options: Self.options)
        #expect(far.diagnostics.map(\.severity) == [.warning])
        #expect(far.diagnostics.first?.message.hasPrefix("most of the mask falls outside") == true)
        let empty = GlyphResult(mask: Shapes.artwork("empty"), for: indicator, options: Self.options)
        #expect(empty.failed && empty.light.isEmpty)
        let nothing = GlyphResult(Shapes.artwork("nothing"), options: Self.options)
        let orphan = GlyphResult(mask: Shapes.square, for: nothing, options: Self.options)
        #expect(orphan.failed && orphan.diagnostics.first?.message.contains("draws nothing") == true)
    }
}
