import Controls
import Documents
import Foundation
import Raster
import TestSupport
import Testing
import Typeset

/// The compact date picker's button (ios-facts §2.4, §2.4a): its texts against a DateFormatter
/// made here, its pills against text measured here, the tint of the pill being edited, the
/// measured height and colour at @3x, and its validation, field by field.
@Suite struct CompactDateButtonTests {
    typealias M = CompactDateButton.Metrics

    /// 2024-01-05 09:41 UTC, Apple's time on Apple's images.
    static let date = ISO8601DateFormatter().date(from: "2024-01-05T09:41:00Z")!
    static let locales = ["en_US", "ja_JP", "ko_KR"]
    /// Margin around the button, in points: whole @3x pixels, so the pill's edges fall on pixel
    /// edges.
    static let margin: Float = 4
    static let scale: Float = 3

    /// Foundation's own text for `date` in `locale`, made independently of the button.
    static func formatted(_ locale: String, timeZone: String = "UTC", date: DateFormatter.Style, time: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = TimeZone(identifier: timeZone)
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter.string(from: Self.date)
    }

    /// The advance width of `text` in Body, through Typeset directly.
    static func measured(_ text: String) throws -> Float {
        try FontLibrary.shared().layoutLine(text, font: Font(.body)).width
    }

    /// The button drawn at @3x over `background` with `margin` all round, and its layout.
    static func render(_ button: CompactDateButton, appearance: Appearance = .light,
                       background: Color = .white) throws -> (pixmap: Pixmap, layout: CompactDateButtonLayout, warnings: [Diagnostic]) {
        let layout = button.layout()
        let items = button.sceneItems(layout: layout, appearance: appearance, origin: Point(margin, margin))
        let scene = Scene(name: "compact-date", size: Size(layout.size.width + 2 * margin, layout.size.height + 2 * margin),
                          scale: scale, background: background, items: items)
        let rendering = try scene.render(fonts: FontLibrary.shared())
        return (rendering.canvas.pixmap, layout, rendering.warnings)
    }

    /// The pixel columns and rows of a point-space rect of the button, at @3x.
    static func pixels(_ r: Rect) -> (x: Range<Int>, y: Range<Int>) {
        func px(_ v: Float) -> Int { Int(((v + margin) * scale).rounded()) }
        return (px(r.minX) ..< px(r.maxX), px(r.minY) ..< px(r.maxY))
    }

    // MARK: Texts

    @Test(arguments: locales)
    func textsAreFoundationsMediumDateAndShortTime(locale: String) {
        let button = CompactDateButton(date: Self.date, locale: locale)
        #expect(button.dateText == Self.formatted(locale, date: .medium, time: .none))
        #expect(button.timeText == Self.formatted(locale, date: .none, time: .short))
        #expect(!button.dateText.isEmpty && !button.timeText.isEmpty)
    }

    @Test func textsChangeWithTheLocaleAndTheTimeZone() {
        let texts = Self.locales.map { CompactDateButton(date: Self.date, locale: $0).dateText }
        #expect(Set(texts).count == Self.locales.count, "\(texts)")
        let times = Self.locales.map { CompactDateButton(date: Self.date, locale: $0).timeText }
        #expect(times[0] != times[2], "\(times)")
        let tokyo = CompactDateButton(date: Self.date, timeZone: "Asia/Tokyo")
        #expect(tokyo.timeText == Self.formatted("en_US", timeZone: "Asia/Tokyo", date: .none, time: .short))
        #expect(tokyo.timeText != CompactDateButton(date: Self.date).timeText)
    }

    // MARK: Layout

    @Test(arguments: locales)
    func pillsAreTheTextPlusTwelveEachSideAndFourApart(locale: String) throws {
        let button = CompactDateButton(date: Self.date, locale: locale)
        let layout = button.layout()
        let datePill = try #require(layout.datePill), timePill = try #require(layout.timePill)
        #expect(abs(datePill.width - (try Self.measured(button.dateText) + 24)) < 1e-4)
        #expect(abs(timePill.width - (try Self.measured(button.timeText) + 24)) < 1e-4)
        #expect(datePill.minX == 0 && datePill.minY == 0 && timePill.minY == 0)
        #expect(abs(timePill.minX - datePill.maxX - 4) < 1e-4)
        #expect(abs(layout.size.width - timePill.maxX) < 1e-4)
        #expect(datePill.height == M.pillHeight && timePill.height == M.pillHeight && layout.size.height == M.pillHeight)
    }

