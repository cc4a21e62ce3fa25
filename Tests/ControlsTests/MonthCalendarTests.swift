import Controls
import DisplayList
import Documents
import Foundation
import Raster
import Testing
import Typeset

/// The inline date picker's month calendar (ios-facts §2.5): what the locale decides, checked
/// against what Foundation gives in the test; the month's weeks, its days' cells (and no cells
/// for the days around it) and their states; the rules and their fields; right-to-left
/// mirroring; and, drawn at @3x, the selection circle's size and that every locale's text has
/// its glyphs.
@Suite struct MonthCalendarTests {
    typealias M = MonthCalendar.Metrics
    typealias State = MonthCalendarLayout.DayState

    static let locales = ["en_US", "ja_JP", "ko_KR", "he_IL", "fr_FR", "de_DE"]
    /// The locales whose text is drawn in the pixel tests (the fonts cover these scripts).
    static let drawnLocales = ["en_US", "ja_JP", "ko_KR", "he_IL"]

    static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static func date(_ y: Int, _ m: Int, _ d: Int, hour: Int = 9) -> Date {
        utc.date(from: DateComponents(year: y, month: m, day: d, hour: hour, minute: 41))!
    }

    /// Foundation's Gregorian calendar with `locale`, as the calendar should read it.
    static func foundationCalendar(_ locale: String) -> Calendar {
        var calendar = utc
        calendar.locale = Locale(identifier: locale)
        return calendar
    }

