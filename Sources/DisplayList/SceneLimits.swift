import Documents
import Raster

/// Bounds on what a scene may ask for, checked while decoding so that a small file cannot make
/// the renderer allocate without limit.
public struct SceneLimits: Hashable, Sendable {
    /// Largest canvas side in device pixels (`ImageLimits.maxSidePixels`, 16384).
    public var maxSidePixels: Int
    /// Largest canvas in device pixels (`ImageLimits.maxPixels`, 2²⁶ ≈ 67 M px, 268 MB of RGBA8).
    public var maxPixels: Int
    /// Most items in a scene, counting those inside groups and projected items.
    public var maxItems: Int
    /// Deepest nesting of groups and projected items (each counts one level).
    public var maxDepth: Int
    /// Largest `scale` (device pixels per point).
    public var maxScale: Float
    /// Most path points over the whole scene (every `d` and `clip`, once parsed), counted as
    /// each path is read so that reading stops before more are allocated. Path data can make
    /// more than a point a byte (an 11-byte arc is four cubics, 12 points, 96 bytes as Float
    /// pairs), so the file size alone would let a 256 MiB scene allocate gigabytes. 8,000,000
    /// points is 64 MB of coordinates, twice `SVGLimits.maxPoints` (so every imported SVG can be
    /// saved and read back) and over ten times the largest benchmark scene.
    public var maxPoints: Int

    /// Limits with the given bounds; every default is the one `default` has.
    public init(maxSidePixels: Int = ImageLimits.maxSidePixels, maxPixels: Int = ImageLimits.maxPixels, maxItems: Int = 1_000_000,
                maxDepth: Int = 32, maxScale: Float = 8, maxPoints: Int = 8_000_000) {
        self.maxSidePixels = maxSidePixels
        self.maxPixels = maxPixels
        self.maxItems = maxItems
        self.maxDepth = maxDepth
        self.maxScale = maxScale
        self.maxPoints = maxPoints
    }

    /// The bounds every scene is checked against unless the caller gives others.
    public static let `default` = SceneLimits()
}

extension SceneLimits {
    /// The bounds on the JSON tree a scene is read from: deep enough for `maxDepth` groups or
    /// projected items (three JSON levels each), and nodes enough for `maxItems` items of a few values each.
    var documentLimits: DocumentLimits {
        DocumentLimits(maxDepth: 3 * maxDepth + 8, maxNodes: max(maxItems, 1) * 16)
    }
}
