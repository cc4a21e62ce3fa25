/// Receives a resolved row of coverage as runs, left to right, from
/// `CoverageAccumulator.sweep`: constant runs where no edge passes (the inside of a shape),
/// and per-pixel runs where one does. Coordinates are device pixels.
///
/// Invariant: within one row, calls come in increasing x and never overlap; no call has
/// zero coverage everywhere in a constant run.
package protocol SpanSink {
    /// Pixels `x ..< x + count` of row `y` all have coverage `coverage` (1…255).
    mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8)
    /// Pixels `x ..< x + count` of row `y` have coverage given by `mask[0 ..< count]`, one
    /// `CoveragePair` a pixel.
    mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>)
}
