import Raster
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Measuring tools, independent of the builders

private typealias V = SIMD2<Double>

private func v(_ p: Point) -> V { V(Double(p.x), Double(p.y)) }

/// Each segment as its Bézier control polygon (2 points for a line, 4 for a cubic; a
/// quadratic is raised to a cubic), closing segments included.
private func segments(of path: Path) -> [[V]] {
    var out: [[V]] = []
    var start = V(0, 0), current = V(0, 0)
    for e in path.elements {
        switch e {
        case .move(let p): start = v(p); current = start
        case .line(let p): out.append([current, v(p)]); current = v(p)
        case .quad(let c, let p):
            let c1 = current + (v(c) - current) * (2.0 / 3), c2 = v(p) + (v(c) - v(p)) * (2.0 / 3)
            out.append([current, c1, c2, v(p)]); current = v(p)
        case .cubic(let c1, let c2, let p): out.append([current, v(c1), v(c2), v(p)]); current = v(p)
        case .close: if current != start { out.append([current, start]) }; current = start
        }
    }
    return out
}

private func evaluate(_ s: [V], _ t: Double) -> V {
    if s.count == 2 { return s[0] + (s[1] - s[0]) * t }
    let u = 1 - t
    return s[0] * (u * u * u) + s[1] * (3 * u * u * t) + s[2] * (3 * u * t * t) + s[3] * (t * t * t)
}

private func derivative(_ s: [V], _ t: Double) -> V {
    if s.count == 2 { return s[1] - s[0] }
    let u = 1 - t
    return (s[1] - s[0]) * (3 * u * u) + (s[2] - s[1]) * (6 * u * t) + (s[3] - s[2]) * (3 * t * t)
}

/// The exact signed area enclosed (Green's theorem, ½∮ x dy − y dx), positive for clockwise
/// on screen. The integrand of a cubic is a degree-5 polynomial, which 3-point Gauss–Legendre
/// quadrature integrates exactly.
private func exactArea(_ path: Path) -> Double {
    let nodes = [(0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)]
    var area = 0.0
    for s in segments(of: path) {
        for (t, w) in nodes {
            let p = evaluate(s, t), d = derivative(s, t)
            area += w * (p.x * d.y - p.y * d.x) / 2
        }
    }
    return area
}

/// Shoelace area of the flattened path.
private func polylineArea(_ path: Path, tolerance: Float = 0.01) -> Double {
    var area = 0.0
    for line in path.polylines(tolerance: tolerance) {
        let ps = line.points.map(v)
        for (a, b) in zip(ps, ps.dropFirst() + ps.prefix(1)) { area += (a.x * b.y - b.x * a.y) / 2 }
    }
    return area
}

/// Points along every segment, 33 per segment.
private func samples(_ path: Path) -> [V] {
    segments(of: path).flatMap { s in (0 ... 32).map { evaluate(s, Double($0) / 32) } }
}

/// True when the flattened outline turns only clockwise and once around: convex and simple.
private func isConvex(_ path: Path) -> Bool {
    guard let line = path.polylines(tolerance: 0.01).first else { return false }
    var ps = line.points.map(v)
    if ps.first == ps.last { ps.removeLast() }
    var turning = 0.0
    for i in ps.indices {
        let a = ps[i], b = ps[(i + 1) % ps.count], c = ps[(i + 2) % ps.count]
        let e1 = b - a, e2 = c - b
        let cross = e1.x * e2.y - e1.y * e2.x
        let lengths = (e1.x * e1.x + e1.y * e1.y).squareRoot() * (e2.x * e2.x + e2.y * e2.y).squareRoot()
        if lengths == 0 { continue }
        if cross < -1e-6 * lengths { return false }
        turning += atan2(cross, e1.x * e2.x + e1.y * e2.y)
    }
    return abs(turning - 2 * .pi) < 1e-6
}

private func relativeDifference(_ a: Double, _ b: Double) -> Double { abs(a - b) / max(abs(b), 1e-30) }

@Suite struct ShapeTests {
    static let rect = Rect(x: 10, y: 20, width: 200, height: 100)

    // MARK: Common contract

    static let allShapes: [(String, Path)] = [
        ("rect", .rect(rect)),
        ("roundedRect", .roundedRect(rect, cornerRadius: 15)),
        ("continuousRoundedRect", .continuousRoundedRect(rect, cornerRadius: 15)),
        ("ellipse", .ellipse(in: rect)),
        ("capsule", .capsule(rect)),
        ("tall capsule", .capsule(Rect(x: 0, y: 0, width: 30, height: 90))),
    ]

