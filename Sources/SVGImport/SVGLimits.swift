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
    /// Most attributes on one element, namespace declarations included. Checked in the bytes
    /// before parsing: libxml2 (2.9) compares each attribute of a tag with every one before it,
    /// so the time to parse one tag grows with the square of its attributes.
    public var maxAttributes: Int
    /// Most steps of the cascade over the expanded document: for every element whose style is
    /// computed (`use` copies and gradient stops included), its attributes, its classes, the
    /// style sheet rules tried against it (only those naming its id, one of its classes or its
    /// type, and the rules with none of these) and the declarations applied. What stops a sheet
    /// of many rules that all match many elements, or a long `style` attribute used many times.
    public var maxCascadeSteps: Int
    /// Most gradient stops resolved over the expanded document: every shape painted with a
    /// gradient counts that gradient's stops.
    public var maxGradientStops: Int

    /// Limits with the given bounds; the defaults are those of `default`.
    public init(maxFileBytes: Int = 16 << 20, maxElements: Int = 100_000, maxDepth: Int = 64, maxUseDepth: Int = 16,
                maxExpandedElements: Int = 200_000, maxPoints: Int = 4_000_000, maxDashEntries: Int = 1_000,
                maxSidePoints: Float = Float(ImageLimits.maxSidePixels), maxAttributes: Int = 1_000,
                maxCascadeSteps: Int = 4_000_000, maxGradientStops: Int = 1_000_000) {
        self.maxFileBytes = maxFileBytes
        self.maxElements = maxElements
        self.maxDepth = maxDepth
        self.maxUseDepth = maxUseDepth
        self.maxExpandedElements = maxExpandedElements
        self.maxPoints = maxPoints
        self.maxDashEntries = maxDashEntries
        self.maxSidePoints = maxSidePoints
        self.maxAttributes = maxAttributes
        self.maxCascadeSteps = maxCascadeSteps
        self.maxGradientStops = maxGradientStops
    }

    /// The bounds an import is checked against unless the caller gives others.
    public static let `default` = SVGLimits()

    /// Groups the importer may nest in its output: as deep as a scene file may hold
    /// (`SceneLimits.maxDepth`), so every imported document can be saved and read back as JSON.
    static let maxGroupDepth = 32
}
