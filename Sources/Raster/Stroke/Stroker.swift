// Stroker: a device-space path and a StrokeStyle → an outline path to fill with the nonzero rule.
//
// Algorithm: a union of convex pieces, each wound the same way. The path is flattened first;
// then every segment of every polyline becomes a quad (the segment pushed ±width/2 along its
// normal; at a corner its inner side is cut along the bisector when the segments are long
// enough, so neighbours meet edge to edge), every corner a join piece on the outside of the
// turn, and every open end a cap.
// Pieces overlap freely: each is wound clockwise on screen (positive shoelace area in y-down
// space), so every point covered by any piece has a winding number ≥ 1 and none ≤ −1, and a
// nonzero fill paints exactly their union. No piece ever subtracts from another, so a stroke
// that crosses itself (a figure 8, a tight curl) has no holes. No code copied from elsewhere.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Turns a path into the outline of its stroke.
///
/// Space and units: `Stroker` sees device-space paths only. The canvas maps the path to device
/// pixels first, then scales the style to match (`StrokeStyle.deviceStroke(for:)`), so
/// `tolerance`, the width and the dash lengths are all in pixels. This is why a stroke has one
/// width in every direction even under a non-uniform scale (exact for the similarity transforms
/// ControlKit renders with: @1x/@2x/@3x, translation, rotation).
///
/// Invariant (tested as a property): for round joins and caps the outline contains every point
/// within `width / 2` of the flattened path, and no point farther than `width / 2 + tolerance`.
/// Round pieces are polygons *circumscribed* about their arcs, so they never cut inside.
///
/// Hairlines: a style of width 0 is drawn `hairlineWidthPixels` wide. A stroke that would be
/// thinner than one pixel on the device is drawn one pixel wide with its coverage scaled down
/// by the canvas (`StrokeStyle.deviceStroke(for:)`), as Skia does for thin strokes: a 1 px
/// wide outline resolves to coverage the rasterizer can show without dropouts.
package enum Stroker {
    /// The device width of a hairline (a style of width 0), in pixels: one pixel at any scale,
    /// as CoreGraphics and Skia draw width-0 strokes.
    package static let hairlineWidthPixels: Float = 1

    /// The most segments one round join, cap or dot may become. Bounds work on absurd input:
    /// at the default 0.1 px tolerance a full circle reaches it only at radii above ~40 000 px.
    package static let maxArcSegments = 4096

    /// The outline of `path` stroked with `style`, to be filled with the nonzero rule.
    ///
    /// - Parameters:
    ///   - path: in device space (pixels). Subpaths with a non-finite point are skipped.
    ///   - style: in device units; width 0 is drawn `hairlineWidthPixels` wide.
    ///   - tolerance: the largest distance, in pixels, between the flattened path and its
    ///     curves, and between a round join or cap and its polygon. A non-positive or
    ///     non-finite value means `Tolerance.flatteningPixels`.
    /// - Returns: closed subpaths of lines only, each one convex piece wound clockwise on screen.
    ///   Empty when nothing is to be drawn (an empty path; a lone `move`; a zero-length subpath
    ///   with butt caps).
    package static func outline(of path: Path, style: StrokeStyle, tolerance: Float = Tolerance.flatteningPixels) -> Path {
        let tolerancePixels = tolerance.isFinite && tolerance > 0 ? tolerance : Tolerance.flatteningPixels
        let polylines = path.polylines(tolerance: tolerancePixels).filter { $0.points.allSatisfy(\.isFinite) }
        return outline(of: polylines, style: style, tolerance: tolerancePixels)
    }

    /// The outline of already flattened polylines; see `outline(of:style:tolerance:)`.
    package static func outline(of polylines: [Polyline], style: StrokeStyle, tolerance: Float = Tolerance.flatteningPixels) -> Path {
        let tolerancePixels = tolerance.isFinite && tolerance > 0 ? tolerance : Tolerance.flatteningPixels
        let width = style.isHairline ? hairlineWidthPixels : style.width
        var builder = OutlineBuilder(style: style, halfWidth: width / 2, tolerance: tolerancePixels)
        let finite = polylines.filter { $0.points.allSatisfy(\.isFinite) }
        if style.isDashed, let dashes = Dasher.dashesWithDirections(of: finite, style: style) {
            for dash in dashes {
                builder.addPolyline(dash.polyline.points, isClosed: dash.polyline.isClosed, zeroLengthDirection: dash.direction)
            }
        } else {
            // Solid, or too many dashes to draw (`Dasher.maxDashCount`): stroked undashed, as Skia does.
            for polyline in finite {
                builder.addPolyline(polyline.points, isClosed: polyline.isClosed, zeroLengthDirection: OutlineBuilder.axisDirection)
            }
        }
        return builder.path
    }
}

/// Collects the convex pieces of one stroke into a path, each wound clockwise on screen.
struct OutlineBuilder {
    /// The direction given to a zero-length subpath, which has none of its own: along +x, so
    /// its square cap is axis-aligned (SVG strokes spec: a zero-length subpath with a square
    /// cap is a square of side `width` centred on its point).
    static let axisDirection = Point(1, 0)

    let style: StrokeStyle
    /// Half the stroke's width, in device pixels; > 0 for every valid style.
    let halfWidth: Float
    /// In device pixels, > 0.
    let tolerance: Float
    private(set) var path = Path()

    init(style: StrokeStyle, halfWidth: Float, tolerance: Float) {
        self.style = style
        self.halfWidth = halfWidth
        self.tolerance = tolerance
    }

