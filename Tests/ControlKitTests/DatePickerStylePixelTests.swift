import ControlKit
import Foundation
import Testing

/// The inline and compact date pickers measured on rendered @3x pixels against
/// docs/ios-facts.md §2.4 and §2.5: the selection circle, the first weekday's column, the pill.
@Suite struct DatePickerStylePixelTests {
    static let scale = 3

    /// 2024-01-01, a Monday.
    static let newYear = Date(timeIntervalSince1970: 1_704_067_200)

    /// The tint-coloured disc (systemBlue at full strength: the selected day is also today) in
    /// `image`, below the header and weekday rows (whose chevrons are tinted too): its bounding
    /// box in pixels.
    func disc(_ image: RGBAImage) -> (x0: Int, x1: Int, y0: Int, y1: Int)? {
        var x0 = Int.max, x1 = -1, y0 = Int.max, y1 = -1
        // Below the header and the weekday row: the first week's centre is 92.25 pt below the
        // top and its circle 22 pt in radius (§2.5a [MEASURED]).
        for y in (70 * Self.scale) ..< image.height {
            for x in 0 ..< image.width {
                let c = image[x, y]
                guard c.b > 200, c.r < 60, c.g > 90, c.g < 150 else { continue }
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : (x0, x1, y0, y1)
    }

    /// The selection circle is 44 pt across, centred on its day's column, and that column is
    /// where Foundation's first weekday for the locale puts a Monday.
    @Test(arguments: ["en_US", "de_DE", "ja_JP", "ko_KR"])
    func theSelectionCircleIs44PointsInTheFirstWeekdaysColumn(locale: String) throws {
        let picker = DatePicker(mode: .date, date: Self.newYear, locale: locale, style: .inline)
        let image = try picker.render(scale: Self.scale).unpremultiplied()
        let box = try #require(disc(image), "no selection circle")
        let diameter = Float(box.x1 - box.x0 + 1) / Float(Self.scale)
        #expect(abs(diameter - 44) <= 0.67, "\(locale): \(diameter) pt")
        #expect(abs(Float(box.y1 - box.y0 + 1) / Float(Self.scale) - 44) <= 0.67)
        // Foundation: the column of a Monday, counting from the locale's first weekday.
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        let column = (2 - calendar.firstWeekday + 7) % 7
        // §2.5a [MEASURED] at 320 pt: column centres from 31.8 pt to 288.2 pt, evenly spaced.
        let centre = Float(box.x0 + box.x1 + 1) / 2 / Float(Self.scale)
        #expect(abs(centre - (31.8 + (288.2 - 31.8) / 6 * Float(column))) <= 0.5, "\(locale): centre \(centre) pt, column \(column)")
    }

    @Test func theCompactPillIs103PixelsTallInTertiarySystemFill() throws {
        let image = try DatePicker(mode: .date, date: Self.newYear, style: .compact).render(scale: Self.scale).unpremultiplied()
        // §2.4a [MEASURED]: 103 px tall at @3x; rgb(238, 238, 239) over white.
        #expect(image.height == 103)
        let c = image[8, image.height / 2]
        #expect(abs(Int(c.r) - 238) <= 2 && abs(Int(c.b) - 239) <= 2, "\(c)")
    }
}
