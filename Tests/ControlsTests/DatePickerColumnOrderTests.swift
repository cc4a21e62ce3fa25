import Controls
import Foundation
import Testing

/// Which wheels a date picker shows, and in which order, for every mode in en_US, ja_JP, ko_KR
/// and he_IL: asserted from the locale's own pattern (read here with Foundation and scanned by
/// this file's own reader, not the control's), and against the orders docs/ios-facts.md §2.2
/// expects.
@Suite struct DatePickerColumnOrderTests {
    typealias Kind = DatePicker.ColumnKind

    static let locales = ["en_US", "ja_JP", "ko_KR", "he_IL"]
    static let date = ISO8601DateFormatter().date(from: "2024-01-05T09:41:00Z")!

    static func picker(_ mode: DatePicker.Mode, _ locale: String) -> DatePicker {
        DatePicker(mode: mode, date: date, locale: locale)
    }

    /// The templates of ios-facts §2.2 (UIKit's `_UIDatePickerMode*`), written out again here.
    static func template(_ mode: DatePicker.Mode) -> String {
        switch mode {
        case .time: "jm"
        case .date: "dMMMMy"
        case .dateAndTime: "EEEdMMMyjm"
        case .yearAndMonth: "MMMMy"
        case .countdown: "Hm"
        }
    }

