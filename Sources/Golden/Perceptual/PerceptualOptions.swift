/// The perceptual mode's settings.
public struct PerceptualOptions: Hashable, Sendable {
    /// The just-noticeable difference in OKLab units: CSS Color 4 (§ gamut mapping) takes
    /// ΔE_OK = 0.02 as "just noticeable", and HyAB is on the same scale.
    public static let justNoticeableDifference = 0.02

    /// Largest HyAB distance (OKLab units; black to white is 1) still called equal.
    public var threshold: Double
    /// Forgive differences that an edge moved by less than a pixel explains (see `PerceptualDiff`).
    public var antiAliasingTolerance: Bool

    /// Options with a HyAB `threshold` (the just-noticeable difference by default) and edge-shift tolerance on or off.
    public init(threshold: Double = PerceptualOptions.justNoticeableDifference, antiAliasingTolerance: Bool = true) {
        self.threshold = threshold; self.antiAliasingTolerance = antiAliasingTolerance
    }

    func validate() throws(ComparisonError) {
        guard threshold.isFinite, threshold >= 0 else {
            throw .invalidOption(name: "threshold", value: "\(threshold)", expected: "a finite HyAB distance >= 0 in perceptual mode")
        }
    }
}
