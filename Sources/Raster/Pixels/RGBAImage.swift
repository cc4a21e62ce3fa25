/// An image as straight-alpha sRGB RGBA8 bytes, row-major, `width·4` bytes a row with no
/// padding: what PNG files hold and what image comparison reads.
///
/// Invariant: `bytes.count == width · height · 4`; `width, height >= 0`.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    /// An image of the given size filled with `color`.
    public init(width: Int, height: Int, fill color: Color = .clear) {
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

    /// Wraps bytes; `nil` when the count does not match the size.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    @inlinable public subscript(x: Int, y: Int) -> Color {
        get {
            let i = (y * width + x) * 4
            return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }
}
