import DisplayList
import Raster
import TestSupport
import Testing
import Typeset

/// Projected items render their content as geometry: the same pixels as a group where the
/// projection is affine, the exact area of the projected shape under perspective, and text
/// agreeing with the slow reference — supersampled inverse projection into the glyph outline.
@Suite struct ProjectedItemTests {
    static let gradient = LinearGradient(start: Point(0, 0), end: Point(30, 0), stops: [
        LinearGradient.Stop(offset: 0, color: Color(r: 255, g: 149, b: 0)),
        LinearGradient.Stop(offset: 1, color: Color(r: 175, g: 82, b: 222, a: 128)),
    ])

    /// One of every kind of item a picker row may hold.
    static func rowItems() throws -> [SceneItem] {
        let fade = try #require(LinearGradient(start: Point(0, 0), end: Point(0, 30), stops: [
            LinearGradient.Stop(offset: 0, color: Color(r: 0, g: 0, b: 0, a: 0)),
            LinearGradient.Stop(offset: 1, color: .black),
        ]))
        return [
            .fill(FillItem(path: Path.rect(Rect(x: 2, y: 2, width: 12, height: 6)), paint: .solid(Color(r: 0, g: 122, b: 255)))),
            .fill(FillItem(path: Path.circle(center: Point(24, 8), radius: 5), paint: .linearGradient(try #require(gradient)),
                           transform: .translation(1, 0.5))),
            .stroke(StrokeItem(path: Path.circle(center: Point(40, 10), radius: 6), paint: .solid(.black),
                               style: try StrokeStyle(width: 1.5, cap: .round, dash: [4, 2]))),
            .stroke(StrokeItem(path: { var p = Path(); p.move(to: Point(2, 22)); p.line(to: Point(50, 26)); return p }(),
                               paint: .solid(Color(r: 255, g: 59, b: 48)), style: try StrokeStyle(width: 0))),
            .text(TextItem("Hg 12", font: Font(size: 13), origin: Point(4, 36), paint: .solid(.black))),
            .group(GroupItem(opacity: 0.6, clip: Path.rect(Rect(x: 30, y: 18, width: 20, height: 14)), mask: fade, items: [
                .fill(FillItem(path: Path.circle(center: Point(40, 26), radius: 8), paint: .solid(Color(r: 52, g: 199, b: 89)))),
                .fill(FillItem(path: Path.circle(center: Point(46, 26), radius: 6), paint: .solid(Color(r: 52, g: 199, b: 89)))),
            ])),
        ]
    }

    static func render(_ items: [SceneItem], scale: Float = 2) throws -> RGBAImage {
        let scene = Scene(name: "projected", size: Size(60, 44), scale: scale, background: .white, items: items)
        return try scene.render(fonts: FontLibrary.shared()).canvas.image()
    }

    /// The largest and the mean difference of any channel between two images of one size.
    static func difference(_ a: RGBAImage, _ b: RGBAImage) -> (worst: Int, mean: Double) {
        var worst = 0, sum = 0
        for (x, y) in zip(a.bytes, b.bytes) {
            let d = abs(Int(x) - Int(y))
            worst = max(worst, d)
            sum += d
        }
        return (worst, Double(sum) / Double(max(a.bytes.count, 1)))
    }

    /// Under an affine projection that is a similarity (rotation, uniform scale, translation),
    /// a row draws what a group with the same transform draws, within one level: fills, curves,
    /// gradients, glyphs, masks and clips with the same bytes (Wang's segment count is the same
    /// on the plane at 0.1 px / stretch as on the device at 0.1 px), strokes through the outline
    /// instead of the streamed pieces.
    @Test func affineProjectionDrawsWhatAGroupWithTheTransformDraws() throws {
        let t = Transform.rotation(0.2).concatenating(.scale(1.1)).concatenating(.translation(3, 4))
        let items = try Self.rowItems()
        let group = try Self.render([.group(GroupItem(transform: t, items: items))])
        let projected = try Self.render([.projected(ProjectedItem(projection: try #require(Projection(t)), items: items))])
        let (worst, mean) = Self.difference(group, projected)
        #expect(worst <= 1 && mean < 0.01, "worst \(worst), mean \(mean)")
        // A rectangle alone: the same vertices, the same bytes.
        let rect: [SceneItem] = [.fill(FillItem(path: Path.rect(Rect(x: 2.3, y: 2.1, width: 30.4, height: 9.7)), paint: .solid(.black)))]
        #expect(try Self.render([.group(GroupItem(transform: t, items: rect))])
            == Self.render([.projected(ProjectedItem(projection: try #require(Projection(t)), items: rect))]))
    }

    /// Under perspective a rectangle becomes a quadrilateral (a projection keeps lines
    /// straight): each pixel's coverage is the exact area of the pixel inside the reference's
    /// quad, within the rasterizer's accuracy bound (`CoverageAccuracyTests`).
    @Test func perspectiveRectangleCoversTheExactAreaOfItsQuad() throws {
        var rng = SeededRandom(seed: 0x9A0D)
        for _ in 0 ..< 20 {
            let projection = try #require(TiltedPlane.projection(angle: rng.double(in: -1.2 ... 1.2), depth: rng.double(in: -60 ... 0),
                                                                 anchor: Point(30, 22)))
            let rect = Rect(x: rng.float(in: 0 ... 30), y: rng.float(in: 0 ... 30), width: rng.float(in: 1 ... 30), height: rng.float(in: 1 ... 14))
            let image = try Self.render([.projected(ProjectedItem(projection: projection, items: [
                .fill(FillItem(path: Path.rect(rect), paint: .solid(.black))),
            ]))])
            let reference = ReferenceHomography(projection)
            let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)]
            let quad = try corners.map { c in
                let q = try #require(reference.apply(Double(c.0), Double(c.1)))
                return (q.x * 2, q.y * 2)
            }
            for y in 0 ..< image.height {
                for x in 0 ..< image.width {
                    let exact = abs(ExactCoverage.signedArea(of: quad, pixelX: x, pixelY: y)) * 255
                    // White background, black ink: the red channel is 255 − coverage.
                    let coverage = 255 - Double(image[x, y].r)
                    #expect(abs(coverage - exact) <= 1.5, "pixel (\(x), \(y)) of \(rect): \(coverage) vs \(exact)")
                }
            }
        }
    }

    /// The slow reference for text on a picker row: each pixel's coverage as the fraction of
    /// 8 × 8 samples whose inverse image lies inside the laid-out glyph outline (a winding
    /// number in the row's own space). The renderer projects the outline and fills it; the two
    /// agree within what 64 samples resolve (an edge crossing a pixel can be off by a row of
    /// samples, 32 levels) and on average within half a level (measured: 24 worst, 0.29 mean).
    /// Pixels outside the projected bounding box of the outline must be blank.
    @Test func textOnAPickerRowMatchesTheSupersampledInverseProjection() throws {
        let fonts = try FontLibrary.shared()
        let scale: Float = 2
        let projection = try #require(TiltedPlane.pickerRow(-1.6, anchor: Point(30, 22)))
        let text = TextItem("Sep", font: Font(size: 21), origin: Point(14, 30), paint: .solid(.black))
        let image = try Self.render([.projected(ProjectedItem(projection: projection, items: [.text(text)]))], scale: scale)
        let outline = try fonts.layoutLine(text.text, font: text.font, scale: scale).path(at: text.origin)
        let probe = WindingProbe(path: outline, tolerance: 0.01)
        let reference = ReferenceHomography(projection)
        let inverse = reference.inverse
        // The outline lies in its bounds, so its image lies in the image of their corners' hull.
        let bounds = try #require(outline.controlBounds)
        let corners = try [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.maxX, bounds.maxY), (bounds.minX, bounds.maxY)]
            .map { try #require(reference.apply(Double($0.0), Double($0.1))) }
        let x0 = Int((corners.map(\.x).min()! * Double(scale)).rounded(.down)) - 1, x1 = Int((corners.map(\.x).max()! * Double(scale)).rounded(.up)) + 1
        let y0 = Int((corners.map(\.y).min()! * Double(scale)).rounded(.down)) - 1, y1 = Int((corners.map(\.y).max()! * Double(scale)).rounded(.up)) + 1
        var worst = 0.0, sum = 0.0, inked = 0
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let coverage = 255 - Double(image[x, y].r)
                guard (x0 ... x1).contains(x), (y0 ... y1).contains(y) else {
                    #expect(coverage == 0, "pixel (\(x), \(y)) outside the text's bounds")
                    continue
                }
                var inside = 0
                for sy in 0 ..< 8 {
                    for sx in 0 ..< 8 {
                        let px = (Double(x) + (Double(sx) + 0.5) / 8) / Double(scale)
                        let py = (Double(y) + (Double(sy) + 0.5) / 8) / Double(scale)
                        guard let q = inverse.apply(px, py) else { continue }
                        if probe.containsNonzero(Point(Float(q.x), Float(q.y))) { inside += 1 }
                    }
                }
                let expected = Double(inside) / 64 * 255
                worst = max(worst, abs(coverage - expected))
                sum += abs(coverage - expected)
                if coverage > 0 { inked += 1 }
            }
        }
        let mean = sum / Double(image.width * image.height)
        #expect(inked > 200)
        #expect(worst <= 32 && mean < 0.5, "worst \(worst), mean \(mean)")
    }

    /// Strokes are outlined on the plane and foreshortened with it, as CoreAnimation draws a
    /// layer flat and then transforms it: a horizontal line 4 pt wide on a plane squashed to
    /// half its height is 2 pt thick, where a group's transform would keep one width in every
    /// direction (√|det| = 2.83 pt, `StrokeStyle.deviceStroke(for:)`).
    @Test func strokesForeshortenWithThePlane() throws {
        let squash = try #require(Projection(Transform.scale(1, 0.5)))
        var line = Path()
        line.move(to: Point(0, 40))
        line.line(to: Point(60, 40))
        let image = try Self.render([.projected(ProjectedItem(projection: squash, items: [
            .stroke(StrokeItem(path: line, paint: .solid(.black), style: try StrokeStyle(width: 4))),
        ]))])
        // At @2x the line is centred on device row 40 and 4 px thick: rows 38 ..< 42.
        let column = (0 ..< image.height).map { 255 - Int(image[30, $0].r) }
        #expect(column.reduce(0, +) == 4 * 255, "\(column)")
        #expect((38 ..< 42).allSatisfy { column[$0] == 255 })
    }

    /// A group's clip inside a projected item is projected with its content: clipping a
    /// rectangle at x = 25 draws its part left of 25, projected. (The clip shares no edge with
    /// the shape, so no edge pixel is attenuated twice.)
    @Test func clipInsideAProjectedItemIsProjected() throws {
        let projection = try #require(TiltedPlane.pickerRow(1.3, anchor: Point(30, 22)))
        let clipped = try Self.render([.projected(ProjectedItem(projection: projection, items: [
            .group(GroupItem(clip: Path.rect(Rect(x: 0, y: 0, width: 25, height: 44)), items: [
                .fill(FillItem(path: Path.rect(Rect(x: 5, y: 5, width: 40, height: 30)), paint: .solid(.black))),
            ])),
        ]))])
        let half = try Self.render([.projected(ProjectedItem(projection: projection, items: [
            .fill(FillItem(path: Path.rect(Rect(x: 5, y: 5, width: 20, height: 30)), paint: .solid(.black))),
        ]))])
        let (worst, _) = Self.difference(clipped, half)
        #expect(worst <= 1)
    }

    /// Projected items nest: the inner projection first, then the outer, as one would compose
    /// them by hand; transforms of groups and items inside are folded in the same way.
    @Test func nestedProjectionsCompose() throws {
        let outer = try #require(TiltedPlane.pickerRow(0.8, anchor: Point(30, 22)))
        let inner = try #require(TiltedPlane.pickerRow(-0.5, anchor: Point(20, 10)))
        let t = Transform.translation(2, 3)
        let circle: [SceneItem] = [.fill(FillItem(path: Path.circle(center: Point(20, 15), radius: 9), paint: .solid(.black), transform: t))]
        let nested = try Self.render([.projected(ProjectedItem(projection: outer, items: [.projected(ProjectedItem(projection: inner, items: circle))]))])
        let composed = try #require(t.concatenating(inner)?.concatenating(outer))
        let byHand = try Self.render([.projected(ProjectedItem(projection: composed, items: [
            .fill(FillItem(path: Path.circle(center: Point(20, 15), radius: 9), paint: .solid(.black))),
        ]))])
        let (worst, _) = Self.difference(nested, byHand)
        #expect(worst <= 1)
    }

    /// A linear gradient inside a projected item runs between the device images of its ends:
    /// the pixel at the projected start has the first colour, the one at the projected end the
    /// last. An item whose gradient has an end behind the eye is not drawn.
    @Test func gradientRunsBetweenItsProjectedEnds() throws {
        let projection = try #require(TiltedPlane.pickerRow(1.2, anchor: Point(30, 22)))
        let g = try #require(LinearGradient(start: Point(10, 20), end: Point(50, 20), stops: [
            LinearGradient.Stop(offset: 0, color: Color(r: 255, g: 0, b: 0)), LinearGradient.Stop(offset: 1, color: Color(r: 0, g: 0, b: 255)),
        ]))
        let image = try Self.render([.projected(ProjectedItem(projection: projection, items: [
            .fill(FillItem(path: Path.rect(Rect(x: 0, y: 0, width: 60, height: 44)), paint: .linearGradient(g))),
        ]))])
        let start = try #require(projection.apply(g.start)), end = try #require(projection.apply(g.end))
        let a = image[Int(start.x * 2 - 2), Int(start.y * 2)], b = image[Int(end.x * 2 + 1), Int(end.y * 2)]
        #expect(a.r == 255 && a.b == 0, "\(a)")
        #expect(b.r == 0 && b.b == 255, "\(b)")

        // w = 1 − y/900: an end at y = 1000 is behind the eye.
        let tilt = try #require(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, -1 / 900, 1]))
        let far = try #require(LinearGradient(start: Point(0, 0), end: Point(0, 1000), stops: g.stops))
        let hidden = try Self.render([.projected(ProjectedItem(projection: tilt, items: [
            .fill(FillItem(path: Path.rect(Rect(x: 0, y: 0, width: 60, height: 44)), paint: .linearGradient(far))),
        ]))])
        #expect(hidden == RGBAImage(width: 120, height: 88, fill: .white))
    }

    /// `ProjectedItem`'s precondition: a backdrop blur built in Swift inside a projected item is
    /// skipped; everything else is drawn.
    @Test func backdropBlurInsideAProjectedItemIsSkipped() throws {
        let projection = try #require(TiltedPlane.pickerRow(1, anchor: Point(30, 22)))
        let fill = SceneItem.fill(FillItem(path: Path.circle(center: Point(30, 20), radius: 10), paint: .solid(.black)))
        let blur = SceneItem.backdropBlur(BackdropBlurItem(path: Path.rect(Rect(x: 0, y: 0, width: 60, height: 44)), sigma: 4,
                                                           tint: Color(r: 255, g: 0, b: 0, a: 128)))
        let with = try Self.render([.projected(ProjectedItem(projection: projection, items: [fill, .group(GroupItem(opacity: 0.5, items: [blur]))]))])
        let without = try Self.render([.projected(ProjectedItem(projection: projection, items: [fill, .group(GroupItem(opacity: 0.5, items: []))]))])
        #expect(with == without)
    }

    /// Items with extreme values inside projections that stretch, squash or reach behind the
    /// eye: rendered, never a trap.
    @Test func extremeItemsInsideProjectionsRender() throws {
        let values: [Float] = [1e20, -1e20, 3e38, .greatestFiniteMagnitude, .infinity, -.infinity, .nan, .leastNonzeroMagnitude, 0]
        let projections = try [
            #require(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 0, -1 / 900, 1])),
            #require(Projection(rowMajor: [1e30, 0, 0, 0, 1e-30, 0, 0, 1e-3, 1])),
            #require(Projection(rowMajor: [1, 0, 0, 0, 1, 0, 1e20, 0, 1e-20])),
        ]
        for projection in projections {
            for v in values {
                let path = Path.circle(center: Point(v, 4), radius: 4)
                let transform = Transform(a: v, b: 0, c: 0, d: 1, e: 0, f: v)
                var items: [SceneItem] = [
                    .fill(FillItem(path: path, paint: .solid(.black), transform: transform)),
                    .stroke(StrokeItem(path: Path.circle(center: Point(4, 4), radius: v), paint: .solid(.black), style: try StrokeStyle(width: 2))),
                    .group(GroupItem(opacity: v, clip: path, mask: LinearGradient(start: Point(0, 0), end: Point(v, v), stops: [
                        LinearGradient.Stop(offset: 0, color: .black),
                    ]), transform: transform, items: [.fill(FillItem(path: path, paint: .solid(.black)))])),
                    .text(TextItem("Hi", font: Font(size: 12), origin: Point(v, 8), paint: .solid(.black), transform: transform)),
                ]
                if let style = try? StrokeStyle(width: v, dash: [v, 1]) {
                    items.append(.stroke(StrokeItem(path: path, paint: .solid(.black), style: style)))
                }
                let scene = Scene(name: "extreme", size: Size(8, 8), scale: 2, items: [.projected(ProjectedItem(projection: projection, items: items))])
                #expect(scene.render().width == 16)
            }
        }
    }
}