    /// Adds the stroke of one polyline: segment pieces, joins at its corners (all of them when
    /// closed), caps at its ends when open.
    ///
    /// Zero-length segments are skipped. A lone point that is not closed (a bare `move`) draws
    /// nothing; a subpath whose points all coincide draws its cap shape around the point, a
    /// disc for round caps and a square for square caps turned to `zeroLengthDirection`
    /// (SVG strokes spec, `stroke-linecap`).
    mutating func addPolyline(_ points: [Point], isClosed: Bool, zeroLengthDirection: Point) {
        guard points.count > 1 || isClosed, let first = points.first else { return }
        var vertices: [Point] = [first]
        var directions: [Point] = []
        var lengths: [Float] = []
        for p in points.dropFirst() {
            let previous = vertices[vertices.count - 1]
            guard let d = Self.unitDirection(from: previous, to: p) else { continue }
            vertices.append(p)
            directions.append(d)
            lengths.append(previous.distance(to: p))
        }
        if isClosed, vertices.count > 1 {
            let last = vertices[vertices.count - 1]
            if let d = Self.unitDirection(from: last, to: first) {
                directions.append(d)
                lengths.append(last.distance(to: first))
            } else {
                // The last point repeats the first: the closing segment is already there.
                vertices.removeLast()
            }
        }
        guard vertices.count > 1 else {
            addDot(at: first, direction: zeroLengthDirection)
            return
        }

        // The corners that get a join: every vertex of a closed polyline, the interior ones of
        // an open one. `previousSegment[i]` is the index of the segment arriving at vertex i.
        let corners = isClosed ? Array(vertices.indices) : Array(1 ..< vertices.count - 1)
        func previousSegment(_ i: Int) -> Int { (i + directions.count - 1) % directions.count }
        var innerCuts = [Point?](repeating: nil, count: vertices.count)
        for i in corners {
            let before = previousSegment(i)
            innerCuts[i] = innerCut(
                at: vertices[i], incoming: directions[before], outgoing: directions[i],
                maxCut: min(lengths[before], lengths[i]) / 2)
        }
        for (i, d) in directions.enumerated() {
            let next = (i + 1) % vertices.count
            addSegment(from: vertices[i], to: vertices[next], direction: d, startCut: innerCuts[i], endCut: innerCuts[next])
        }
        for i in corners {
            addJoin(at: vertices[i], incoming: directions[previousSegment(i)], outgoing: directions[i])
        }
        if !isClosed {
            addCap(at: vertices[0], outward: -directions[0])
            addCap(at: vertices[vertices.count - 1], outward: directions[directions.count - 1])
        }
    }

    /// The piece covering one segment: the segment pushed `halfWidth` to either side, with each
    /// end square, or cut along the inner bisector when that corner has an `innerCut` point.
    ///
    /// With the cut, the two segments at a corner share the edge from the corner to the cut
    /// point instead of overlapping in a wedge on the inside of the turn, so along a flattened
    /// curve the pieces tile the stroke. That matters to exact-area coverage: it sums each
    /// piece's area per pixel and clamps at 1, so two pieces overlapping in an edge pixel would
    /// count that pixel's covered part twice.
    mutating func addSegment(from a: Point, to b: Point, direction d: Point, startCut: Point?, endCut: Point?) {
        let n = d.perpendicular * halfWidth
        var polygon: [Point] = []
        polygon.reserveCapacity(6)
        // The +n corner at the start, then along the +n side to the end.
        if let q = startCut, (q - a).dot(n) > 0 { polygon += [a, q] } else { polygon.append(a + n) }
        if let p = endCut {
            if (p - b).dot(n) > 0 { polygon += [p, b, b - n] } else { polygon += [b + n, b, p] }
        } else {
            polygon += [b + n, b - n]
        }
        // Back along the −n side to the start.
        if let q = startCut, !((q - a).dot(n) > 0) { polygon += [q, a] } else { polygon.append(a - n) }
        addConvexPiece(polygon)
    }

    /// Adds a convex polygon, reversed if needed so that it winds clockwise on screen (positive
    /// shoelace area, y down). Pieces of zero or non-finite area are dropped: they cover nothing.
    mutating func addConvexPiece(_ polygon: [Point]) {
        let area = Self.signedArea(polygon)
        guard area.isFinite, area != 0 else { return }
        let ordered = area > 0 ? polygon : polygon.reversed()
        path.move(to: ordered[0])
        for p in ordered.dropFirst() { path.line(to: p) }
        path.close()
    }

    /// Twice the signed area of a closed polygon (shoelace formula); positive when it winds
    /// clockwise on a y-down screen. In Double: each product of two Floats is exact there, so
    /// the sign is right even for slivers whose Float area would be rounding noise.
    static func signedArea(_ polygon: [Point]) -> Double {
        guard var previous = polygon.last else { return 0 }
        var sum: Double = 0
        for p in polygon {
            sum += Double(previous.x) * Double(p.y) - Double(p.x) * Double(previous.y)
            previous = p
        }
        return sum
    }

    /// The unit vector from `a` to `b`, or `nil` when they coincide (or are so close that the
    /// length underflows).
    static func unitDirection(from a: Point, to b: Point) -> Point? {
        let v = b - a
        let length = v.length
        guard length > 0, length.isFinite else { return nil }
        return v / length
    }

    /// `v` turned by `radians`, clockwise on a y-down screen (the sense of `Transform.rotation`).
    static func rotate(_ v: Point, by radians: Float) -> Point {
        let c = cosf(radians), s = sinf(radians)
        return Point(v.x * c - v.y * s, v.x * s + v.y * c)
    }
}
