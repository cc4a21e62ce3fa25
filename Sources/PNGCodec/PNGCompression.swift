/// How hard the encoder works: a zlib level and a row filter. Every setting gives a PNG that
/// decodes to the same pixels; they differ only in time and size.
///
/// Measured with libpng 1.6.39 and zlib 1.2.13 (Debian 12), the shim built with -O2, best of
/// three on a shared 2-core x86-64 machine, on two synthetic 1170 x 2532 RGBA images (the
/// screen of a 6.1-inch iPhone at @3x):
///
/// | image | setting | bytes | time |
/// |---|---|---|---|
/// | settings-like screen: flat fills, rounded cards, glyph-like blobs, an alpha ramp | `.fast` | 114,417 | 23 ms |
/// | same | `.small` | 60,841 | 176 ms |
/// | photo-like: smooth waves plus ±6 noise, opaque | `.fast` | 6,715,744 | 141 ms |
/// | same | `.small` | 5,599,012 | 1,629 ms |
///
/// At level 1 the Up filter beat Sub (146,349 bytes, 21 ms) and no filter (145,774 bytes,
/// 17 ms) on the screen image and matched adaptive (114,930 bytes, 60 ms) at a third of its
/// time; levels 2 and 6 cost more time for a few percent (level 2 Up: 112,622 bytes).
public struct PNGCompression: Hashable, Sendable {
    /// The row filter applied before zlib (PNG spec 9.2).
    public enum Filter: Hashable, Sendable {
        /// The five fixed filters, used on every row: the bytes as they are (`none`), or each byte minus the
        /// byte to its left (`sub`), the one above (`up`), their mean (`average`), or the Paeth predictor of
        /// left, above and upper left (`paeth`).
        case none, sub, up, average, paeth
        /// libpng's per-row choice among all five: the filter whose output has the smallest
        /// sum of absolute byte values. Slower, usually smaller.
        case adaptive
    }

    /// zlib's level, 0 (store) to 9 (smallest); values outside are clamped when encoding.
    public var zlibLevel: Int
    /// The row filter applied before zlib.
    public var filter: Filter

    /// A setting of zlib level `zlibLevel` (0…9, clamped when encoding) with row filter `filter`.
    public init(zlibLevel: Int, filter: Filter) {
        self.zlibLevel = zlibLevel
        self.filter = filter
    }

    /// For batch work (goldens, diffs, hundreds of figures): zlib level 1 and the Up filter,
    /// the best size for the time among the level-1 settings measured above.
    public static let fast = PNGCompression(zlibLevel: fastZlibLevel, filter: .up)

    /// For assets that ship: zlib level 9 with adaptive filtering; about half the bytes of
    /// `.fast` on screen-like images, for about eight times the time.
    public static let small = PNGCompression(zlibLevel: smallZlibLevel, filter: .adaptive)

    /// For comparison output that someone may open once (diff images and triptychs): zlib level 1
    /// and no row filter, the fastest setting that still compresses.
    ///
    /// Debian's libpng 1.6.39 applies the Up filter one byte at a time (a loop in its writer,
    /// found with perf and objdump), which costs more than zlib's level-1 pass on flat images.
    /// Measured on the diff image of two rendered 1170 x 2532 screens (an alert over a list, one
    /// row title changed; BENCHMARKS.md, issue #16) with Benchmarks/PNGAlternatives, thread CPU
    /// time, best of 9, the settings taking turns:
    ///
    /// | setting | bytes | time |
    /// |---|---|---|
    /// | level 1, Up (`.fast`) | 86,476 | 27.1 ms |
    /// | level 1, none (`.speedFirst`) | 94,296 | 19.1 ms |
    /// | level 1, Sub | 89,069 | 24.3 ms |
    /// | level 1, Up, Z_RLE | 80,628 | 28.3 ms |
    /// | level 0 (stored), none | 11,871,342 | 10.6 ms |
    ///
    /// Level 0 is faster still but writes the raw 11.9 MB; a suite that keeps the diffs of its
    /// failures would keep 126 times the bytes, so it is not used.
    package static let speedFirst = PNGCompression(zlibLevel: fastZlibLevel, filter: .none)

    /// zlib's fastest compressing level (zlib.h: Z_BEST_SPEED).
    static let fastZlibLevel = 1
    /// zlib's smallest-output level (zlib.h: Z_BEST_COMPRESSION).
    static let smallZlibLevel = 9
    static let zlibLevels = 0 ... 9
}
