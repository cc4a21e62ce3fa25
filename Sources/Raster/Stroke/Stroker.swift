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

    /// The outline of `path` stroked with `style`, to be filled with the nonzero rule: the
    /// slow, obvious twin of `addOutline(of:style:tolerance:into:)`, which streams the same
    /// pieces into a canvas's edge list and leaves out what cannot reach its clip.
    ///
    /// - Parameters:
    ///   - path: in device space (pixels). Subpaths with a non-finite point are skipped.
    ///   - style: in device units; width 0 is drawn `style.hairlineDeviceWidth` wide.
    ///   - tolerance: the largest distance, in pixels, between the flattened path and its
    ///     curves, and between a round join or cap and its polygon. A non-positive or
    ///     non-finite value means `Tolerance.flatteningPixels`.
    ///   - visibleRect: when given, only the pixels of this rect matter: parts of the path whose
    ///     ink cannot reach it are not flattened, dashed or outlined (`StrokeVisibility`), and
    ///     pieces wholly outside it are dropped. The outline then differs from the full one
    ///     only outside the rect.
    /// - Returns: closed subpaths of lines only, each one convex piece wound clockwise on screen.
    ///   Empty when nothing is to be drawn (an empty path; a lone `move`; a zero-length subpath
    ///   with butt caps).
    package static func outline(of path: Path, style: StrokeStyle, tolerance: Float = Tolerance.flatteningPixels,
                                visibleRect: PixelRect? = nil) -> Path {
        var outline = Path()
        addOutline(of: path, style: style, tolerance: tolerance, visibleRect: visibleRect, into: &outline)
        return outline
    }

    /// The outline of already flattened polylines; see `outline(of:style:tolerance:visibleRect:)`.
    package static func outline(of polylines: [Polyline], style: StrokeStyle, tolerance: Float = Tolerance.flatteningPixels) -> Path {
        var outline = Path()
        let finite = polylines.filter { $0.points.allSatisfy(\.isFinite) }.map(StrokePolyline.init)
        addOutline(of: finite, style: style, tolerance: tolerance, visibility: nil, into: &outline)
        return outline
    }

    /// Streams the outline's pieces into an edge list, leaving out what cannot reach its clip:
    /// how a canvas strokes, without building the outline path. Gives the same edges, in the
    /// same order, as filling `outline(of:style:tolerance:visibleRect:)` with the list's clip.
    package static func addOutline(of path: Path, style: StrokeStyle, tolerance: Float = Tolerance.flatteningPixels,
                                   into edges: inout EdgeList) {
        addOutline(of: path, style: style, tolerance: tolerance, visibleRect: edges.clip, into: &edges)
    }

    static func addOutline<Sink: StrokePieceSink>(of path: Path, style: StrokeStyle, tolerance: Float, visibleRect: PixelRect?,
                                                  into sink: inout Sink) {
        let tolerancePixels = tolerance.isFinite && tolerance > 0 ? tolerance : Tolerance.flatteningPixels
        let visibility = visibleRect.map { StrokeVisibility(clip: $0, style: style) }
        let polylines = path.strokePolylines(tolerance: tolerancePixels, visibility: visibility, measureHidden: style.isDashed)
        addOutline(of: polylines, style: style, tolerance: tolerancePixels, visibility: visibility, into: &sink)
    }

    static func addOutline<Sink: StrokePieceSink>(of polylines: [StrokePolyline], style: StrokeStyle, tolerance: Float,
                                                  visibility: StrokeVisibility?, into sink: inout Sink) {
        let tolerancePixels = tolerance.isFinite && tolerance > 0 ? tolerance : Tolerance.flatteningPixels
        let width = style.isHairline ? style.hairlineDeviceWidth : style.width
        withUnsafeMutablePointer(to: &sink) { sink in
            var builder = OutlineBuilder(style: style, halfWidth: width / 2, tolerance: tolerancePixels, visibility: visibility, sink: sink)
            if style.isDashed, let dashes = Dasher.dashesWithDirections(of: polylines, style: style, visibility: visibility) {
                for dash in dashes {
                    builder.addPolyline(dash.polyline.points, isClosed: dash.polyline.isClosed, zeroLengthDirection: dash.direction)
                }
            } else {
                // Solid, or too many dashes to draw (`Dasher.maxDashCount`): stroked undashed, as Skia does.
                for polyline in polylines { builder.addVisibleRuns(of: polyline) }
            }
        }
    }
}