    @Test(arguments: allShapes)
    func boundsEqualTheRectAndPathIsClosedClockwise(_ name: String, _ path: Path) {
        let bounds = name == "tall capsule" ? Rect(x: 0, y: 0, width: 30, height: 90) : Self.rect
        #expect(path.controlBounds == bounds, "\(name)")
        #expect(path.verbs.first == .move && path.verbs.last == .close, "\(name): one closed subpath")
        #expect(path.verbs.filter { $0 == .move }.count == 1)
        #expect(exactArea(path) > 0, "\(name) runs clockwise on screen")
        #expect(relativeDifference(polylineArea(path), exactArea(path)) < 1e-3, "\(name): flattened area")
        let flattened = path.polylines(tolerance: 0.01).flatMap(\.points)
        let b = path.controlBounds ?? .zero
        #expect(flattened.allSatisfy { $0.x >= b.minX && $0.x <= b.maxX && $0.y >= b.minY && $0.y <= b.maxY })
        #expect(isConvex(path), "\(name) is convex")
    }

    @Test func emptyRectsGiveEmptyPaths() {
        let empty = Rect(x: 0, y: 0, width: 0, height: 10)
        #expect(Path.rect(empty).isEmpty)
        #expect(Path.roundedRect(empty, cornerRadius: 2).isEmpty)
        #expect(Path.continuousRoundedRect(Rect(x: 0, y: 0, width: -5, height: 10), cornerRadius: 2).isEmpty)
        #expect(Path.ellipse(in: Rect(x: 0, y: 0, width: .nan, height: 1)).isEmpty)
        #expect(Path.capsule(empty).isEmpty)
        #expect(Path.circle(center: .zero, radius: 0).isEmpty)
        #expect(Path.circle(center: .zero, radius: -1).isEmpty)
    }

    // MARK: Rect

