import Raster

/// The built-in glyphs, designed for this project (no outline was copied from SF Symbols; the
/// shapes follow the well-known look of the symbols they stand for). Each is described below in
/// box-height units; `Symbol` explains the coordinates. The designs were checked by eye in the
/// `page-control` goldens (`symbols-*`, `bookmarks-*` and `weather-location-*` cases) against the real symbols' look.
///
/// Common design rules: ink inside a 0.08 margin of the box; corners rounded with
/// `cornerRoundingRadius` (SF Symbols' filled shapes have softened corners); one closed subpath
/// each, clockwise on screen.
public enum Symbols {
    /// Corner rounding of the polygonal glyphs, in box-height units (≈ 0.5 pt at the page
    /// control's 9.7 pt box). Tuned by eye against golden page-control/symbols-light-3x.
    public static let cornerRoundingRadius: Float = 0.05

    /// `circlebadge.fill`, the page control's default indicator (ios-facts §1.1): a disc
    /// centred in a square box, `circleBadgeDiscRatio` of the box across.
    public static let circleBadgeFill = Symbol(name: "circlebadge.fill", aspectRatio: 1,
                                               outline: .circle(center: Point(0.5, 0.5), radius: circleBadgeDiscRatio / 2))

    /// The disc of `circlebadge.fill` over its box, 0.7827. The one place iOS draws this glyph
    /// at a box we can measure is the page control (ios-facts §1.3a, @3x): a visible disc of
    /// `measuredDiscPixels` in a box of `measuredBoxPixels`.
    public static let circleBadgeDiscRatio: Float = measuredDiscPixels / measuredBoxPixels
    /// ios-facts §1.3a: the disc's area-equivalent diameter at @3x, 22.7 px.
    static let measuredDiscPixels: Float = 22.7
    /// ios-facts §1.3a and §1.2: the measured indicator pitch at @3x, 53 px, less the 8 pt
    /// (24 px) spacing between indicators: the glyph box, 29 px.
    static let measuredBoxPixels: Float = 53 - 8 * 3

    /// `location.fill`, the Weather app's current-location page (HIG, ios-facts §1.1): the
    /// navigation arrow pointing up and to the right. A kite symmetric about the line x + y = 1:
    /// tip (0.90, 0.10), wings (0.10, 0.47) and (0.53, 0.90), and the tail notch at
    /// (0.48, 0.52), just past the box centre.
    public static let locationFill = Symbol(name: "location.fill", aspectRatio: 1, outline: roundedPolygon([
        Point(0.90, 0.10), Point(0.53, 0.90), Point(0.48, 0.52), Point(0.10, 0.47),
    ], radius: cornerRoundingRadius))

    /// `bookmark.fill`: a ribbon with a V cut into its foot. Box 0.75 wide; the ribbon spans
    /// x 0.12…0.63 and y 0.08…0.92, the cut rises to y 0.70 at the middle.
    public static let bookmarkFill = Symbol(name: "bookmark.fill", aspectRatio: 0.75, outline: roundedPolygon([
        Point(0.12, 0.08), Point(0.63, 0.08), Point(0.63, 0.92), Point(0.375, 0.70), Point(0.12, 0.92),
    ], radius: cornerRoundingRadius))

    /// `star.fill`: a five-pointed star, one point up, outer radius 0.44 and inner radius half of
    /// it (SF's star is plumper than the regular star's 0.382), centred at (0.54, 0.53) in a
    /// box 1.08 wide (the star's outer points reach x 0.12…0.96, y 0.09…0.89).
    public static let starFill: Symbol = {
        let center = Point(0.54, 0.53)
        let outer: Float = 0.44, inner: Float = 0.22
        var points: [Point] = []
        for i in 0 ..< 10 {
            let angle = -Float.pi / 2 + Float(i) * Float.pi / 5
            let r = i.isMultiple(of: 2) ? outer : inner
            points.append(Point(center.x + r * PortableMath.cos(angle), center.y + r * PortableMath.sin(angle)))
        }
        return Symbol(name: "star.fill", aspectRatio: 1.08, outline: roundedPolygon(points, radius: cornerRoundingRadius))
    }()

    /// `heart.fill`: two lobes of three cubics each, mirrored about x = 0.54 in a box 1.08 wide;
    /// lobe tops at y 0.11, widest at x 0.09…0.99 (y 0.35), dip at (0.54, 0.25), tip at
    /// (0.54, 0.88).
    public static let heartFill: Symbol = {
        let mid: Float = 0.54
        // The left half from the dip to the tip; the right half is its mirror image.
        let left: [(Point, Point, Point)] = [
            (Point(0.49, 0.15), Point(0.40, 0.11), Point(0.31, 0.11)),
            (Point(0.18, 0.11), Point(0.09, 0.21), Point(0.09, 0.35)),
            (Point(0.09, 0.55), Point(0.32, 0.70), Point(mid, 0.88)),
        ]
        func mirror(_ p: Point) -> Point { Point(2 * mid - p.x, p.y) }
        var path = Path()
        path.move(to: Point(mid, 0.25))
        // Right lobe first (clockwise on screen): the left half's curves mirrored, in order.
        for (c1, c2, end) in left { path.cubic(control1: mirror(c1), control2: mirror(c2), to: mirror(end)) }
        // Back up the left side: the same curves reversed.
        var start = Point(mid, 0.25)
        var reversed: [(Point, Point, Point)] = []
        for (c1, c2, end) in left { reversed.append((c2, c1, start)); start = end }
        for (c1, c2, end) in reversed.reversed() { path.cubic(control1: c1, control2: c2, to: end) }
        path.close()
        return Symbol(name: "heart.fill", aspectRatio: 1.08, outline: path)
    }()

    /// Every built-in glyph.
    public static let all: [Symbol] = [circleBadgeFill, locationFill, bookmarkFill, starFill, heartFill]

    /// The glyph called `name` (its SF Symbols name; `dot` is accepted for `circlebadge.fill`).
    public static func named(_ name: String) -> Symbol? {
        if name == "dot" { return circleBadgeFill }
        return all.first { $0.name == name }
    }

    /// The names `named(_:)` accepts, for messages and `--help`.
    public static let names: [String] = ["dot"] + all.map(\.name)

    /// A closed polygon with each corner replaced by a quadratic from `radius` before the vertex
    /// to `radius` after it (at most half of each edge), control point at the vertex.
    static func roundedPolygon(_ vertices: [Point], radius: Float) -> Path {
        var path = Path()
        let n = vertices.count
        guard n >= 3 else { return path }
        for i in 0 ..< n {
            let previous = vertices[(i + n - 1) % n], vertex = vertices[i], next = vertices[(i + 1) % n]
            let inLength = vertex.distance(to: previous), outLength = vertex.distance(to: next)
            let cutIn = min(radius, inLength / 2), cutOut = min(radius, outLength / 2)
            let entry = vertex + (previous - vertex).normalized * cutIn
            let exit = vertex + (next - vertex).normalized * cutOut
            if i == 0 { path.move(to: entry) } else { path.line(to: entry) }
            path.quad(control: vertex, to: exit)
        }
        path.close()
        return path
    }
}
