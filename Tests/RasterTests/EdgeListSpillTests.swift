import Raster
import TestSupport
import Testing

/// An edge list past `storedEdgeLimit` spills into an accumulator over the whole clip; the
/// stored, banded list is its slow twin.
@Suite struct EdgeListSpillTests {
    /// Coverage bytes of the clip, as a sink.
    struct Bytes: SpanSink {
        let clip: PixelRect
        var bytes: [UInt8]
        init(clip: PixelRect) { self.clip = clip; bytes = [UInt8](repeating: 0, count: clip.width * clip.height) }
        mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
            for i in 0 ..< count { bytes[(y - clip.y0) * clip.width + x - clip.x0 + i] = coverage }
        }
        mutating func maskSpan(y: Int, x: Int, count: Int, mask: UnsafePointer<CoveragePair>) {
            for i in 0 ..< count { bytes[(y - clip.y0) * clip.width + x - clip.x0 + i] = mask[i].coverage }
        }
    }

    static func coverage(_ path: Path, rule: FillRule, clip: PixelRect, storedEdgeLimit: Int) -> (bytes: [UInt8], spilled: Bool) {
        var edges = EdgeList(clip: clip)
        edges.storedEdgeLimit = storedEdgeLimit
        edges.add(devicePath: path)
        let spilled = edges.direct != nil
        var sink = Bytes(clip: clip)
        Rasterizer.fill(edges: edges, rule: rule, accumulator: CoverageAccumulator(), into: &sink)
        return (sink.bytes, spilled)
    }

    /// Accumulating without cutting lines at 64-row band boundaries moves where rows are cut by
    /// a rounding step at most, so a pixel differs by at most one level (and rarely at all).
    @Test func spilledEdgeListMatchesTheStoredOne() {
        var rng = SeededRandom(seed: 0x5B11)
        var identical = 0, spills = 0
        for round in 0 ..< 200 {
            let clip = PixelRect(x: rng.int(in: -20 ... 20), y: rng.int(in: -20 ... 20), width: rng.int(in: 1 ... 150), height: rng.int(in: 1 ... 200))
            var path = Path()
            for _ in 0 ..< rng.int(in: 1 ... 4) {
                path.move(to: Point(rng.float(in: -60 ... 220), rng.float(in: -60 ... 260)))
                for _ in 0 ..< rng.int(in: 2 ... 12) {
                    let p = Point(rng.float(in: -60 ... 220), rng.float(in: -60 ... 260))
                    if rng.int(in: 0 ... 2) == 0 {
                        path.cubic(control1: Point(rng.float(in: -60 ... 220), rng.float(in: -60 ... 260)),
                                   control2: Point(rng.float(in: -60 ... 220), rng.float(in: -60 ... 260)), to: p)
                    } else {
                        path.line(to: p)
                    }
                }
                path.close()
            }
            let rule: FillRule = round.isMultiple(of: 2) ? .nonzero : .evenodd
            let stored = Self.coverage(path, rule: rule, clip: clip, storedEdgeLimit: EdgeList.maxStoredEdges)
            let spilled = Self.coverage(path, rule: rule, clip: clip, storedEdgeLimit: rng.int(in: 1 ... 8))
            #expect(!stored.spilled)
            if spilled.spilled { spills += 1 }
            let worst = zip(stored.bytes, spilled.bytes).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
            #expect(worst <= 1, "round \(round): \(worst)")
            if worst == 0 { identical += 1 }
        }
        #expect(spills > 150, "spilled in \(spills) of 200")
        #expect(identical > 150, "identical in \(identical) of 200")
    }

    /// A canvas stroke past the limit spills and still draws (the stroke's own memory bound).
    @Test func strokeOfMillionsOfSegmentsSpills() throws {
        var path = Path()
        path.move(to: Point(2, 2))
        for i in 0 ..< 300_000 { path.line(to: Point(Float(i % 30) + 2, Float(i % 17) + 2)) }
        var edges = EdgeList(clip: PixelRect(x: 0, y: 0, width: 40, height: 40))
        Stroker.addOutline(of: path, style: try StrokeStyle(width: 1), into: &edges)
        #expect(edges.direct != nil && edges.count == 0)
    }
}
