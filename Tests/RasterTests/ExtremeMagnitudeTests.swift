import Raster
import TestSupport
import Testing

/// Every public entry of Raster that takes a coordinate, size, radius, angle, σ, opacity, stroke
/// width, dash length or transform, fed magnitudes far beyond any canvas and values that are not
/// numbers: each draws something or nothing, and never traps in a Float → integer conversion.
@Suite struct ExtremeMagnitudeTests {
    static let values: [Float] = [1e20, -1e20, 3e38, -3e38, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                  .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -0.0]

    /// Paths with `v` in every kind of slot: end points, control points, centres, radii, angles.
    static func paths(_ v: Float) -> [Path] {
        var line = Path()
        line.move(to: Point(1, 1)); line.line(to: Point(v, 2)); line.line(to: Point(3, v)); line.close()
        var quad = Path()
        quad.move(to: Point(1, 1)); quad.quad(control: Point(v, 1), to: Point(1, 2)); quad.quad(control: Point(2, v), to: Point(v, v))
        var cubic = Path()
        cubic.move(to: Point(v, 1)); cubic.cubic(control1: Point(1, v), control2: Point(v, -v), to: Point(4, 4))
        var arcs = Path()
        arcs.move(to: Point(2, 2))
        arcs.addArc(center: Point(v, 3), radius: v, startAngle: v, endAngle: -v, clockwise: true)
        arcs.addSVGArc(radii: Size(v, 2), xAxisRotationDegrees: v, largeArc: true, sweep: false, to: Point(v, 3))
        arcs.addSVGArc(radii: Size(3, 3), xAxisRotationDegrees: 0, largeArc: false, sweep: true, to: Point(6, v))
        let rect = Rect(x: v, y: 1, width: 4, height: v)
        return [line, quad, cubic, arcs,
                Path.arc(center: Point(4, 4), radius: v, startAngle: 0, endAngle: v, clockwise: false),
                Path.circle(center: Point(4, v), radius: v), Path.rect(rect), Path.roundedRect(rect, cornerRadius: v),
                Path.continuousRoundedRect(Rect(x: 1, y: 1, width: v, height: 5), cornerRadius: v),
                Path.ellipse(in: rect), Path.capsule(Rect(x: -v, y: 2, width: v, height: 3))]
    }

    static func transforms(_ v: Float) -> [Transform] {
        [.identity, .scale(v), .scale(v, 1 / v), .translation(v, -v), .rotation(v), Transform(a: 1, b: v, c: 0, d: 1, e: 0, f: 0)]
    }

    /// A curve flattened at a tiny tolerance (the Stroker takes any positive one) asked for
    /// ~10¹⁹ segments, finite but beyond Int's range: `Int(n.rounded(.up))` trapped (SIGILL)
    /// before the count was compared with its cap.
    @Test func flatteningAtATinyToleranceDoesNotTrap() throws {
        let p0 = Point(0, 0), far = Point(3e18, -3e18)
        for tolerance: Float in [1e-30, .leastNonzeroMagnitude, 1e-20] {
            #expect(Flattener.segmentCount(quad: p0, far, Point(1, 1), tolerance: tolerance) == Flattener.maxSegmentsPerCurve)
            #expect(Flattener.segmentCount(cubic: p0, far, -far, Point(1, 1), tolerance: tolerance) == Flattener.maxSegmentsPerCurve)
        }
        let outline = Stroker.outline(of: try Path(svgPathData: "M0 0 Q3e18 -3e18 1 1"), style: try StrokeStyle(width: 2), tolerance: 1e-20)
        #expect(!outline.isEmpty)
    }

    /// Curves with control points near Float's limit fill and stroke without trapping.
    @Test func curvesWithControlPointsNearFloatMaxDraw() throws {
        var canvas = Canvas(width: 8, height: 8, background: .white)
        canvas.fill(try Path(svgPathData: "M1 1 Q2e37 1 1 2"), color: .black)
        canvas.fill(try Path(svgPathData: "M1 1 C2e37 1 -2e37 3 1 4"), color: .black)
        canvas.stroke(try Path(svgPathData: "M1 1 Q2e37 1 1 2"), style: try StrokeStyle(width: 2), color: .black)
        #expect(canvas.image().width == 8)
    }

