// Rasterizer: the fill pipeline's driver. Device path → EdgeList (flattened, clipped) →
// CoverageAccumulator, band by band → spans for a SpanSink (a canvas, or a coverage mask).

/// Scratch memory for filling: one edge list and one accumulator, reused between fills so
/// that drawing thousands of small shapes allocates nothing.
package final class RasterScratch {
    var edges = EdgeList(clip: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0))
    let accumulator = CoverageAccumulator()
    /// A drawn batch's edge and shape storage, kept for the next batch (`BandPlan`), so a
    /// scene drawn again and again does not grow fresh arrays each time.
    var batchEdges: [Float] = []
    var batchShapes: [BandPlan.Shape] = []
    package init() {}
}

/// The fill pipeline: flattens a device-space path into edges and turns them into pixel coverage.
public enum Rasterizer {
    /// `CONTROLKIT_SCALAR=1` in the environment forces the scalar twins of every SIMD path,
    /// so the speed-up can be measured; the pixels are the same either way. Usable from
    /// inlinable code because other modules of the package take it as a default argument.
    @usableFromInline package static let simdEnabledByDefault: Bool = {
        guard let v = getenv("CONTROLKIT_SCALAR") else { return true }
        return String(cString: v) != "1"
    }()

    /// `CONTROLKIT_SHAPE_BY_SHAPE=1` in the environment makes scenes draw every fill on its own
    /// instead of gathering runs of solid fills into a `FillBatch`, so the gain of drawing band
    /// by band can be measured; the pixels are the same either way.
    /// Whether fills that may hold three windings in a pixel are rewritten by
    /// `CrossingResolver` (winding 1 where the rule fills, 0 elsewhere) before they are
    /// accumulated: on unless `CONTROLKIT_EXACT_CROSSINGS=0` is in the environment, which
    /// keeps the plain signed-area sum (to measure what the pass costs, or to compare with
    /// renderers that sum). It moves pixels only where three windings share one
    /// (self-intersections, overlapping contours), to the exact area; what it costs is in
    /// BENCHMARKS.md, "Exactness where edges cross".
    package static let exactCrossingsByDefault: Bool = {
        guard let v = getenv("CONTROLKIT_EXACT_CROSSINGS") else { return true }
        return String(cString: v) != "0"
    }()

    package static let batchingEnabledByDefault: Bool = {
        guard let v = getenv("CONTROLKIT_SHAPE_BY_SHAPE") else { return true }
        return String(cString: v) != "1"
    }()

    /// Fills a device-space path: calls `sink` with the coverage of every pixel of `clip`
    /// the path touches. A path with a non-finite point (after any arithmetic) draws nothing
    /// where the point's lines would go; callers that must report it check `Path.isFinite`.
    package static func fill<S: SpanSink>(devicePath: Path, rule: FillRule, clip: PixelRect, scratch: RasterScratch,
                                          useSIMD: Bool = simdEnabledByDefault, exactCrossings: Bool = exactCrossingsByDefault,
                                          into sink: inout S) {
        guard !devicePath.isEmpty else { return }
        fill(rule: rule, clip: clip, scratch: scratch, useSIMD: useSIMD, exactCrossings: exactCrossings,
             addEdges: { $0.add(devicePath: devicePath, noteShape: exactCrossings) }, into: &sink)
    }

    /// Fills the edges `addEdges` puts into the scratch edge list (cleared, clipped to `clip`):
    /// for producers that stream edges without building a path, such as the Stroker.
    package static func fill<S: SpanSink>(rule: FillRule, clip: PixelRect, scratch: RasterScratch, useSIMD: Bool = simdEnabledByDefault,
                                          exactCrossings: Bool = exactCrossingsByDefault,
                                          addEdges: (inout EdgeList) -> Void, into sink: inout S) {
        guard !clip.isEmpty else { return }
        scratch.edges.reset(clip: clip)
        addEdges(&scratch.edges)
        if exactCrossings { scratch.edges.resolveCrossings(rule: rule) }
        fill(edges: scratch.edges, rule: rule, accumulator: scratch.accumulator, useSIMD: useSIMD, into: &sink)
        // A spilled list holds a clip-sized accumulator: let it go now rather than at the next fill.
        if scratch.edges.direct != nil { scratch.edges.reset(clip: .zero) }
    }

    /// Rasterizes prepared edges (see `EdgeList`) into `sink`.
    package static func fill<S: SpanSink>(edges: borrowing EdgeList, rule: FillRule, accumulator: CoverageAccumulator,
                                          useSIMD: Bool = simdEnabledByDefault, into sink: inout S) {
        guard !edges.isEmpty else { return }
        let clip = edges.clip
        if let direct = edges.direct {
            // Spilled: every edge is accumulated already, over the whole clip.
            direct.sweep(width: clip.width, originX: clip.x0, originY: clip.y0, rule: rule, useSIMD: useSIMD, into: &sink)
            return
        }
        guard let extent = EdgeExtent(edges) else { return }
        edges.coordinates.withUnsafeBufferPointer { e in
            fill(edges: e, extent: extent, rows: extent.rows, rule: rule, accumulator: accumulator, useSIMD: useSIMD, into: &sink)
        }
    }

