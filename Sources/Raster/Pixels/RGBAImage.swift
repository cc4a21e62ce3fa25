/// An image as straight-alpha sRGB RGBA8 bytes, row-major, `width·4` bytes a row with no
/// padding: what PNG files hold and what image comparison reads.
///
/// Invariants: `width, height >= 0`; `width · height · 4` fits in an `Int` and equals
/// `bytes.count`. Every public initializer checks them and `bytes` is read-only outside the
/// package, so a user cannot make an image whose size and bytes disagree.
public struct RGBAImage: Hashable, Sendable {
    /// Width in pixels, never negative.
    public let width: Int
    /// Height in pixels, never negative.
    public let height: Int
    /// Four bytes a pixel, R, G, B, A, rows top to bottom. Read-only outside the package: set
    /// pixels with the subscript, or build new bytes and wrap them with `init(width:height:bytes:)`.
    public package(set) var bytes: [UInt8]

    /// An image of the given size filled with `color`; `nil` when a side is negative or
    /// `width · height · 4` bytes do not fit in an `Int`.
    public init?(width: Int, height: Int, fill color: Color = .clear) {
        guard RGBAImage.byteCount(width: width, height: height) != nil else { return nil }
        self.init(uncheckedWidth: width, height: height, fill: color)
    }

    /// Wraps bytes; `nil` when a side is negative or the count is not `width · height · 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard let count = RGBAImage.byteCount(width: width, height: height), bytes.count == count else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// `init(width:height:fill:)` for sizes the caller has already checked (a canvas's, a
    /// decoded PNG's, the union of two images'). Traps on a negative size.
    package init(uncheckedWidth width: Int, height: Int, fill color: Color = .clear) {
        precondition(width >= 0 && height >= 0, "RGBAImage: negative size")
        self.width = width
        self.height = height
        var b = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear {
            for i in stride(from: 0, to: b.count, by: 4) {
                b[i] = color.r; b[i + 1] = color.g; b[i + 2] = color.b; b[i + 3] = color.a
            }
        }
        bytes = b
    }

    /// Wraps bytes the caller built for this size (a pixmap's, a decoder's). No check.
    package init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The 0 × 0 image.
    package static let empty = RGBAImage(uncheckedWidth: 0, height: 0)

    /// `width · height · 4`, or `nil` when a side is negative or the product overflows `Int`.
    package static func byteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: 4)
        return pixelsOverflow || bytesOverflow ? nil : bytes
    }

    /// Pixel (x, y). Outside the image a read gives `.clear` and a write does nothing, as
    /// drawing outside a canvas does.
    @inlinable public subscript(x: Int, y: Int) -> Color {
        get {
            guard x >= 0, x < width, y >= 0, y < height else { return .clear }
            let i = (y * width + x) * 4
            return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            store(newValue, at: (y * width + x) * 4)
        }
    }

    /// Writes a pixel's four bytes at byte offset `i` (inside the image).
    @usableFromInline mutating func store(_ c: Color, at i: Int) {
        bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b; bytes[i + 3] = c.a
    }
}
