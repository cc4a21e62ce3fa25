import Raster
import Testing

/// `CoveragePair` is read and written as raw `UInt32` lanes by the SIMD resolve and the
/// compositor's kernels, so its layout must stay exactly one `UInt32`.
@Suite struct CoveragePairTests {
    @Test func isExactlyOneUInt32InMemory() {
        #expect(MemoryLayout<CoveragePair>.size == MemoryLayout<UInt32>.size)
        #expect(MemoryLayout<CoveragePair>.stride == MemoryLayout<UInt32>.stride)
        #expect(MemoryLayout<CoveragePair>.alignment == MemoryLayout<UInt32>.alignment)
    }

    @Test func holdsTheCoverageByteInBothHalves() {
        for c in UInt8.min ... UInt8.max {
            let pair = CoveragePair(coverage: c)
            #expect(pair.coverage == c)
            #expect(pair.bits == UInt32(c) | UInt32(c) << 16)
        }
        #expect(CoveragePair.zero.bits == 0)
    }
}
