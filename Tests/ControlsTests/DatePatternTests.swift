import Controls
import Foundation
import Testing

/// Splitting a locale's date pattern into the fields a date picker's wheels show, each with the
/// format one row is written with.
@Suite struct DatePatternTests {
    static func formats(_ pattern: String) -> [String] { DatePattern(template: "", pattern: pattern).fields.map(\.format) }

    @Test func unitMarkersAfterANumberStayWithIt() {
        #expect(Self.formats("y年M月d日") == ["y'年'", "M'月'", "d'日'"])
        #expect(Self.formats("y년 MMMM d일") == ["y'년'", "MMMM", "d'일'"])
    }

    @Test func separatorsAndPrepositionsAreNotPartOfAField() {
        #expect(Self.formats("h:mm a") == ["h", "mm", "a"])
        #expect(Self.formats("MMMM d, y") == ["MMMM", "d", "y"])
        #expect(Self.formats("d בMMMM y") == ["d", "MMMM", "y"])
        #expect(Self.formats("d 'de' MMMM 'de' y") == ["d", "MMMM", "y"])
        #expect(Self.formats("EEE, d MMM") == ["EEE", "d", "MMM"])
    }

    @Test func quotedLettersAndEscapedQuotesAreLiterals() {
        #expect(Self.formats("H'h'mm") == ["H'h'", "mm"])
        #expect(Self.formats("y 'o''clock'") == ["y"])
        #expect(DatePattern(template: "", pattern: "'unterminated").fields.isEmpty)
    }

    @Test func unitsComeInPatternOrder() {
        #expect(DatePattern(template: "", pattern: "a h:mm").units == [.dayPeriod, .hour, .minute])
        #expect(DatePattern(template: "", pattern: "a h:mm").uses12HourClock)
        #expect(!DatePattern(template: "", pattern: "H:mm").uses12HourClock)
        #expect(DatePattern(template: "jm", locale: Locale(identifier: "ko_KR"))?.units.first == .dayPeriod)
    }

    /// Each field's format writes what the locale writes for that field alone.
    @Test func aFieldsFormatWritesTheLocalesWord() throws {
        let pattern = try #require(DatePattern(template: "dMMMMy", locale: Locale(identifier: "ja_JP")))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ja_JP")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let date = try #require(ISO8601DateFormatter().date(from: "2024-01-05T09:41:00Z"))
        #expect(pattern.fields.map { formatter.dateFormat = $0.format; return formatter.string(from: date) } == ["2024年", "1月", "5日"])
    }
}
