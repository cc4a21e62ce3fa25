import Raster
import Testing
import Typeset

/// Our rasterizer's coverage of a glyph outline against FreeType's own unhinted greyscale
/// rendering (FT_Render_Glyph, FT_RENDER_MODE_NORMAL) of the same outline: the same 26.6 points,
/// the glyph origin on the same pixel corner.
///
/// Tolerances, in coverage (0…1), with what was measured when they were set (11 glyphs × 3
/// sizes × 3 scales, FreeType 2.12.1):
/// - max |ours − FreeType| per pixel ≤ 0.2 (measured worst 0.141, "ア" 34 pt @3x). Both
///   rasterizers compute exact-area coverage of line segments, so they differ only where the
///   curves were cut into chords differently, plus 1/255 rounding on each side. Ours keeps
///   every chord within `Tolerance.flatteningPixels` (0.1 px) of the curve; FreeType's smooth
///   rasterizer (ftgrays.c) subdivides to its own flatness bound, also a fraction of a pixel.
///   An edge displaced by d px changes a pixel's coverage by at most d, so two flattenings
///   0.1 px apart each way bound the difference near 0.2.
/// - mean |ours − FreeType| over the pixels either touches ≤ 0.025 (measured worst 0.020, "8"
///   13 pt @1x; round glyphs at small sizes are all curve). The chord error is largest mid-chord
///   and zero at its ends, and straight edges and interiors agree to rounding.
/// - |mean (ours − FreeType)| ≤ 0.01 (measured worst 0.008): no systematic bias, so no
///   half-pixel misregistration, wrong y flip or wrong rounding hides under the mean.
@Suite struct FreeTypeDifferentialTests {
    static let maxTolerance: Float = 0.2
    static let meanTolerance: Float = 0.025
    static let biasTolerance: Float = 0.01

    /// Latin capitals and lower case, digits, kana, kanji, Hangul.
    static let characters = ["R", "g", "e", "8", "3", "あ", "ア", "漢", "字", "한", "글"]
    static let sizes: [Float] = [13, 17, 34]
    static let scales: [Float] = [1, 2, 3]

    struct Difference { var mean: Float; var signedMean: Float; var max: Float; var pixels: Int }

    static func compare(_ character: String, size: Float, scale: Float, library: FontLibrary) throws -> Difference {
        let line = try library.layoutLine(character, font: Font(size: size), scale: scale)
        let glyph = try #require(line.glyphs.first)
        let reference = try #require(try library.freeTypeRendering(of: glyph, in: line))
        // Shift both by whole pixels so the bitmap sits inside a clip starting at (0, 0), with a
        // margin to catch coverage either side spills outside FreeType's box.
        let margin = 2
        let dx = margin - reference.bounds.x0, dy = margin - reference.bounds.y0
        let clip = PixelRect(x0: 0, y0: 0, x1: reference.bounds.width + 2 * margin, y1: reference.bounds.height + 2 * margin)
        let devicePath = glyph.outline.transformed(by: Transform.scale(scale).concatenating(.translation(Float(dx), Float(dy))))
        let ours = try #require(Rasterizer.coverage(of: devicePath, rule: .nonzero, clip: clip))

        var signedSum: Float = 0
        var sum: Float = 0, worst: Float = 0, touched = 0
        for y in clip.y0 ..< clip.y1 {
            for x in clip.x0 ..< clip.x1 {
                let a = Float(ours[x, y]) / 255
                let b = reference.value(x: x - dx, y: y - dy)
                guard a > 0 || b > 0 else { continue }
                let d = abs(a - b)
                signedSum += a - b
                sum += d
                worst = max(worst, d)
                touched += 1
            }
        }
        let n = Float(max(touched, 1))
        return Difference(mean: sum / n, signedMean: signedSum / n, max: worst, pixels: touched)
    }

    @Test(arguments: sizes, scales)
    func ourCoverageAgreesWithFreeTypesRenderer(size: Float, scale: Float) throws {
        let library = try Fixtures.sharedLibrary()
        for character in Self.characters {
            let d = try Self.compare(character, size: size, scale: scale, library: library)
            #expect(d.pixels > 0, "\(character) drew nothing")
            #expect(d.max <= Self.maxTolerance, "\(character) \(size) pt @\(scale)x: max \(d.max)")
            #expect(d.mean <= Self.meanTolerance, "\(character) \(size) pt @\(scale)x: mean \(d.mean)")
            #expect(abs(d.signedMean) <= Self.biasTolerance, "\(character) \(size) pt @\(scale)x: bias \(d.signedMean)")
        }
    }

    /// A shifted outline must not agree: proves the comparison can fail.
    @Test func aGlyphMovedByHalfAPixelDisagrees() throws {
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("H", font: Font(size: 34), scale: 2)
        let glyph = try #require(line.glyphs.first)
        let reference = try #require(try library.freeTypeRendering(of: glyph, in: line))
        let dx = 2 - reference.bounds.x0, dy = 2 - reference.bounds.y0
        let clip = PixelRect(x0: 0, y0: 0, x1: reference.bounds.width + 4, y1: reference.bounds.height + 4)
        let shifted = glyph.outline.transformed(by: Transform.scale(2).concatenating(.translation(Float(dx) + 0.5, Float(dy))))
        let ours = try #require(Rasterizer.coverage(of: shifted, rule: .nonzero, clip: clip))
        var worst: Float = 0
        for y in clip.y0 ..< clip.y1 {
            for x in clip.x0 ..< clip.x1 {
                worst = max(worst, abs(Float(ours[x, y]) / 255 - reference.value(x: x - dx, y: y - dy)))
            }
        }
        #expect(worst > Self.maxTolerance)
    }
}
