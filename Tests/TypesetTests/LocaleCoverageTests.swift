import Foundation
import Testing
import Typeset

/// Every string the wheel and date pickers take from Foundation's locale data, in each locale
/// they are drawn in, has a glyph in the shipped fonts: no missing-glyph box, no warning.
///
/// The strings come from this machine's Foundation (swift-foundation in the toolchain, with its
/// own ICU data), not from a list typed here, so a toolchain whose data changes is checked
/// again. Each group is also checked to be what the pickers expect (12 months, 7 weekdays, a
/// named "today" rather than "in 0 days"), so the test cannot pass on empty strings.
@Suite struct LocaleCoverageTests {
    static let locales = ["en_US", "ja_JP", "ko_KR", "he_IL"]
    /// The picker's row text size: ios-facts §2, centre-row font `systemFontOfSize:` 23.5 pt.
    static let pickerSizePoints: Float = 23.5
    static let weights: [FontWeight] = [.regular, .semibold]

    /// One group of strings and where it came from, for failure messages.
    struct Group {
        let name: String
        let strings: [String]
    }

    /// The strings, by group, that Foundation gives for `identifier`.
    static func pickerStrings(_ identifier: String) -> [Group] {
        let locale = Locale(identifier: identifier)
        let formatter = DateFormatter()
        formatter.locale = locale
        let today = Date.RelativeFormatStyle(allowedFields: [.day], presentation: .named, locale: locale,
                                             capitalizationContext: .beginningOfSentence)
        // Counts that pick different plural forms (Hebrew has a dual: 2 hours is one word).
        let hourCounts = [0, 1, 2, 3, 5, 11, 12, 21, 23]
        let minuteCounts = [0, 1, 2, 3, 5, 11, 21, 59]
        let widths: [Duration.UnitsFormatStyle.UnitWidth] = [.wide, .abbreviated, .narrow]
        let hours = widths.flatMap { width in
            hourCounts.map { Duration.seconds($0 * 3600).formatted(.units(allowed: [.hours], width: width).locale(locale)) }
        }
        let minutes = widths.flatMap { width in
            minuteCounts.map { Duration.seconds($0 * 60).formatted(.units(allowed: [.minutes], width: width).locale(locale)) }
        }
        return [
            Group(name: "monthSymbols", strings: formatter.monthSymbols),
            Group(name: "standaloneMonthSymbols", strings: formatter.standaloneMonthSymbols),
            Group(name: "shortMonthSymbols", strings: formatter.shortMonthSymbols),
            Group(name: "shortStandaloneMonthSymbols", strings: formatter.shortStandaloneMonthSymbols),
            Group(name: "weekdaySymbols", strings: formatter.weekdaySymbols),
            Group(name: "shortWeekdaySymbols", strings: formatter.shortWeekdaySymbols),
            Group(name: "veryShortWeekdaySymbols", strings: formatter.veryShortWeekdaySymbols),
            Group(name: "standaloneWeekdaySymbols", strings: formatter.standaloneWeekdaySymbols),
            Group(name: "shortStandaloneWeekdaySymbols", strings: formatter.shortStandaloneWeekdaySymbols),
            Group(name: "amSymbol, pmSymbol", strings: [formatter.amSymbol, formatter.pmSymbol]),
            Group(name: "today", strings: [today.format(Date())]),
            Group(name: "hours", strings: hours),
            Group(name: "minutes", strings: minutes),
            Group(name: "digits", strings: [(0 ... 9).map { $0.formatted(.number.locale(locale)) }.joined()]),
        ]
    }

    @Test(arguments: locales)
    func foundationGivesEveryPickerString(identifier: String) {
        let groups = Dictionary(uniqueKeysWithValues: Self.pickerStrings(identifier).map { ($0.name, $0.strings) })
        for name in ["monthSymbols", "standaloneMonthSymbols", "shortMonthSymbols", "shortStandaloneMonthSymbols"] {
            #expect(groups[name]?.count == 12, "\(identifier) \(name)")
        }
        for name in ["weekdaySymbols", "shortWeekdaySymbols", "veryShortWeekdaySymbols",
                     "standaloneWeekdaySymbols", "shortStandaloneWeekdaySymbols"] {
            #expect(groups[name]?.count == 7, "\(identifier) \(name)")
        }
        for group in groups {
            #expect(group.value.allSatisfy { !$0.isEmpty }, "\(identifier) \(group.key): \(group.value)")
        }
        // A named day, not a number of days ("in 0 days").
        let today = groups["today"]?.first ?? ""
        #expect(!today.contains { $0.isNumber }, "\(identifier) today: \(today)")
        #expect(groups["digits"] == ["0123456789"], "\(identifier) digits")
    }

    @Test(arguments: locales, weights)
    func everyPickerStringHasGlyphsInTheShippedFonts(identifier: String, weight: FontWeight) throws {
        let library = try Fixtures.sharedLibrary()
        for group in Self.pickerStrings(identifier) {
            for text in group.strings {
                for monospaced in [false, true] {
                    let font = Font(size: Self.pickerSizePoints, weight: weight, monospacedDigits: monospaced)
                    let line = try library.layoutLine(text, font: font)
                    let boxes = line.glyphs.filter(\.isMissingBox).count
                    #expect(boxes == 0 && line.warnings.isEmpty,
                            "\(identifier) \(group.name) \"\(text)\": \(boxes) boxes, \(line.warnings)")
                }
            }
        }
    }

    @Test func hebrewLettersAreDrawnByTheHebrewFace() throws {
        // The fallback reaches the Hebrew face for letters, while the digits and space of a
        // Hebrew string stay with Inter. "5 דקות" runs right to left (its first strong
        // character is Hebrew), so the number, first in reading order, is at the right end.
        let library = try Fixtures.sharedLibrary()
        let text = Duration.seconds(5 * 60).formatted(.units(allowed: [.minutes], width: .wide).locale(Locale(identifier: "he_IL")))
        let line = try library.layoutLine(text, font: Font(size: Self.pickerSizePoints))
        let files = line.glyphs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files.first == "NotoSansHebrew-Regular.ttf", "\(text): \(files)")
        #expect(files.last == "InterDisplay-Regular.otf", "\(text): \(files)")
    }
}
