import Controls
import Documents
import Foundation
import Raster
import TestSupport
import Testing

/// Every control bound of docs/limits.md "Controls": the value at the bound has no error on its
/// field, the smallest value over it the error naming the field and the limit. Validation runs
/// before layout, so a control over a bound never lays out or draws: no row, segment or
/// indicator array is made for it. The expected messages are written out, not built from the
/// `Metrics` constants, so a changed bound fails here and in docs/limits.md together.
@Suite struct ControlCountLimitTests {
    /// The errors, printed as `field: message`.
    static func errors(_ issues: [Diagnostic]) -> [String] { issues.errorDescriptions }

    /// `atBound` has no error on `field` (or under it); `over` has exactly the error `expected`
    /// among its errors.
    static func check(_ field: String, atBound: [Diagnostic], over: [Diagnostic], expected: String,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let atBoundErrors = errors(atBound).filter { $0.hasPrefix(field + ":") || $0.hasPrefix(field + ".") || $0.hasPrefix(field + "[") }
        #expect(atBoundErrors.isEmpty, "at the bound: \(atBoundErrors)", sourceLocation: sourceLocation)
        #expect(errors(over).contains(expected), "over the bound: \(errors(over))", sourceLocation: sourceLocation)
    }

    static func text(_ count: Int) -> String { String(repeating: "a", count: count) }

    // MARK: Page control

    @Test func pageControl() {
        Self.check("pages", atBound: PageControl(pages: 10_000).validate(), over: PageControl(pages: 10_001).validate(),
                   expected: "pages: 10001 is over the limit of 10000 pages")
        var wide = PageControl(pages: 5)
        wide.width = 16_384
        var wider = wide
        wider.width = 16_385
        Self.check("width", atBound: wide.validate(), over: wider.validate(), expected: "width: 16385 pt is over the limit of 16384 pt")
    }

    /// A closed outline of `count` points: a move and `count − 1` lines.
    static func outline(points count: Int) -> Path {
        var p = Path()
        p.move(to: Point(0, 0))
        for i in 1 ..< count { p.line(to: Point(Float(i % 7), Float(i % 5) + 1)) }
        p.close()
        return p
    }

    static func custom(points: Int) -> IndicatorImage {
        .custom(CustomIndicatorImage(path: outline(points: points), size: Size(8, 8)))
    }

