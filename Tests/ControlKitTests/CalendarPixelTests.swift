import ControlKit
import Controls
import Foundation
import TestTags
import Testing

/// The month calendar (the inline date picker and the compact picker's popover) measured on
/// rendered @3x pixels against docs/ios-facts.md §2.5a, which was measured on an iOS 15
/// simulator screenshot: only the shown month's days are drawn, one row per week the month
/// touches, and the selected day that is not today is a light tinted circle behind bold tinted
/// digits. Nothing here asks the layout code where a cell is: the columns are read from the
/// weekday names' ink, the weeks from the rows of ink under them, and which cells must hold a
/// number from Foundation's calendar.
@Suite struct CalendarPixelTests {
    static let scale = 3

    /// Renders a one-figure file at @3x, through PNG encoding and decoding.
    func render(_ picker: String) throws -> RGBAImage {
        let yaml = "defaults: {scale: 3}\nfigures:\n  - name: measured\n    datePicker: \(picker)\n"
        let rendered = try FigurePlan(try FigureFile.decode(yaml: yaml)).render()
        return try PNG.decode(try PNG.encode(try #require(rendered.first).image))
    }

    /// Ink: a pixel at least 48 levels away, in some channel, from its row's median colour (the
    /// page or the platter behind). The 12 % selection circle (31 levels over white) is not ink;
    /// the numbers on it are, and so would be `tertiaryLabel` digits (59 levels over white).
    func inkMask(_ image: RGBAImage, rows: Range<Int>) -> [[Bool]] {
        rows.map { y in
            let pixels = (0 ..< image.width).map { image[$0, y] }
            func median(_ channel: (Color) -> UInt8) -> Int { Int(pixels.map(channel).sorted()[pixels.count / 2]) }
            let r = median(\.r), g = median(\.g), b = median(\.b)
            return pixels.map { max(abs(Int($0.r) - r), abs(Int($0.g) - g), abs(Int($0.b) - b)) > 48 }
        }
    }

    /// Runs of consecutive `true` indices, as ranges, with gaps of at most `gap` joined.
    func runs(_ flags: [Bool], gap: Int = 0) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        for (i, f) in flags.enumerated() where f {
            if let last = out.last, i - last.upperBound <= gap + 1 { out[out.count - 1] = last.lowerBound ... i } else { out.append(i ... i) }
        }
        return out
    }

    /// The calendar read from the pixels below row `top`: the weekday row (the first band of ink
    /// that splits into seven words, far apart), its seven column centres, and under it, band by
    /// band, the columns that hold ink (each word assigned to the nearest weekday centre).
    func readGrid(_ image: RGBAImage, below top: Int = 0) -> (weekdayCentres: [Double], weeks: [Set<Int>])? {
        let mask = inkMask(image, rows: top ..< image.height)
        let bands = runs(mask.map { $0.contains(true) })
        // Words: ink columns joined across gaps under 5 pt (letters and digits of one word).
        func words(_ band: ClosedRange<Int>) -> [ClosedRange<Int>] {
            runs((0 ..< image.width).map { x in band.contains { mask[$0][x] } }, gap: 5 * Self.scale)
        }
        guard let weekdayIndex = bands.firstIndex(where: { words($0).count == 7 }) else { return nil }
        let centres = words(bands[weekdayIndex]).map { Double($0.lowerBound + $0.upperBound + 1) / 2 }
        let weeks = bands[(weekdayIndex + 1)...].map { band in
            Set(words(band).map { word in
                let mid = Double(word.lowerBound + word.upperBound + 1) / 2
                return centres.indices.min { abs(centres[$0] - mid) < abs(centres[$1] - mid) }!
            })
        }
        return (centres, weeks)
    }

    /// Foundation's answer: the column of the month's 1st counted from the locale's first
    /// weekday, and the number of days.
    static func firstColumnAndLength(year: Int, month: Int, locale: String) -> (column: Int, length: Int) {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        cal.locale = Locale(identifier: locale)
        let first = cal.date(from: DateComponents(year: year, month: month, day: 1))!
        let column = (cal.component(.weekday, from: first) - cal.firstWeekday + 7) % 7
        return (column, cal.range(of: .day, in: .month, for: first)!.count)
    }

    /// The cases: the reference's own month (November 2021, Monday first, so the 1st is in the
    /// first column and the 30th leaves five empty cells), the same month with Sunday first (one
    /// empty cell before the 1st), and months whose 1st falls late in the week.
    static let months: [(locale: String, year: Int, month: Int)] = [
        ("en_CZ", 2021, 11), ("en_US", 2021, 11), ("de_DE", 2024, 6), ("en_US", 2024, 6), ("en_US", 2026, 2),
    ]

    /// ios-facts §2.5a [MEASURED]: the cells before the 1st and after the last day are empty,
    /// and the grid has as many rows as the month has weeks (five for November 2021 with
    /// Monday first); every other cell holds its number.
    @Test(.tags(.slow), arguments: months.indices, ["inline", "compact"])
    func onlyTheShownMonthsDaysAreDrawn(index: Int, style: String) throws {
        let (locale, year, month) = Self.months[index]
        let date = String(format: "%04d-%02d-13", year, month)
        let open = style == "compact" ? ", open: true" : ""
        let image = try render("{style: \(style), mode: date, date: \(date), today: \(String(format: "%04d-%02d-02", year, month)), locale: \(locale)\(open)}")
        // The compact figure has its pill on top: read the calendar below it (§2.4a: 103 px).
        let grid = try #require(readGrid(image, below: style == "compact" ? 103 : 0), "no weekday row found")
        let (column, length) = Self.firstColumnAndLength(year: year, month: month, locale: locale)
        let weeks = (column + length + 6) / 7
        let lastColumn = (column + length - 1) % 7
        #expect(grid.weeks.count == weeks, "\(locale) \(date): \(grid.weeks.count) rows of ink under the weekdays, \(weeks) weeks")
        for (i, inked) in grid.weeks.enumerated() {
            let expected = Set((i == 0 ? column : 0) ... (i == weeks - 1 ? lastColumn : 6))
            #expect(inked == expected, "\(locale) \(date) \(style), week \(i): ink in columns \(inked.sorted()), days in \(expected.sorted())")
        }
    }

    /// The ink width of the first run of ink in row `y` between `x0` and `x1` (coverage-weighted
    /// against `background` and `ink` on the red channel): a vertical stem's width in px.
    func stemWidth(_ image: RGBAImage, y: Int, x: Range<Int>, background: Int, ink: Int) -> Double {
        let coverage = x.map { min(max(Double(background - Int(image[$0, y].r)) / Double(background - ink), 0), 1) }
        guard let start = coverage.firstIndex(where: { $0 > 0.05 }) else { return 0 }
        return coverage[start...].prefix { $0 > 0.05 }.reduce(0, +)
    }

    /// ios-facts §2.5a [MEASURED] on the iOS 15 screenshot: the selected day that is not today
    /// sits in a circle of the tint at 12 % over the platter (212, 229, 246 over 242, 244, 246),
    /// its digits in the solid tint, and heavier: the "1" of the selected "13" has a stem 1.57
    /// times the regular "1"'s (5.48 against 3.49 px at @2x). Inter's semibold draws 1.50
    /// times, its bold 1.75 (which this test rejects), its regular 1.
    @Test func theSelectedDayThatIsNotTodayIsALightCircleWithBoldTintedDigits() throws {
        // 13 November 2021, today the 2nd; Sunday first, so the 13th is a Saturday in the last
        // column and the 10th to 12th beside it are plain.
        let image = try render("{style: inline, mode: date, date: 2021-11-13, today: 2021-11-02, locale: en_US}")
        let grid = try #require(readGrid(image))
        let column = Int(grid.weekdayCentres[6])
        // The circle: the pixels of the 12 % tint over white (224, 240, 255) in that column.
        var circleRows: [Int] = []
        for y in 0 ..< image.height {
            let c = image[column - 20 * Self.scale, y]
            if abs(Int(c.r) - 224) <= 2 && abs(Int(c.g) - 240) <= 2 && c.b >= 253 { circleRows.append(y) }
        }
        let row = try #require(circleRows.isEmpty ? nil : (circleRows.first! + circleRows.last!) / 2, "no light tinted circle in the last column")
        let fill = image[column - 16 * Self.scale, row]
        // systemBlue (0, 122, 255) at 12 % over white, within 2 levels.
        #expect(abs(Int(fill.r) - 224) <= 2 && abs(Int(fill.g) - 240) <= 2 && fill.b >= 253, "circle fill \(fill)")
        // The digits: their darkest pixels are the solid tint.
        let window = (column - 15 * Self.scale) ..< (column + 15 * Self.scale)
        let darkest = window.map { image[$0, row] }.min { $0.r < $1.r }!
        #expect(darkest.r <= 8 && abs(Int(darkest.g) - 122) <= 8 && darkest.b >= 247, "digit colour \(darkest)")
        // The weight: the "1" of "13" against the "1" of "11" (plain, label on white), both at the
        // row's middle; the first run of ink from the left is the 1's stem.
        let selectedStem = stemWidth(image, y: row, x: window, background: 224, ink: 0)
        let plainColumn = Int(grid.weekdayCentres[4])
        let plainStem = stemWidth(image, y: row, x: (plainColumn - 15 * Self.scale) ..< (plainColumn + 15 * Self.scale), background: 255, ink: 0)
        #expect(plainStem > 3, "a stem in the plain 11: \(plainStem) px")
        let ratio = selectedStem / plainStem
        #expect(abs(ratio - 1.57) <= 0.12, "selected stem \(selectedStem) px, plain \(plainStem) px: \(ratio)×, iOS 1.57×")
    }
}
