import Raster

/// Which metric decides that two pixels differ, with that metric's own settings.
public enum ComparisonMode: Hashable, Sendable {
    /// Any channel differing by more than `maxChannelDifference` bytes.
    case exact(ExactOptions = ExactOptions())
    /// pixelmatch v7.2.0: YIQ distance with its anti-aliasing detector.
    case pixelmatch(PixelmatchOptions = PixelmatchOptions())
    /// OKLab + HyAB with a just-noticeable-difference threshold and an edge-shift tolerance.
    case perceptual(PerceptualOptions = PerceptualOptions())

    /// The name used on the command line and in reports.
    public var name: String {
        switch self {
        case .exact: "exact"
        case .pixelmatch: "pixelmatch"
        case .perceptual: "perceptual"
        }
    }

    /// The mode's threshold in its own unit (bytes, pixelmatch threshold, HyAB).
    public var threshold: Double {
        switch self {
        case let .exact(o): Double(o.maxChannelDifference)
        case let .pixelmatch(o): o.threshold
        case let .perceptual(o): o.threshold
        }
    }
}

/// Everything a comparison needs besides the two images.
public struct ComparisonOptions: Hashable, Sendable {
    /// The metric that decides whether two pixels differ, with its settings.
    public var mode: ComparisonMode
    /// How the diff image is drawn (pixelmatch's drawing options).
    public var style: DiffStyle
    /// Rectangles, in the expected image's pixels, where differences are not looked for.
    public var ignoreRegions: [PixelRect]
    /// How many counted pixels still pass. The comparison passes when the count is at most the
    /// more generous of `maxDiffPixels` and `maxDiffRatio · pixels`, and the sizes agree.
    public var maxDiffPixels: Int
    /// Fraction (0…1) of the compared pixels that may differ and still pass.
    public var maxDiffRatio: Double

    /// Options comparing with `mode`; by default exact, no ignored regions and no differing pixel allowed.
    public init(mode: ComparisonMode = .exact(), style: DiffStyle = DiffStyle(), ignoreRegions: [PixelRect] = [],
                maxDiffPixels: Int = 0, maxDiffRatio: Double = 0) {
        self.mode = mode; self.style = style; self.ignoreRegions = ignoreRegions
        self.maxDiffPixels = maxDiffPixels; self.maxDiffRatio = maxDiffRatio
    }

    func validate() throws(ComparisonError) {
        switch mode {
        case let .exact(o): try o.validate()
        case let .pixelmatch(o): try o.validate()
        case let .perceptual(o): try o.validate()
        }
        try style.validate()
        guard maxDiffPixels >= 0 else {
            throw .invalidOption(name: "max-diff-pixels", value: "\(maxDiffPixels)", expected: "a count >= 0")
        }
        guard maxDiffRatio.isFinite, (0 ... 1).contains(maxDiffRatio) else {
            throw .invalidOption(name: "max-diff-ratio", value: "\(maxDiffRatio)", expected: "a fraction 0...1")
        }
    }
}
