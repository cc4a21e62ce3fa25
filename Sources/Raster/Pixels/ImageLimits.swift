/// The largest image ControlKit makes or reads: one limit for every canvas, figure, contact
/// sheet, backdrop and PNG, shared by the writer and the reader, so whatever ControlKit writes
/// it can read back (docs/limits.md).
///
/// 16,384 px a side is 2^14: over six times the height of a 6.1-inch iPhone screen at @3x
/// (2,532 px). 2^26 pixels is a 8,192 × 8,192 image, 256 MiB as RGBA8: several renders fit in
/// a CI machine's memory at once.
public enum ImageLimits {
    /// The largest width or height, in pixels.
    public static let maxSidePixels = 1 << 14
    /// The most pixels in one image.
    public static let maxPixels = 1 << 26

    /// Whether a `width` × `height` image is within the limits (and both sides are positive).
    public static func allows(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maxSidePixels && height <= maxSidePixels && width * height <= maxPixels
    }

    /// The same for a size in points at `scale` device pixels a point, rounded up as a canvas
    /// rounds it; false for sizes that are not finite.
    public static func allows(width: Float, height: Float, scale: Float) -> Bool {
        let w = Double(width) * Double(scale), h = Double(height) * Double(scale)
        guard w.isFinite, h.isFinite, w > 0, h > 0, w.rounded(.up) <= Double(maxSidePixels), h.rounded(.up) <= Double(maxSidePixels) else {
            return false
        }
        return allows(width: Int(w.rounded(.up)), height: Int(h.rounded(.up)))
    }

    /// "over the 16384-pixel side limit" or "over the 67108864-pixel limit": what a message says.
    public static func excess(width: Int, height: Int) -> String {
        if width > maxSidePixels || height > maxSidePixels { return "over the \(maxSidePixels)-pixel side limit" }
        return "over the \(maxPixels)-pixel image limit"
    }
}
