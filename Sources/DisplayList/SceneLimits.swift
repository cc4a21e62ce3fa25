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

    public init(maxSidePixels: Int = ImageLimits.maxSidePixels, maxPixels: Int = ImageLimits.maxPixels, maxItems: Int = 1_000_000,
                maxDepth: Int = 32, maxScale: Float = 8) {
        self.maxSidePixels = maxSidePixels
        self.maxPixels = maxPixels
        self.maxItems = maxItems
        self.maxDepth = maxDepth
        self.maxScale = maxScale
    }

    public static let `default` = SceneLimits()
}

extension SceneLimits {
    /// The bounds on the JSON tree a scene is read from: deep enough for `maxDepth` groups or
    /// projected items (three JSON levels each), and nodes enough for `maxItems` items of a few values each.
    var documentLimits: DocumentLimits {
        DocumentLimits(maxDepth: 3 * maxDepth + 8, maxNodes: max(maxItems, 1) * 16)
    }
}
