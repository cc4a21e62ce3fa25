/// Which points a path's interior holds, from the winding number w of the point:
/// `nonzero` (w ≠ 0) or `evenodd` (w odd). With exact-area accumulation a pixel's signed
/// area sum `a` resolves as `min(|a|, 1)` (nonzero) or by folding `|a|` onto [0, 1] with
/// period 2 (even-odd).
public enum FillRule: String, Hashable, Sendable, Codable, CaseIterable {
    /// Inside where the winding number is not 0.
    case nonzero
    /// Inside where the winding number is odd.
    case evenodd

    /// Coverage 0…255 from an accumulated signed area in fixed point (`fullCoverage` = 1 px²),
    /// rounded to nearest (ties up). The plain form of what the SIMD resolve does lane by lane,
    /// with the same wrapping integer arithmetic (which matters only past 2¹⁵ overlapping
    /// windings, where both give the same meaningless byte instead of trapping).
    package func coverageByte(fixedArea a: Int32) -> UInt8 {
        let one = CoverageAccumulator.fullCoverage
        let sign = a >> 31
        var m = (a ^ sign) &- sign
        switch self {
        case .nonzero:
            if m > one { m = one }
        case .evenodd:
            m = m & (2 * one - 1)
            if m > one { m = 2 * one - m }
        }
        return UInt8(truncatingIfNeeded: ((m &<< 8) &- m &+ one / 2) >> 16)
    }
}
