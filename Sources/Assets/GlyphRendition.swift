import DisplayList
import Raster

/// One glyph drawn at one device scale, in one appearance's colour.
public struct GlyphRendition: Sendable {
    /// Device pixels per point (2 for @2x).
    public var deviceScale: Int
    /// Straight-alpha pixels, `placement.pixelSize(at: deviceScale)` in size.
    public var image: RGBAImage

    /// Draws `artwork` placed by `placement` at `deviceScale`, snapped when `snap`; its colour
    /// replaced by `color` (alpha kept: the shape a template image keeps), or kept when nil.
    public init(artwork: GlyphArtwork, placement: GlyphPlacement, deviceScale: Int, snap: Bool, color: Color?) {
        self.deviceScale = deviceScale
        let (width, height) = placement.pixelSize(at: deviceScale)
        let device = snap ? GridSnap.deviceTransform(placement, deviceScale: deviceScale)
            : placement.transform.concatenating(.scale(Float(deviceScale)))
        // Drawn at scale 1 in device pixels, so the snapped transform is used exactly.
        let items = snap ? GridSnap.stems(artwork.items, transform: device) : [.group(GroupItem(transform: device, items: artwork.items))]
        let scene = Scene(name: artwork.name, size: Size(Float(width), Float(height)), items: items)
        var image = scene.render().image()
        if let color { Self.recolor(&image, to: color) }
        self.image = image
    }

    /// Every pixel's colour set to `color`, its alpha multiplied by `color`'s.
    static func recolor(_ image: inout RGBAImage, to color: Color) {
        var bytes = image.bytes
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let a = UInt16(bytes[i + 3]) * UInt16(color.a)
            bytes[i] = color.r; bytes[i + 1] = color.g; bytes[i + 2] = color.b
            bytes[i + 3] = UInt8((a + 127) / 255)
            if bytes[i + 3] == 0 { bytes[i] = 0; bytes[i + 1] = 0; bytes[i + 2] = 0 }
        }
        image = RGBAImage(width: image.width, height: image.height, bytes: bytes)!
    }
}

/// What a rendition's pixels say about its ink: the ground truth the checks use.
public struct PixelInk: Hashable, Sendable {
    /// The inked pixels' bounding box, in device pixels; nil when no pixel has alpha.
    public var box: PixelRect?
    /// Of the inked pixels, the fraction only partly covered (0 < alpha < 255): lower is
    /// crisper. A 1-pixel-wide stroke between pixel centres scores 1; on the grid, 0.
    public var partialFraction: Float

    /// Measures the ink of `image`'s pixels.
    public init(_ image: RGBAImage) {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        var inked = 0, partial = 0
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let a = image.bytes[(y * image.width + x) * 4 + 3]
                guard a > 0 else { continue }
                inked += 1
                if a < 255 { partial += 1 }
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        box = inked > 0 ? PixelRect(x0: x0, y0: y0, x1: x1 + 1, y1: y1 + 1) : nil
        partialFraction = inked > 0 ? Float(partial) / Float(inked) : 0
    }
}
