import ControlKit
import Testing

/// The action sheet measured on rendered @3x pixels, against docs/ios-facts.md §4.3: 57 pt rows
/// (171 px between the dividers), the one-pixel dividers, the 8 pt gap above Cancel, the 8 pt
/// side padding and the 13 pt corner radius. Nothing here reads the layout code; the figure
/// (white screen, dimmed to 204) is framed as `ActionSheetLayout` documents: 40 pt of dimmed
/// screen, the sheet, 8 pt below it.
@Suite struct ActionSheetPixelTests {
    static let scale = 3
    /// White dimmed by black at 0.20 (ios-facts §4.1).
    static let dimmed = 204

    static func render() throws -> RGBAImage {
        let sheet = ActionSheet(actions: [.init("Share"), .init("Copy"), .init("Delete", style: .destructive)], cancel: "Cancel")
        return try sheet.render(scale: scale, appearance: .light).unpremultiplied()
    }

    /// Rows of column `x` that are not the dimmed screen.
    static func sheetRows(_ image: RGBAImage, x: Int) -> [Int] {
        (0 ..< image.height).filter { Int(image[x, $0].g) != dimmed }
    }

    @Test func theDimmedScreenIsBlackAtTwentyPercentOverWhite() throws {
        let image = try Self.render()
        #expect(image[image.width / 2, 10] == Color(r: 204, g: 204, b: 204))
        #expect(image[image.width / 2, image.height - 5] == Color(r: 204, g: 204, b: 204))
    }

    @Test func eachActionRowIs57PointsBetweenOnePixelDividers() throws {
        let image = try Self.render()
        let x = 200  // inside the group, clear of the corners and the centred titles
        let group = image[x, 3 * 40 + 20].g
        // The dividers: rows noticeably darker than the group's material.
        let dividers = (0 ..< image.height).filter { y in
            let g = Int(image[x, y].g)
            return g < Int(group) - 15 && g > Self.dimmed
        }
        #expect(dividers.count == 2, "\(dividers)")
        guard dividers.count == 2 else { return }
        #expect(dividers[1] - dividers[0] == 171, "\(dividers)")
        // One pixel each: the rows beside a divider are the group's colour.
        for y in dividers { #expect(image[x, y - 1].g == group && image[x, y + 1].g == group, "row \(y)") }
        // The group's top to the first divider, and the last divider to the group's bottom, are rows too.
        let rows = Self.sheetRows(image, x: x)
        let groupTop = try #require(rows.first)
        #expect(dividers[0] - groupTop == 171)
        let groupBottom = try #require(rows.first { $0 > dividers[1] && !rows.contains($0 + 1) })
        #expect(groupBottom + 1 - dividers[1] == 171)
    }

    @Test func cancelIs8PointsBelowTheGroupAnd57PointsTall() throws {
        let image = try Self.render()
        let rows = Self.sheetRows(image, x: 200)
        // Runs of consecutive sheet rows: the group, then Cancel.
        var runs: [ClosedRange<Int>] = []
        for y in rows {
            if let last = runs.last, last.upperBound + 1 == y { runs[runs.count - 1] = last.lowerBound ... y } else { runs.append(y ... y) }
        }
        #expect(runs.count == 2, "\(runs)")
        guard runs.count == 2 else { return }
        #expect(runs[1].lowerBound - runs[0].upperBound - 1 == 8 * 3, "the gap: \(runs)")
        #expect(runs[1].count == 57 * 3, "Cancel: \(runs[1])")
        #expect(image.height - 1 - runs[1].upperBound == 8 * 3, "below Cancel")
        #expect(image[200, runs[1].lowerBound + 10] == Color(r: 255, g: 255, b: 255), "Cancel is opaque white")
    }

    @Test func theSheetIs8PointsFromEachSide() throws {
        let image = try Self.render()
        let y = image.height - 3 * (8 + 57 / 2)  // the middle of Cancel
        let columns = (0 ..< image.width).filter { abs(Int(image[$0, y].g) - Self.dimmed) > 8 }
        #expect(columns.first == 24 && columns.last == image.width - 1 - 24, "\(String(describing: columns.first))…\(String(describing: columns.last))")
    }

    /// The corner is a quarter circle of 13 pt: the area it cuts from the square corner is
    /// (1 − π/4)·r², measured on Cancel's top-left corner (white on the dimmed screen).
    @Test func theCornerRadiusIs13Points() throws {
        let image = try Self.render()
        let cancelTop = image.height - 3 * (8 + 57), left = 24
        var missing = 0.0
        for y in cancelTop ..< cancelTop + 45 {
            for x in left ..< left + 45 {
                let coverage = Double(Int(image[x, y].g) - Self.dimmed) / Double(255 - Self.dimmed)
                missing += 1 - min(max(coverage, 0), 1)
            }
        }
        let radiusPixels = (missing / (1 - Double.pi / 4)).squareRoot()
        #expect(abs(radiusPixels / 3 - 13) < 0.2, "radius \(radiusPixels / 3) pt")
    }
}
