/// How hard the encoder works: a zlib level and a row filter. Both settings give valid PNGs
/// that decode to the same pixels; they differ only in time and size.
public struct PNGCompression: Hashable, Sendable {
    /// The row filter applied before zlib (PNG spec 9.2).
    public enum Filter: Hashable, Sendable {
        case none, sub, up, average, paeth
        /// libpng's per-row choice among all five: the filter whose output has the smallest
        /// sum of absolute byte values. Slower, usually smaller.
        case adaptive
    }

    /// zlib's level, 0 (store) to 9 (smallest); values outside are clamped when encoding.
    public var zlibLevel: Int
    public var filter: Filter

    public init(zlibLevel: Int, filter: Filter) {
        self.zlibLevel = zlibLevel
        self.filter = filter
    }

    /// For batch work (goldens, diffs, hundreds of figures): zlib level 1 and the Sub filter.
    /// Measured on a 1170 x 2532 render: see the numbers in docs or PNGCompressionTests.
    public static let fast = PNGCompression(zlibLevel: fastZlibLevel, filter: .sub)

    /// For assets that ship: zlib level 9 with adaptive filtering.
    public static let small = PNGCompression(zlibLevel: smallZlibLevel, filter: .adaptive)

    /// zlib's fastest compressing level (zlib.h: Z_BEST_SPEED).
    static let fastZlibLevel = 1
    /// zlib's smallest-output level (zlib.h: Z_BEST_COMPRESSION).
    static let smallZlibLevel = 9
    static let zlibLevels = 0 ... 9
}