    /// The wheels a pattern asks for, read letter by letter: quoted text skipped, each field's
    /// first occurrence kept, the weekday dropped except inside the merged date column; a
    /// right-to-left locale swaps hour and minute, then reverses (ios-facts §2.2).
    static func expectedKinds(_ mode: DatePicker.Mode, _ locale: String) throws -> [Kind] {
        let pattern = try #require(DateFormatter.dateFormat(fromTemplate: template(mode), options: 0, locale: Locale(identifier: locale)))
        var kinds: [Kind] = []
        var quoted = false
        for letter in pattern {
            if letter == "'" { quoted.toggle(); continue }
            guard !quoted else { continue }
            let unit: DateUnit? = switch letter {
            case "y", "u", "U": .year
            case "M", "L": .month
            case "d": .day
            case "E", "c", "e": .weekday
            case "h", "H", "k", "K": .hour
            case "m": .minute
            case "a", "b", "B": .dayPeriod
            default: nil
            }
            guard let unit else { continue }
            let kind: Kind
            if mode == .dateAndTime, [.year, .month, .day, .weekday].contains(unit) {
                kind = .mergedDate
            } else if unit == .weekday {
                continue
            } else {
                kind = .unit(unit)
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        if Locale.Language(identifier: locale).characterDirection == .rightToLeft {
            if let h = kinds.firstIndex(of: .unit(.hour)), let m = kinds.firstIndex(of: .unit(.minute)) { kinds.swapAt(h, m) }
            kinds.reverse()
        }
        return kinds
    }

    static let modes: [DatePicker.Mode] = [.time, .date, .dateAndTime, .yearAndMonth]

    @Test(arguments: modes, locales)
    func columnsFollowTheLocalesPattern(mode: DatePicker.Mode, locale: String) throws {
        let kinds = Self.picker(mode, locale).visualColumns().map(\.kind)
        #expect(kinds == (try Self.expectedKinds(mode, locale)), "\(mode) in \(locale)")
        #expect(Self.picker(mode, locale).wheel.columns.count == kinds.count)
    }

    /// The orders ios-facts §2.2 lists (derived there from each locale's CLDR pattern), and
    /// he_IL's from its patterns `H:mm`, `d בMMMM y`, `EEE, d בMMM y H:mm`, `MMMM y` shown
    /// right to left.
    static let factsOrders: [String: [DatePicker.Mode: [Kind]]] = [
        "en_US": [.time: [.unit(.hour), .unit(.minute), .unit(.dayPeriod)],
                  .date: [.unit(.month), .unit(.day), .unit(.year)],
                  .dateAndTime: [.mergedDate, .unit(.hour), .unit(.minute), .unit(.dayPeriod)],
                  .yearAndMonth: [.unit(.month), .unit(.year)]],
        "ja_JP": [.time: [.unit(.hour), .unit(.minute)],
                  .date: [.unit(.year), .unit(.month), .unit(.day)],
                  .dateAndTime: [.mergedDate, .unit(.hour), .unit(.minute)],
                  .yearAndMonth: [.unit(.year), .unit(.month)]],
        "ko_KR": [.time: [.unit(.dayPeriod), .unit(.hour), .unit(.minute)],
                  .date: [.unit(.year), .unit(.month), .unit(.day)],
                  .dateAndTime: [.mergedDate, .unit(.dayPeriod), .unit(.hour), .unit(.minute)],
                  .yearAndMonth: [.unit(.year), .unit(.month)]],
        "he_IL": [.time: [.unit(.hour), .unit(.minute)],
                  .date: [.unit(.year), .unit(.month), .unit(.day)],
                  .dateAndTime: [.unit(.hour), .unit(.minute), .mergedDate],
                  .yearAndMonth: [.unit(.year), .unit(.month)]],
    ]

    @Test(arguments: modes, locales)
    func columnsAreTheOrdersTheFactsExpect(mode: DatePicker.Mode, locale: String) throws {
        let expected = try #require(Self.factsOrders[locale]?[mode])
        #expect(Self.picker(mode, locale).visualColumns().map(\.kind) == expected, "\(mode) in \(locale)")
    }

    /// The countdown is hours then minutes in every locale (right to left too: the swap and
    /// the reversal cancel).
    @Test(arguments: locales)
    func countdownIsHoursThenMinutes(locale: String) {
        #expect(Self.picker(.countdown, locale).visualColumns().map(\.kind) == [.unit(.hour), .unit(.minute)])
    }

    /// Only the locale changes, and the order changes with it — also for locales no table in
    /// the code could name (de_DE writes the day first, hu_HU the year).
    @Test func changingTheLocaleChangesTheOrder() throws {
        var picker = Self.picker(.date, "en_US")
        let english = picker.visualColumns().map(\.kind)
        picker.locale = "ja_JP"
        let japanese = picker.visualColumns().map(\.kind)
        #expect(english == [.unit(.month), .unit(.day), .unit(.year)])
        #expect(japanese == [.unit(.year), .unit(.month), .unit(.day)])

        picker.mode = .time
        picker.locale = "en_US"
        let englishTime = picker.visualColumns().map(\.kind)
        picker.locale = "ko_KR"
        #expect(englishTime.last == .unit(.dayPeriod))
        #expect(picker.visualColumns().map(\.kind).first == .unit(.dayPeriod))

        for locale in ["de_DE", "hu_HU"] {
            picker = Self.picker(.date, locale)
            #expect(picker.visualColumns().map(\.kind) == (try Self.expectedKinds(.date, locale)), "\(locale)")
        }
        #expect(Self.picker(.date, "de_DE").visualColumns().first?.kind == .unit(.day))
        #expect(Self.picker(.date, "hu_HU").visualColumns().first?.kind == .unit(.year))
    }

    /// Forcing the clock adds or removes the AM/PM wheel whatever the locale says.
    @Test func theHourCycleOverrideDecidesTheAMPMWheel() {
        var picker = Self.picker(.time, "ja_JP")
        #expect(!picker.visualColumns().map(\.kind).contains(.unit(.dayPeriod)))
        picker.hourCycle = .h12
        #expect(picker.visualColumns().map(\.kind).contains(.unit(.dayPeriod)))
        picker = Self.picker(.time, "en_US")
        picker.hourCycle = .h23
        #expect(picker.visualColumns().map(\.kind) == [.unit(.hour), .unit(.minute)])
        #expect(picker.visualColumns()[0].rows.count == 24)
    }

    /// The words are the locale's: Korean 오전/오후, Japanese 年 and 月, "Today" in the
    /// merged column for today's row.
    @Test func rowsAreInTheLocalesWords() throws {
        let korean = Self.picker(.time, "ko_KR").visualColumns()
        #expect(korean[0].rows.map(\.text) == ["오전", "오후"])
        let japanese = Self.picker(.date, "ja_JP").visualColumns()
        #expect(japanese[0].rows[japanese[0].selected].text == "2024年")
        #expect(japanese[1].rows[japanese[1].selected].text == "1月")
        let merged = try #require(Self.picker(.dateAndTime, "en_US").visualColumns().first)
        #expect(merged.rows[merged.selected].text == "Today")
        #expect(merged.rows[merged.selected + 1].text == "Sat, Jan 6")
        var notToday = Self.picker(.dateAndTime, "en_US")
        notToday.today = ISO8601DateFormatter().date(from: "2024-01-04T12:00:00Z")
        let shifted = try #require(notToday.visualColumns().first)
        #expect(shifted.rows[shifted.selected].text == "Fri, Jan 5")
        #expect(shifted.rows[shifted.selected - 1].text == "Today")
    }
}
