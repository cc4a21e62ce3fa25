/// The canvas's pixels: premultiplied sRGB RGBA8, row-major, `width·4` bytes a row.
///
/// Invariants: `pixels.count == width · height`; every channel of a pixel is at most its alpha.
/// This is the one type that holds premultiplied pixels; `RGBAImage` holds straight ones and the
/// two conversions below are the only boundary between them.
public struct Pixmap: Sendable {
    public let width: Int
    public let height: Int
    /// One `UInt32` a pixel, bytes in memory order R, G, B, A (little-endian: r in the low byte).
    public var pixels: [UInt32]

    /// A pixmap cleared to `color`.
    public init(width: Int, height: Int, fill color: PremultipliedColor = .clear) {
        precondition(width >= 0 && height >= 0, "Pixmap: negative size")
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: Pixmap.pack(color), count: width * height)
    }

    /// Premultiplies straight pixels (rounded to nearest): where pixels enter a canvas.
    public init(premultiplying image: RGBAImage) {
        width = image.width
        height = image.height
        pixels = [UInt32](repeating: 0, count: image.width * image.height)
        image.bytes.withUnsafeBufferPointer { src in
            for i in 0 ..< pixels.count {
                let c = Color(r: src[4 * i], g: src[4 * i + 1], b: src[4 * i + 2], a: src[4 * i + 3])
                pixels[i] = Pixmap.pack(c.premultiplied)
            }
        }
    }

    /// Straight-alpha bytes (rounded to nearest): where pixels leave for a PNG or a differ.
    public func unpremultiplied() -> RGBAImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0 ..< pixels.count {
            let c = Pixmap.unpack(pixels[i]).unpremultiplied
            bytes[4 * i] = c.r; bytes[4 * i + 1] = c.g; bytes[4 * i + 2] = c.b; bytes[4 * i + 3] = c.a
        }
        return RGBAImage(width: width, height: height, bytes: bytes)!
    }

    @inlinable public subscript(x: Int, y: Int) -> PremultipliedColor {
        get { Pixmap.unpack(pixels[y * width + x]) }
        set { pixels[y * width + x] = Pixmap.pack(newValue) }
    }

    /// Fills every pixel with `color`.
    public mutating func clear(to color: PremultipliedColor) {
        let v = Pixmap.pack(color)
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: v) }
    }

    @inlinable package static func pack(_ c: PremultipliedColor) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }
    @inlinable package static func unpack(_ v: UInt32) -> PremultipliedColor {
        PremultipliedColor(r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                           b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }
}
