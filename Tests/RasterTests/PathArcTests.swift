import Raster
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cubics of `path` with their start points, in Double.
private func cubics(of path: Path) -> [[SIMD2<Double>]] {
    var out: [[SIMD2<Double>]] = []
    var current = SIMD2<Double>(0, 0)
    func d(_ p: Point) -> SIMD2<Double> { SIMD2(Double(p.x), Double(p.y)) }
    for e in path.elements {
        switch e {
        case .move(let p), .line(let p): current = d(p)
        case .quad(_, let p): current = d(p)
        case .cubic(let c1, let c2, let p):
            out.append([current, d(c1), d(c2), d(p)])
            current = d(p)
        case .close: break
        }
    }
    return out
}

private func evaluate(_ c: [SIMD2<Double>], _ t: Double) -> SIMD2<Double> {
    let u = 1 - t
    return c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t)
}

/// Samples along every cubic (both ends and 15 interior points each).
private func samples(of path: Path) -> [SIMD2<Double>] {
    cubics(of: path).flatMap { c in (0 ... 16).map { evaluate(c, Double($0) / 16) } }
}

/// An ellipse given by centre, radii and rotation, to measure against.
private struct Ellipse {
    var center: SIMD2<Double>, rx: Double, ry: Double, phi: Double

    func point(_ theta: Double) -> SIMD2<Double> {
        let x = rx * cos(theta), y = ry * sin(theta)
        return center + SIMD2(cos(phi) * x - sin(phi) * y, sin(phi) * x + cos(phi) * y)
    }

    /// How far `p` is from the ellipse, relative to its size: |(normalised radius) − 1|.
    func relativeError(_ p: SIMD2<Double>) -> Double {
        let d = p - center
        let x = cos(phi) * d.x + sin(phi) * d.y, y = -sin(phi) * d.x + cos(phi) * d.y
        return abs(((x / rx) * (x / rx) + (y / ry) * (y / ry)).squareRoot() - 1)
    }

    /// Parameter angle of `p`.
    func angle(_ p: SIMD2<Double>) -> Double {
        let d = p - center
        let x = cos(phi) * d.x + sin(phi) * d.y, y = -sin(phi) * d.x + cos(phi) * d.y
        return atan2(y / ry, x / rx)
    }
}

/// Total signed change of parameter angle along the samples (unwrapped).
private func sweep(of points: [SIMD2<Double>], on e: Ellipse) -> Double {
    var total = 0.0
    for (a, b) in zip(points, points.dropFirst()) {
        var step = e.angle(b) - e.angle(a)
        if step > .pi { step -= 2 * .pi }
        if step < -.pi { step += 2 * .pi }
        total += step
    }
    return total
}

