// Shape builders: rects, rounded rects (circular and iOS "continuous" corners), ellipses,
// circles and capsules.
//
// Every builder returns one closed subpath running clockwise on screen (y-down): along the
// top edge towards +x first. Its shoelace area is therefore positive. An empty rect (zero,
// negative or NaN width or height) gives an empty path.

extension Path {
    /// Handle length of a cubic approximating a quarter circle, as a fraction of the radius:
    /// 4/3·(√2 − 1) = 4/3·tan(90°/4), the same k `addArc` uses. The curve meets the circle at
    /// both ends and the middle, and lies outside it by at most about 2.7e-4 of the radius
    /// (`ShapeTests` measures this).
    public static let quarterCircleHandleRatio: Float = 0.5522847498

    /// One cubic of a corner: control points and end as (a, b) pairs in units of the radius
    /// (see `continuousCornerCubics`); it starts where the previous one ended.
    typealias CornerCubic = (c1: (Float, Float), c2: (Float, Float), end: (Float, Float))

    /// How far along each edge a continuous corner of radius r reaches, in units of r: the
    /// straight edge ends 1.528665·r before the rect's corner (value from the table below).
    public static let continuousCornerExtent: Float = 1.528665

    /// iOS's continuous ("squircle") corner, as three cubics per corner: the shape of
    /// `UIBezierPath(roundedRect:cornerRadius:)` since iOS 7, which `CALayer.cornerCurve =
    /// .continuous` (iOS 13) is taken to draw too.
    ///
    /// Where the numbers come from: PaintCode reverse-engineered the path elements of UIKit's
    /// iOS 7 `bezierPathWithRoundedRect:cornerRadius:` and published them as drawing code
    /// ("Drawing Code for iOS 7 Rounded Rectangles", paintcodeapp.com/news/
    /// code-for-ios-7-rounded-rectangles, 2013). They are not a fit of ours; the construction
    /// below (the table, its symmetry, `cornered`) is. PaintCode's corner is a cubic to
    /// (0.66993427, 0.06549600), a line of 0.04·r to (0.63149399, 0.07491100), a middle cubic,
    /// then the mirror image. The public ports that followed, and this table, drop the short
    /// line (the first cubic ends where the line ended, keeping its control points), round to
    /// six places and make the middle cubic exactly symmetric (PaintCode: (0.37282392,
    /// 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)), leaving seven
    /// numbers: 1.528665, 1.088493, 0.868407, 0.631494, 0.372824, 0.169060, 0.074911.
    ///
    /// Construction, in units of r (`ContinuousCornerCurvatureTests` measures the joints):
    /// - first cubic, (1.528665, 0) → (0.631494, 0.074911): both control points lie on the
    ///   incoming side, so the curve leaves the side with the side's direction and curvature 0
    ///   (curvature-continuous there, which a circular corner is not: its curvature jumps from
    ///   0 to 1/r); it turns through 17.55° while curvature rises to 0.717/r;
    /// - middle cubic, (0.631494, 0.074911) → (0.074911, 0.631494), symmetric about the
    ///   corner's diagonal: from 20° to 70° at a nearly constant 1.07/r (close to an arc of
    ///   radius 0.93·r);
    /// - third cubic: the first mirrored, back to curvature 0 on the outgoing side.
    ///
    /// Known kink: where the outer cubics meet the middle one the tangent turns by 2.45°
    /// (17.55° → 20°) and curvature steps from 0.717/r to 1.072/r. PaintCode's points kink
    /// there too (18.26°, then 13.76° along the short line, then 20°), so this follows the
    /// published data rather than making the corner smooth everywhere.
    ///
    /// Each point is (a, b) in units of the radius: a = distance back from the rect's corner
    /// along the incoming edge, b = distance from the corner along the outgoing edge. The
    /// corner starts at (extent, 0) and ends at (0, extent); the table is symmetric under
    /// (a, b) ↔ (b, a) reversed, so the corner is symmetric about its diagonal.
    static let continuousCornerCubics: [CornerCubic] = [
        ((1.088493, 0), (0.868407, 0), (0.631494, 0.074911)),
        ((0.372824, 0.169060), (0.169060, 0.372824), (0.074911, 0.631494)),
        ((0, 0.868407), (0, 1.088493), (0, continuousCornerExtent)),
    ]

    /// A quarter circle in the same (a, b) form: from (1, 0) to (0, 1).
    static let circularCornerCubics: [CornerCubic] = [
        ((1 - quarterCircleHandleRatio, 0), (0, 1 - quarterCircleHandleRatio), (0, 1)),
    ]

    /// The rectangle, clockwise from its top-left corner.
    public static func rect(_ r: Rect) -> Path {
        var path = Path()
        guard !r.isEmpty else { return path }
        path.move(to: Point(r.minX, r.minY))
        path.line(to: Point(r.maxX, r.minY))
        path.line(to: Point(r.maxX, r.maxY))
        path.line(to: Point(r.minX, r.maxY))
        path.close()
        return path
    }

