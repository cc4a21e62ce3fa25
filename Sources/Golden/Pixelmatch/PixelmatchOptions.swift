import Raster

/// pixelmatch's metric options, with pixelmatch v7.2.0's defaults (docs/pixelmatch.md
/// §4.1). Its drawing options (alpha, aaColor, diffColor, diffColorAlt, diffMask) are in
/// `DiffStyle`, which every mode's diff image uses; the two together map one to one onto
/// pixelmatch's options.
public struct PixelmatchOptions: Hashable, Sendable {
    /// Matching threshold, 0…1: the largest YIQ distance still called "similar" is
    /// `Pixelmatch.maxYIQDelta · threshold²`. Smaller is more sensitive.
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of ignoring them.
    public var includeAA: Bool
    /// Blend semi-transparent pixels over pixelmatch's checkerboard (true) or over white.
    public var checkerboard: Bool

    /// pixelmatch's default threshold.
    public static let defaultThreshold = 0.1

    /// Options with pixelmatch's `threshold`, `includeAA` and `checkerboard`; the defaults are pixelmatch's.
    public init(threshold: Double = PixelmatchOptions.defaultThreshold, includeAA: Bool = false, checkerboard: Bool = true) {
        self.threshold = threshold; self.includeAA = includeAA; self.checkerboard = checkerboard
    }

    /// Throws for a threshold that is not a finite number >= 0 (pixelmatch would silently
    /// compare with NaN and call everything similar).
    func validate() throws(ComparisonError) {
        guard threshold.isFinite, threshold >= 0 else {
            throw .invalidOption(name: "threshold", value: "\(threshold)", expected: "a finite number >= 0")
        }
    }
}

/// How a diff image is drawn, in pixelmatch's style, for every mode: similar pixels are a faded
/// gray copy of the expected image, differences are coloured. Defaults are pixelmatch's.
public struct DiffStyle: Hashable, Sendable {
    /// Opacity of the gray copy of the expected image (pixelmatch: 0…1; other values wrap as a
    /// Node `Buffer` stores them).
    public var alpha: Double
    /// Colour of pixels forgiven as anti-aliasing (not counted).
    public var aaColor: Color
    /// Colour of counted pixels where the actual image is brighter or equal in luma.
    public var diffColor: Color
    /// Colour of counted pixels where the actual image is darker; `nil` means `diffColor`.
    public var diffColorAlt: Color?
    /// Draw only the counted pixels over a transparent background.
    public var diffMask: Bool

    /// A style with the given fade and colours; the defaults are pixelmatch's (yellow anti-aliasing, red differences).
    public init(alpha: Double = 0.1, aaColor: Color = Color(r: 255, g: 255, b: 0),
                diffColor: Color = Color(r: 255, g: 0, b: 0), diffColorAlt: Color? = nil, diffMask: Bool = false) {
        self.alpha = alpha; self.aaColor = aaColor; self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt; self.diffMask = diffMask
    }

    /// The colour of a counted pixel.
    func color(actualIsDarker: Bool) -> Color { actualIsDarker ? (diffColorAlt ?? diffColor) : diffColor }

    func validate() throws(ComparisonError) {
        guard alpha.isFinite else {
            throw .invalidOption(name: "alpha", value: "\(alpha)", expected: "a finite number")
        }
    }
}
