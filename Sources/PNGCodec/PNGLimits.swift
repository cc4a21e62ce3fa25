import Raster

/// Bounds a decoder checks against a PNG's header before it allocates the pixels, so that a
/// small file claiming a huge image gets `PNGError.tooLarge` instead of exhausting memory.
///
/// Checked in this order: the file size (only when reading a file), each side of the image,
/// then the decoded size `width · height · 4` bytes (straight RGBA8). libpng's own
/// allocations before that point are bounded by libpng itself (8,000,000 bytes a chunk:
/// `PNG_USER_CHUNK_MALLOC_MAX` in the installed pnglibconf.h).
public struct PNGLimits: Hashable, Sendable {
    /// The largest width or height accepted, in pixels.
    public var maxSidePixels: Int
    /// The largest decoded image accepted, in bytes of RGBA8 (4 bytes a pixel).
    public var maxDecodedBytes: Int
    /// The largest PNG file `PNG.read(contentsOf:)` loads, in bytes.
    public var maxFileBytes: Int

    /// Limits with the given largest side (pixels), decoded size (bytes) and file size (bytes).
    public init(maxSidePixels: Int, maxDecodedBytes: Int, maxFileBytes: Int) {
        self.maxSidePixels = maxSidePixels
        self.maxDecodedBytes = maxDecodedBytes
        self.maxFileBytes = maxFileBytes
    }

    /// `ImageLimits`: 16,384 px a side and 2^26 pixels (2^28 bytes, 256 MiB, decoded), the
    /// limits every image ControlKit writes keeps, so what it writes it can read back; and 2^29
    /// bytes (512 MiB) of file, twice the decoded bound: room for an uncompressed (stored)
    /// image with its filter bytes and chunks.
    public static let `default` = PNGLimits(
        maxSidePixels: ImageLimits.maxSidePixels,
        maxDecodedBytes: ImageLimits.maxPixels * bytesPerPixel,
        maxFileBytes: 1 << 29
    )

    /// Bytes a decoded pixel takes: straight RGBA, one byte a channel.
    static let bytesPerPixel = 4

    /// The decoded size in bytes of a `width` x `height` image, or `nil` when it is not
    /// within these limits. Never overflows: the product is formed only within bounds.
    func decodedByteCount(width: Int, height: Int) -> Int? {
        guard width >= 0, height >= 0, width <= maxSidePixels, height <= maxSidePixels else { return nil }
        let (pixels, pixelsOverflow) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: PNGLimits.bytesPerPixel)
        guard !pixelsOverflow, !bytesOverflow, bytes <= maxDecodedBytes else { return nil }
        return bytes
    }
}
