// EdgeList: a device-space path flattened into non-horizontal line segments, clipped to a
// pixel rectangle in the way exact-area coverage needs.

/// Line segments in device pixels, relative to `origin`, ready for `CoverageAccumulator`.
///
/// Invariants, for every edge: `y0 != y1`; both ends lie inside `0 … height` vertically and
/// `0 … width` horizontally (relative to the clip). Parts of a line left of the clip are
/// replaced by vertical lines on the clip's left side — they still carry their winding into
/// every pixel to their right — and parts right of it are dropped, since area accumulates
/// rightwards and never reaches back.
///
/// Memory: at most `storedEdgeLimit` edges are stored. Past that (a stroke of millions of
/// segments), the list spills: its edges and every later one go straight into an accumulator
/// covering the whole clip (`direct`), so memory is bounded by the clip's size, not the
/// path's. The stored, banded form is the reference; the direct one measures x from the
/// clip's left side instead of from the shape's, so its Float arithmetic rounds differently and
/// its pixels can differ from the reference by a rounding step (`EdgeListSpillTests`).
package struct EdgeList {
    /// The most edges stored before the list spills into `direct`: 2²⁰ edges, 16 MB of
    /// coordinates, far more than any control, glyph run or benchmark shape makes.
    package static let maxStoredEdges = 1 << 20

    /// Edge coordinates, four floats an edge: x0, y0, x1, y1 (relative to `clip.x0/y0`).
    /// Empty once the list has spilled.
    package private(set) var coordinates: [Float] = []
    /// When set, edges are accumulated here as they come instead of stored: one band of
    /// `clip.height` rows, cell (0, 0) at the clip's origin.
    package private(set) var direct: CoverageAccumulator?
    /// `maxStoredEdges`, or less for the tests of the spilled form.
    package var storedEdgeLimit = EdgeList.maxStoredEdges
    /// The pixel rectangle edges were clipped to (device pixels).
    package private(set) var clip: PixelRect
    /// The bounds of the kept edges, relative to the clip. `maxX` is the clip's width when
    /// an edge was dropped right of the clip: the path's inside then reaches the clip's edge.
    package private(set) var minX: Float = .infinity, maxX: Float = -.infinity
    package private(set) var minY: Float = .infinity, maxY: Float = -.infinity

    package init(clip: PixelRect) { self.clip = clip }

    /// The subpaths `add(devicePath:)` added while noting shapes for the exact pass, in order:
    /// each one's edges and the mean of the points it passes through (its start and its
    /// segments' and curves' ends, not their control points: a sum fewer for each curve), where
    /// `mayCross`'s star test looks from. With them, `mayCross` need not find the contours
    /// and their means in a pass of its own. They describe the stored edges only while
    /// `subpathsCoverEdges` holds.
    package private(set) var subpaths = NotedSubpaths()

    /// Set when a segment given to `addLine` was dropped in whole or in part (horizontal, above
    /// or below the clip, or not finite), so that the edges stored either side of it need not
    /// chain. While it is clear and `subpathsCoverEdges` holds, each subpath's edges chain bit
    /// for bit and close, and `mayCross` need not look for gaps. A segment of no length drops
    /// nothing and leaves it clear.
    package private(set) var droppedSegment = false

    /// One subpath's stored edges, `first ..< end`, and the mean of its points (clip-relative).
    package struct Subpath {
        var first: Int32, end: Int32
        var x: Float, y: Float
    }

    /// Scratch for `resolveCrossings`, kept between fills.
    private var resolved: [Float] = []
    private var cuts: [CrossingResolver.Cut] = []

    /// Edges stored (0 once spilled).
    package var count: Int { coordinates.count / 4 }
    /// True when no edge was added inside the clip's rows.
    package var isEmpty: Bool { coordinates.isEmpty && direct == nil }

    /// Removes every edge, keeping the storage, and sets a new clip.
    package mutating func reset(clip: PixelRect) {
        coordinates.removeAll(keepingCapacity: direct == nil)
        direct = nil
        droppedSegment = false
        subpaths.removeAll()
        self.clip = clip
        minX = .infinity; maxX = -.infinity; minY = .infinity; maxY = -.infinity
    }

    /// Adds every subpath of a device-space path, closed implicitly, curves flattened within
    /// `tolerancePixels`.
    /// `noteShape` lists `subpaths` (the exact pass reads them; others need not pay).
    package mutating func add(devicePath path: Path, tolerancePixels: Float = Tolerance.flatteningPixels,
                              noteShape: Bool = Rasterizer.exactCrossingsByDefault) {
        // Specialized both ways, so that without `noteShape` the loop carries none of its work.
        if noteShape {
            add(path, tolerancePixels: tolerancePixels, NotingShape.self)
        } else {
            add(path, tolerancePixels: tolerancePixels, NotNotingShape.self)
        }
    }

    @inline(__always) private mutating func add<N: ShapeNoting>(_ path: Path, tolerancePixels: Float, _: N.Type) {
        let noteShape = N.isOn
        let ox = Float(clip.x0), oy = Float(clip.y0)
        var start = Point.zero, last = Point.zero
        var open = false
        // The subpath being added: its first edge, and the sum and count of the points it
        // passes through.
        var first = count, sumX: Float = 0, sumY: Float = 0, points = 0
        func note() {
            guard noteShape else { return }
            if points > 0 && count > first {
                subpaths.append(Subpath(first: Int32(first), end: Int32(count), x: sumX / Float(points), y: sumY / Float(points)))
            }
            first = count; sumX = 0; sumY = 0; points = 0
        }
        path.forEachElement { e in
            switch e {
            case .move(let p):
                if open { addLine(last, start) }
                note()
                start = Point(p.x - ox, p.y - oy); last = start; open = true
                if noteShape { sumX = start.x; sumY = start.y; points = 1 }
            case .line(let p):
                let q = Point(p.x - ox, p.y - oy)
                addLine(last, q); last = q
                if noteShape { sumX += q.x; sumY += q.y; points += 1 }
            case .quad(let c, let p):
                let c1 = Point(c.x - ox, c.y - oy), q = Point(p.x - ox, p.y - oy)
                if noteShape { sumX += q.x; sumY += q.y; points += 1 }
                if quadIsOutside(last, c1, q) {
                    addLine(last, q)
                } else {
                    Flattener.flatten(quad: last, c1, q, tolerance: tolerancePixels) { addLine(last, $0); last = $0 }
                }
                last = q
            case .cubic(let c1, let c2, let p):
                let a = Point(c1.x - ox, c1.y - oy), b = Point(c2.x - ox, c2.y - oy), q = Point(p.x - ox, p.y - oy)
                if noteShape { sumX += q.x; sumY += q.y; points += 1 }
                if cubicIsOutside(last, a, b, q) {
                    addLine(last, q)
                } else {
                    Flattener.flatten(cubic: last, a, b, q, tolerance: tolerancePixels) { addLine(last, $0); last = $0 }
                }
                last = q
            case .close:
                addLine(last, start); last = start; open = false
            }
        }
        if open { addLine(last, start) }
        note()
    }

    /// A curve whose control points all lie above, below or right of the clip contributes
    /// nothing but its chord's winding, so it needs no flattening (left of the clip it becomes
    /// a vertical line, which its chord gives too).
    @inline(__always) private func quadIsOutside(_ a: Point, _ b: Point, _ c: Point) -> Bool {
        let h = Float(clip.height), w = Float(clip.width)
        return (a.y <= 0 && b.y <= 0 && c.y <= 0) || (a.y >= h && b.y >= h && c.y >= h)
            || (a.x >= w && b.x >= w && c.x >= w) || (a.x <= 0 && b.x <= 0 && c.x <= 0)
    }

    @inline(__always) private func cubicIsOutside(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        let h = Float(clip.height), w = Float(clip.width)
        return (a.y <= 0 && b.y <= 0 && c.y <= 0 && d.y <= 0) || (a.y >= h && b.y >= h && c.y >= h && d.y >= h)
            || (a.x >= w && b.x >= w && c.x >= w && d.x >= w) || (a.x <= 0 && b.x <= 0 && c.x <= 0 && d.x <= 0)
    }

    /// Adds one line (clip-relative coordinates), clipping it as the type's invariants say.
    package mutating func addLine(_ p: Point, _ q: Point) {
        var x0 = p.x, y0 = p.y, x1 = q.x, y1 = q.y
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else {
            // NaN compares unequal: only a segment of no length drops nothing.
            if x0 != x1 || y0 != y1 { droppedSegment = true }
            return
        }
        let h = Float(clip.height), w = Float(clip.width)
        // Vertical clip: keep the part with 0 <= y <= h. (A contour cut here also reaches the
        // clip's top or bottom, so `subpathsCoverEdges` fails for it anyway.)
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { droppedSegment = true; return }
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += (0 - y0) * dxdy; y0 = 0 } else if y0 > h { x0 += (h - y0) * dxdy; y0 = h }
        if y1 < 0 { x1 += (0 - y1) * dxdy; y1 = 0 } else if y1 > h { x1 += (h - y1) * dxdy; y1 = h }
        if y0 == y1 { droppedSegment = true; return }
        // Horizontal clip.
        if x0 >= w && x1 >= w { maxX = w; return }
        if x0 <= 0 && x1 <= 0 { push(0, y0, 0, y1); return }
        if x0 < 0 || x1 < 0 {
            // Split where the line crosses x = 0; the left part becomes vertical at x = 0.
            let ym = y0 + (0 - x0) * (y1 - y0) / (x1 - x0)
            if x0 < 0 {
                push(0, y0, 0, ym); x0 = 0; y0 = ym
            } else {
                pushClippedRight(x0, y0, 0, ym, w); push(0, ym, 0, y1); return
            }
        }
        pushClippedRight(x0, y0, x1, y1, w)
    }

    /// Pushes a line with x >= 0, dropping what lies right of `w`.
    @inline(__always) private mutating func pushClippedRight(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ w: Float) {
        if x0 <= w && x1 <= w { push(x0, y0, x1, y1); return }
        if x0 >= w && x1 >= w { maxX = w; return }
        maxX = w
        let ym = y0 + (w - x0) * (y1 - y0) / (x1 - x0)
        if x0 > w { push(w, ym, x1, y1) } else { push(x0, y0, w, ym) }
    }

    /// Appends a clipped line. A line whose arithmetic overflowed (coordinates near
    /// Float's range) is dropped rather than let a NaN reach an index.
    @inline(__always) private mutating func push(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float) {
        guard y0 != y1, x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { droppedSegment = true; return }
        let w = Float(clip.width)
        let x0 = min(max(x0, 0), w), x1 = min(max(x1, 0), w)
        minX = min(minX, min(x0, x1)); maxX = max(maxX, max(x0, x1))
        minY = min(minY, min(y0, y1)); maxY = max(maxY, max(y0, y1))
        if let direct {
            direct.accumulate(x0, y0, x1, y1)
            return
        }
        coordinates.append(x0); coordinates.append(y0); coordinates.append(x1); coordinates.append(y1)
        if coordinates.count >= storedEdgeLimit * 4 { spill() }
    }

    /// Rewrites the stored edges with `CrossingResolver` (winding 1 where `rule` fills, 0
    /// elsewhere, so that the sum is the covered area in every pixel) when the fill may hold
    /// more than two windings in a pixel (`mayCross`) and has at most
    /// `CrossingResolver.maxEdges` edges. Returns whether it did. Bounds and clip are unchanged:
    /// the new edges are pieces of the old. Where edges lie along the clip's left side, each
    /// run of them is merged into one first (`EdgeList.mergingLeftSide`), as the test does: a
    /// path that goes far left of the clip and back, such as a dashed stroke, is stored as many
    /// such edges, every one of which overlaps the others on one line.
    @discardableResult
    package mutating func resolveCrossings(rule: FillRule) -> Bool {
        guard direct == nil, count > 0 else { return false }
        guard minX == 0 else {
            guard count <= CrossingResolver.maxEdges, mayCross else { return false }
            // Read through a second reference to the edges: `resolve` replaces the stored ones.
            let all = coordinates
            return all.withUnsafeBufferPointer { resolve($0, rule: rule) }
        }
        let all = coordinates
        return all.withUnsafeBufferPointer { e in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: e.count) { kept in
                let merged = UnsafeBufferPointer(rebasing: kept[..<EdgeList.mergingLeftSide(e, into: kept)])
                guard merged.count / 4 <= CrossingResolver.maxEdges,
                      EdgeList.mayCross(merged, clipWidth: Float(clip.width)) else { return false }
                return resolve(merged, rule: rule)
            }
        }
    }

    /// Replaces the stored edges with `CrossingResolver`'s edges for `e` (the stored edges or
    /// a merged copy of them) and returns true, or leaves them and returns false where the
    /// resolver declines.
    private mutating func resolve(_ e: UnsafeBufferPointer<Float>, rule: FillRule) -> Bool {
        // The scratch arrays are moved out and back, not copied, so that their storage is
        // reused rather than copied on the first write.
        var out: [Float] = [], scratch: [CrossingResolver.Cut] = []
        swap(&out, &resolved)
        swap(&scratch, &cuts)
        let done = CrossingResolver.resolve(e, rule: rule, into: &out, cuts: &scratch)
        swap(&scratch, &cuts)
        if done { swap(&out, &coordinates) }
        swap(&out, &resolved)
        return done
    }

    /// Moves the stored edges into a new accumulator over the whole clip, which takes every
    /// later edge too, and frees their storage.
    private mutating func spill() {
        let accumulator = CoverageAccumulator()
        // Cells reach one column past the last pixel, as in `Rasterizer.fill(edges:)`.
        accumulator.prepare(width: clip.width + 1, rows: clip.height)
        coordinates.withUnsafeBufferPointer { e in
            var i = 0
            while i < e.count {
                accumulator.accumulate(e[i], e[i + 1], e[i + 2], e[i + 3])
                i += 4
            }
        }
        coordinates = []
        direct = accumulator
    }
}

/// Whether `EdgeList.add(devicePath:)` notes the shape for the exact pass, as a type, so that
/// its loop is compiled once with the noting and once without.
private protocol ShapeNoting { static var isOn: Bool { get } }
private enum NotingShape: ShapeNoting { static var isOn: Bool { true } }
private enum NotNotingShape: ShapeNoting { static var isOn: Bool { false } }
