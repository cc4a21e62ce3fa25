import Raster

/// A diff image in pixelmatch's style for the exact and perceptual modes: starts as the faded gray
/// copy of the expected image (or transparent with `diffMask`), then differences are painted.
/// The gray is pixelmatch's formula (`GrayCache.compute`), so all modes look alike.
struct DiffCanvas {
    let width: Int
    let height: Int
    let style: DiffStyle
    private(set) var bytes: [UInt8]

    init(expected: RGBAImage, style: DiffStyle) {
        width = expected.width; height = expected.height; self.style = style
        bytes = [UInt8](repeating: 0, count: expected.bytes.count)
        guard !style.diffMask else { return }
        var cache = GrayCache(alpha: style.alpha)
        for i in 0 ..< width * height {
            let p = 4 * i
            let word = UInt32(expected.bytes[p]) | UInt32(expected.bytes[p + 1]) << 8
                | UInt32(expected.bytes[p + 2]) << 16 | UInt32(expected.bytes[p + 3]) << 24
            let level = UInt8(truncatingIfNeeded: cache.gray(word))
            bytes[p] = level; bytes[p + 1] = level; bytes[p + 2] = level; bytes[p + 3] = 255
        }
    }

    private mutating func paint(_ i: Int, _ c: Color) {
        let p = 4 * i
        bytes[p] = c.r; bytes[p + 1] = c.g; bytes[p + 2] = c.b; bytes[p + 3] = 255
    }

    /// A counted difference at pixel index `i`.
    mutating func markCounted(_ i: Int, actualIsDarker: Bool) { paint(i, style.color(actualIsDarker: actualIsDarker)) }

    /// A difference forgiven as anti-aliasing; left out of a mask, as pixelmatch does.
    mutating func markAntialiased(_ i: Int) { if !style.diffMask { paint(i, style.aaColor) } }

    var image: RGBAImage { RGBAImage(width: width, height: height, bytes: bytes) ?? RGBAImage(width: width, height: height) }
}
