// Resolving a group of 8 accumulated cells into coverage: a running sum (prefix sum) of
// fixed-point signed area, then the fill rule, then 0…255 rounded to nearest (ties up). The
// SIMD form and its scalar twin give the same bytes (SIMDTwinTests): integer sums are
// associative, so the log-step prefix sum equals the sequential one exactly.

extension CoverageAccumulator {
    typealias Cells = SIMD8<Int32>

    /// SIMD: eight cells at once. Clears the cells.
    /// - Returns: the running sum after the group.
    @inline(__always)
    static func resolveGroup(_ cells: UnsafeMutablePointer<Int32>, mask: UnsafeMutablePointer<CoveragePair>, sum: Int32, rule: FillRule) -> Int32 {
        let raw = UnsafeMutableRawPointer(cells)
        let v = raw.loadUnaligned(as: Cells.self)
        raw.storeBytes(of: Cells(), as: Cells.self)
        // A log-step prefix sum inside each half (independent, so they overlap), then the
        // second half offset by the first: a chain of 2 adds instead of 8.
        let q0 = prefixSum(v.lowHalf) &+ sum
        let q1 = prefixSum(v.highHalf) &+ q0[3]
        let acc = Cells(lowHalf: q0, highHalf: q1)
        let one = Cells(repeating: fullCoverage)
        let sign = acc &>> 31
        var m = (acc ^ sign) &- sign           // |acc|
        switch rule {
        case .nonzero:
            m = m.replacing(with: one, where: m .> one)
        case .evenodd:
            m = m & (2 * fullCoverage - 1)      // mod 2 px², a power of two
            m = m.replacing(with: one &* 2 &- m, where: m .> one)
        }
        // round(m·255 / 2¹⁶) with shifts only (SSE2 has no 32-bit lane multiply).
        let byte = ((m &<< 8) &- m &+ (fullCoverage / 2)) &>> 16
        let pairs = byte | (byte &<< 16)
        UnsafeMutableRawPointer(mask).storeBytes(of: unsafeBitCast(pairs, to: SIMD8<UInt32>.self), as: SIMD8<UInt32>.self)
        return q1[3]
    }

    /// Inclusive prefix sum of four lanes in two shift-and-add steps.
    @inline(__always) static func prefixSum(_ v: SIMD4<Int32>) -> SIMD4<Int32> {
        let a = v &+ SIMD4(0, v[0], v[1], v[2])
        return a &+ SIMD4(0, 0, a[0], a[1])
    }

    /// The scalar twin of `resolveGroup`: one cell at a time, the plain formulas.
    static func resolveGroupReference(_ cells: UnsafeMutablePointer<Int32>, mask: UnsafeMutablePointer<CoveragePair>, sum: Int32, rule: FillRule) -> Int32 {
        var s = sum
        for i in 0 ..< groupWidth {
            s &+= cells[i]
            cells[i] = 0
            mask[i] = CoveragePair(coverage: rule.coverageByte(fixedArea: s))
        }
        return s
    }
}
