// Fidelity features: pure measurements over decoded pixels. Every position is in device pixels
// of the image measured (its own scale), as pixel-edge coordinates: pixel i covers [i, i + 1).
// The harness converts to @3x px and points; nothing here knows a control or a scale.
import Raster

/// One channel of an image as Float levels 0…255, rows top to bottom.
///
/// Invariant: `values.count == width * height`.
public struct Levels: Sendable {
    public let width: Int
    public let height: Int
    public var values: [Float]

    public init(width: Int, height: Int, values: [Float]) {
        precondition(values.count == width * height, "Levels: \(values.count) values for \(width)×\(height)")
        self.width = width
        self.height = height
        self.values = values
    }

    /// How an RGBA pixel (composited over white first) becomes one level.
    public enum Reading: Sendable, Equatable {
        /// Rec. 709 weights on the sRGB bytes (not linearised): the grey a reader sees.
        case luminance
        /// The darkest channel: coloured ink (blue text) counts as dark.
        case minChannel
        /// The brightest channel: only grey or black ink counts as dark, so a pure cyan
        /// overlay rim (R = 0, G = B = 255) reads as paper.
        case maxChannel
        /// Under an AccessibilitySnapshot overlay: a pure cyan, magenta or green tint at
        /// `alpha` over grey content leaves one channel untouched except for the factor
        /// `1 − alpha`, so the grey underneath is `min(r, g, b) / (1 − alpha)`. Pixels whose
        /// channels spread by `spread` levels or less are untinted and read as their mean.
        case overlayRemoved(alpha: Float, spread: Float)
    }

    public init(_ image: RGBAImage, reading: Reading) {
        var out = [Float](repeating: 0, count: image.width * image.height)
        let bytes = image.bytes
        for i in 0 ..< out.count {
            // Composited over white: a layer render's transparent background reads as paper.
            let a = Float(bytes[4 * i + 3]) / 255
            let r = Float(bytes[4 * i]) * a + 255 * (1 - a), g = Float(bytes[4 * i + 1]) * a + 255 * (1 - a),
                b = Float(bytes[4 * i + 2]) * a + 255 * (1 - a)
            switch reading {
            case .luminance: out[i] = 0.2126 * r + 0.7152 * g + 0.0722 * b
            case .minChannel: out[i] = min(r, g, b)
            case .maxChannel: out[i] = max(r, g, b)
            case .overlayRemoved(let alpha, let spread):
                let lo = min(r, g, b), hi = max(r, g, b)
                out[i] = hi - lo > spread ? min(255, lo / (1 - alpha)) : (r + g + b) / 3
            }
        }
        self.init(width: image.width, height: image.height, values: out)
    }

    @inlinable public subscript(x: Int, y: Int) -> Float { values[y * width + x] }

    /// The region clipped to the image.
    public func clip(_ r: PixelRect) -> PixelRect {
        PixelRect(x0: max(0, r.x0), y0: max(0, r.y0), x1: min(width, r.x1), y1: min(height, r.y1))
    }

    /// The median level of a region (the paper or fill level of a flat area); nil when empty.
    public func median(_ region: PixelRect) -> Float? {
        let r = clip(region)
        guard r.x1 > r.x0, r.y1 > r.y0 else { return nil }
        var v: [Float] = []
        v.reserveCapacity((r.x1 - r.x0) * (r.y1 - r.y0))
        for y in r.y0 ..< r.y1 { for x in r.x0 ..< r.x1 { v.append(self[x, y]) } }
        v.sort()
        return v[v.count / 2]
    }

    /// The mean level of a region; nil when empty.
    public func mean(_ region: PixelRect) -> Double? {
        let r = clip(region)
        guard r.x1 > r.x0, r.y1 > r.y0 else { return nil }
        var s = 0.0
        for y in r.y0 ..< r.y1 { for x in r.x0 ..< r.x1 { s += Double(self[x, y]) } }
        return s / Double((r.x1 - r.x0) * (r.y1 - r.y0))
    }

    /// Coverage of a pixel between an `outside` level (0) and an `inside` level (1), clamped:
    /// how much of the pixel a shape of level `inside` drawn over `outside` covers.
    @inlinable public func coverage(x: Int, y: Int, outside: Float, inside: Float) -> Float {
        let d = inside - outside
        guard d != 0 else { return 0 }
        return min(1, max(0, (self[x, y] - outside) / d))
    }

    /// The bounding box of pixels whose level differs from `paper` by more than `threshold`,
    /// inside `region`; nil when there are none.
    public func inkBox(in region: PixelRect, paper: Float, threshold: Float) -> PixelRect? {
        let r = clip(region)
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in r.y0 ..< max(r.y0, r.y1) {
            for x in r.x0 ..< max(r.x0, r.x1) where abs(self[x, y] - paper) > threshold {
                x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
            }
        }
        return x0 == Int.max ? nil : PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}

/// Runs of a profile above a threshold: `[start, end)` index pairs, in order.
public func bands(_ profile: [Double], above threshold: Double, mergingGapsUpTo gap: Int = 0) -> [Range<Int>] {
    var out: [Range<Int>] = []
    var start: Int? = nil
    for (i, v) in profile.enumerated() {
        if v > threshold { if start == nil { start = i } } else if let s = start { out.append(s ..< i); start = nil }
    }
    if let s = start { out.append(s ..< profile.count) }
    guard gap > 0 else { return out }
    var merged: [Range<Int>] = []
    for b in out {
        if let last = merged.last, b.lowerBound - last.upperBound <= gap { merged[merged.count - 1] = last.lowerBound ..< b.upperBound } else { merged.append(b) }
    }
    return merged
}
