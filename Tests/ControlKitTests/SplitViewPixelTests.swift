import ControlKit
import Raster
import Testing

/// The iPad split view measured on rendered pixels against docs/ios-facts.md §3.7: a 320 pt
/// primary column whose trailing edge is one device pixel of black at 0.16 (light) or
/// `opaqueSeparator` (dark), and each column's bar title centred in its own column. Expected
/// numbers come from the facts, not from the layout code.
@Suite struct SplitViewPixelTests {
    static let scale = 2

    func render(_ appearance: Appearance) throws -> RGBAImage {
        let screen = Screen(device: .iPadLandscape,
                            split: SplitView(primary: ModalPage(navigationBar: NavigationBar(title: "Mailboxes"), rows: ["Inbox"])),
                            navigationBar: NavigationBar(title: "Inbox"), rows: ["Kim Lee"])
        return try screen.render(scale: Self.scale, appearance: appearance).unpremultiplied()
    }

    /// The border is the column's last device pixel, 320 × 2 − 1 = 639 px: white under black at
    /// 0.16 is 214 in light; (56, 56, 58) in dark. The pixels either side are the background.
    @Test func theBorderIsOneDevicePixelAtThePrimaryColumnsEdge() throws {
        let y = 500 * Self.scale
        let light = try render(.light), dark = try render(.dark)
        let edge = 320 * Self.scale - 1
        #expect(abs(Int(light[edge, y].r) - 214) <= 1, "the border is \(light[edge, y])")
        #expect(light[edge - 1, y].r == 255 && light[edge + 1, y].r == 255)
        #expect(dark[edge, y].r == 56 && dark[edge, y].b == 58, "the border is \(dark[edge, y])")
        #expect(dark[edge + 1, y].r == 0 && dark[edge - 1, y].r == 0)
    }

    /// Each bar's title is centred in its column: Mailboxes on 160 pt, Inbox on 320 + 860 / 2 =
    /// 750 pt (the ink's middle within 3 pt: a glyph's side bearings are not symmetric).
    @Test func eachColumnsTitleIsCentredInIt() throws {
        let image = try render(.light)
        func inkMiddle(_ xs: Range<Int>) -> Float? {
            // The title row of the bar (24 pt status bar, 44 pt bar: its middle at 46 pt).
            let rows = (40 * Self.scale) ..< (52 * Self.scale)
            let ink = xs.filter { x in rows.contains { image[x, $0].r < 128 } }
            guard let lo = ink.first, let hi = ink.last else { return nil }
            return Float(lo + hi + 1) / 2 / Float(Self.scale)
        }
        let primary = try #require(inkMiddle(0 ..< 319 * Self.scale))
        let secondary = try #require(inkMiddle(321 * Self.scale ..< 1180 * Self.scale))
        #expect(abs(primary - 160) <= 3, "Mailboxes is centred on \(primary) pt")
        #expect(abs(secondary - 750) <= 3, "Inbox is centred on \(secondary) pt")
    }
}