    /// A rectangle with quarter-circle corners of `cornerRadius`, clamped to [0, half the
    /// shorter side] (NaN counts as 0). Radius 0 gives `rect(_:)`; half the shorter side gives
    /// a capsule.
    public static func roundedRect(_ r: Rect, cornerRadius: Float) -> Path {
        guard !r.isEmpty else { return Path() }
        let radius = clampedRadius(cornerRadius, in: r)
        guard radius > 0 else { return rect(r) }
        return cornered(r, radiusX: radius, radiusY: radius, extent: 1, corner: circularCornerCubics)
    }

    /// A rectangle with iOS's continuous corners (`continuousCornerCubics`) of `cornerRadius`.
    ///
    /// Large radii: a continuous corner needs `continuousCornerExtent`·r of each edge. When
    /// the shorter side is less than twice that, UIKit stops drawing continuous corners and
    /// rounds the short sides fully — a capsule of radius half the shorter side — which makes
    /// the shape jump as the threshold (side ≈ 3.06·r) is crossed. Reports: Apple Developer
    /// Forums thread 789134 (radius 16: height 49 draws normal corners, height 48 "visually
    /// different (and larger)" ones) and the Stack Overflow question "UIBezierPath
    /// bezierPathWithRoundedRect: the cornerRadius value is not consistent" (208 × 50,
    /// radius 20: UIKit "round-capped the entire ends"). We do the same, so the capsule case
    /// is a true capsule and never self-intersects.
    public static func continuousRoundedRect(_ r: Rect, cornerRadius: Float) -> Path {
        guard !r.isEmpty else { return Path() }
        let radius = cornerRadius.isNaN ? 0 : max(0, cornerRadius)
        guard radius > 0 else { return rect(r) }
        if radius * continuousCornerExtent > min(r.width, r.height) / 2 { return capsule(r) }
        return cornered(r, radiusX: radius, radiusY: radius, extent: continuousCornerExtent, corner: continuousCornerCubics)
    }

    /// The ellipse inscribed in `r`: four cubics, clockwise from the top middle.
    public static func ellipse(in r: Rect) -> Path {
        guard !r.isEmpty else { return Path() }
        return cornered(r, radiusX: r.width / 2, radiusY: r.height / 2, extent: 1, corner: circularCornerCubics)
    }

    /// The circle of `radius` around `center`: four cubics with handles
    /// `quarterCircleHandleRatio`·radius long. Radius ≤ 0 gives an empty path.
    public static func circle(center: Point, radius: Float) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A stadium: `r` with its shorter sides replaced by half circles (radius half the shorter
    /// side). A square gives a circle.
    public static func capsule(_ r: Rect) -> Path {
        guard !r.isEmpty else { return Path() }
        let radius = min(r.width, r.height) / 2
        if r.width == r.height { return ellipse(in: r) }
        return cornered(r, radiusX: radius, radiusY: radius, extent: 1, corner: circularCornerCubics)
    }

    static func clampedRadius(_ radius: Float, in r: Rect) -> Float {
        radius.isNaN ? 0 : max(0, min(radius, min(r.width, r.height) / 2))
    }

    /// Builds a closed clockwise outline of `r` whose four corners follow `corner` (in the
    /// (a, b) form of `continuousCornerCubics`), scaled by `radiusX` along horizontal edges and
    /// `radiusY` along vertical ones. Straight edges of zero (or, by rounding, negative)
    /// length are left out.
    static func cornered(_ r: Rect, radiusX: Float, radiusY: Float, extent: Float,
                         corner: [CornerCubic]) -> Path {
        // Corners in drawing order: rect corner, incoming direction, outgoing direction, and
        // whether the incoming edge is horizontal (so a scales by radiusX, b by radiusY).
        let corners: [(Point, Point, Point, Bool)] = [
            (Point(r.maxX, r.minY), Point(1, 0), Point(0, 1), true),
            (Point(r.maxX, r.maxY), Point(0, 1), Point(-1, 0), false),
            (Point(r.minX, r.maxY), Point(-1, 0), Point(0, -1), true),
            (Point(r.minX, r.minY), Point(0, -1), Point(1, 0), false),
        ]
        var path = Path()
        let start = Point(r.minX + extent * radiusX, r.minY)
        path.move(to: start)
        var current = start
        for (index, (at, incoming, outgoing, horizontalIn)) in corners.enumerated() {
            let sa = horizontalIn ? radiusX : radiusY
            let sb = horizontalIn ? radiusY : radiusX
            func place(_ ab: (Float, Float)) -> Point {
                at - incoming * (ab.0 * sa) + outgoing * (ab.1 * sb)
            }
            // The straight edge, when it has length: where two corners meet (a capsule's ends),
            // rounding can put this corner's start a hair behind the previous corner's end, and
            // a backwards sliver of a line would make the outline fold over itself.
            let cornerStart = place((extent, 0))
            if (cornerStart - current).dot(incoming) > 0 { path.line(to: cornerStart) }
            for (i, piece) in corner.enumerated() {
                // The last corner ends exactly on the start point, so `close` adds no sliver.
                let isLast = index == corners.count - 1 && i == corner.count - 1
                let end = isLast ? start : place(piece.end)
                path.cubic(control1: place(piece.c1), control2: place(piece.c2), to: end)
                current = end
            }
        }
        path.close()
        return path
    }
}