    /// A gradient from 3e38 to −3e38 overflows in device space: its axis became NaN, and so did
    /// every pixel's parameter, which `Int(_:)` trapped on when it looked up the colour table.
    @Test func gradientWhoseAxisOverflowsDoesNotTrap() throws {
        let stops = [LinearGradient.Stop(offset: 0, color: .black), LinearGradient.Stop(offset: 1, color: .white)]
        var canvas = Canvas(width: 8, height: 8, background: .clear)
        for (start, end) in [(Point(3e38, 0), Point(-3e38, 0)), (Point(0, 1e20), Point(0, -1e20)), (Point(1, 1), Point(1, 1))] {
            let gradient = try #require(LinearGradient(start: start, end: end, stops: stops))
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 8, height: 8)), paint: .linearGradient(gradient))
            canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 8, height: 8)), paint: .linearGradient(gradient), transform: .scale(1e30))
        }
        #expect(canvas.image()[4, 4].a == 255)
    }

    @Test func fillsAndClipsTakeAnyMagnitude() throws {
        let stops = [LinearGradient.Stop(offset: 0, color: .black), LinearGradient.Stop(offset: 1, color: .white)]
        for v in Self.values {
            for path in Self.paths(v) {
                for transform in Self.transforms(v) {
                    var canvas = Canvas(width: 8, height: 8, background: .white)
                    canvas.fill(path, color: .black, rule: .nonzero, transform: transform)
                    canvas.fill(path, color: .black, rule: .evenodd, transform: transform, clip: PixelRect(x: -1, y: 2, width: 5, height: Int.max))
                    if let gradient = LinearGradient(start: Point(v, 0), end: Point(-v, v), stops: stops) {
                        canvas.fill(path, paint: .linearGradient(gradient), transform: transform)
                    }
                    canvas.clip(to: path, transform: transform)
                    canvas.fill(Path.rect(Rect(x: 0, y: 0, width: 8, height: 8)), color: .black)
                    canvas.clip(to: Rect(x: v, y: -v, width: v, height: 3), transform: transform)
                    _ = Rasterizer.coverage(of: path.transformed(by: transform), rule: .nonzero, clip: PixelRect(x: 0, y: 0, width: 8, height: 8))
                    #expect(canvas.image().bytes.count == 8 * 8 * 4)
                }
            }
        }
    }

    @Test func strokesTakeAnyMagnitude() throws {
        var styles: [StrokeStyle] = []
        for v in Self.values {
            // Out-of-range widths, dashes and phases are errors, not traps.
            for make in [{ try StrokeStyle(width: v) }, { try StrokeStyle(width: 2, miterLimit: v) },
                         { try StrokeStyle(width: 2, dash: [v, 1]) }, { try StrokeStyle(width: 2, dash: [v, v]) },
                         { try StrokeStyle(width: 1, cap: .round, dash: [1, v], dashPhase: v) }] {
                do { styles.append(try make()) } catch { #expect(!"\(error)".isEmpty) }
            }
        }
        styles += [try StrokeStyle(width: 3, cap: .square, join: .round, dash: [1e-20, 1e-20]),
                   try StrokeStyle(width: 2, join: .miter, miterLimit: 1e30)]
        var inked = 0
        for v in Self.values {
            for path in Self.paths(v) {
                for transform in Self.transforms(v) {
                    var canvas = Canvas(width: 8, height: 8, background: .white)
                    for style in styles.prefix(4) + styles.suffix(3) {
                        canvas.stroke(path, style: style, color: .black, transform: transform)
                    }
                    if canvas.image() != RGBAImage(width: 8, height: 8, fill: .white) { inked += 1 }
                }
            }
        }
        // The finite cases still draw.
        #expect(inked > 50, "\(inked) canvases inked")
        // Every style on one path at one transform, so none is skipped.
        var canvas = Canvas(width: 8, height: 8, background: .white)
        for style in styles { canvas.stroke(Self.paths(1e20)[1], style: style, color: .black) }
        #expect(canvas.image().bytes.count == 8 * 8 * 4)
    }

    /// The box widths of a blur came from `Int(ideal.rounded(.down))` with ideal ≈ 2σ: any σ
    /// above ~4.6e18 px, or NaN, trapped.
    @Test func boxWidthsOfAnySigmaDoNotTrap() {
        for v in Self.values {
            let widths = BoxBlur.boxWidths(sigma: v)
            #expect(widths.count == BoxBlur.passes && widths.allSatisfy { $0 >= 1 && $0 % 2 == 1 }, "σ \(v): \(widths)")
        }
        #expect(BoxBlur.boxWidths(sigma: 2) == BoxBlur.boxWidths(sigma: -2))
    }

    @Test func layersBlursAndOpacitiesTakeAnyMagnitude() throws {
        let square = Path.rect(Rect(x: 1, y: 1, width: 5, height: 5))
        for v in Self.values {
            var canvas = Canvas(width: 8, height: 8, background: .white)
            canvas.drawLayer(opacity: v) { $0.fill(square, color: .black) }
            canvas.draw(canvas.pixmap, opacity: v)
            canvas.backdropBlur(square, sigma: v, tint: Color.black.withOpacity(v))
            canvas.backdropBlur(Path.circle(center: Point(v, 4), radius: v), sigma: 2, tint: .clear, transform: .scale(v))
            canvas.fill(square, paint: Paint.solid(.black).withOpacity(v))
            let gradient = try #require(LinearGradient(start: .zero, end: Point(8, 0),
                                                       stops: [.init(offset: v.isFinite ? v : 0, color: .black)]))
            _ = gradient.color(at: v)
            #expect(canvas.image().bytes.count == 8 * 8 * 4)
        }
    }

    @Test func transformsOfExtremeValuesStayTransforms() {
        for v in Self.values {
            for t in Self.transforms(v) {
                _ = t.inverted
                _ = t.maxScale
                _ = t.concatenating(.scale(v)).apply(Point(v, -v))
                #expect(t.isFinite == [t.a, t.b, t.c, t.d, t.e, t.f].allSatisfy(\.isFinite))
            }
        }
    }
}
