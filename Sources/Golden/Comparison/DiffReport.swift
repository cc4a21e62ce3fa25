import Foundation
import Raster

/// The numbers of one comparison, as the CLI prints them with `--json` and the golden store
/// writes them beside the failure images.
public struct DiffReport: Hashable, Sendable, Codable {
    /// An image's size in pixels.
    public struct Size: Hashable, Sendable, Codable {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
    }

    /// `exact`, `pixelmatch` or `perceptual`.
    public var mode: String
    /// The mode's threshold in its own unit (see `ComparisonMode.threshold`).
    public var threshold: Double
    /// Counted differing pixels, including every pixel outside the overlap of different sizes.
    public var differentPixels: Int
    /// Differences forgiven as anti-aliasing.
    public var antialiasedPixels: Int
    /// Pixels compared: width × height of the union of the two sizes.
    public var totalPixels: Int
    /// `differentPixels / totalPixels` (0 for empty images).
    public var ratio: Double
    /// The largest difference, in the mode's unit (see `DiffResult.largestDifference`).
    public var largestDifference: Double
    /// The box around the counted pixels, or `nil` (JSON `null`) when none.
    public var boundingBox: PixelRect?
    /// The expected (golden) image's size.
    public var expectedSize: Size
    /// The actual (new) image's size.
    public var actualSize: Size
    /// The sizes differ: the diff covers their union and the comparison fails.
    public var layoutDifference: Bool
    /// The rectangles not compared, in the expected image's pixels.
    public var ignoreRegions: [PixelRect]
    /// How many counted pixels were allowed to differ (`ComparisonOptions.maxDiffPixels`).
    public var maxDiffPixels: Int
    /// The fraction of pixels allowed to differ, 0…1 (`ComparisonOptions.maxDiffRatio`).
    public var maxDiffRatio: Double
    /// Equal within tolerance.
    public var passed: Bool

    enum CodingKeys: String, CodingKey {
        case mode, threshold, differentPixels, antialiasedPixels, totalPixels, ratio, largestDifference, boundingBox
        case expectedSize, actualSize, layoutDifference, ignoreRegions, maxDiffPixels, maxDiffRatio, passed
    }

    /// Like the synthesized encoder, but a missing bounding box is written as `null`, so every
    /// key is always present for scripts reading the JSON.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mode, forKey: .mode)
        try c.encode(threshold, forKey: .threshold)
        try c.encode(differentPixels, forKey: .differentPixels)
        try c.encode(antialiasedPixels, forKey: .antialiasedPixels)
        try c.encode(totalPixels, forKey: .totalPixels)
        try c.encode(ratio, forKey: .ratio)
        try c.encode(largestDifference, forKey: .largestDifference)
        try c.encode(boundingBox, forKey: .boundingBox)
        try c.encode(expectedSize, forKey: .expectedSize)
        try c.encode(actualSize, forKey: .actualSize)
        try c.encode(layoutDifference, forKey: .layoutDifference)
        try c.encode(ignoreRegions, forKey: .ignoreRegions)
        try c.encode(maxDiffPixels, forKey: .maxDiffPixels)
        try c.encode(maxDiffRatio, forKey: .maxDiffRatio)
        try c.encode(passed, forKey: .passed)
    }

    /// Pretty-printed JSON with sorted keys, ending in a newline.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding plain numbers, strings and arrays cannot fail; a NaN cannot reach here
        // because options are validated finite.
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else { return "{}\n" }
        return text + "\n"
    }

    /// One line for a test failure or the terminal.
    public var summary: String {
        if layoutDifference {
            return "layout difference: expected \(expectedSize.width)x\(expectedSize.height), actual \(actualSize.width)x\(actualSize.height); \(differentPixels) pixels differ"
        }
        let percent = String(format: "%.2f%%", ratio * 100)
        var s = "\(differentPixels) of \(totalPixels) pixels differ (\(percent)) in \(mode) mode, threshold \(threshold)"
        if let b = boundingBox { s += ", within x \(b.x0) y \(b.y0) w \(b.width) h \(b.height)" }
        return s
    }
}
