import Foundation
@testable import Raster
import TestSupport
import Testing

/// `StarContour.floatWalk`, the star test four edges at a time in Float, against its slow twin
/// `StarContour.walk` in Double: where the fast form decides, it must decide as the twin does,
/// box included; where rounding could have changed a turn's sign, it must leave the contour to
/// the twin.
@Suite struct StarContourFloatTests {
    /// Chained edges (each starting where the one before ends, the last ending at the first's
    /// start) through `points`, as `EdgeList` stores a closed subpath, and the points' mean.
    static func chained(_ points: [(Float, Float)]) -> (edges: [Float], x: Float, y: Float) {
        var edges: [Float] = []
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            edges += [a.0, a.1, b.0, b.1]
        }
        let x = points.map(\.0).reduce(0, +) / Float(points.count), y = points.map(\.1).reduce(0, +) / Float(points.count)
        return (edges, x, y)
    }

    static func bounds(_ points: [(Float, Float)]) -> (minX: Float, maxX: Float, minY: Float, maxY: Float) {
        (points.map(\.0).min()!, points.map(\.0).max()!, points.map(\.1).min()!, points.map(\.1).max()!)
    }

    /// Random polygons of 3 to 40 vertices (every count of edges past the four-edge blocks):
    /// star-shaped about their centre either way round, convex, or with their vertices in a
    /// random order. Each decision of the Float form is the Double walk's, and the box the same.
    @Test func decidesAsTheDoubleWalkDoes() {
        var rng = SeededRandom(seed: 0x5EED_F10A)
        var stars = 0, nots = 0, undecided = 0
        for _ in 0 ..< 3000 {
            let n = rng.int(in: 3 ... 40)
            let cx = rng.double(in: 20 ... 40), cy = rng.double(in: 20 ... 40), r = rng.double(in: 0.5 ... 18)
            let kind = rng.int(in: 0 ... 2)
            var angles = (0 ..< n).map { _ in rng.double(in: 0 ... 2 * Double.pi) }
            if kind < 2 { angles.sort() }
            if rng.int(in: 0 ... 1) == 1 { angles.reverse() }
            var points: [(Float, Float)] = angles.map { a in
                let k = kind == 1 ? 1 : rng.double(in: 0.3 ... 1)
                return (Float(cx + k * r * cos(a)), Float(cy + k * r * sin(a)))
            }
            // The edge list holds no horizontal edge: nudge a vertex at its neighbour's height.
            for i in points.indices where points[i].1 == points[(i + 1) % n].1 { points[i].1 = points[i].1.nextUp }
            let (edges, x, y) = Self.chained(points)
            let fast = edges.withUnsafeBufferPointer {
                StarContour.floatWalk($0, 0, n, aroundX: x, y: y, bounds: Self.bounds(points), boxed: true)
            }
            let slow = edges.withUnsafeBufferPointer {
                StarContour.walk($0, 0, n, aroundX: Double(x), y: Double(y), clipWidth: 64, boxed: true)
            }
            switch fast {
            case .star(let box):
                stars += 1
                #expect(slow == box, "\(n) vertices, kind \(kind): \(box) against \(String(describing: slow))")
            case .not:
                nots += 1
                #expect(slow == nil, "\(n) vertices, kind \(kind): not a star, but the Double walk says \(String(describing: slow))")
            case .undecided:
                undecided += 1
            }
        }
        #expect(stars > 1000 && nots > 500, "stars \(stars), not \(nots)")
        #expect(undecided < 10, "\(undecided) left to the Double walk")
    }

    /// A triangle with a side passing 10⁻⁵ px² of turn outside the centre: not star-shaped
    /// about it. The side's turn rounds to the wrong sign in Float (+3.05 × 10⁻⁵ where the exact
    /// value is −1.16 × 10⁻⁵), so the Float form must leave it to the Double walk, which says no.
    /// Without the filter the Float form calls it a star.
    @Test func aTurnWithinRoundingIsLeftToTheDoubleWalk() {
        let cx: Float = 28.824525833129883, cy: Float = 30.256793975830078
        let points: [(Float, Float)] = [(54.84058380126953, 48.70534896850586), (6.162973403930664, 14.186991691589355),
                                        (cx + 10, cy - 20)]
        let (edges, _, _) = Self.chained(points)
        // The exact turn of the first side, in Double (the Float differences and their products
        // are exact there, and a rounded difference keeps its sign).
        let ax = Double(points[0].0) - Double(cx), ay = Double(points[0].1) - Double(cy)
        let bx = Double(points[1].0) - Double(cx), by = Double(points[1].1) - Double(cy)
        #expect(ax * by - ay * bx < 0)
        let fast = edges.withUnsafeBufferPointer {
            StarContour.floatWalk($0, 0, 3, aroundX: cx, y: cy, bounds: Self.bounds(points), boxed: false)
        }
        guard case .undecided = fast else {
            Issue.record("the Float form decided \(fast) on a turn within rounding")
            return
        }
        let subpath = EdgeList.Subpath(first: 0, end: 3, x: cx, y: cy)
        let star = edges.withUnsafeBufferPointer {
            StarContour.star($0, subpath, clipWidth: 64, bounds: Self.bounds(points), chained: true, boxed: false)
        }
        #expect(star == nil)
    }

    /// `droppedSegment` marks a subpath with a gap: a horizontal side, a part above the clip, a
    /// point that is not finite. A closing line of no length drops nothing.
    @Test func droppedSegmentsAreNoted() {
        let clip = PixelRect(x0: 0, y0: 0, x1: 64, y1: 64)
        func dropped(_ path: Path) -> Bool {
            var list = EdgeList(clip: clip)
            list.add(devicePath: path, noteShape: true)
            return list.droppedSegment
        }
        #expect(!dropped(.circle(center: Point(20.3, 17.6), radius: 6.2)))
        var closedOnItsStart = Path()
        closedOnItsStart.move(to: Point(10, 10)); closedOnItsStart.line(to: Point(30, 12.5)); closedOnItsStart.line(to: Point(20, 30))
        closedOnItsStart.line(to: Point(10, 10)); closedOnItsStart.close()
        #expect(!dropped(closedOnItsStart))
        #expect(dropped(.rect(Rect(x: 4.5, y: 6.5, width: 20, height: 10))))
        #expect(dropped(.circle(center: Point(20, 2), radius: 8)))
        var broken = Path()
        broken.move(to: Point(10, 10)); broken.line(to: Point(30, 12)); broken.line(to: Point(.nan, 20)); broken.close()
        #expect(dropped(broken))
        var list = EdgeList(clip: clip)
        list.add(devicePath: .rect(Rect(x: 4.5, y: 6.5, width: 20, height: 10)), noteShape: true)
        list.reset(clip: clip)
        #expect(!list.droppedSegment)
    }

    /// `chainedSegments`, the pair test four edges at a time, against `segments`' walk one
    /// segment at a time (asked as for a contour with gaps, so that it takes the scalar path):
    /// random polygons of 3 to 40 vertices and random boxes around, across and inside them.
    @Test func chainedSegmentsDecideAsTheScalarWalkDoes() {
        var rng = SeededRandom(seed: 0x5E6_0B0C)
        var misses = 0, reaches = 0
        for _ in 0 ..< 3000 {
            let n = rng.int(in: 3 ... 40)
            let cx = rng.double(in: 20 ... 40), cy = rng.double(in: 20 ... 40), r = rng.double(in: 0.5 ... 18)
            var points: [(Float, Float)] = (0 ..< n).map { _ in
                let a = rng.double(in: 0 ... 2 * Double.pi), k = rng.double(in: 0.3 ... 1)
                return (Float(cx + k * r * cos(a)), Float(cy + k * r * sin(a)))
            }
            for i in points.indices where points[i].1 == points[(i + 1) % n].1 { points[i].1 = points[i].1.nextUp }
            let (edges, _, _) = Self.chained(points)
            // A box near the polygon: across its outline, inside it or just beside it.
            let x0 = max(0, Int(cx + rng.double(in: -r - 6 ... r))), y0 = max(0, Int(cy + rng.double(in: -r - 6 ... r)))
            let box = ContourBox(x0: Int32(x0), x1: Int32(x0 + rng.int(in: 0 ... 6)), y0: Int32(y0), y1: Int32(y0 + rng.int(in: 0 ... 6)))
            let contour = ContourSpan(box: ContourBox(x0: 0, x1: 63, y0: 0, y1: 63), first: 0, end: n)
            let fast = edges.withUnsafeBufferPointer { StarContour.segments($0, contour, miss: box, chained: true) }
            let slow = edges.withUnsafeBufferPointer { StarContour.segments($0, contour, miss: box, chained: false) }
            #expect(fast == slow, "\(n) vertices, box \(box)")
            if slow { misses += 1 } else { reaches += 1 }
        }
        #expect(misses > 500 && reaches > 500, "misses \(misses), reaches \(reaches)")
    }

    /// `ContourBox(minX:maxX:minY:maxY:)` finds its floors and ceilings by rounding at 2²³
    /// below 2²², and with `Int(_:)` above: columns ⌊minX⌋ … ⌊maxX⌋ and rows ⌊minY⌋ … ⌈maxY⌉ − 1
    /// (at least ⌊minY⌋), for whole and fractional coordinates, zero, the values either side of
    /// a whole number and of halves (where rounding to even could go either way), and either
    /// side of 2²².
    @Test func theBoxIsTheFloorsAndTheCeilingLessOne() {
        var rng = SeededRandom(seed: 0xB0C5)
        var values: [Float] = [0, 1, 2, 0.5, 1.5, 2.5, 3.999999, 4.000001, 1e-30, 2047, 2048, 4095.75,
                               Float(0x1p22).nextDown, 0x1p22, 0x1p22 + 1.5, 0x1p23, 0x1p23 + 3, 0x1p21 + 0.5, 0x1p21 + 1.5]
        for _ in 0 ..< 2000 { values.append(Float(rng.double(in: 0 ... 4096))) }
        for _ in 0 ..< 300 {
            let whole = Float(rng.int(in: 0 ... 1 << 20))
            values += [whole, whole.nextUp, whole.nextDown, whole + 0.5, (whole + 0.5).nextUp, (whole + 0.5).nextDown]
        }
        for maxY in values where maxY >= 0 {
            for minY in [Float(0), maxY / 2, maxY] {
                let box = ContourBox(minX: minY, maxX: maxY, minY: minY, maxY: maxY)
                let floorMin = Int(minY.rounded(.down)), floorMax = Int(maxY.rounded(.down))
                #expect(Int(box.x0) == floorMin && Int(box.x1) == floorMax && Int(box.y0) == floorMin, "minY \(minY), maxY \(maxY): \(box)")
                #expect(Int(box.y1) == max(floorMin, Int(maxY.rounded(.up)) - 1), "minY \(minY), maxY \(maxY)")
            }
        }
    }
}