    @Test func rectIsFourLinesClockwise() {
        #expect(Path.rect(Self.rect).elements == [
            .move(Point(10, 20)), .line(Point(210, 20)), .line(Point(210, 120)), .line(Point(10, 120)), .close,
        ])
        #expect(relativeDifference(exactArea(.rect(Self.rect)), 200 * 100) < 1e-12)
    }

    // MARK: Circles and ellipses

    @Test func circleStaysWithinPointZeroZeroZeroThreeRadii() {
        for radius: Float in [0.5, 3, 17.25, 400] {
            let center = Point(12, -7)
            let path = Path.circle(center: center, radius: radius)
            #expect(path.verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close])
            let r = Double(radius)
            for p in samples(path) {
                let distance = ((p - v(center)) * (p - v(center))).sum().squareRoot()
                #expect(abs(distance - r) <= 3e-4 * r, "radius \(radius): point at distance \(distance)")
            }
            #expect(relativeDifference(exactArea(path), .pi * r * r) < 1e-3)
            #expect(relativeDifference(polylineArea(path, tolerance: 0.001 * radius), .pi * r * r) < 1e-3)
        }
    }

    @Test func ellipsePointsLieOnTheEllipse() {
        let r = Rect(x: -50, y: 10, width: 300, height: 40)
        let path = Path.ellipse(in: r)
        let a = 150.0, b = 20.0, center = V(100, 30)
        #expect(path.elements.first == .move(Point(100, 10)), "starts at the top middle")
        for p in samples(path) {
            let q = (p - center) / V(a, b)
            #expect(abs((q * q).sum().squareRoot() - 1) <= 3e-4)
        }
        #expect(relativeDifference(exactArea(path), .pi * a * b) < 1e-3)
    }

    // MARK: Rounded rects

    @Test func roundedRectCornerPoints() {
        let path = Path.roundedRect(Self.rect, cornerRadius: 10)
        let elements = path.elements
        #expect(elements.first == .move(Point(20, 20)))
        #expect(elements[1] == .line(Point(200, 20)), "top edge stops one radius before the corner")
        guard case .cubic(_, _, let end) = elements[2] else { Issue.record("corner is not a cubic"); return }
        #expect(end == Point(210, 30))
        // The corner's midpoint lies on the circle about (200, 30) at 45°.
        let corner = segments(of: path)[1]
        let mid = evaluate(corner, 0.5)
        let expected = V(200 + 10 / 2.squareRoot(), 30 - 10 / 2.squareRoot())
        #expect(((mid - expected) * (mid - expected)).sum().squareRoot() < 3e-4 * 10)
        #expect(relativeDifference(exactArea(path), 200 * 100 - (4 - .pi) * 100) < 1e-4)
    }

    @Test func roundedRectRadiusIsClamped() {
        #expect(Path.roundedRect(Self.rect, cornerRadius: 1000) == Path.capsule(Self.rect))
        #expect(Path.roundedRect(Self.rect, cornerRadius: -3) == Path.rect(Self.rect))
        #expect(Path.roundedRect(Self.rect, cornerRadius: .nan) == Path.rect(Self.rect))
        #expect(Path.roundedRect(Self.rect, cornerRadius: 0) == Path.rect(Self.rect))
    }

    @Test func capsuleEndsAreHalfCircles() {
        let path = Path.capsule(Self.rect)
        // Radius 50: the ends are half circles about (60, 70) and (160, 70).
        for p in samples(path) where p.x < 60 || p.x > 160 {
            let c = p.x < 60 ? V(60, 70) : V(160, 70)
            #expect(abs(((p - c) * (p - c)).sum().squareRoot() - 50) <= 3e-4 * 50)
        }
        #expect(relativeDifference(exactArea(path), 200 * 100 - (4 - .pi) * 2500) < 1e-3)
        let square = Rect(x: 0, y: 0, width: 8, height: 8)
        #expect(Path.capsule(square) == Path.ellipse(in: square))
    }

    // MARK: Continuous corners

    static let continuousRadius: Float = 20
    static var continuous: Path { .continuousRoundedRect(rect, cornerRadius: continuousRadius) }

    @Test func continuousCornerLeavesTheEdgeAtItsPublishedExtent() {
        let r = Double(Self.continuousRadius)
        let segs = segments(of: Self.continuous)
        // The top edge is a straight line ending 1.52866·r before the corner (PaintCode's table).
        #expect(segs[0].count == 2 && segs[0][1].y == 20)
        #expect(abs(segs[0][1].x - (210 - 1.52866 * r)) < 1e-3 * r)
        // Then the curve leaves the edge gently: curvature grows from 0 instead of jumping to 1/r.
        let corner = segs[1]
        #expect(corner.count == 4)
        let early = evaluate(corner, 0.1)
        #expect(early.y > 20 && early.y - 20 < 1e-3 * r)
        // A circular corner of the same radius would be a full radius further from the corner
        // at its start; the continuous one starts earlier but hugs the circle in the middle.
        let diagonal = segs[2]
        let middle = evaluate(diagonal, 0.5)
        #expect(abs((210 - middle.x) - (1 - 1 / 2.squareRoot()) * r) < 0.01 * r)
    }

    @Test func continuousShapeIsSymmetric() {
        let points = Self.continuous.points.map(v)
        let c = v(Self.rect.center)
        for p in points {
            for mirrored in [V(2 * c.x - p.x, p.y), V(p.x, 2 * c.y - p.y)] {
                let nearest = points.map { (($0 - mirrored) * ($0 - mirrored)).sum() }.min() ?? .infinity
                #expect(nearest.squareRoot() < 1e-3, "mirror of \(p) is not a control point")
            }
        }
    }

    @Test func continuousAreaLiesBetweenTheBounds() {
        let r = Double(Self.continuousRadius)
        let area = exactArea(Self.continuous)
        // Convex through each corner's two ends: each corner cuts at most the triangle they span.
        let extent = 1.52866 * r
        #expect(area < 200 * 100)
        #expect(area > 200 * 100 - 4 * extent * extent / 2)
        #expect(relativeDifference(polylineArea(Self.continuous), area) < 1e-4)
    }

    @Test func continuousFallsBackToCapsuleForLargeRadii() {
        // UIKit's threshold: the shorter side below 2·1.52866·r. Radius 16: height 49 keeps
        // continuous corners, height 48 becomes a capsule (Apple Developer Forums 789134).
        let keeps = Path.continuousRoundedRect(Rect(x: 0, y: 0, width: 100, height: 49), cornerRadius: 16)
        #expect(keeps.verbs.filter { $0 == .cubic }.count == 12)
        let falls = Rect(x: 0, y: 0, width: 100, height: 48)
        #expect(Path.continuousRoundedRect(falls, cornerRadius: 16) == Path.capsule(falls))
        let wide = Rect(x: 50, y: 20, width: 208, height: 50)
        #expect(Path.continuousRoundedRect(wide, cornerRadius: 20) == Path.capsule(wide))
        #expect(Path.continuousRoundedRect(wide, cornerRadius: .infinity) == Path.capsule(wide))
        #expect(isConvex(.continuousRoundedRect(wide, cornerRadius: 20)))
        #expect(Path.continuousRoundedRect(wide, cornerRadius: 0) == Path.rect(wide))
    }

    /// Property: for random rects and radii, continuous rounded rects are convex, simple,
    /// clockwise, and inside their rect.
    @Test func randomContinuousRectsAreConvexAndInside() {
        var rng = SeededRandom(seed: 0x5_C1C1E)
        for _ in 0 ..< 300 {
            let r = Rect(x: rng.float(in: -100 ... 100), y: rng.float(in: -100 ... 100),
                         width: rng.float(in: 1 ... 300), height: rng.float(in: 1 ... 300))
            let radius = rng.float(in: 0 ... 100)
            let path = Path.continuousRoundedRect(r, cornerRadius: radius)
            #expect(isConvex(path), "\(r) radius \(radius)")
            #expect(exactArea(path) > 0)
            let slack: Float = 1e-4 * max(r.width, r.height)
            #expect(path.points.allSatisfy {
                $0.x >= r.minX - slack && $0.x <= r.maxX + slack && $0.y >= r.minY - slack && $0.y <= r.maxY + slack
            })
        }
    }
}