    /// Rasterizes the rows `rows` (of the clip, inside `extent.rows`) of stored edges into
    /// `sink`, 64 rows at a time. A row's pixels do not depend on which other rows are drawn
    /// with it (`CoverageAccumulator.accumulate` never cuts a line), so drawing a shape's rows
    /// in any number of calls — band by band, or shared between threads — gives the same bytes
    /// as drawing them in one.
    package static func fill<S: SpanSink>(edges e: UnsafeBufferPointer<Float>, extent: EdgeExtent, rows: Range<Int>, rule: FillRule,
                                          accumulator: CoverageAccumulator, useSIMD: Bool, into sink: inout S) {
        let ox = Float(extent.x0)
        var top = rows.lowerBound
        while top < rows.upperBound {
            let bottom = min(top + CoverageAccumulator.maxBandRows, rows.upperBound)
            accumulator.prepare(width: extent.bandWidth, rows: bottom - top, top: top)
            let bt = Float(top), bb = Float(bottom)
            var i = 0
            while i < e.count {
                let x0 = e[i], y0 = e[i + 1], x1 = e[i + 2], y1 = e[i + 3]
                i += 4
                if max(y0, y1) <= bt || min(y0, y1) >= bb { continue }
                // Whole lines, in the edge list's rows: the band takes its own rows of them.
                accumulator.accumulate(x0 - ox, y0, x1 - ox, y1)
            }
            accumulator.sweep(width: extent.emitWidth, originX: extent.clip.x0 + extent.x0, originY: extent.clip.y0 + top,
                              rule: rule, useSIMD: useSIMD, into: &sink)
            top = bottom
        }
    }

    /// The coverage of every pixel of `clip` by a device-space path (in pixels), 0 outside the
    /// path and 255 inside: a mask for `Canvas.drawLayer(mask:)` and `Canvas.draw(_:mask:)`.
    /// Uses the same code as every fill.
    /// - Returns: `nil` when `clip` holds more pixels than an `Int` counts.
    public static func coverage(of devicePath: Path, rule: FillRule, clip: PixelRect) -> CoverageMask? {
        guard CoverageMask.byteCount(of: clip) != nil else { return nil }
        return coverage(of: devicePath, rule: rule, clip: clip, useSIMD: simdEnabledByDefault)
    }

    /// `coverage(of:rule:clip:)` through the SIMD resolve or its scalar twin, for a clip the
    /// caller knows is countable (the canvas, or a region of it).
    package static func coverage(of devicePath: Path, rule: FillRule, clip: PixelRect, useSIMD: Bool,
                                 exactCrossings: Bool = exactCrossingsByDefault) -> CoverageMask {
        var sink = MaskSink(rect: clip)
        fill(devicePath: devicePath, rule: rule, clip: clip, scratch: RasterScratch(), useSIMD: useSIMD, exactCrossings: exactCrossings,
             into: &sink)
        return CoverageMask(uncheckedRect: clip, bytes: sink.bytes)
    }
}

/// The pixels a stored edge list can touch, relative to its clip: columns `x0 ..< x0 +
/// emitWidth`, rows `rows`.
package struct EdgeExtent: Sendable {
    /// The clip the edges are relative to (device pixels).
    package let clip: PixelRect
    /// The first column, and the origin of the accumulator's columns.
    package let x0: Int
    /// Columns that may be emitted.
    package let emitWidth: Int
    /// Rows of the clip that edges cross.
    package let rows: Range<Int>
    /// Accumulator cells reach one column past the last pixel an edge touches.
    var bandWidth: Int { emitWidth + 1 }

    /// The extent of a stored (not spilled) edge list; nil when it touches no pixel.
    package init?(_ edges: borrowing EdgeList) {
        guard edges.direct == nil, !edges.isEmpty else { return nil }
        // Bounded: EdgeList keeps only finite edges inside 0…width × 0…height of the clip, and
        // a list with an edge has finite bounds.
        let bx0 = Int(edges.minX)
        let bx1 = min(Int(edges.maxX.rounded(.up)), edges.clip.width)
        let by0 = Int(edges.minY)
        let by1 = min(Int(edges.maxY.rounded(.up)), edges.clip.height)
        guard bx1 >= bx0, by1 > by0 else { return nil }
        clip = edges.clip
        x0 = bx0
        emitWidth = bx1 - bx0
        rows = by0 ..< by1
    }
}

/// Writes spans into a coverage byte buffer.
struct MaskSink: SpanSink {
    let rect: PixelRect
    var bytes: [UInt8]
    init(rect: PixelRect) {
        self.rect = rect
        bytes = [UInt8](repeating: 0, count: rect.width * rect.height)
    }
    mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let start = (y - rect.y0) * rect.width + (x - rect.x0)
        for i in start ..< start + count { bytes[i] = coverage }
    }
    mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>) {
        let start = (y - rect.y0) * rect.width + (x - rect.x0)
        for i in 0 ..< count { bytes[start + i] = mask[i].coverage }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