/// Where the Stroker puts the convex pieces of an outline: a `Path` (the outline as a value) or
/// an `EdgeList` (straight into the rasterizer).
package protocol StrokePieceSink {
    /// Adds one closed convex polygon, wound clockwise on screen, of at least three points.
    mutating func addPiece(_ polygon: [Point])
}

extension Path: StrokePieceSink {
    package mutating func addPiece(_ polygon: [Point]) {
        move(to: polygon[0])
        for p in polygon.dropFirst() { line(to: p) }
        close()
    }
}

extension EdgeList: StrokePieceSink {
    /// The edges `add(devicePath:)` makes of the piece as a subpath, in the same order.
    package mutating func addPiece(_ polygon: [Point]) {
        let ox = Float(clip.x0), oy = Float(clip.y0)
        let start = Point(polygon[0].x - ox, polygon[0].y - oy)
        var last = start
        for p in polygon.dropFirst() {
            let q = Point(p.x - ox, p.y - oy)
            addLine(last, q)
            last = q
        }
        addLine(last, start)
    }
}

/// Collects the convex pieces of one stroke into a sink, each wound clockwise on screen.
struct OutlineBuilder<Sink: StrokePieceSink> {
    let style: StrokeStyle
    /// Half the stroke's width, in device pixels; > 0 for every valid style.
    let halfWidth: Float
    /// In device pixels, > 0.
    let tolerance: Float
    /// When set, pieces wholly outside its visible rect are dropped.
    let visibility: StrokeVisibility?
    /// Where pieces go; valid for the builder's lifetime (`Stroker.addOutline` lends it).
    let sink: UnsafeMutablePointer<Sink>

    init(style: StrokeStyle, halfWidth: Float, tolerance: Float, visibility: StrokeVisibility?, sink: UnsafeMutablePointer<Sink>) {
        self.style = style
        self.halfWidth = halfWidth
        self.tolerance = tolerance
        self.visibility = visibility
        self.sink = sink
    }

    /// Adds the stroke of a polyline that may have hidden segments: each stretch between hidden
    /// segments is stroked as an open polyline (a closed one is walked from the end of a hidden
    /// segment round to the start of the next, so its visible corners keep their joins). The
    /// caps and cut ends this adds at hidden segments lie within the stroke's reach of them,
    /// outside the visible rect.
    mutating func addVisibleRuns(of polyline: StrokePolyline) {
        let points = polyline.points
        guard !polyline.hidden.isEmpty else {
            addPolyline(points, isClosed: polyline.isClosed, zeroLengthDirection: Stroker.axisDirection)
            return
        }
        let n = polyline.segmentCount
        let hiddenIndices = polyline.hidden.map(\.index)
        // Runs go from the end of one hidden segment to the start of the next, cyclically when
        // closed; an open polyline also has runs from its start and to its end.
        var cuts = hiddenIndices
        if !polyline.isClosed {
            cuts = [-1] + cuts + [n]
        } else {
            cuts.append(hiddenIndices[0] + n)
        }
        for (h, next) in zip(cuts, cuts.dropFirst()) {
            // The run covers the points after hidden segment h, through the start of `next`.
            let first = h + 1, last = next
            guard last > first else { continue }
            let run = (first ... last).map { points[$0 % points.count] }
            addPolyline(run, isClosed: false, zeroLengthDirection: Stroker.axisDirection)
        }
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
            guard let d = Stroker.unitDirection(from: previous, to: p) else { continue }
            vertices.append(p)
            directions.append(d)
            lengths.append(previous.distance(to: p))
        }
        if isClosed, vertices.count > 1 {
            let last = vertices[vertices.count - 1]
            if let d = Stroker.unitDirection(from: last, to: first) {
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
        let area = Stroker.signedArea(polygon)
        guard area.isFinite, area != 0 else { return }
        if let visibility {
            var minX = polygon[0].x, maxX = minX, minY = polygon[0].y, maxY = minY
            for p in polygon.dropFirst() {
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            guard visibility.pieceMayCover(minX: minX, minY: minY, maxX: maxX, maxY: maxY) else { return }
        }
        sink.pointee.addPiece(area > 0 ? polygon : polygon.reversed())
    }
}

/// The plane geometry the outline's pieces are built with.
extension Stroker {
    /// The direction given to a zero-length subpath, which has none of its own: along +x, so
    /// its square cap is axis-aligned (SVG strokes spec: a zero-length subpath with a square
    /// cap is a square of side `width` centred on its point).
    static let axisDirection = Point(1, 0)

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
        let (s, c) = PortableMath.sinCos(radians)
        return Point(v.x * c - v.y * s, v.x * s + v.y * c)
    }
}
