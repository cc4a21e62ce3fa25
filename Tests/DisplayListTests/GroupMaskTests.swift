import DisplayList
import Raster
import TestSupport
import Testing

/// A group's gradient alpha mask (the picker's edge fade): the ramp it makes, its space, and
/// agreement with the slow reference — the group drawn alone, each pixel multiplied by the
/// gradient's alpha, then composited.
@Suite struct GroupMaskTests {
    static func stops(_ alphas: [(Float, UInt8)]) -> [LinearGradient.Stop] {
        alphas.map { LinearGradient.Stop(offset: $0.0, color: Color(r: 200, g: 10, b: 90, a: $0.1)) }
    }

    /// A vertical mask from alpha 0 at the top to 1 at the bottom over a white fill: row y has
    /// the alpha of its centre, 255·(y + 0.5)/16, and stays white where it shows.
    @Test func verticalMaskOverAWhiteFillGivesARamp() throws {
        let mask = try #require(LinearGradient(start: Point(0, 0), end: Point(0, 16), stops: Self.stops([(0, 0), (1, 255)])))
        let scene = Scene(name: "ramp", size: Size(4, 16), items: [
            .group(GroupItem(mask: mask, items: [.fill(FillItem(path: Path.rect(Rect(x: 0, y: 0, width: 4, height: 16)), paint: .solid(.white)))])),
        ])
        let image = scene.render().image()
        for y in 0 ..< 16 {
            let expected = 255 * (Float(y) + 0.5) / 16
            for x in 0 ..< 4 {
                let p = image[x, y]
                #expect(abs(Float(p.a) - expected) <= 1, "(\(x), \(y)): \(p.a) for \(expected)")
                #expect(p.r == 255 && p.g == 255 && p.b == 255)
            }
        }
    }

    /// The mask is in the group's space: a group scaled ×2 vertically stretches its ramp over
    /// twice the rows, at the scene's scale too.
    @Test func maskFollowsTheGroupTransform() throws {
        let mask = try #require(LinearGradient(start: Point(0, 0), end: Point(0, 8), stops: Self.stops([(0, 0), (1, 255)])))
        let scene = Scene(name: "ramp", size: Size(4, 16), scale: 2, items: [
            .group(GroupItem(mask: mask, transform: .scale(1, 2), items: [
                .fill(FillItem(path: Path.rect(Rect(x: 0, y: 0, width: 4, height: 8)), paint: .solid(.white))),
            ])),
        ])
        let image = scene.render().image()
        for y in 0 ..< 32 {
            #expect(abs(Float(image[3, y].a) - 255 * (Float(y) + 0.5) / 32) <= 1, "row \(y)")
        }
    }

    /// Property: a masked group over other content matches the slow reference within two
    /// levels — its items drawn alone onto a transparent canvas, every premultiplied channel
    /// multiplied by opacity × the gradient's alpha at the pixel's centre (evaluated here from
    /// the stops, in Double), then composited source-over by the formula.
    @Test func maskedGroupMatchesThePerPixelReference() throws {
        var rng = SeededRandom(seed: 0x3A5C)
        for _ in 0 ..< 12 {
            let alphas = (0 ..< rng.int(in: 1 ... 5)).map { _ in (rng.float(in: 0 ... 1), UInt8(rng.int(in: 0 ... 255))) }
            let mask = try #require(LinearGradient(start: Point(rng.float(in: 0 ... 30), rng.float(in: 0 ... 20)),
                                                   end: Point(rng.float(in: 0 ... 30), rng.float(in: 0 ... 20)), stops: Self.stops(alphas)))
            let opacity = [1, rng.float(in: 0 ... 1)][rng.int(in: 0 ... 1)]
            let transform = Transform.rotation(rng.float(in: -1 ... 1)).concatenating(.translation(rng.float(in: 0 ... 10), 2))
            let under: [SceneItem] = [.fill(FillItem(path: Path.circle(center: Point(12, 10), radius: 9), paint: .solid(Color(r: 0, g: 122, b: 255))))]
            let inside: [SceneItem] = [
                .fill(FillItem(path: Path.rect(Rect(x: 2, y: 2, width: 20, height: 12)), paint: .solid(Color(r: 255, g: 149, b: 0, a: 220)))),
                .fill(FillItem(path: Path.circle(center: Point(18, 12), radius: 7), paint: .solid(Color(r: 52, g: 199, b: 89)))),
            ]
            let size = Size(32, 24), scale: Float = 2
            let scene = Scene(name: "masked", size: size, scale: scale, background: .white,
                              items: under + [.group(GroupItem(opacity: opacity, mask: mask, transform: transform, items: inside))])
            let fast = scene.render().pixmap

            let background = Scene(name: "under", size: size, scale: scale, background: .white, items: under).render().pixmap
            let layer = Scene(name: "layer", size: size, scale: scale, items: [.group(GroupItem(transform: transform, items: inside))]).render().pixmap
            let start = transform.concatenating(.scale(scale)).apply(mask.start), end = transform.concatenating(.scale(scale)).apply(mask.end)
            var worst = 0
            for y in 0 ..< fast.height {
                for x in 0 ..< fast.width {
                    let alpha = Self.alpha(of: mask.stops, start: start, end: end, at: Double(x) + 0.5, Double(y) + 0.5)
                    let k = Double(opacity) * alpha / 255
                    let s = layer[x, y], d = background[x, y]
                    let sa = Double(s.a) * k
                    func over(_ sc: UInt8, _ dc: UInt8) -> Double { Double(sc) * k + Double(dc) * (1 - sa / 255) }
                    let expected = [over(s.r, d.r), over(s.g, d.g), over(s.b, d.b), over(s.a, d.a)]
                    let got = fast[x, y]
                    for (e, g) in zip(expected, [got.r, got.g, got.b, got.a]) { worst = max(worst, Int(abs(e - Double(g)).rounded(.up))) }
                }
            }
            #expect(worst <= 2, "mask \(mask), opacity \(opacity): \(worst) levels")
        }
    }

    /// The gradient's alpha at a device point, from the definition: t along start → end, the
    /// stops' alphas interpolated and padded, rounded to a byte as colours are.
    static func alpha(of stops: [LinearGradient.Stop], start: Point, end: Point, at x: Double, _ y: Double) -> Double {
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? ((x - Double(start.x)) * dx + (y - Double(start.y)) * dy) / lengthSquared : 0
        guard let first = stops.first, let last = stops.last else { return 0 }
        if t <= Double(first.offset) { return Double(first.color.a) }
        if t >= Double(last.offset) { return Double(last.color.a) }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.offset) {
            let span = Double(b.offset - a.offset)
            let f = span > 0 ? (t - Double(a.offset)) / span : 1
            return (Double(a.color.a) + (Double(b.color.a) - Double(a.color.a)) * f).rounded()
        }
        return Double(last.color.a)
    }
}
