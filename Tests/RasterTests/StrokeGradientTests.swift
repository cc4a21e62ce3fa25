import Raster
import Testing

/// A gradient stroke under a transform: the gradient lives in user space, like the path.
@Suite struct StrokeGradientTests {
    /// A vertical band stroked with a gradient from opaque black at the top to clear at the
    /// bottom, at scale 3. The fast path (a pen the transform keeps round) must map the
    /// gradient's ends through the transform as the sheared-pen path and `fill` do: drawn
    /// before the fix, the gradient ran from device y 0 to 30 and the band's lower two thirds
    /// came out clear.
    @Test func aGradientStrokeIsMappedThroughTheTransform() throws {
        guard let gradient = LinearGradient(start: Point(0, 0), end: Point(0, 30),
                                            stops: [.init(offset: 0, color: .black), .init(offset: 1, color: Color.black.withOpacity(0))])
        else { Issue.record("no gradient"); return }
        var path = Path()
        path.move(to: Point(10, 0))
        path.line(to: Point(10, 30))
        let style = try StrokeStyle(width: 4)
        let transform = Transform.scale(3, 3)

        var stroked = Canvas(width: 60, height: 90)
        stroked.stroke(path, style: style, paint: .linearGradient(gradient), transform: transform)
        // The reference: the stroke's outline filled, which maps the gradient with the path.
        var filled = Canvas(width: 60, height: 90)
        filled.fill(Stroker.outline(of: path, style: style, tolerance: 0.1), paint: .linearGradient(gradient), transform: transform)

        let a = stroked.image(), b = filled.image()
        for y in [5, 30, 45, 60, 80] {
            #expect(abs(Int(a[30, y].a) - Int(b[30, y].a)) <= 1, "row \(y): stroke alpha \(a[30, y].a), outline fill \(b[30, y].a)")
        }
        // Halfway down the band (device row 45 = user 15) the gradient is half way.
        #expect(abs(Int(a[30, 45].a) - 128) <= 6)
    }
}
