import Raster

/// Glyph outlines keyed by (face, glyph, pixel size), so a glyph repeated across a line, or
/// across the hundreds of rows of a picker, is decomposed once.
///
/// The fast path in front of `Face.decomposeOutline`, which stays the reference: a test proves
/// a cached outline equals a fresh decomposition. Not thread-safe by itself: `FontLibrary`'s
/// lock guards it.
final class GlyphCache {
    struct Key: Hashable {
        let faceID: Int
        let glyph: UInt32
        let size: PixelSize26Dot6
    }

    /// The most outlines kept; when full, the cache is emptied and refills. A CJK glyph's
    /// outline is about 1–3 KB, so this bounds the cache near 100 MB in the worst case.
    static let maxEntries = 40_000

    private var outlines: [Key: Path] = [:]
    private(set) var hits = 0
    private(set) var misses = 0
    var count: Int { outlines.count }

    /// The device-pixel outline of `glyph` (see `Face.decomposeOutline`), from the cache when
    /// present.
    func outline(face: Face, glyph: UInt32, size: PixelSize26Dot6) throws(FontError) -> Path {
        let key = Key(faceID: face.id, glyph: glyph, size: size)
        if let path = outlines[key] {
            hits += 1
            return path
        }
        misses += 1
        let path = try face.decomposeOutline(glyph: glyph, size: size)
        if outlines.count >= Self.maxEntries { outlines.removeAll(keepingCapacity: true) }
        outlines[key] = path
        return path
    }

    func removeAll() {
        outlines.removeAll()
        hits = 0
        misses = 0
    }
}

/// How well the glyph cache is doing: outlines served from the cache, outlines decomposed, and
/// outlines held.
package struct GlyphCacheStatistics: Hashable, Sendable {
    package let hits: Int
    package let misses: Int
    package let entries: Int
}
