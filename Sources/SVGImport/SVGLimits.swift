// SVGLimits: every bound on the work an SVG document can ask for, in one place
// (docs/limits.md, "SVG documents"). Each is far above what an icon needs and low enough that a
// hostile or broken file is refused quickly, with the line of the element that went over.

import Raster

/// Bounds checked while importing an SVG document. Going over any of them is an error naming
/// the limit and the line where it was reached.
public struct SVGLimits: Hashable, Sendable {
    /// Largest document read, in bytes. A large icon set exported as one file is a few MB.
    public var maxFileBytes: Int
    /// Most elements in the document as written.
    public var maxElements: Int
    /// Deepest nesting of elements as written (the root `svg` is depth 1).
    public var maxDepth: Int
    /// Deepest chain of `use` elements expanded inside one another.
    public var maxUseDepth: Int
    /// Most elements visited while converting, counting every copy a `use` makes: what stops a
    /// small file of `use` fan-out (each level referencing the last ten times) from expanding
    /// to billions of shapes.
    public var maxExpandedElements: Int
    /// Most path points (after shapes become paths), over the whole expanded document.
    public var maxPoints: Int
    /// Most entries in one `stroke-dasharray`.
    public var maxDashEntries: Int
    /// Largest `width` or `height` of the document, in points (CSS px): the side of the
    /// largest image ControlKit makes at @1x (`ImageLimits.maxSidePixels`).
    public var maxSidePoints: Float

    public init(maxFileBytes: Int = 16 << 20, maxElements: Int = 100_000, maxDepth: Int = 64, maxUseDepth: Int = 16,
                maxExpandedElements: Int = 200_000, maxPoints: Int = 4_000_000, maxDashEntries: Int = 1_000,
                maxSidePoints: Float = Float(ImageLimits.maxSidePixels)) {
        self.maxFileBytes = maxFileBytes
        self.maxElements = maxElements
        self.maxDepth = maxDepth
        self.maxUseDepth = maxUseDepth
        self.maxExpandedElements = maxExpandedElements
        self.maxPoints = maxPoints
        self.maxDashEntries = maxDashEntries
        self.maxSidePoints = maxSidePoints
    }

    public static let `default` = SVGLimits()

    /// Groups the importer may nest in its output: as deep as a scene file may hold
    /// (`SceneLimits.maxDepth`), so every imported document can be saved and read back as JSON.
    static let maxGroupDepth = 32
}
