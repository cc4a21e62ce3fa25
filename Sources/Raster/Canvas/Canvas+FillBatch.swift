// Drawing a FillBatch band by band: flatten every fill once, sort the fills into the bands of
// rows they reach, then draw each band's fills in order — on one thread, or bands shared
// between threads. Same bytes as filling shape by shape (see FillBatch).

import Dispatch

extension Canvas {
    /// Draws the batch's fills in order, through the canvas's clip, band by band of rows.
    /// - Parameters:
    ///   - batch: the fills, in drawing order, in device pixels.
    ///   - threads: threads to share the bands between (1 draws on the caller's thread;
    ///     `FillBatch.automaticThreads(forPixels:)` picks a count for a canvas size). The pixels
    ///     are the same for every count.
    public mutating func draw(_ batch: FillBatch, threads: Int = 1) {
        guard !batch.isEmpty else { return }
        var clipRect = bounds.intersection(clipBox ?? bounds)
        if let clipMask { clipRect = clipRect.intersection(clipMask.rect) }
        guard !clipRect.isEmpty else { return }
        guard let plan = BandPlan(batch, clip: clipRect, scratch: scratch, canvasWidth: width) else {
            // A fill too large to store (its edge list spilled): shape by shape, in order.
            for f in batch.fills { fillDevice(f) }
            return
        }
        let useSIMD = self.useSIMD, width = self.width, clipMask = self.clipMask
        pixmap.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let target = BandTarget(pixels: base, width: width, clipMask: clipMask, useSIMD: useSIMD, plan: plan)
            let workers = min(max(threads, 1), plan.bandCount)
            if workers == 1 {
                target.draw(bands: stride(from: 0, to: plan.bandCount, by: 1), accumulator: scratch.accumulator)
            } else {
                // Worker w draws bands w, w + workers, …: neighbouring bands cost about the same,
                // so interleaving shares the work evenly. Bands never share a row.
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    target.draw(bands: stride(from: w, to: plan.bandCount, by: workers), accumulator: CoverageAccumulator())
                }
            }
        }
        scratch.batchEdges = plan.edges
        scratch.batchShapes = plan.shapes
    }

    /// One recorded fill drawn on its own (the device path is already transformed).
    private mutating func fillDevice(_ f: FillBatch.Fill) {
        let useSIMD = self.useSIMD
        rasterize(f.path, rule: f.rule, clip: nil) { pixels, width in
            SolidColorSink(pixels: pixels, width: width, source: Compositor.SolidSource(f.color), mode: f.mode, useSIMD: useSIMD)
        }
    }
}

extension FillBatch {
    /// Threads worth using for a scene of fills on a canvas of `pixels` pixels: 1 below
    /// 1,000,000 pixels (where starting threads costs more than it saves), else every core, at
    /// most 8. Large fill-heavy scenes gain (big-fills 2.0× on two cores); a scene whose time
    /// goes to strokes, layers, blur or text gains little, since only runs of solid fills are
    /// shared between threads.
    public static func automaticThreads(forPixels pixels: Int) -> Int {
        pixels < 1_000_000 ? 1 : min(max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1), 8)
    }
}

/// A batch flattened and sorted into bands: every fill's edges (relative to the clip), its
/// extent and colour, and for each band the fills that reach it, in drawing order.
struct BandPlan: Sendable {
    struct Shape: Sendable {
        /// The shape's edges: `edges[start ..< end]`, four floats an edge.
        let start: Int, end: Int
        let extent: EdgeExtent
        let rule: FillRule
        /// The colour alone: its kernel lanes (`Compositor.SolidSource`, over 500 bytes at both
        /// step widths) are built when a band draws the shape, a few broadcasts, rather than
        /// stored for every shape of a 20,000-shape batch.
        let color: PremultipliedColor
        let mode: BlendMode
    }

    /// Rows per band: as many as make about 256 KiB of pixels (half the 512 KiB L2 cache of the
    /// machines measured in BENCHMARKS.md, leaving room for the accumulator), a multiple of 8
    /// from 8 to `CoverageAccumulator.maxBandRows`.
    static func bandRows(canvasWidth: Int) -> Int {
        let rows = (256 * 1024 / 4) / max(canvasWidth, 1) / 8 * 8
        return min(max(rows, 8), CoverageAccumulator.maxBandRows)
    }

