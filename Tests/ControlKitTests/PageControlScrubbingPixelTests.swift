import ControlKit
import Raster
import Testing

/// The jogging platter measured on pixels against docs/ios-facts.md §1.5: at the full 20 pt jog
/// it is 1.0625 times as long and 1 − 0.1111 times as tall as at rest (26 pt: 10 pt dots and
/// 8 pt above and below, §1.2), and its middle is 20 pt right of the control's middle.
@Suite struct PageControlScrubbingPixelTests {
    static let scale = 2

    /// The platter's extent along a row through its middle and a column near its end, in
    /// points: in dark over white, where the pixels are darker than 200 (the platter is about
    /// 102; the white around it 255).
    func platter(jog: Float) throws -> (width: Float, height: Float, middle: Float, imageMiddle: Float) {
        var control = PageControl(pages: 30, currentPage: 15, interaction: .scrubbing)
        control.jog = jog
        let image = try control.render(scale: Self.scale, appearance: .dark, backdrop: .color(.rgba(.white))).unpremultiplied()
        let y = image.height / 2
        let row = (0 ..< image.width).filter { image[$0, y].r < 200 }
        let lo = try #require(row.first), hi = try #require(row.last)
        // A column past the leading cap (radius 13 pt at rest) and before the first dot (14 pt in).
        let x = lo + 13 * Self.scale
        let column = (0 ..< image.height).filter { image[x, $0].r < 200 }
        let s = Float(Self.scale)
        return (Float(hi + 1 - lo) / s, Float(column.count) / s, Float(lo + hi + 1) / 2 / s, Float(image.width) / 2 / s)
    }

    @Test func atTheFullJogThePlatterIsStretchedAndSlid20Points() throws {
        let rest = try platter(jog: 0), pulled = try platter(jog: 20)
        #expect(abs(rest.height - 26) <= 0.5, "at rest \(rest.height) pt tall")
        #expect(abs(pulled.width - rest.width * 1.0625) <= 0.5, "\(pulled.width) pt long, at rest \(rest.width)")
        #expect(abs(pulled.height - 26 * (1 - 0.1111)) <= 0.6, "\(pulled.height) pt tall")
        #expect(abs(pulled.middle - pulled.imageMiddle - 20) <= 0.5, "its middle is \(pulled.middle - pulled.imageMiddle) pt right")
        #expect(abs(rest.middle - rest.imageMiddle) <= 0.5)
    }
}
