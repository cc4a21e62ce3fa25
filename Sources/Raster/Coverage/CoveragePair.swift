/// A pixel's coverage c (0…255) stored twice, as `c | c << 16`: the layout the compositor's
/// kernels want, which treat a pixel as two 16-bit lanes (R|G<<8 and B|A<<8 split into even
/// and odd bytes) and multiply both by the same coverage.
///
/// Its own type rather than a `UInt32` alias, so that `coverage` and `init(coverage:)` do not
/// appear on every `UInt32`. It is exactly one `UInt32` in memory (size and stride 4,
/// `CoveragePairTests`): the SIMD resolve stores eight pairs as one `SIMD8<UInt32>`, and the
/// compositor's kernels load a step's pairs as one `Compositor.Lanes`.
///
/// Invariant: both 16-bit halves hold the same byte `c` in their low 8 bits (high bits 0).
package struct CoveragePair: Hashable, Sendable {
    /// `c | c << 16`.
    package let bits: UInt32

    /// The pair for a coverage byte.
    package init(coverage c: UInt8) { bits = UInt32(c) &* 0x0001_0001 }

    /// The coverage byte of a pair.
    package var coverage: UInt8 { UInt8(truncatingIfNeeded: bits) }

    /// Coverage 0: a pixel the span leaves as it is.
    package static let zero = CoveragePair(coverage: 0)
}
