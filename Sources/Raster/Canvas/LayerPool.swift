// Pixel memory for layers, kept between layers and between renders.

import Synchronization

/// A few cleared pixel buffers kept for `Canvas.drawLayer`, so that a canvas-sized layer does not
/// ask the system for fresh pages every time: a 960 × 648 layer is 2.4 MB, and faulting it in
/// cost a @3x date picker more than drawing its rows (DatePickerBenchmark, BENCHMARKS.md).
///
/// Invariants: at most `maxBuffers` buffers and `maxPixels` pixels are kept; a buffer handed
/// out is all zeros (transparent) and has exactly the count asked for; the lock makes the pool
/// safe from any thread (figure batches render in parallel).
enum LayerPool {
    /// How many buffers are kept: a render nests a layer or two deep.
    static let maxBuffers = 4
    /// How many pixels are kept in all: 64 MB. A larger buffer is not kept.
    static let maxPixels = 16 * 1024 * 1024

    private static let kept = Mutex<[[UInt32]]>([])

    /// A buffer of `count` transparent pixels: a kept one cleared if one has the capacity,
    /// else a new one.
    static func take(count: Int) -> [UInt32] {
        let reused = kept.withLock { list -> [UInt32]? in
            guard let i = list.firstIndex(where: { $0.capacity >= count }) else { return nil }
            return list.remove(at: i)
        }
        guard var buffer = reused else { return [UInt32](repeating: 0, count: count) }
        if buffer.count == count {
            buffer.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            buffer.removeAll(keepingCapacity: true)
            buffer.append(contentsOf: repeatElement(0, count: count))
        }
        return buffer
    }

    /// Keeps `buffer` for a later layer, unless the pool is full.
    static func giveBack(_ buffer: consuming [UInt32]) {
        let buffer = buffer
        guard buffer.capacity <= maxPixels else { return }
        kept.withLock { list in
            let total = list.reduce(0) { $0 + $1.capacity }
            guard list.count < maxBuffers, total + buffer.capacity <= maxPixels else { return }
            list.append(buffer)
        }
    }
}
