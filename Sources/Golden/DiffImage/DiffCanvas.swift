import Raster

/// A diff image in pixelmatch's style for the exact and perceptual modes: starts as the faded gray
/// copy of the expected image (or transparent with `diffMask`), then differences are painted.
/// The gray is pixelmatch's formula (`GrayCache`, SIMD runs as in `Pixelmatch`), so all modes
/// look alike.
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
        let pixels = width * height
        let simd = style.alpha >= 0 && style.alpha <= 1
        expected.bytes.withUnsafeBytes { src in
            bytes.withUnsafeMutableBytes { dst in
                var i = 0
                if simd {
                    while i + Pixelmatch.lanes <= pixels {
                        let v = src.loadUnaligned(fromByteOffset: 4 * i, as: SIMD8<UInt32>.self)
                        dst.storeBytes(of: cache.gray8(v), toByteOffset: 4 * i, as: SIMD8<UInt32>.self)
                        i += Pixelmatch.lanes
                    }
                }
                while i < pixels {
                    let v = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
                    dst.storeBytes(of: cache.gray(v).littleEndian, toByteOffset: 4 * i, as: UInt32.self)
                    i += 1
                }
            }
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

    var image: RGBAImage { RGBAImage(width: width, height: height, bytes: bytes) ?? RGBAImage(uncheckedWidth: width, height: height) }
}
