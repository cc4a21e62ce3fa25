import Raster

/// How a run turns artwork into images. Lengths in points.
public struct GlyphOptions: Hashable, Sendable {
    /// What is fitted to the target box.
    public enum Fit: String, Hashable, Sendable, CaseIterable {
        /// The ink's bounding box, keeping its aspect: the longer side becomes `target`; then
        /// `balance` adjusts the size.
        case ink
        /// The artwork's own box (an SVG's viewBox), for art that was already drawn to a grid
        /// with its padding and balance: the longer side becomes `target`; no balance.
        case viewBox = "viewbox"
    }

    /// The canvas each image is drawn on.
    public enum Canvas: String, Hashable, Sendable, CaseIterable {
        /// The maximum box (28 × 28 pt) plus padding, glyph centred: every glyph of a run the
        /// same size, so they line up in a bar and a balanced glyph is never cropped.
        case maximum
        /// The target box (24 × 24 pt) plus padding; a glyph whose ink is larger is an error.
        case target
        /// The ink's box rounded up to whole points, plus padding.
        case ink
    }

    /// The colours the images are drawn in.
    public enum Coloring: Hashable, Sendable {
        /// Black with the artwork's alpha, marked `template` so the app tints it.
        case template
        /// The artwork's own colours, marked `original`.
        case original
        /// One colour with the artwork's alpha, and optionally another for dark appearance
        /// (an image set with a luminosity-dark variant), marked `original`.
        case color(light: Color, dark: Color?)
    }

    /// The box the ink is fitted to, in points (24 by default).
    public var target: Float = BarGlyphSize.target
    /// The box no ink may exceed, in points, at least `target` (28 by default).
    public var maximum: Float = BarGlyphSize.maximum
    /// The device scales rendered, e.g. `[2, 3]` for @2x and @3x.
    public var scales: [Int] = BarGlyphSize.scales
    /// What is fitted to the target box: the ink or the artwork's own box.
    public var fit: Fit = .ink
    /// How glyphs of different shapes are sized to look equally big.
    public var balance: GlyphBalance = .areaExtent
    /// The canvas each image is drawn on.
    public var canvas: Canvas = .maximum
    /// Transparent margin on every side of the canvas, in points.
    public var padding: Float = 0
    /// Snap each scale's ink box to whole device pixels (see `GridSnap`).
    public var snapToPixels: Bool = false
    /// The colours the images are drawn in.
    public var coloring: Coloring = .template

    /// The defaults: bar-glyph sizes at @2x and @3x, fitted by ink, `areaExtent` balance, template images.
    public init() {}

    /// The first setting that makes no sense (alone or with the others): its name (`scales`,
    /// `target`, `maximum`, `padding`) and what is wrong; nil when all are fine.
    public var problem: (setting: String, message: String)? {
        if !(target > 0 && target <= Self.largestSize) { return ("target", "expected a size of more than 0 up to \(Int(Self.largestSize)) points") }
        if !(maximum >= target && maximum <= Self.largestSize) { return ("maximum", "expected at least the target (\(target)) and at most \(Int(Self.largestSize)) points") }
        if !(padding >= 0 && padding <= Self.largestSize) { return ("padding", "expected 0 to \(Int(Self.largestSize)) points") }
        if scales.isEmpty || scales.contains(where: { !(1 ... 3).contains($0) }) { return ("scales", "expected scales among 1, 2 and 3") }
        if Set(scales).count != scales.count { return ("scales", "each scale may be given once") }
        return nil
    }

    /// The largest target, maximum or padding, in points: far beyond any bar glyph, small enough
    /// that an image stays a few hundred pixels.
    public static let largestSize: Float = 256
}