@Suite struct PathArcTests {
    @Test func quarterCircleArc() throws {
        let path = try Path(svgPathData: "M150 100 A50 50 0 0 1 100 150")
        let circle = Ellipse(center: [100, 100], rx: 50, ry: 50, phi: 0)
        #expect(path.elements.count == 2, "a 90° arc is one cubic")
        #expect(path.currentPoint == Point(100, 150))
        for p in samples(of: path) { #expect(circle.relativeError(p) < 1e-3) }
        // sweep = 1: through growing angles, i.e. below-right of the centre on screen.
        #expect(abs(sweep(of: samples(of: path), on: circle) - .pi / 2) < 1e-3)
    }

    /// Property: arcs built from a known ellipse end exactly at their endpoints, stay on the
    /// ellipse within 1e-3 of its size, sweep the intended angle, and use ≤ 90° pieces.
    @Test func randomArcsFollowTheirEllipse() throws {
        var rng = SeededRandom(seed: 0xA4C)
        for _ in 0 ..< 500 {
            let e = Ellipse(center: [rng.double(in: -300 ... 300), rng.double(in: -300 ... 300)],
                            rx: rng.double(in: 5 ... 200), ry: rng.double(in: 5 ... 200),
                            phi: rng.double(in: -Double.pi ... Double.pi))
            let theta1 = rng.double(in: -Double.pi ... Double.pi)
            // Stay clear of half turns (where the centre solve is ill-conditioned for Float
            // endpoints) and of full turns (where the endpoints meet).
            var delta = rng.double(in: 0.1 ... (Double.pi - 0.05))
            if rng.int(in: 0 ... 1) == 0 { delta = 2 * .pi - delta }
            if rng.int(in: 0 ... 1) == 0 { delta = -delta }
            let start = e.point(theta1), end = e.point(theta1 + delta)
            let startPoint = Point(Float(start.x), Float(start.y)), endPoint = Point(Float(end.x), Float(end.y))
            var path = Path()
            path.move(to: startPoint)
            path.addSVGArc(radii: Size(Float(e.rx), Float(e.ry)), xAxisRotationDegrees: Float(e.phi * 180 / .pi),
                           largeArc: abs(delta) > .pi, sweep: delta > 0, to: endPoint)
            #expect(path.currentPoint == endPoint, "ends exactly at the endpoint")
            let pieces = cubics(of: path)
            #expect(pieces.count == Int((abs(delta) / (.pi / 2)).rounded(.up)), "pieces of at most 90°")
            #expect(pieces.first?.first == SIMD2(Double(startPoint.x), Double(startPoint.y)))
            let points = samples(of: path)
            let worst = points.map(e.relativeError).max() ?? 0
            #expect(worst < 1e-3, "off the ellipse by \(worst) (Δθ = \(delta))")
            #expect(abs(sweep(of: points, on: e) - delta) < 1e-2, "swept \(sweep(of: points, on: e)), wanted \(delta)")
        }
    }

    @Test func tooSmallRadiiAreScaledUp() throws {
        // Radius 1 cannot span 10 units: it grows to 5 and the arc is a half circle about (5, 0).
        let path = try Path(svgPathData: "M0 0 A1 1 0 0 1 10 0")
        let circle = Ellipse(center: [5, 0], rx: 5, ry: 5, phi: 0)
        let points = samples(of: path)
        #expect(path.currentPoint == Point(10, 0))
        for p in points { #expect(circle.relativeError(p) < 1e-3) }
        // From angle π to 2π through growing angles: over the top on screen (y < 0).
        #expect(points.allSatisfy { $0.y <= 1e-6 })
        #expect(abs(sweep(of: points, on: circle) - .pi) < 1e-3)
        // Elliptical radii keep their ratio when scaled: 2:1 → 10 × 5 for a 20-unit chord.
        let ellipse = try Path(svgPathData: "M0 0 A2 1 0 0 0 20 0")
        let expected = Ellipse(center: [10, 0], rx: 10, ry: 5, phi: 0)
        for p in samples(of: ellipse) { #expect(expected.relativeError(p) < 1e-3) }
    }

    @Test func zeroRadiusIsALine() throws {
        let path = try Path(svgPathData: "M0 0 A0 5 0 0 1 10 10")
        #expect(path.elements == [.move(Point(0, 0)), .line(Point(10, 10))])
    }

    @Test func identicalEndpointsAreOmitted() throws {
        let path = try Path(svgPathData: "M5 5 A10 10 0 1 1 5 5 L6 6")
        #expect(path.elements == [.move(Point(5, 5)), .line(Point(6, 6))])
    }

    @Test func negativeRadiiActAsPositive() throws {
        #expect(try Path(svgPathData: "M0 0 A-3 -4 30 0 1 5 5") == Path(svgPathData: "M0 0 A3 4 30 0 1 5 5"))
    }

    @Test func centreArcFullCircle() {
        let path = Path.arc(center: Point(10, 20), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        let circle = Ellipse(center: [10, 20], rx: 5, ry: 5, phi: 0)
        #expect(path.elements.first == .move(Point(15, 20)))
        #expect(cubics(of: path).count == 4)
        for p in samples(of: path) { #expect(circle.relativeError(p) < 3e-4) }
        #expect(abs(sweep(of: samples(of: path), on: circle) - 2 * .pi) < 1e-3)
    }

    @Test func centreArcDirection() {
        let circle = Ellipse(center: [0, 0], rx: 10, ry: 10, phi: 0)
        let cw = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(sweep(of: samples(of: cw), on: circle) - .pi / 2) < 1e-3)
        #expect(samples(of: cw).allSatisfy { $0.y >= -1e-5 }, "clockwise on screen from 0 to 90° passes below the centre")
        let ccw = Path.arc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(sweep(of: samples(of: ccw), on: circle) + 3 * .pi / 2) < 1e-3)
        // Regression: Float(π/2) is a hair above π/2, and the 270° sweep became 4 pieces.
        #expect(cubics(of: ccw).count == 3)
        let wrapped = Path.arc(center: .zero, radius: 10, startAngle: .pi / 2, endAngle: 0, clockwise: true)
        #expect(abs(sweep(of: samples(of: wrapped), on: circle) - 3 * .pi / 2) < 1e-3)
    }

    @Test func centreArcJoinsTheCurrentPointWithALine() {
        var path = Path()
        path.move(to: Point(-20, 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(path.elements.prefix(2) == [.move(Point(-20, 0)), .line(Point(10, 0))])
        #expect(cubics(of: path).count == 2)
        let degenerate = Path.arc(center: .zero, radius: 0, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(degenerate.elements == [.move(.zero)])
    }
}
