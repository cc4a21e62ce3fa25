/// The canvas's pixels: premultiplied sRGB RGBA8, row-major, `width·4` bytes a row.
///
/// Invariants: `width, height >= 0`; `width · height · 4` fits in an `Int`;
/// `pixels.count == width · height`; every channel of a pixel is at most its alpha. Every
/// public initializer checks them and `pixels` is read-only outside the package, so a user
/// cannot make a pixmap that a fill would read or write out of bounds.
/// This is the one type that holds premultiplied pixels; `RGBAImage` holds straight ones and the
/// two conversions below are the only boundary between them.
public struct Pixmap: Sendable {
    /// Width in pixels, never negative.
    public let width: Int
    /// Height in pixels, never negative.
    public let height: Int
    /// One `UInt32` a pixel, bytes in memory order R, G, B, A (little-endian: r in the low byte).
    /// Read-only outside the package: set pixels with the subscript, or build new pixels and
    /// wrap them with `init(width:height:pixels:)`.
    public package(set) var pixels: [UInt32]

    /// A pixmap cleared to `color`; `nil` when a side is negative or `width · height · 4` bytes
    /// do not fit in an `Int`.
    public init?(width: Int, height: Int, fill color: PremultipliedColor = .clear) {
        guard RGBAImage.byteCount(width: width, height: height) != nil else { return nil }
        self.init(uncheckedWidth: width, height: height, fill: color)
    }

    /// Wraps packed pixels (see `pixels`); `nil` when the size is invalid, the count is not
    /// `width · height`, or a pixel has a colour channel above its alpha.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard let bytes = RGBAImage.byteCount(width: width, height: height), pixels.count == bytes / 4,
              pixels.allSatisfy({ Pixmap.isPremultiplied($0) }) else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// `init(width:height:fill:)` for sizes the caller has already checked (a canvas's, a
    /// region of one). Traps on a negative size.
    package init(uncheckedWidth width: Int, height: Int, fill color: PremultipliedColor = .clear) {
        precondition(width >= 0 && height >= 0, "Pixmap: negative size")
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: Pixmap.pack(color), count: width * height)
    }

    /// Wraps pixels the caller vouches for: `pixels.count == width · height`, premultiplied (a
    /// cleared layer buffer). Traps on a wrong count.
    package init(uncheckedWidth width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "Pixmap: pixels do not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
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
        return RGBAImage(uncheckedWidth: width, height: height, bytes: bytes)
    }

    /// Pixel (x, y). Outside the pixmap a read gives `.clear` and a write does nothing, as
    /// drawing outside a canvas does.
    @inlinable public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            guard x >= 0, x < width, y >= 0, y < height else { return .clear }
            return Pixmap.unpack(pixels[y * width + x])
        }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            store(newValue, at: y * width + x)
        }
    }

    /// Writes pixel `i` (inside the pixmap).
    @usableFromInline mutating func store(_ c: PremultipliedColor, at i: Int) { pixels[i] = Pixmap.pack(c) }

    /// Fills every pixel with `color`.
    public mutating func clear(to color: PremultipliedColor) {
        let v = Pixmap.pack(color)
        pixels.withUnsafeMutableBufferPointer { $0.update(repeating: v) }
    }

    /// The packed form of a colour (see `pixels`).
    @inlinable package static func pack(_ c: PremultipliedColor) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }

    /// The colour of a packed pixel; the pixel must keep the premultiplied invariant.
    @inlinable package static func unpack(_ v: UInt32) -> PremultipliedColor {
        PremultipliedColor(uncheckedR: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
                           b: UInt8(truncatingIfNeeded: v >> 16), a: UInt8(truncatingIfNeeded: v >> 24))
    }

    /// Whether a packed pixel's colour channels are all at most its alpha.
    static func isPremultiplied(_ v: UInt32) -> Bool {
        let a = v >> 24
        return v & 0xFF <= a && (v >> 8) & 0xFF <= a && (v >> 16) & 0xFF <= a
    }
}
