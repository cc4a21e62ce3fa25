// Reading several PNG files at once, one thread per file.

import Dispatch
import Raster

extension PNG {
    /// Reads and decodes every file of `paths`, each on its own thread (as many at a time as
    /// Dispatch gives cores), and returns one result per path, in the order of `paths`.
    ///
    /// Invariant: the results are exactly those of reading the files one after the other
    /// (`readOneAfterAnother`, the twin `PNGConcurrentReadTests` compares with), errors
    /// included; a caller that reports the first failure in `paths` order therefore names the
    /// same file as a sequential reader would, however the threads were scheduled.
    ///
    /// Why: libpng decodes one image on one core (zlib's inflate, Adler-32 and the row filters
    /// are serial within an image), so two images on two cores take the time of the slower one;
    /// `controlkit diff` reads its expected and actual images this way (BENCHMARKS.md, issue #16).
    package static func readConcurrently(_ paths: [String], limits: PNGLimits = .default) -> [Result<RGBAImage, PNGError>] {
        let slots = UnsafeMutableBufferPointer<Result<RGBAImage, PNGError>?>.allocate(capacity: paths.count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        let writer = SlotWriter(slots: slots)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            writer.store(Result { () throws(PNGError) in try read(contentsOf: paths[index], limits: limits) }, at: index)
        }
        // concurrentPerform returns only after every iteration has stored its result.
        return slots.map { $0! }
    }

    /// The sequential twin of `readConcurrently`: the same results, one file after another.
    package static func readOneAfterAnother(_ paths: [String], limits: PNGLimits = .default) -> [Result<RGBAImage, PNGError>] {
        paths.map { path in Result { () throws(PNGError) in try read(contentsOf: path, limits: limits) } }
    }
}

/// The result slots the threads of `readConcurrently` share. Safe to send: each iteration
/// writes only its own index, and the slots are read only after `concurrentPerform` returns.
private struct SlotWriter: @unchecked Sendable {
    let slots: UnsafeMutableBufferPointer<Result<RGBAImage, PNGError>?>

    func store(_ result: Result<RGBAImage, PNGError>, at index: Int) {
        slots[index] = result
    }
}
