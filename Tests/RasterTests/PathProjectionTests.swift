import Raster
import TestSupport
import Testing

/// `Path.projected(by:deviceScale:)`: the same pixels as an affine transform where the
/// projection is affine, the flattening tolerance held in device pixels after projection, and
/// the filled result judged by the slow reference — the inverse projection and a winding
/// number in the original path's space.
@Suite struct PathProjectionTests {
    static func randomAffine(_ rng: inout SeededRandom) -> Transform {
        Transform.rotation(rng.float(in: -3.2 ... 3.2))
            .concatenating(.scale(rng.float(in: 0.3 ... 3), rng.float(in: 0.3 ... 3)))
            .concatenating(.translation(rng.float(in: 0 ... 40), rng.float(in: 0 ... 40)))
    }

    /// A rectangle projected by an affine projection fills exactly the pixels the affine path
    /// fills: the vertices are the same bits (`Projection.apply` computes `Transform.apply`'s
    /// expression when w = 1) and lines are not flattened.
    @Test func affineProjectionOfRectangleGivesTheSameCoverageAsTheAffinePath() throws {
        var rng = SeededRandom(seed: 0xAC0F)
        for _ in 0 ..< 200 {
            let rect = Rect(x: rng.float(in: -5 ... 20), y: rng.float(in: -5 ... 20),
                            width: rng.float(in: 0.2 ... 20), height: rng.float(in: 0.2 ... 20))
            let t = Self.randomAffine(&rng)
            let projection = try #require(Projection(t))
            var affine = Canvas(width: 48, height: 48), projected = Canvas(width: 48, height: 48)
            affine.fill(Path.rect(rect), color: .black, transform: t)
            projected.fill(Path.rect(rect).projected(by: projection), color: .black)
            #expect(affine.pixmap.pixels == projected.pixmap.pixels, "\(rect) by \(t)")
        }
    }

    /// Curves under an affine projection are flattened in their own space to 0.1 px / stretch,
    /// where the canvas flattens them in device space: other vertices, the same shape within a
    /// few levels of coverage.
    @Test func affineProjectionOfCurvesMatchesTheAffinePathWithinTheTolerance() throws {
        var rng = SeededRandom(seed: 0xC1C1)
        for _ in 0 ..< 50 {
            let circle = Path.roundedRect(Rect(x: rng.float(in: 0 ... 10), y: rng.float(in: 0 ... 10), width: rng.float(in: 4 ... 20),
                                               height: rng.float(in: 4 ... 20)), cornerRadius: rng.float(in: 0 ... 10))
            let t = Self.randomAffine(&rng)
            let projection = try #require(Projection(t))
            var affine = Canvas(width: 64, height: 64), projected = Canvas(width: 64, height: 64)
            affine.fill(circle, color: .black, transform: t)
            projected.fill(circle.projected(by: projection), color: .black)
            var worst = 0
            for (a, b) in zip(affine.pixmap.pixels, projected.pixmap.pixels) {
                worst = max(worst, abs(Int(a >> 24) - Int(b >> 24)))
            }
            // 0.1 px of displacement changes a pixel's coverage by at most 26/255.
            #expect(worst <= 26, "by \(t): \(worst) levels")
        }
    }

    /// Property: after projection and the device scale, every point of the true projected
    /// curve (computed in Double by the reference) is within `Tolerance.flatteningPixels` of
    /// the polyline `projected` returns.
    @Test func projectedCurvesStayWithinTheDeviceTolerance() throws {
        var rng = SeededRandom(seed: 0x70AA)
        var checked = 0
        for i in 0 ..< 300 {
            let projection = i % 2 == 0
                ? TiltedPlane.pickerRow(rng.double(in: -3.4 ... 3.4), anchor: Point(50, 50))
                : ProjectionTests.randomProjection(&rng)
            guard let projection else { continue }
            let size = rng.float(in: 2 ... 120)
            let origin = Point(rng.float(in: 0 ... 60), rng.float(in: 0 ... 60))
            let p = (0 ..< 4).map { _ in origin + Point(rng.float(in: 0 ... size), rng.float(in: 0 ... size)) }
            let isCubic = i % 3 != 0
            var path = Path()
            path.move(to: p[0])
            if isCubic { path.cubic(control1: p[1], control2: p[2], to: p[3]) } else { path.quad(control: p[1], to: p[2]) }
            let deviceScale: Float = [1, 2, 3][i % 3]
            let projected = path.projected(by: projection, deviceScale: deviceScale)
            guard !projected.isEmpty else { continue }
            let device = projected.points.map { $0 * deviceScale }
            let reference = ReferenceHomography(projection)
            var worst = 0.0
            for k in 0 ... 1000 {
                let t = Double(k) / 1000, u = 1 - t
                let x = isCubic
                    ? u * u * u * Double(p[0].x) + 3 * u * u * t * Double(p[1].x) + 3 * u * t * t * Double(p[2].x) + t * t * t * Double(p[3].x)
                    : u * u * Double(p[0].x) + 2 * u * t * Double(p[1].x) + t * t * Double(p[2].x)
                let y = isCubic
                    ? u * u * u * Double(p[0].y) + 3 * u * u * t * Double(p[1].y) + 3 * u * t * t * Double(p[2].y) + t * t * t * Double(p[3].y)
                    : u * u * Double(p[0].y) + 2 * u * t * Double(p[1].y) + t * t * Double(p[2].y)
                let image = try #require(reference.apply(x, y))
                let onDevice = Point(Float(image.x * Double(deviceScale)), Float(image.y * Double(deviceScale)))
                worst = max(worst, distance(from: onDevice, toPolyline: device, isClosed: false))
            }
            // Beyond the tolerance: Float rounding of coordinates up to ~1000 px (≈ 1e-4 px).
            #expect(worst <= Double(Tolerance.flatteningPixels) + 1e-3, "\(projection.rowMajor) @\(deviceScale)x \(p): \(worst) px")
            checked += 1
        }
        #expect(checked > 200)
    }

