import Raster

/// What one mode found on two same-sized images; `ImageComparison` turns it into a `DiffReport`.
public struct DiffResult: Hashable, Sendable {
    /// Counted differences (for pixelmatch, the number pixelmatch returns).
    public var differentPixels: Int
    /// Differences forgiven as anti-aliasing (drawn in `DiffStyle.aaColor`, not counted).
    public var antialiasedPixels: Int
    /// The largest difference, in the mode's own unit:
    /// - exact: the largest channel difference over all pixels, 0–255;
    /// - pixelmatch: among counted pixels, as a threshold value `sqrt(delta / 35215)`, 0–1;
    /// - perceptual: among counted pixels, the HyAB distance in OKLab units.
    /// 0 when nothing differs (exact) or nothing is counted (the others).
    public var largestDifference: Double
    /// The box around the counted pixels; `nil` when nothing is counted.
    public var boundingBox: PixelRect?
    /// The diff image, the same size as the inputs.
    public var diff: RGBAImage
}
