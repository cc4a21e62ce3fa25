import Controls
import Documents
import Foundation
import Raster
import Testing

/// A compact date picker as a bar button item (issue 25: every large-title reference the
/// reviewer measured shows one at the trailing edge): read from words and maps, laid out as
/// UIKit places a custom view (trailing padding, centred in the 44 pt row, ios-facts §3.1b),
/// and its own checks reported under the item's field.
@Suite struct NavigationBarDateItemTests {
    /// 2024-01-05 00:00 UTC.
    static let day = ISO8601DateFormatter().date(from: "2024-01-05T00:00:00Z")!

    static func bar(_ yaml: String) throws(DiagnosticList) -> NavigationBar {
        let map: DocumentMap
        do { map = try DocumentNode.parse(yaml: yaml).map() } catch { throw DiagnosticList([error]) }
        return try NavigationBar(from: map)
    }

    static func button(_ item: NavigationBar.Item?) -> CompactDateButton? {
        if case .compactDate(let button)? = item?.content { return button }
        return nil
    }

    @Test func aDateWordIsADatePillAndADateTimeWordShowsBothPills() throws {
        let dateOnly = try #require(Self.button(try Self.bar("trailingItems: ['date:2024-01-05']").trailingItems.first))
        #expect(dateOnly.mode == .date)
        #expect(dateOnly.date == Self.day)
        let both = try #require(Self.button(try Self.bar("trailingItems: ['date:2024-01-05T09:41']").trailingItems.first))
        #expect(both.mode == .dateAndTime)
        #expect(both.date == Self.day.addingTimeInterval(9 * 3600 + 41 * 60))
    }

    @Test func aDateMapTakesModeLocaleAndTimeZone() throws {
        let bar = try Self.bar("trailingItems: [{date: '2024-01-05T09:41', mode: time, locale: ja_JP, timeZone: Asia/Tokyo}]")
        let button = try #require(Self.button(bar.trailingItems.first))
        #expect(button.mode == .time)
        #expect(button.locale == "ja_JP")
        #expect(button.timeZone == "Asia/Tokyo")
        // 09:41 in Tokyo is 00:41 UTC.
        #expect(button.date == Self.day.addingTimeInterval(41 * 60))
    }

    @Test(arguments: [
        ("trailingItems: ['date:2024-02-30']", "trailingItems[0]", "month 2 has no day 30"),
        ("trailingItems: [{date: 2024-01-05, locale: xx_YY}]", "trailingItems[0].locale", "unknown locale"),
        ("trailingItems: [{date: 2024-01-05, mode: week}]", "trailingItems[0].mode", "week"),
        ("trailingItems: [{text: Edit, locale: en_US}]", "trailingItems[0].locale", "only a date item"),
    ])
    func badDateItemsNameTheirField(yaml: String, field: String, words: String) {
        do {
            _ = try Self.bar(yaml)
            Issue.record("\(yaml) was accepted")
        } catch {
            let first = error.diagnostics.first
            #expect(first?.field.description == field, "\(String(describing: first))")
            #expect(first?.message.contains(words) == true, "\(String(describing: first))")
        }
    }

    /// The pills end at the bar's 16 pt trailing padding (ios-facts §3.1) and are centred on the
    /// 44 pt row (ios-facts §3.1b), under any status bar and beside a large title.
    @Test func theItemSitsAtTheTrailingPaddingCentredInTheRow() throws {
        let button = CompactDateButton(date: Self.day, mode: .date)
        let pills = button.layout().size
        let bar = NavigationBar(title: "Events", titleDisplay: .large, trailingItems: [NavigationBar.Item(.compactDate(button))],
                                statusBar: .dynamicIsland)
        let layout = bar.layout()
        let placed = try #require(layout.items.first)
        #expect(abs(placed.frame.maxX - (390 - 16)) < 0.001)
        #expect(abs(placed.frame.width - pills.width) < 0.001)
        #expect(abs(placed.frame.midY - (layout.row.minY + 22)) < 0.001)
        // Drawn: every item of the pills inside the row.
        let items = bar.sceneItems(layout: layout, appearance: .light, origin: .zero)
        #expect(!items.isEmpty)
    }

    /// The date pill's own checks reach the bar's: an unknown time zone given in Swift.
    @Test func theButtonsOwnChecksAreReportedUnderTheItem() {
        let button = CompactDateButton(date: Self.day, mode: .date, timeZone: "Mars/Olympus")
        let bar = NavigationBar(title: "Events", trailingItems: [NavigationBar.Item(.compactDate(button))])
        let errors = bar.validate().filter(\.isError)
        #expect(errors.map(\.field.description) == ["trailingItems[0].timeZone"])
    }
}