    /// The slow reference twin of projecting and filling: a device point the projected path
    /// paints (nonzero) is a point whose inverse image the original path paints, and one it
    /// leaves is one whose inverse image the original leaves — judged by winding numbers in
    /// Double, for points farther than the flattening tolerance (plus a margin) from the
    /// projected outline.
    @Test func pointsInsideTheProjectedShapeComeFromInsideTheOriginal() throws {
        var rng = SeededRandom(seed: 0xD1CE)
        var inside = 0, outside = 0
        for i in 0 ..< 60 {
            let projection = i % 2 == 0
                ? TiltedPlane.pickerRow(rng.double(in: -3.4 ... 3.4), anchor: Point(20, 20))
                : ProjectionTests.randomProjection(&rng)
            guard let projection else { continue }
            let shape = Self.randomShape(&rng)
            let deviceScale: Float = [1, 2, 3][i % 3]
            let projected = shape.projected(by: projection, deviceScale: deviceScale)
            guard let bounds = projected.controlBounds else { continue }
            let projectedProbe = WindingProbe(path: projected)
            let originalProbe = WindingProbe(path: shape, tolerance: 1e-3)
            let inverse = ReferenceHomography(projection).inverse
            let polylines = projected.polylines(tolerance: 1)
            for _ in 0 ..< 200 {
                let q = Point(rng.float(in: bounds.minX - 2 ... bounds.maxX + 2), rng.float(in: bounds.minY - 2 ... bounds.maxY + 2))
                let margin = polylines.map { distance(from: q, toPolyline: $0.points, isClosed: true) }.min() ?? .infinity
                // 0.1 device px of flattening, and a margin for the inverse's rounding.
                guard margin * Double(deviceScale) > 0.25 else { continue }
                guard let back = inverse.apply(Double(q.x), Double(q.y)) else { continue }
                let original = originalProbe.containsNonzero(Point(Float(back.x), Float(back.y)))
                let painted = projectedProbe.containsNonzero(q)
                #expect(painted == original, "\(projection.rowMajor) @\(deviceScale)x at \(q): painted \(painted), original \(original)")
                if painted { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 500 && outside > 500)
    }

    /// Shapes with curves of every kind: a rounded rect, a circle, a star, and a glyph-like
    /// ring (a circle with a hole wound the other way).
    static func randomShape(_ rng: inout SeededRandom) -> Path {
        let c = Point(rng.float(in: 5 ... 35), rng.float(in: 5 ... 35))
        let r = rng.float(in: 3 ... 20)
        switch rng.int(in: 0 ... 3) {
        case 0:
            return Path.roundedRect(Rect(x: c.x - r, y: c.y - r / 2, width: 2 * r, height: r), cornerRadius: rng.float(in: 0 ... r / 2))
        case 1:
            return Path.circle(center: c, radius: r)
        case 2:
            var star = Path()
            let n = rng.int(in: 5 ... 9)
            for k in 0 ..< 2 * n {
                let angle = Float(k) * .pi / Float(n), radius = k % 2 == 0 ? r : r * 0.4
                let p = c + Point(cosf(angle), sinf(angle)) * radius
                if k == 0 { star.move(to: p) } else { star.line(to: p) }
            }
            star.close()
            return star
        default:
            var ring = Path.circle(center: c, radius: r)
            let hole = Path.circle(center: c, radius: r * 0.5)
            // The hole reversed: its points mirrored about the centre's vertical line run anticlockwise.
            ring.append(hole.transformed(by: Transform.translation(-c.x, 0).concatenating(.scale(-1, 1)).concatenating(.translation(c.x, 0))))
            return ring
        }
    }

    /// A subpath with a vertex or a control point behind the eye is dropped whole; the others
    /// are kept.
    @Test func subpathsReachingBehindTheEyeAreDropped() throws {
        // w = 1 − y/900: the eye's plane is y = 900.
        let p = try #require(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, -1 / 900, 1]))
        var path = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
        path.append(Path.rect(Rect(x: 0, y: 880, width: 10, height: 40)))
        var curve = Path()
        curve.move(to: Point(20, 0))
        curve.quad(control: Point(25, 1000), to: Point(30, 0))
        curve.close()
        path.append(curve)
        let projected = path.projected(by: p)
        let corners = try [Point(0, 0), Point(10, 0), Point(10, 10), Point(0, 10)].map { try #require(p.apply($0)) }
        #expect(projected.elements == [.move(corners[0]), .line(corners[1]), .line(corners[2]), .line(corners[3]), .close])
        #expect(Path.circle(center: Point(0, 900), radius: 5).projected(by: p).isEmpty)
    }

    @Test func nonFiniteInputsGiveAPathWithoutTrapping() throws {
        let p = try #require(TiltedPlane.pickerRow(1.5))
        var path = Path.circle(center: Point(.nan, 3), radius: 4)
        path.append(Path.circle(center: Point(3, 3), radius: .infinity))
        path.append(Path.circle(center: Point(3e38, 3), radius: 3e38))
        #expect(path.projected(by: p).points.allSatisfy { $0.isFinite })
        for scale: Float in [.nan, .infinity, -1, 0, .leastNonzeroMagnitude, .greatestFiniteMagnitude] {
            let circle = Path.circle(center: Point(160, 100), radius: 10).projected(by: p, deviceScale: scale)
            #expect(circle.points.allSatisfy { $0.isFinite }, "device scale \(scale)")
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
