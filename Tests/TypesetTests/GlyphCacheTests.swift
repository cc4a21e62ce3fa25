import Raster
import Testing
@testable import Typeset

@Suite struct GlyphCacheTests {
    @Test func aRepeatedGlyphIsDecomposedOnce() throws {
        let library = try FontLibrary(directories: [FontLibrary.packageFontsDirectory])
        _ = try library.layoutLine("abab", font: Font(size: 17))
        #expect(library.glyphCacheStatistics == GlyphCacheStatistics(hits: 2, misses: 2, entries: 2))
        _ = try library.layoutLine("ba", font: Font(size: 17))
        #expect(library.glyphCacheStatistics == GlyphCacheStatistics(hits: 4, misses: 2, entries: 2))
    }

    @Test func sizeAndScaleArePartOfTheKey() throws {
        let library = try FontLibrary(directories: [FontLibrary.packageFontsDirectory])
        _ = try library.layoutLine("a", font: Font(size: 17), scale: 1)
        _ = try library.layoutLine("a", font: Font(size: 17), scale: 2)
        _ = try library.layoutLine("a", font: Font(size: 18), scale: 1)
        #expect(library.glyphCacheStatistics.misses == 3)
        library.clearGlyphCache()
        #expect(library.glyphCacheStatistics == GlyphCacheStatistics(hits: 0, misses: 0, entries: 0))
    }

    /// The cache is the fast path; `Face.decomposeOutline` is its slow twin.
    @Test(arguments: [Float(1), 2, 3])
    func cachedOutlinesEqualFreshDecompositions(scale: Float) throws {
        let library = try FontLibrary(directories: [FontLibrary.packageFontsDirectory])
        let font = Font(size: 17)
        let text = "Ag8あ漢한Ag8"
        _ = try library.layoutLine(text, font: font, scale: scale)
        let line = try library.layoutLine(text, font: font, scale: scale)
        #expect(library.glyphCacheStatistics.hits >= line.glyphs.count)
        for glyph in line.glyphs {
            let fresh = try library.faces[glyph.faceID].decomposeOutline(glyph: glyph.glyphID, size: PixelSize26Dot6(pixelsPerEm: 17 * scale))
            #expect(fresh.transformed(by: .scale(1 / scale)) == glyph.outline)
        }
    }
}