    /// ios-facts §2.4a: 103 px at @3x; the constant is SF's Body line (§6.1) plus 2 × 7 rounded
    /// up to that grid.
    @Test func pillHeightIsTheMeasured103PixelsAtThreeX() {
        #expect(M.pillHeight * 3 == 103)
        #expect(M.pillHeight >= M.systemBodyLineHeight + 2 * M.verticalPadding)
        #expect(M.pillHeight - (M.systemBodyLineHeight + 2 * M.verticalPadding) < 1.0 / 3)
    }

    @Test func aSingleModeHasOnePillAsWideAsTheButton() throws {
        let date = CompactDateButton(date: Self.date, mode: .date).layout()
        #expect(date.timePill == nil && date.timeTextOrigin == nil && date.timeText == "")
        #expect(try #require(date.datePill).width == date.size.width)
        let time = CompactDateButton(date: Self.date, mode: .time).layout()
        #expect(time.datePill == nil && time.dateTextOrigin == nil && time.dateText == "")
        #expect(try #require(time.timePill) == Rect(x: 0, y: 0, width: time.size.width, height: M.pillHeight))
    }

    @Test func rightToLeftLocalesPutTheDatePillAtTheRight() throws {
        let layout = CompactDateButton(date: Self.date, locale: "he_IL").layout()
        #expect(layout.isRightToLeft)
        let datePill = try #require(layout.datePill), timePill = try #require(layout.timePill)
        #expect(timePill.minX == 0)
        #expect(abs(datePill.minX - timePill.maxX - 4) < 1e-4)
        #expect(abs(datePill.maxX - layout.size.width) < 1e-4)
    }

    @Test func textsAreCentredInTheirPills() throws {
        let layout = CompactDateButton(date: Self.date).layout()
        let datePill = try #require(layout.datePill), origin = try #require(layout.dateTextOrigin)
        #expect(origin.x == datePill.midX)
        #expect(origin.y > datePill.midY && origin.y < datePill.maxY - M.verticalPadding)
    }

    // MARK: Pixels (@3x)

