import Raster

/// pixelmatch's options, one to one, with pixelmatch v7.2.0's defaults
/// (`../shared/pixelmatch.md` §4.1).
public struct PixelmatchOptions: Hashable, Sendable {
    /// Matching threshold, 0…1: the largest YIQ distance still called "similar" is
    /// `Pixelmatch.maxYIQDelta · threshold²`. Smaller is more sensitive.
    public var threshold: Double = 0.1
    /// Count anti-aliased pixels as differences instead of ignoring them.
    public var includeAA = false
    /// Opacity, 0…1, of the faded gray copy of the expected image behind the diff pixels.
    public var alpha: Double = 0.1
    /// Colour of pixels detected as anti-aliasing (not counted).
    public var aaColor = Color(r: 255, g: 255, b: 0)
    /// Colour of counted pixels where the actual image is brighter or equal in luma.
    public var diffColor = Color(r: 255, g: 0, b: 0)
    /// Colour of counted pixels where the actual image is darker; `nil` means `diffColor`.
    public var diffColorAlt: Color?
    /// Draw only the counted pixels over a transparent background.
    public var diffMask = false
    /// Blend semi-transparent pixels over pixelmatch's checkerboard (true) or over white.
    public var checkerboard = true

    public init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: Color = Color(r: 255, g: 255, b: 0), diffColor: Color = Color(r: 255, g: 0, b: 0),
        diffColorAlt: Color? = nil, diffMask: Bool = false, checkerboard: Bool = true
    ) {
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.aaColor = aaColor; self.diffColor = diffColor; self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask; self.checkerboard = checkerboard
    }

    /// Throws for a threshold or alpha that is not a finite number (pixelmatch would silently
    /// compare with NaN and call everything similar).
    func validate() throws(ComparisonError) {
        guard threshold.isFinite, threshold >= 0 else {
            throw .invalidOption(name: "threshold", value: "\(threshold)", expected: "a finite number >= 0")
        }
        guard alpha.isFinite else {
            throw .invalidOption(name: "alpha", value: "\(alpha)", expected: "a finite number")
        }
    }
}

/// What pixelmatch reports, plus the numbers a report needs.
public struct PixelmatchResult: Hashable, Sendable {
    /// The number pixelmatch returns: differing pixels that are not anti-aliasing.
    public var differentPixels: Int
    /// Pixels above the threshold that the detector called anti-aliasing (drawn in `aaColor`).
    public var antialiasedPixels: Int
    /// The largest YIQ distance among the counted pixels, as a threshold value
    /// (`sqrt(delta / maxYIQDelta)`, 0…1); 0 when nothing is counted.
    public var largestDifference: Double
    /// The box around the counted pixels; `nil` when nothing is counted.
    public var boundingBox: PixelRect?
    /// The diff image, byte for byte what pixelmatch writes into a zeroed Node `Buffer`.
    public var diff: RGBAImage
}
