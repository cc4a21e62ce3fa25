import ControlKit
import Testing

/// The alert measured on rendered @3x pixels, against docs/ios-facts.md §4.2: its width, its
/// continuous 13 pt corner, the title's baseline 36 pt below its top, the actions' height and
/// the separator hairline. Nothing here reads the layout code: the alert is found as the light
/// material standing out of the dimmed white screen.
@Suite struct AlertPixelTests {
    static let scale = 3
    /// A title with no descenders: the bottom of its ink is its baseline.
    static let alert = Alert(title: "Delete Album?", actions: [.init("Cancel", style: .cancel), .init("Delete", style: .destructive)])

    func render(_ alert: Alert = Self.alert) throws -> RGBAImage {
        try alert.render(scale: Self.scale, appearance: .light).unpremultiplied()
    }

    /// The material (about 245 over white) against the dimmed screen (white at 0.8, 204).
    func isAlert(_ c: Color) -> Bool { c.r > 225 }

    /// The alert's box in pixels: the first and last rows and columns through the figure's
    /// middle that are the material's colour.
    func box(_ image: RGBAImage) throws -> (left: Int, right: Int, top: Int, bottom: Int) {
        let midY = image.height / 2, midX = image.width / 2 - 60  // clear of the separator between two buttons
        let columns = (0 ..< image.width).filter { isAlert(image[$0, midY]) }
        let rows = (0 ..< image.height).filter { isAlert(image[midX, $0]) }
        return (try #require(columns.first), try #require(columns.last), try #require(rows.first), try #require(rows.last))
    }

    @Test func theAlertIs270PointsWideCentred() throws {
        let image = try render()
        #expect(image.width == 390 * Self.scale)
        let b = try box(image)
        #expect(b.right - b.left + 1 == 270 * Self.scale, "\(b.right - b.left + 1) px")
        #expect(b.left == 60 * Self.scale)
    }

    @Test func theCornerIsAContinuous13PointCorner() throws {
        let image = try render()
        let b = try box(image)
        // A rect inks its top row from its first column. A circular 13 pt (39 px) corner inks
        // the top row from 39 − √(2·39 − 1) ≈ 30.2 px in; a continuous corner of the same radius
        // bends over 1.53 × 39 ≈ 60 px and starts its top row further in still.
        let topRow = (b.left ..< b.left + 120).filter { image[$0, b.top].r > 214 }
        let first = try #require(topRow.first) - b.left
        #expect(first > 30 && first < 60, "the top row's ink starts \(first) px in")
        // Half way down the corner's height the edge is already within a few pixels of the side,
        // and 60 px down (past the corner) the side is straight.
        let sideAt60 = (b.left - 2 ..< b.left + 60).first { isAlert(image[$0, b.top + 60]) }
        #expect(sideAt60 == b.left)
    }

    @Test func theTitleBaselineIs36PointsBelowTheTop() throws {
        let image = try render()
        let b = try box(image)
        // Dark ink of the title, in the label area above the actions.
        let inkRows = (b.top ..< b.top + 60 * Self.scale).filter { y in (b.left ..< b.right).contains { image[$0, y].r < 120 } }
        let bottom = try #require(inkRows.last)
        let baseline = Float(bottom + 1 - b.top) / Float(Self.scale)
        #expect(abs(baseline - 36) <= 0.34, "the title's ink ends \(baseline) pt below the top")
    }

    @Test func theActionsAreAtLeast44PointsUnderOneHairline() throws {
        let image = try render()
        let b = try box(image)
        let x = b.left + 4 * Self.scale  // clear of the buttons' text
        // The separator: rows darker than the material, between the labels and the bottom
        // corner's curve.
        let hairline = (b.top + 40 * Self.scale ..< b.bottom - 20 * Self.scale).filter { image[x, $0].r < 225 && image[x, $0].r > 150 }
        #expect(hairline.count == 1, "separator rows \(hairline)")
        let row = try #require(hairline.first)
        #expect(isAlert(image[x, row - 1]) && isAlert(image[x, row + 1]))
        // separator (60, 60, 67) at 0.29 over the material, ±3 levels.
        let material = Int(image[x, row - 1].r)
        let expected = Int((Float(material) * 0.71 + 60 * 0.29).rounded())
        #expect(abs(Int(image[x, row].r) - expected) <= 3, "\(image[x, row]) over \(image[x, row - 1])")
        // From the hairline to the alert's bottom, in the middle of a button (the corners round off).
        let midX = b.left + 135 * Self.scale / 2
        let bottom = try #require((row ..< image.height).last { isAlert(image[midX, $0]) })
        #expect(bottom - row + 1 >= 44 * Self.scale, "the actions are \(bottom - row + 1) px tall")
        // A vertical hairline between the two buttons.
        let y = row + 3 * Self.scale
        let dividers = (b.left + 2 ..< b.right - 2).filter { image[$0, y].r < 225 && image[$0, y].r > 150 }
        #expect(dividers == [b.left + 135 * Self.scale], "\(dividers)")
    }

    @Test func theDestructiveActionIsRedAndTheOtherBlue() throws {
        let image = try render()
        let b = try box(image)
        var red = 0, blue = 0
        for y in b.bottom - 40 * Self.scale ..< b.bottom {
            for x in b.left ..< b.right {
                let c = image[x, y]
                if c.r > 200 && c.g < 120 && c.b < 120 { red += 1 }
                if c.b > 200 && c.r < 100 { blue += 1 }
            }
        }
        #expect(red > 100 && blue > 100, "red \(red), blue \(blue)")
    }
}