    @Test func pageControlImagePointsAreCountedOverEveryImage() {
        Self.check("indicatorImage", atBound: PageControl(pages: 3, indicatorImage: Self.custom(points: 100_000)).validate(),
                   over: PageControl(pages: 3, indicatorImage: Self.custom(points: 100_001)).validate(),
                   expected: "indicatorImage.path: the indicator images hold more than 100000 outline points, over the limit of a page control")
        let shared = PageControl(pages: 3, indicatorImage: Self.custom(points: 60_000), pageImages: [1: Self.custom(points: 40_001)])
        #expect(Self.errors(shared.validate())
                == ["pageImages[1].path: the indicator images hold more than 100000 outline points, over the limit of a page control"])
    }

    /// Read from a figure file, the outline is parsed with what is left of the bound and stops
    /// there: 10,000 page images sharing one path through a YAML alias are refused after the
    /// bound's points, not parsed 10,000 times.
    @Test func pageControlImagePointsAreBoundedWhileReading() throws {
        func read(_ yaml: String) throws -> [String] {
            let map = try DocumentNode.parse(yaml: yaml).map()
            do throws(DiagnosticList) {
                _ = try PageControl(from: map)
                return []
            } catch {
                return error.diagnostics.map(\.description)
            }
        }
        func d(_ points: Int) -> String { "M0 0" + String(repeating: " L1 1", count: points - 1) }
        #expect(try read("pages: 3\nindicatorImage: {path: \"\(d(100_000))\", size: [8, 8]}\n") == [])
        #expect(try read("pages: 3\nindicatorImage: {path: \"\(d(100_001))\", size: [8, 8]}\n")
                == ["line 2: indicatorImage.path: the indicator images hold more than 100000 outline points, over the limit of a page control"])
        var bomb = "pages: 10000\nindicatorImage: &img {path: \"\(d(60_000))\", size: [8, 8]}\npageImages:\n"
        for page in 0 ..< 10_000 { bomb += "  \(page): *img\n" }
        let clock = ContinuousClock()
        var found: [String] = []
        let elapsed = try clock.measure { found = try read(bomb) }
        #expect(found.first?.hasSuffix(": pageImages[0].path: the indicator images hold more than 100000 outline points, over the limit of a page control") == true,
                "\(found.prefix(2))")
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    // MARK: Pickers

    @Test func picker() {
        let seven = Picker.Component(titles: (1 ... 7).map { "Value \($0)" })
        Self.check("components", atBound: Picker(components: Array(repeating: seven, count: 10)).validate(),
                   over: Picker(components: Array(repeating: seven, count: 11)).validate(),
                   expected: "components: 11 components is over the limit of 10")
        Self.check("components[0].rows", atBound: Picker(components: [Picker.Component(titles: Array(repeating: "Row", count: 100_000))]).validate(),
                   over: Picker(components: [Picker.Component(titles: Array(repeating: "Row", count: 100_001))]).validate(),
                   expected: "components[0].rows: 100001 rows is over the limit of 100000")
        Self.check("components[0].rows", atBound: Picker(components: [Picker.Component(titles: ["A", "B", "C", Self.text(200)])]).validate(),
                   over: Picker(components: [Picker.Component(titles: ["A", "B", "C", Self.text(201)])]).validate(),
                   expected: "components[0].rows[3]: a row over the limit of 200 characters")
        Self.check("width", atBound: Picker(components: [seven], size: Size(16_384, 216)).validate(),
                   over: Picker(components: [seven], size: Size(16_385, 216)).validate(), expected: "width: 16385 pt is outside 44...16384")
    }

    /// A thousand rows sharing one 16 MB text (what YAML aliases make) are refused at the first
    /// row, without counting the characters of the others.
    @Test func pickerRowLengthIsCheckedWithoutReadingEveryRow() {
        let long = String(repeating: "a", count: 16 << 20)
        let picker = Picker(components: [Picker.Component(titles: Array(repeating: long, count: 1_000))])
        let clock = ContinuousClock()
        var found: [String] = []
        let elapsed = clock.measure { found = Self.errors(picker.validate()) }
        #expect(found == ["components[0].rows[0]: a row over the limit of 200 characters"])
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test func segmentedControl() {
        Self.check("segments", atBound: SegmentedControl(segments: Array(repeating: "A", count: 100)).validate(),
                   over: SegmentedControl(segments: Array(repeating: "A", count: 101)).validate(),
                   expected: "segments: 101 segments is over the limit of 100")
        Self.check("segments", atBound: SegmentedControl(segments: [Self.text(200), "B"]).validate(),
                   over: SegmentedControl(segments: [Self.text(201), "B"]).validate(),
                   expected: "segments[0]: a title over the limit of 200 characters")
        Self.check("height", atBound: SegmentedControl(segments: ["A", "B"], height: 16_384).validate(),
                   over: SegmentedControl(segments: ["A", "B"], height: 16_385).validate(), expected: "height: 16385 pt is outside 28...16384")
        Self.check("width", atBound: SegmentedControl(segments: ["A", "B"], width: 16_384).validate(),
                   over: SegmentedControl(segments: ["A", "B"], width: 16_385).validate(),
                   expected: "width: 16385 pt is not a finite width up to 16384")
    }

    // MARK: Modality

    @Test func alert() {
        let ok = [Alert.Action("OK")]
        Self.check("title", atBound: Alert(title: Self.text(200), actions: ok).validate(), over: Alert(title: Self.text(201), actions: ok).validate(),
                   expected: "title: 201 characters is over the limit of 200")
        Self.check("message", atBound: Alert(message: Self.text(1_000), actions: ok).validate(),
                   over: Alert(message: Self.text(1_001), actions: ok).validate(), expected: "message: 1001 characters is over the limit of 1000")
        Self.check("actions", atBound: Alert(title: "A", actions: Array(repeating: .init("OK"), count: 10)).validate(),
                   over: Alert(title: "A", actions: Array(repeating: .init("OK"), count: 11)).validate(),
                   expected: "actions: 11 actions is over the limit of 10")
        Self.check("actions[0].title", atBound: Alert(title: "A", actions: [.init(Self.text(100))]).validate(),
                   over: Alert(title: "A", actions: [.init(Self.text(101))]).validate(),
                   expected: "actions[0].title: 101 characters is over the limit of 100")
        Self.check("textField.placeholder", atBound: Alert(title: "A", actions: ok, textField: .init(placeholder: Self.text(200))).validate(),
                   over: Alert(title: "A", actions: ok, textField: .init(placeholder: Self.text(201))).validate(),
                   expected: "textField.placeholder: 201 characters is over the limit of 200")
        Self.check("textField.text", atBound: Alert(title: "A", actions: ok, textField: .init(text: Self.text(200))).validate(),
                   over: Alert(title: "A", actions: ok, textField: .init(text: Self.text(201))).validate(),
                   expected: "textField.text: 201 characters is over the limit of 200")
    }

    /// 100,000 actions sharing one long blank title (YAML aliases) are refused for their count;
    /// only the first ten titles are looked at (before, every title was trimmed: 6.5 GB of
    /// copies, and an error for each).
    @Test func alertActionsBeyondTheBoundAreNotRead() {
        let long = String(repeating: " ", count: 1 << 16)
        let alert = Alert(title: "A", actions: Array(repeating: .init(long), count: 100_000))
        let clock = ContinuousClock()
        var found: [String] = []
        let elapsed = clock.measure { found = Self.errors(alert.validate()) }
        #expect(found.first == "actions: 100000 actions is over the limit of 10" && found.count == 11, "\(found.prefix(3))")
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    @Test func actionSheet() {
        Self.check("actions", atBound: ActionSheet(actions: (1 ... 100).map { .init("Action \($0)") }).validate(),
                   over: ActionSheet(actions: (1 ... 101).map { .init("Action \($0)") }).validate(),
                   expected: "actions: 101 actions is over the limit of 100")
        Self.check("title", atBound: ActionSheet(title: Self.text(2_000), cancel: "Cancel").validate(),
                   over: ActionSheet(title: Self.text(2_001), cancel: "Cancel").validate(), expected: "title: 2001 characters is over the limit of 2000")
        Self.check("width", atBound: ActionSheet(cancel: "Cancel", width: 16_384).validate(),
                   over: ActionSheet(cancel: "Cancel", width: 16_385).validate(), expected: "width: 16385 pt is outside 320...16384")
    }

    // MARK: Navigation bar

    @Test func navigationBar() {
        Self.check("title", atBound: NavigationBar(title: Self.text(200)).validate(), over: NavigationBar(title: Self.text(201)).validate(),
                   expected: "title: 201 characters is over the limit of 200")
        Self.check("backTitle", atBound: NavigationBar(backTitle: Self.text(200)).validate(),
                   over: NavigationBar(backTitle: Self.text(201)).validate(), expected: "backTitle: 201 characters is over the limit of 200")
        Self.check("trailingItems[0]", atBound: NavigationBar(trailingItems: [.text(Self.text(200))]).validate(),
                   over: NavigationBar(trailingItems: [.text(Self.text(201))]).validate(),
                   expected: "trailingItems[0]: 201 characters is over the limit of 200")
        let glyph = NavigationBar.Item.glyph("add")!
        Self.check("trailingItems", atBound: NavigationBar(trailingItems: Array(repeating: glyph, count: 8)).validate(),
                   over: NavigationBar(trailingItems: Array(repeating: glyph, count: 9)).validate(),
                   expected: "trailingItems: 9 items is over the limit of 8 on a side")
        Self.check("leadingItems", atBound: NavigationBar(leadingItems: Array(repeating: glyph, count: 8)).validate(),
                   over: NavigationBar(leadingItems: Array(repeating: glyph, count: 9)).validate(),
                   expected: "leadingItems: 9 items is over the limit of 8 on a side")
        Self.check("trailingItems[0]", atBound: NavigationBar(trailingItems: [.init(.fixedSpace(200))]).validate(),
                   over: NavigationBar(trailingItems: [.init(.fixedSpace(200.5))]).validate(),
                   expected: "trailingItems[0]: a fixed space of 200.5 pt is outside 0...200")
        Self.check("width", atBound: NavigationBar(width: 16_384).validate(), over: NavigationBar(width: 16_385).validate(),
                   expected: "width: 16385 pt is outside 320...16384")
        Self.check("titleSegments", atBound: NavigationBar(segmentedTitle: SegmentedControl(segments: [Self.text(200), "B"])).validate(),
                   over: NavigationBar(segmentedTitle: SegmentedControl(segments: [Self.text(201), "B"])).validate(),
                   expected: "titleSegments.segments[0]: a title over the limit of 200 characters")
    }

    // MARK: Screens

    @Test func screen() {
        Self.check("rows", atBound: Screen(rows: Array(repeating: "Row", count: 200)).validate(),
                   over: Screen(rows: Array(repeating: "Row", count: 201)).validate(), expected: "rows: 201 rows; at most 200")
        Self.check("rows", atBound: Screen(rows: ["Row", ListRow(Self.text(200))]).validate(),
                   over: Screen(rows: ["Row", ListRow(Self.text(201))]).validate(), expected: "rows[1]: a row over the limit of 200 characters")
        Self.check("rows", atBound: Screen(rows: ["Row", ListRow("Row", value: Self.text(200))]).validate(),
                   over: Screen(rows: ["Row", ListRow("Row", value: Self.text(201))]).validate(), expected: "rows[1]: a row over the limit of 200 characters")
        let bar = NavigationBar(title: "New", leadingItems: [.text("Cancel")], trailingItems: [.text("Done", done: true)])
        func sheet(rows: [ListRow]) -> Screen {
            Screen(presentations: [.sheet(Sheet(page: ModalPage(navigationBar: bar, rows: rows)))])
        }
        Self.check("present[0].sheet.rows", atBound: sheet(rows: Array(repeating: "Row", count: 200)).validate(),
                   over: sheet(rows: Array(repeating: "Row", count: 201)).validate(), expected: "present[0].sheet.rows: 201 rows; at most 200")
        Self.check("present[0].sheet.rows", atBound: sheet(rows: [ListRow(Self.text(200))]).validate(), over: sheet(rows: [ListRow(Self.text(201))]).validate(),
                   expected: "present[0].sheet.rows[0]: a row over the limit of 200 characters")
        let control = PlacedControl(SegmentedControl(segments: ["A", "B"]))
        Self.check("place", atBound: Screen(placed: Array(repeating: control, count: 32)).validate(),
                   over: Screen(placed: Array(repeating: control, count: 33)).validate(), expected: "place: 33 controls; at most 32")
        let alert = Presentation.alert(Alert(title: "A", actions: [.init("OK")]))
        Self.check("present", atBound: Screen(presentations: Array(repeating: alert, count: 8)).validate(),
                   over: Screen(presentations: Array(repeating: alert, count: 9)).validate(), expected: "present: 9 presentations; at most 8")
    }

    // MARK: Dates

    @Test func datePickerAndCalendarWidths() {
        let date = Date(timeIntervalSinceReferenceDate: 0)
        Self.check("width", atBound: DatePicker(date: date, size: Size(16_384, 216)).validate(),
                   over: DatePicker(date: date, size: Size(16_385, 216)).validate(), expected: "width: 16385 pt is outside 100...16384")
        Self.check("width", atBound: MonthCalendar(date: date, width: 16_384).validate(), over: MonthCalendar(date: date, width: 16_385).validate(),
                   expected: "width: 16385 pt is not a width up to 16384 pt")
    }

    /// The year column holds the years within `DatePicker.Metrics.yearRows` of the selected one,
    /// whatever the minimum and maximum dates: a range of 9,999 years makes 21 rows, not 9,999.
    @Test func aDateRangeDoesNotSizeTheYearColumn() throws {
        let calendar = Calendar(identifier: .gregorian)
        let utc = try #require(TimeZone(identifier: "UTC"))
        var parts = DateComponents(calendar: calendar, timeZone: utc, year: 1, month: 1, day: 1)
        let first = try #require(parts.date)
        parts.year = 9999
        let last = try #require(parts.date)
        parts.year = 5000
        let picker = DatePicker(mode: .date, date: try #require(parts.date), minimumDate: first, maximumDate: last)
        #expect(Self.errors(picker.validate()) == [])
        let years = try #require(picker.wheel.columns.first { $0.rows.contains { $0.text.contains("5000") } })
        #expect(years.rows.count == 21, "\(years.rows.map(\.text))")
    }
}