    /// ios-facts §2.4a: 103 px tall, and rgb(238, 238, 239) over white in light appearance.
    @Test func pillIs103PixelsTallAndTertiaryFillOverWhite() throws {
        let (pixmap, layout, _) = try Self.render(CompactDateButton(date: Self.date, mode: .date))
        let pill = Self.pixels(try #require(layout.datePill))
        // Rows with any ink at all: the text lies inside the pill, so these are the pill's rows.
        let filled = (0 ..< pixmap.height).filter { y in pixmap.width > 0 && (0 ..< pixmap.width).contains { pixmap[$0, y].r < 255 } }
        #expect(filled.count == 103, "\(filled.first ?? -1)…\(filled.last ?? -1)")
        #expect(filled.first == pill.y.lowerBound && filled.last == pill.y.upperBound - 1)
        // Above the text, in the pill's middle column: the fill alone.
        let fill = pixmap[(pill.x.lowerBound + pill.x.upperBound) / 2, pill.y.lowerBound + 6]
        for (channel, expected) in [(fill.r, 238), (fill.g, 238), (fill.b, 239)] {
            #expect(abs(Int(channel) - expected) <= 2, "\(fill)")
        }
    }

    /// Editing tints only the chosen pill's text: every tinted pixel lies in that pill, and
    /// the other pill has none.
    @Test(arguments: [CompactDateButton.Editing.date, .time])
    func editingTintsOnlyThatPillsText(editing: CompactDateButton.Editing) throws {
        let (pixmap, layout, _) = try Self.render(CompactDateButton(date: Self.date, editing: editing))
        let chosen = Self.pixels(try #require(editing == .date ? layout.datePill : layout.timePill))
        let other = Self.pixels(try #require(editing == .date ? layout.timePill : layout.datePill))
        var inside = 0, outside = 0, inOther = 0
        for y in 0 ..< pixmap.height {
            for x in 0 ..< pixmap.width {
                let p = pixmap[x, y]
                guard Int(p.b) - Int(p.r) > 60 else { continue }
                if chosen.x.contains(x) && chosen.y.contains(y) { inside += 1 } else { outside += 1 }
                if other.x.contains(x) && other.y.contains(y) { inOther += 1 }
            }
        }
        #expect(inside > 100)
        #expect(outside == 0 && inOther == 0)
        let (plain, _, _) = try Self.render(CompactDateButton(date: Self.date))
        var tintedWhenNotEditing = 0
        for y in 0 ..< plain.height { for x in 0 ..< plain.width where Int(plain[x, y].b) - Int(plain[x, y].r) > 60 { tintedWhenNotEditing += 1 } }
        #expect(tintedWhenNotEditing == 0)
    }

    @Test func disabledDrawsNoPillAndFainterText() throws {
        let (pixmap, layout, _) = try Self.render(CompactDateButton(date: Self.date, mode: .date, isEnabled: false))
        let pill = Self.pixels(try #require(layout.datePill))
        let column = pill.x.lowerBound + Int(M.horizontalPadding * Self.scale / 2)
        #expect((0 ..< pixmap.height).allSatisfy { pixmap[column, $0] == pixmap[0, 0] })
        // tertiaryLabel (60, 60, 67 at 30 %) over white is no darker than about 196.
        var darkest = 255
        for y in pill.y { for x in pill.x { darkest = min(darkest, Int(pixmap[x, y].r)) } }
        #expect(darkest >= 190 && darkest < 230, "\(darkest)")
    }

    @Test(arguments: Appearance.allCases)
    func noGlyphIsMissingInJapaneseKoreanOrEnglish(appearance: Appearance) throws {
        for locale in Self.locales {
            let (_, _, warnings) = try Self.render(CompactDateButton(date: Self.date, locale: locale), appearance: appearance, background: .black)
            #expect(warnings.isEmpty, "\(locale): \(warnings)")
        }
    }

    // MARK: Validation

    static func errors(_ button: CompactDateButton) -> [String] { button.validate().errorDescriptions }

    @Test func defaultsAreValidInEveryModeAndLocale() {
        for mode in CompactDateButton.Mode.allCases {
            for locale in Self.locales + ["he_IL"] {
                #expect(CompactDateButton(date: Self.date, mode: mode, locale: locale).validate().isEmpty, "\(mode) \(locale)")
            }
        }
        let button = CompactDateButton(date: Self.date)
        #expect(button.mode == .dateAndTime && button.locale == "en_US" && button.timeZone == "UTC")
        #expect(button.editing == .none && button.isEnabled && button.tint.description == "systemBlue")
    }

    @Test func unknownLocaleAndTimeZoneAreErrorsNamingTheirFields() {
        let errors = Self.errors(CompactDateButton(date: Self.date, locale: "xx_NOPE", timeZone: "Mars/Olympus"))
        #expect(errors == ["locale: unknown locale \"xx_NOPE\"", "timeZone: unknown time zone \"Mars/Olympus\""])
    }

    @Test func editingAPillTheModeLacksIsAnError() {
        #expect(Self.errors(CompactDateButton(date: Self.date, mode: .time, editing: .date)).first?.hasPrefix("editing:") == true)
        #expect(Self.errors(CompactDateButton(date: Self.date, mode: .date, editing: .time)).first?.hasPrefix("editing:") == true)
        #expect(CompactDateButton(date: Self.date, mode: .date, editing: .date).validate().isEmpty)
        #expect(CompactDateButton(date: Self.date, mode: .dateAndTime, editing: .time).validate().isEmpty)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aDateThatIsNoTimeIsAnErrorAndStillLaysOut(seconds: Double) {
        let button = CompactDateButton(date: Date(timeIntervalSinceReferenceDate: seconds))
        #expect(Self.errors(button).first?.hasPrefix("date:") == true)
        let layout = button.layout()
        #expect(layout.size.width.isFinite && layout.size.width >= 2 * M.horizontalPadding)
    }
}