    let edges: [Float]
    let shapes: [Shape]
    /// Band b is rows `b·bandRows ..< (b + 1)·bandRows` of the clip; its shapes are
    /// `shapes[bandShapes[bandStart[b] ..< bandStart[b + 1]]]`.
    let bandRows: Int
    let bandStart: [Int]
    let bandShapes: [Int]
    var bandCount: Int { bandStart.count - 1 }

    /// Flattens every fill with `scratch`'s edge list; nil when one spills (see `EdgeList`).
    init?(_ batch: FillBatch, clip: PixelRect, scratch: RasterScratch, canvasWidth: Int) {
        var edges = scratch.batchEdges, shapes = scratch.batchShapes
        scratch.batchEdges = []; scratch.batchShapes = []
        edges.removeAll(keepingCapacity: true); shapes.removeAll(keepingCapacity: true)
        // The scratch edge list, moved out for the loop and back after it: a class's stored
        // property costs a dynamic exclusivity check at each use, which a local does not.
        var list = EdgeList(clip: .zero)
        swap(&list, &scratch.edges)
        defer { swap(&list, &scratch.edges) }
        for f in batch.fills {
            list.reset(clip: clip)
            list.add(devicePath: f.path)
            if list.direct != nil {
                list.reset(clip: .zero)
                return nil
            }
            guard let extent = EdgeExtent(list) else { continue }
            // Resolved once here, not in every band (the extent stays: the new edges are pieces of the old).
            if Rasterizer.exactCrossingsByDefault { list.resolveCrossings(rule: f.rule) }
            let start = edges.count
            edges.append(contentsOf: list.coordinates)
            shapes.append(Shape(start: start, end: edges.count, extent: extent, rule: f.rule, color: f.color, mode: f.mode))
        }
        let bandRows = Self.bandRows(canvasWidth: canvasWidth)
        let bandCount = (clip.height + bandRows - 1) / bandRows
        // Counting sort of (band, shape) pairs by band; shapes stay in drawing order in each band.
        var bandStart = [Int](repeating: 0, count: bandCount + 1)
        for s in shapes {
            for b in s.extent.rows.lowerBound / bandRows ... (s.extent.rows.upperBound - 1) / bandRows { bandStart[b + 1] += 1 }
        }
        for b in 0 ..< bandCount { bandStart[b + 1] += bandStart[b] }
        var next = bandStart
        var bandShapes = [Int](repeating: 0, count: bandStart[bandCount])
        for (i, s) in shapes.enumerated() {
            for b in s.extent.rows.lowerBound / bandRows ... (s.extent.rows.upperBound - 1) / bandRows {
                bandShapes[next[b]] = i
                next[b] += 1
            }
        }
        self.edges = edges
        self.shapes = shapes
        self.bandRows = bandRows
        self.bandStart = bandStart
        self.bandShapes = bandShapes
    }
}

/// Where the bands are drawn: the canvas's pixels, shared by the threads, each of which
/// writes only the rows of its own bands.
struct BandTarget: @unchecked Sendable {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let clipMask: CoverageMask?
    let useSIMD: Bool
    let plan: BandPlan

    func draw(bands: StrideTo<Int>, accumulator: CoverageAccumulator) {
        plan.edges.withUnsafeBufferPointer { all in
            for b in bands {
                let bandRows = b * plan.bandRows ..< (b + 1) * plan.bandRows
                for k in plan.bandStart[b] ..< plan.bandStart[b + 1] {
                    let s = plan.shapes[plan.bandShapes[k]]
                    let rows = s.extent.rows.clamped(to: bandRows)
                    let edges = UnsafeBufferPointer(rebasing: all[s.start ..< s.end])
                    let inner = SolidColorSink(pixels: pixels, width: width, source: Compositor.SolidSource(s.color), mode: s.mode, useSIMD: useSIMD)
                    if let clipMask {
                        var sink = ClipMaskSink(inner: inner, clip: clipMask)
                        Rasterizer.fill(edges: edges, extent: s.extent, rows: rows, rule: s.rule, accumulator: accumulator,
                                        useSIMD: useSIMD, into: &sink)
                    } else {
                        var sink = inner
                        Rasterizer.fill(edges: edges, extent: s.extent, rows: rows, rule: s.rule, accumulator: accumulator,
                                        useSIMD: useSIMD, into: &sink)
                    }
                }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
