// A hint to Linux for large pixel buffers about to be written: back them with huge pages.

#if os(Linux) && canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back a fresh pixel buffer with transparent huge pages
/// (`madvise(MADV_HUGEPAGE)`), so that writing it first takes a few page faults of 2 MB instead
/// of one fault per 4 KB page.
///
/// Why: a 1170 x 2532 RGBA8 image is 11.9 MB, about 2,900 pages of 4 KB; on the 2-core machine
/// decoding a screen into such a buffer took 21.7–22.2 ms of CPU with ordinary pages and
/// 15.6–16.3 ms with the advice (libpng into a fresh `mmap`, best of 20; BENCHMARKS.md,
/// issue #16). The pixels are the same either way: the advice changes only how the memory is
/// mapped.
///
/// Invariants: only the page-aligned inside of the buffer is advised, so nothing outside it
/// changes; the call never fails visibly (an error, or a kernel with THP set to `never`, leaves
/// the buffer on ordinary pages); elsewhere than Linux it does nothing.
package enum HugePageAdvice {
    /// Buffers smaller than this are left alone: 4 MB is the smallest size that holds a whole
    /// 2 MB-aligned huge page (x86-64 and arm64 with 4 KB pages: one page-table entry of the
    /// level above maps 2 MB) wherever the buffer starts.
    package static let minimumBytes = 4 << 20

    /// Advises the page-aligned part of `buffer`; call it before the first write.
    package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux) && canImport(Glibc)
        guard buffer.count >= minimumBytes, let base = buffer.baseAddress else { return }
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let start = (UInt(bitPattern: base) + page - 1) / page * page
        let end = (UInt(bitPattern: base) + UInt(buffer.count)) / page * page
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
