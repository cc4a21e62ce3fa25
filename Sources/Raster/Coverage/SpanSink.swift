/// Receives a resolved row of coverage as runs, left to right, from
/// `CoverageAccumulator.sweep`: constant runs where no edge passes (the inside of a shape),
/// and per-pixel runs where one does. Coordinates are device pixels.
///
/// Invariant: within one row, calls come in increasing x and never overlap; no call has
/// zero coverage everywhere in a constant run.
public protocol SpanSink {
    /// Pixels `x ..< x + count` of row `y` all have coverage `coverage` (1…255).
    mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8)
    /// Pixels `x ..< x + count` of row `y` have coverage given by `mask[0 ..< count]`, one
    /// `CoveragePair` a pixel.
    mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>)
}

/// A pixel's coverage c (0…255) stored twice, as `c | c << 16`: the layout the compositor's
/// kernels want, which treat a pixel as two 16-bit lanes (R|G<<8 and B|A<<8 split into even
/// and odd bytes) and multiply both by the same coverage.
public typealias CoveragePair = UInt32

extension CoveragePair {
    /// The coverage byte of a pair.
    @inlinable public var coverage: UInt8 { UInt8(truncatingIfNeeded: self) }
    /// The pair for a coverage byte.
    @inlinable public init(coverage c: UInt8) { self = UInt32(c) &* 0x0001_0001 }
}