    static func formatter(_ locale: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: locale)
        f.calendar = foundationCalendar(locale)
        f.timeZone = TimeZone(identifier: "UTC")
        return f
    }

    // MARK: Locale

    @Test(arguments: locales)
    func firstColumnIsTheLocalesFirstWeekday(locale: String) {
        let first = Self.foundationCalendar(locale).firstWeekday
        let layout = MonthCalendar(date: Self.date(2024, 5, 15), locale: locale).layout()
        #expect(layout.firstWeekday == first)
        #expect(layout.weekdays.map(\.weekday) == (0 ..< 7).map { (first - 1 + $0) % 7 + 1 })
        // Every day sits in the column of its own weekday.
        for day in layout.days {
            #expect(Self.utc.component(.weekday, from: day.date) == layout.weekdays[day.column].weekday, "\(locale) \(day.date)")
        }
    }

    /// What Foundation reports today: Sunday for en_US, ja_JP, ko_KR, he_IL; Monday for fr_FR
    /// and de_DE. If a new ICU changes one, this test names it (the one above still passes).
    @Test func foundationsFirstWeekdaysAreTheOnesReported() {
        let firsts = Self.locales.map { MonthCalendar(date: Self.date(2024, 5, 15), locale: $0).layout().firstWeekday }
        #expect(firsts == [1, 1, 1, 1, 2, 2])
        #expect(MonthCalendar(date: Self.date(2024, 5, 15), locale: "de_DE").layout().weekdays.first?.symbol == "MO")
    }

    @Test(arguments: locales)
    func titleAndWeekdayNamesAreFoundations(locale: String) {
        let date = Self.date(2024, 1, 15)
        let f = Self.formatter(locale)
        f.dateFormat = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: Locale(identifier: locale))
        let calendar = MonthCalendar(date: date, locale: locale)
        #expect(calendar.monthTitle == f.string(from: date))
        #expect(calendar.layout().title == f.string(from: date))
        let symbols: [String] = f.shortStandaloneWeekdaySymbols
        let first = Self.foundationCalendar(locale).firstWeekday - 1
        let expected = (0 ..< 7).map { symbols[(first + $0) % 7].uppercased(with: Locale(identifier: locale)) }
        #expect(calendar.layout().weekdays.map(\.symbol) == expected)
    }

    @Test func titlesAreTheLocalesOwnWords() {
        let date = Self.date(2024, 1, 15)
        #expect(MonthCalendar(date: date, locale: "en_US").monthTitle == "January 2024")
        #expect(MonthCalendar(date: date, locale: "ja_JP").monthTitle == "2024年1月")
        #expect(MonthCalendar(date: date, locale: "ko_KR").monthTitle == "2024년 1월")
        #expect(MonthCalendar(date: date, locale: "en_US").layout().weekdays.map(\.symbol) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(MonthCalendar(date: date, locale: "ja_JP").layout().weekdays.first?.symbol == "日")
        #expect(MonthCalendar(date: date, locale: "ko_KR").layout().weekdays.first?.symbol == "일")
    }

    // MARK: Weeks

    /// The first month of 2024–2025 whose 1st falls in column `column` for `locale`.
    static func month(startingInColumn column: Int, locale: String) -> Date {
        let cal = foundationCalendar(locale)
        for year in 2024 ... 2025 {
            for month in 1 ... 12 {
                let first = date(year, month, 1, hour: 0)
                if (cal.component(.weekday, from: first) - cal.firstWeekday + 7) % 7 == column { return date(year, month, 10) }
            }
        }
        Issue.record("no month of 2024–2025 starts in column \(column)")
        return date(2024, 1, 10)
    }

    /// ios-facts §2.5a [MEASURED]: only the month's own days have cells — the 1st in the column
    /// of its weekday (counted from the locale's first weekday), the cells before it and after
    /// the last day empty — in as many rows as the month touches weeks.
    @Test(arguments: ["en_US", "de_DE", "he_IL"], [0, 6])
    func onlyTheMonthsDaysHaveCells(locale: String, column: Int) {
        let date = Self.month(startingInColumn: column, locale: locale)
        let cal = Self.foundationCalendar(locale)
        let length = cal.range(of: .day, in: .month, for: date)!.count
        let calendar = MonthCalendar(date: date, locale: locale, today: Self.date(1999, 1, 1))
        let layout = calendar.layout()
        let days = layout.days
        #expect(days.map(\.dayOfMonth) == Array(1 ... length))
        #expect(days.allSatisfy { cal.isDate($0.date, equalTo: date, toGranularity: .month) })
        // The 1st's column is Foundation's; every later day follows in reading order.
        #expect(days[0].week == 0 && days[0].column == column)
        for (i, day) in days.enumerated() {
            #expect(day.week == (column + i) / 7 && day.column == (column + i) % 7, "\(locale) day \(day.dayOfMonth)")
        }
        // No cell before the 1st or after the last: the first week's cells start at the 1st's
        // column, the last week's end at the last day's.
        let weeks = (column + length + 6) / 7
        #expect(layout.weeks == weeks && calendar.weekCount == weeks)
        #expect(days.filter { $0.week == 0 }.count == 7 - column)
        #expect(days.filter { $0.week == weeks - 1 }.count == (column + length - 1) % 7 + 1)
        #expect(days.filter { $0.state != .normal }.map(\.dayOfMonth) == [10], "only the selected 10th is not plain")
    }

    /// The number of rows is the month's weeks: February 2026 starting on Sunday in en_US is
    /// four; November 2021 in a Monday-first locale is the five of the iOS 15 screenshot
    /// (ios-facts §2.5a); June 2024 starting on Saturday in en_US is six. The height follows.
    @Test func rowsAreTheMonthsWeeks() {
        let cases: [(MonthCalendar, Int)] = [
            (MonthCalendar(date: Self.date(2026, 2, 10)), 4),
            (MonthCalendar(date: Self.date(2021, 11, 13), locale: "en_CZ"), 5),
            (MonthCalendar(date: Self.date(2021, 11, 13), locale: "de_DE"), 5),
            (MonthCalendar(date: Self.date(2024, 6, 20)), 6),
        ]
        for (calendar, weeks) in cases {
            #expect(calendar.weekCount == weeks, "\(calendar.locale) \(calendar.monthTitle)")
            // §2.5a: header 54.5, weekday row 14.875, weeks of 45.75, 16.875 below: 315 pt for five weeks.
            #expect(abs(calendar.height - (86.25 + 45.75 * Float(weeks))) < 0.001)
            #expect(calendar.layout().days.map(\.week).max() == weeks - 1)
        }
        #expect(MonthCalendar(date: Self.date(2021, 11, 13), locale: "en_CZ").height == 315, "the measured platter's height")
    }

    // MARK: States

    @Test func daysOutsideMinimumAndMaximumAreDisabled() {
        let calendar = MonthCalendar(date: Self.date(2024, 3, 15), today: Self.date(2024, 3, 12),
                                     minimumDate: Self.date(2024, 3, 10, hour: 22), maximumDate: Self.date(2024, 3, 20, hour: 0))
        let days = calendar.layout().days
        let march = days
        // The 10th is enabled though its morning is before the minimum; the 20th though only its
        // first instant is allowed.
        #expect(march.filter(\.isEnabled).map(\.dayOfMonth) == Array(10 ... 20))
        #expect(march.filter { !$0.isEnabled }.allSatisfy { $0.state == .disabled })
        #expect(march.first { $0.dayOfMonth == 12 }?.state == .today)
        #expect(march.first { $0.dayOfMonth == 15 }?.state == .selected)
        #expect(march.first { $0.dayOfMonth == 16 }?.state == .normal)
    }

    @Test func selectedAndTodayCombine() {
        let date = Self.date(2024, 3, 15)
        func state(of day: Int, _ calendar: MonthCalendar) -> State? {
            calendar.layout().days.first { $0.dayOfMonth == day }?.state
        }
        // By default today is the selected day.
        #expect(state(of: 15, MonthCalendar(date: date)) == .selectedToday)
        #expect(MonthCalendar(date: date).layout().days.filter(\.isToday).count == 1)
        let elsewhere = MonthCalendar(date: date, today: Self.date(2024, 3, 3))
        #expect(state(of: 15, elsewhere) == .selected)
        #expect(state(of: 3, elsewhere) == .today)
        #expect(state(of: 15, MonthCalendar(date: date, isSelected: false)) == .today)
        #expect(state(of: 15, MonthCalendar(date: date, isSelected: false, today: Self.date(2024, 3, 3))) == .normal)
        #expect(MonthCalendar(date: date, isSelected: false).layout().days.allSatisfy { !$0.isSelected })
        // Today in the month after: not shown at all (no cell for April's days).
        #expect(MonthCalendar(date: date, today: Self.date(2024, 4, 2)).layout().days.allSatisfy { !$0.isToday })
    }

    /// The day's number is in the time zone: 23:30 UTC on the 15th is the 16th in Tokyo.
    @Test func theSelectedDayIsTheTimeZones() {
        let late = Self.date(2024, 3, 15, hour: 23)
        #expect(MonthCalendar(date: late).layout().days.first(where: \.isSelected)?.dayOfMonth == 15)
        #expect(MonthCalendar(date: late, timeZone: "Asia/Tokyo").layout().days.first(where: \.isSelected)?.dayOfMonth == 16)
    }

    @Test func dayColoursFollowIosFacts() {
        let calendar = MonthCalendar(date: Self.date(2024, 3, 15))
        let blue = SystemColors.systemBlue.light
        #expect(calendar.dayColors(.selectedToday, appearance: .light) == (Color.white, blue))
        #expect(calendar.dayColors(.selected, appearance: .light).text == blue)
        #expect(calendar.dayColors(.selected, appearance: .light).circle == blue.withOpacity(0.12))
        #expect(calendar.dayColors(.today, appearance: .dark) == (SystemColors.systemBlue.dark, nil))
        #expect(calendar.dayColors(.normal, appearance: .dark).text == SystemColors.label.dark)
        #expect(calendar.dayColors(.disabled, appearance: .light).text == SystemColors.quaternaryLabel.light)
        // A tint lighter than 0.8 luminance takes a black number when selected today.
        var pale = calendar
        pale.tint = .rgba(Color(r: 240, g: 240, b: 200))
        #expect(pale.dayColors(.selectedToday, appearance: .light).text == .black)
        pale.tint = .rgba(Color(r: 255, g: 204, b: 0))
        #expect(pale.dayColors(.selectedToday, appearance: .light).text == .white, "systemYellow's luminance is 0.65")
    }

    // MARK: Validation

    static func fields(_ calendar: MonthCalendar, errors: Bool = true) -> [String] {
        calendar.validate().filter { $0.isError == errors }.map(\.field.description)
    }

    @Test(arguments: locales)
    func aPlainCalendarIsValid(locale: String) {
        #expect(MonthCalendar(date: Self.date(2024, 3, 15), locale: locale).validate().isEmpty)
    }

    @Test func eachRuleNamesItsField() {
        let date = Self.date(2024, 3, 15)
        #expect(Self.fields(MonthCalendar(date: date, locale: "xx_NOPE")) == ["locale"])
        #expect(Self.fields(MonthCalendar(date: date, timeZone: "Mars/Olympus")) == ["timeZone"])
        #expect(Self.fields(MonthCalendar(date: date, minimumDate: Self.date(2024, 4, 1), maximumDate: Self.date(2024, 2, 1))) == ["maximumDate"])
        #expect(Self.fields(MonthCalendar(date: date, minimumDate: Self.date(2024, 3, 16))) == ["date"])
        #expect(Self.fields(MonthCalendar(date: date, maximumDate: Self.date(2024, 3, 14))) == ["date"])
        #expect(Self.fields(MonthCalendar(date: date, minimumDate: date, maximumDate: date)).isEmpty)
    }

    /// 280 pt of content inside 16 pt margins is the least (312 pt); more than 375 pt of
    /// content (407 pt) is only a warning.
    @Test func widthLimitsAreIosFacts() {
        let date = Self.date(2024, 3, 15)
        #expect(Self.fields(MonthCalendar(date: date, width: 311.5)) == ["width"])
        #expect(MonthCalendar(date: date, width: 312).validate().isEmpty)
        #expect(MonthCalendar(date: date, width: 407).validate().isEmpty)
        #expect(Self.fields(MonthCalendar(date: date, width: 408)).isEmpty)
        #expect(Self.fields(MonthCalendar(date: date, width: 408), errors: false) == ["width"])
        for bad: Float in [.nan, .infinity, -1, 100_000] { #expect(Self.fields(MonthCalendar(date: date, width: bad)) == ["width"], "\(bad)") }
        _ = MonthCalendar(date: date, width: .nan).layout()
    }

    // MARK: Layout

    /// ios-facts §2.5a [MEASURED] at 320 pt: column centres 31.8 and 288.2 pt in from the left,
    /// 42.74 pt apart; the first week's centre 92.25 pt below the top, weeks 45.75 pt apart; the
    /// chevrons centred 27.25 pt below the top, the next one 22.75 pt in from the right edge and
    /// the previous one 48.5 pt before it. Each within a third of a point (a pixel at @3x).
    @Test func cellsAndChevronsAreWhereIOSDrawsThem() {
        // March 2024 starts on a Friday: column 5 in en_US, so the 1st is in column 5 of week 0.
        let calendar = MonthCalendar(date: Self.date(2024, 3, 15))
        let layout = calendar.layout()
        #expect(layout.size == Size(320, calendar.height))
        func near(_ a: Float, _ b: Float, _ what: String) { #expect(abs(a - b) <= 1 / 3, "\(what): \(a) pt, iOS \(b) pt") }
        let pitch: Float = (288.2 - 31.8) / 6
        for day in layout.days {
            near(day.frame.midX, 31.8 + Float(day.column) * pitch, "day \(day.dayOfMonth) x")
            near(day.frame.midY, 92.25 + Float(day.week) * 45.75, "day \(day.dayOfMonth) y")
            #expect(day.frame.width >= 42 && day.frame.height >= 44, "a cell holds the 44 pt circle's height")
        }
        for (i, weekday) in layout.weekdays.enumerated() { near(weekday.frame.midX, 31.8 + Float(i) * pitch, "weekday \(i)") }
        #expect(layout.days.first?.column == 5 && layout.days.first?.week == 0)
        near(layout.nextMonth!.frame.midX, 320 - 22.75, "next chevron")
        near(layout.previousMonth!.frame.midX, 320 - 22.75 - 48.5, "previous chevron")
        near(layout.nextMonth!.frame.midY, 27.25, "chevrons' middle")
        near(layout.titleChevron.frame.midY, 27.25, "title chevron's middle")
        #expect(layout.titleFrame.minX == 16 && layout.titleFrame.width > 50)
        #expect(layout.titleChevron.frame.minX >= layout.titleFrame.maxX)
        #expect(layout.titleChevron.direction == .right)
        #expect(layout.previousMonth?.direction == .left && layout.nextMonth?.direction == .right)
        // Every frame inside the calendar.
        let bounds = Rect(x: 0, y: 0, width: 320, height: calendar.height)
        for frame in layout.days.map(\.frame) + layout.weekdays.map(\.frame) + [layout.nextMonth!.frame, layout.titleChevron.frame] {
            #expect(frame.minX >= 0 && frame.maxX <= bounds.maxX + 0.001 && frame.minY >= 0 && frame.maxY <= bounds.maxY, "\(frame)")
        }
    }

    /// he_IL is en_US reflected: the same days (both start on Sunday) with frames mirrored
    /// about the middle, the title at the right margin, and the chevrons pointing the other way.
    @Test func rightToLeftMirrorsTheCalendar() {
        let date = Self.date(2024, 3, 15)
        let ltr = MonthCalendar(date: date).layout()
        let rtl = MonthCalendar(date: date, locale: "he_IL").layout()
        func reflected(_ r: Rect) -> Rect { Rect(x: 320 - r.maxX, y: r.minY, width: r.width, height: r.height) }
        #expect(rtl.isRightToLeft && !ltr.isRightToLeft)
        #expect(rtl.days.map(\.date) == ltr.days.map(\.date))
        #expect(rtl.days.map(\.frame) == ltr.days.map { reflected($0.frame) })
        #expect(rtl.weekdays.map(\.frame) == ltr.weekdays.map { reflected($0.frame) })
        #expect(rtl.weekdays[0].frame.midX > rtl.weekdays[6].frame.midX, "the first weekday is the rightmost column")
        #expect(rtl.titleFrame.maxX == 320 - 16 && rtl.titleAlignment == .right && rtl.titleOrigin.x == 320 - 16)
        #expect(rtl.titleChevron.frame.maxX <= rtl.titleFrame.minX && rtl.titleChevron.direction == .left)
        #expect(rtl.nextMonth?.frame == reflected(ltr.nextMonth!.frame) && rtl.nextMonth?.direction == .left)
        #expect(rtl.previousMonth?.frame == reflected(ltr.previousMonth!.frame) && rtl.previousMonth?.direction == .right)
    }

    @Test func monthYearWheelsTakeTheGridsPlace() throws {
        let date = Self.date(2024, 3, 15)
        let calendar = MonthCalendar(date: date, minimumDate: Self.date(2023, 6, 1), showsMonthYearWheels: true)
        let layout = calendar.layout()
        #expect(layout.titleIsTinted && layout.titleChevron.direction == .down)
        #expect(layout.previousMonth == nil && layout.nextMonth == nil)
        let wheel = try #require(layout.wheel)
        #expect(wheel.size == layout.gridFrame.size && layout.wheelLayout?.size == layout.gridFrame.size)
        #expect(wheel.columns.count == 2)
        #expect(wheel.columns[0].rows.map(\.text) == Self.formatter("en_US").standaloneMonthSymbols)
        #expect(wheel.columns[0].selectedRow == 2)
        let years = wheel.columns[1]
        #expect(years.rows[years.selectedRow].text == "2024")
        #expect(years.rows.first { $0.text == "2022" }?.isEnabled == false && years.rows.first { $0.text == "2023" }?.isEnabled == true)
        // Drawn: the title in the tint, the wheels, and no weekday names or day numbers.
        let texts = calendar.sceneItems(layout: layout, appearance: .light, origin: Point(0, 0)).compactMap { item -> TextItem? in
            if case .text(let t) = item { return t }
            return nil
        }
        #expect(texts.map(\.text) == ["March 2024"])
        #expect(texts.first?.paint == .solid(SystemColors.systemBlue.light))
        // ja_JP writes the year first, ("2024年"), he_IL reverses the order on screen.
        let ja = MonthCalendar(date: date, locale: "ja_JP", showsMonthYearWheels: true).layout().wheel!
        #expect(ja.columns[0].rows[ja.columns[0].selectedRow].text == "2024年" && ja.columns[1].rows[2].text == "3月")
        let he = MonthCalendar(date: date, locale: "he_IL", showsMonthYearWheels: true).layout().wheel!
        #expect(he.columns[0].rows[he.columns[0].selectedRow].text == "2024")
    }

    // MARK: Pixels

    static let scale: Float = 3

    static func render(_ calendar: MonthCalendar, appearance: Appearance = .light, scale: Float = scale) throws -> SceneRendering {
        let background = SystemColors.systemBackground.resolved(for: appearance)
        let scene = Scene(name: "month-calendar", size: Size(calendar.width, calendar.height), scale: scale, background: background,
                          items: calendar.sceneItems(layout: calendar.layout(), appearance: appearance, origin: Point(0, 0)))
        return try scene.render(fonts: FontLibrary.shared())
    }

    /// The pixel box, at @3x, of the pixels within `window` (points) at least half covered by
    /// the tint over white, judged by the red channel (systemBlue's is 0), and at least
    /// `fraction` of the tint.
    static func tintBox(_ p: Pixmap, around window: Rect, fraction: Float) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var x0 = Int.max, x1 = Int.min, y0 = Int.max, y1 = Int.min
        for y in Int(window.minY * scale) ..< Int(window.maxY * scale) {
            for x in Int(window.minX * scale) ..< Int(window.maxX * scale) {
                let c = p[x, y].unpremultiplied
                // Over white, the red channel drops by 255 × the tint's share; blue stays 255.
                guard c.b >= 250, Float(255 - Int(c.r)) / 255 >= fraction / 2 else { continue }
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x0 <= x1 ? (x0 ... x1, y0 ... y1) : nil
    }

    /// The solid circle of selected-today, and the 12 % circle of a selected day, are 44 pt
    /// (132 px) across and centred on the day's cell.
    @Test(arguments: [State.selectedToday, .selected])
    func selectionCircleIs44PointsOnItsCell(state: State) throws {
        let date = Self.date(2024, 3, 13)
        let calendar = MonthCalendar(date: date, today: state == .selected ? Self.date(2024, 3, 30) : date)
        let selected = calendar.layout().days.first { $0.isSelected }
        let day = try #require(selected)
        #expect(day.state == state)
        let pixmap = try Self.render(calendar).canvas.pixmap
        let window = day.frame.insetBy(-8)
        let box = try #require(Self.tintBox(pixmap, around: window, fraction: state == .selected ? M.selectionOpacity : 1))
        #expect(box.x.count == 132 && box.y.count == 132, "\(box)")
        let centre = (Float(box.x.lowerBound + box.x.upperBound + 1) / 2 / Self.scale, Float(box.y.lowerBound + box.y.upperBound + 1) / 2 / Self.scale)
        #expect(abs(centre.0 - day.frame.midX) < 0.5 && abs(centre.1 - day.frame.midY) < 0.5, "\(centre) vs cell \(day.frame)")
    }

    @Test(arguments: drawnLocales, [false, true])
    func everyGlyphIsInTheFonts(locale: String, wheels: Bool) throws {
        let calendar = MonthCalendar(date: Self.date(2024, 3, 15), locale: locale, showsMonthYearWheels: wheels)
        let rendering = try Self.render(calendar, appearance: .dark, scale: 1)
        #expect(rendering.warnings.isEmpty, "\(rendering.warnings)")
    }
}
