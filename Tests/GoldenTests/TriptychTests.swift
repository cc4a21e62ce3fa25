@testable import Golden
import GoldenTesting
import Raster
import Testing

@Suite struct TriptychTests {
    /// A small failure as a reviewer sees it; the golden is the triptych itself.
    static func sample() throws -> RGBAImage {
        let expected = Shapes.disc(size: 60, cx: 30, cy: 30, radius: 18, ink: Color(r: 0, g: 122, b: 255))
        var actual = Shapes.disc(size: 60, cx: 31, cy: 30, radius: 18, ink: Color(r: 0, g: 122, b: 255))
        actual = TestImages.painting(actual, x: 40, y: 6, w: 8, h: 4, Color(r: 255, g: 59, b: 48))
        let comparison = try ImageComparison.compare(expected: expected, actual: actual,
                                                     options: ComparisonOptions(mode: .perceptual()))
        return Triptych.render(expected: expected, diff: comparison.diff, actual: actual, report: comparison.report)
    }

    @Test func layoutIsThreePanelsUnderLabels() throws {
        let image = try Self.sample()
        // scale 1 for 60 px panels: padding 3, label bar 7 + 6 = 13, width 3·60 + 4·3.
        #expect(image.width == 192 && image.height == 13 + 60 + 3)
        // Label ink is drawn in each panel's label bar.
        for x0 in [3, 66, 129] {
            var ink = 0
            for y in 0 ..< 13 { for x in x0 ..< x0 + 60 where image[x, y] == Triptych.ink { ink += 1 } }
            #expect(ink > 40, "label at x \(x0)")
        }
        // The red rectangle of the actual image sits in the third panel.
        #expect(image[129 + 42, 13 + 7] == Color(r: 255, g: 59, b: 48))
    }

    @Test func everyLabelCharacterHasItsOwnGlyph() {
        for c in "EXPECTED ACTUAL DIFF SIZE PX 0123456789X(.%)" {
            #expect(BitmapFont.glyphs[c] != nil, "\(c)")
        }
        for (c, rows) in BitmapFont.glyphs {
            #expect(rows.count == BitmapFont.glyphHeight && rows.allSatisfy { $0 < 1 << BitmapFont.glyphWidth }, "\(c)")
        }
        #expect(BitmapFont.width(of: "AB", scale: 2) == 22)
    }

    @Test func triptychMatchesItsGolden() throws {
        assertGolden(try Self.sample(), named: "triptych-perceptual", in: "golden")
    }
}
