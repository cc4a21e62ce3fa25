@testable import Raster
import Testing

/// `HugePageAdvice` is only a hint: whatever the kernel does with it, the bytes stay the bytes.
@Suite struct HugePageAdviceTests {
    /// A buffer over the threshold, advised after it was written (the worst case: the kernel may
    /// collapse its pages into huge ones then), keeps every byte; so do the bytes around it.
    @Test func advisedBufferKeepsEveryByte() {
        let count = HugePageAdvice.minimumBytes + 3 * 4096 + 17
        let margin = 4096
        let whole = UnsafeMutableRawBufferPointer.allocate(byteCount: count + 2 * margin, alignment: 1)
        defer { whole.deallocate() }
        for i in whole.indices { whole[i] = UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) }
        let inside = UnsafeMutableRawBufferPointer(rebasing: whole[margin ..< margin + count])
        HugePageAdvice.advise(inside)
        var wrong = 0
        for i in whole.indices where whole[i] != UInt8(truncatingIfNeeded: i &* 2_654_435_761 >> 7) { wrong += 1 }
        #expect(wrong == 0)
    }

    /// Small buffers and empty ones are left alone without trouble.
    @Test func smallAndEmptyBuffersAreIgnored() {
        let small = UnsafeMutableRawBufferPointer.allocate(byteCount: 64, alignment: 1)
        defer { small.deallocate() }
        small.initializeMemory(as: UInt8.self, repeating: 7)
        HugePageAdvice.advise(small)
        HugePageAdvice.advise(UnsafeMutableRawBufferPointer(start: nil, count: 0))
        #expect(small.allSatisfy { $0 == 7 })
    }
}
