import Foundation
import Raster
import Testing
@testable import Typeset

/// Bidirectional layout of one line through `FontLibrary.layoutLine` (UAX #9, reduced: `BidiLine`).
///
/// No glyph id is typed here: the expected glyph of a character is the one the library gives
/// that character laid out alone, so the tests check order and placement, not the fonts'
/// numbering. Expected visual orders are written as reading-order pieces turned around, with
/// the rule that turns them named.
@Suite struct BidiLayoutTests {
    static let font = Font(size: 17)

    /// The glyph ids of `text`, in the line's (visual, left-to-right) order.
    static func line(_ text: String, direction: ParagraphDirection = .automatic) throws -> [UInt32] {
        try Fixtures.sharedLibrary().layoutLine(text, font: font, direction: direction).glyphs.map(\.glyphID)
    }

    /// The glyph each character draws when laid out alone, in the order given.
    static func alone(_ characters: some Sequence<Character>) throws -> [UInt32] {
        try characters.map { character in
            let glyphs = try Fixtures.sharedLibrary().layoutLine(String(character), font: font).glyphs
            try #require(glyphs.count == 1, "\(character) draws \(glyphs.count) glyphs")
            return glyphs[0].glyphID
        }
    }

    /// The glyph ids of a left-to-right piece laid out on its own line (kept whole, so that
    /// contextual forms such as Inter's colon between digits are the same as in the line).
    static func leftToRight(_ text: String) throws -> [UInt32] {
        try line(text, direction: .leftToRight)
    }

    // MARK: Order on the line

    @Test func aHebrewWordHasItsFirstLetterRightmost() throws {
        let text = "שלום"
        let layout = try Fixtures.sharedLibrary().layoutLine(text, font: Self.font)
        #expect(layout.glyphs.map(\.glyphID) == (try Self.alone(text.reversed())))
        let rightmost = try #require(layout.glyphs.max { $0.position.x < $1.position.x })
        #expect(rightmost.glyphID == (try Self.alone(["ש"]))[0])
    }

    @Test func aDayNumberSitsBetweenTheHebrewWordsOfADatePickerRow() throws {
        // he_IL "EEE, d MMM": weekday, day, month. All of it right to left at level 1, the
        // digit at level 2 (W7 keeps it EN after Hebrew; I1), so visually the whole line turns
        // around and the one-digit number with it.
        let text = "יום ו׳, 5 בינו׳"
        let glyphs = try Self.line(text)
        #expect(glyphs == (try Self.alone(text.reversed())))
        // Left to right: the month, the day, then the weekday.
        let month = try Self.alone("בינו׳".reversed()), weekday = try Self.alone("יום ו׳".reversed())
        let five = try Self.alone(["5"])[0]
        #expect(Array(glyphs.prefix(month.count)) == month)
        #expect(Array(glyphs.suffix(weekday.count)) == weekday)
        let fiveIndex = try #require(glyphs.firstIndex(of: five))
        #expect(fiveIndex > month.count && fiveIndex < glyphs.count - weekday.count)
    }

    @Test func latinThenHebrewInALeftToRightLineKeepsLatinAtTheLeft() throws {
        // The first strong letter is "a", so the paragraph is left to right; only the Hebrew
        // word turns around.
        #expect(try Self.line("abc אבג") == (try Self.leftToRight("abc ")) + (try Self.alone("אבג".reversed())))
    }

    @Test func aYearInsideHebrewReadsLeftToRight() throws {
        // "the year 2024": the digits are one number at level 2 (W7, I1), read left to right.
        let expected = (try Self.leftToRight("2024 ")) + (try Self.alone("שנת".reversed()))
        #expect(try Self.line("שנת 2024") == expected)
        #expect(Array(try Self.line("שנת 2024").prefix(4)) == (try Self.alone("2024")))
    }

    @Test func aTimeAndAPercentageInsideHebrewStayWhole() throws {
        // W4: one ":" between digits joins them; W5: "%" next to digits joins them.
        #expect(try Self.line("בשעה 12:30") == (try Self.leftToRight("12:30 ")) + (try Self.alone("בשעה".reversed())))
        #expect(try Self.line("הנחה 50%") == (try Self.leftToRight("50% ")) + (try Self.alone("הנחה".reversed())))
    }

    @Test func latinOnlyTextIsTheSameLineInEitherParagraphDirection() throws {
        // Latin in a right-to-left paragraph is one run at level 2, shaped left to right.
        let library = try Fixtures.sharedLibrary()
        for text in ["Settings", "Today 9:41", "AVATAR, 12.5%"] {
            let automatic = try library.layoutLine(text, font: Self.font)
            let forced = try library.layoutLine(text, font: Self.font, direction: .rightToLeft)
            #expect(automatic.glyphs == forced.glyphs, "\(text)")
            #expect(automatic.width == forced.width, "\(text)")
            #expect(automatic.glyphs.first?.glyphID == (try Self.alone([text.first!]))[0])
        }
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() throws {
        // "(כן)" at level 1: HarfBuzz draws each bracket as its mirror (Face.shape), so the
        // bracket at the left end, the closing one in reading order, looks like "(".
        let expected = (try Self.alone(["("])) + (try Self.alone("כן".reversed())) + (try Self.alone([")", " "]))
            + (try Self.alone("שלום".reversed()))
        #expect(try Self.line("שלום (כן)") == expected)
    }

    // MARK: Paragraph direction and direction marks

    @Test func aLeadingRightToLeftMarkMakesTheParagraphRightToLeft() throws {
        // RLM is a strong R (P2): "123" and "abc" are each left to right, placed right to left.
        #expect(try Self.line("\u{200F}123 abc") == (try Self.leftToRight("abc")) + (try Self.alone([" "])) + (try Self.leftToRight("123")))
        #expect(try Self.line("123 abc") == (try Self.leftToRight("123 abc")))
    }

    @Test func forcingTheParagraphDirectionMovesTheRunsNotTheLetters() throws {
        #expect(try Self.line("abc אבג", direction: .rightToLeft)
            == (try Self.alone("אבג".reversed())) + (try Self.alone([" "])) + (try Self.leftToRight("abc")))
        #expect(try Self.line("123 abc", direction: .rightToLeft) == (try Self.leftToRight("abc")) + (try Self.alone([" "])) + (try Self.leftToRight("123")))
        #expect(try Self.line("שלום", direction: .leftToRight) == (try Self.line("שלום")))
        // No strong character: left to right unless forced.
        #expect(try Self.line("12 - 3", direction: .automatic) == (try Self.leftToRight("12 - 3")))
    }

    @Test func aDirectionMarkNeitherSplitsKerningNorAddsTrackingNorDrawsABox() throws {
        // Before bidirectional layout LRM and RLM were drawn as an empty glyph of the Hebrew
        // face: it split the Inter run (no "AV" kerning) and took one step of tracking; ALM,
        // which no face has, drew a missing-glyph box with a warning.
        let library = try Fixtures.sharedLibrary()
        let kerned = try library.layoutLine("AV", font: Self.font)
        let marked = try library.layoutLine("A\u{200E}V", font: Self.font)
        #expect(marked.width == kerned.width)
        #expect(marked.glyphs == kerned.glyphs)
        #expect(marked.text == "A\u{200E}V")
        let arabicMark = try library.layoutLine("a\u{061C}b", font: Self.font)
        #expect(arabicMark.warnings.isEmpty)
        #expect(arabicMark.glyphs.count == 2 && !arabicMark.glyphs.contains { $0.isMissingBox })
        #expect(try Self.line("\u{200F}") == [])
    }

    // MARK: Truncation, alignment, invariants

    @Test func truncationKeepsTheFirstWordsInReadingOrderWithTheEllipsisAtTheLeft() throws {
        let library = try Fixtures.sharedLibrary()
        let fits = try library.layoutLine("שלום…", font: Self.font).width
        let line = try library.layoutLine("שלום עולם", font: Self.font, maxWidth: fits + 0.01)
        #expect(line.isTruncated)
        #expect(line.text == "שלום…")
        #expect(line.width <= fits + 0.01)
        #expect(line.glyphs.map(\.glyphID) == (try Self.alone("…םולש")))
    }

    @Test func aTruncatedLineKeepsTheWholeTextsParagraphDirection() throws {
        // "123…" alone would be left to right with "…" at the right; cut from a Hebrew line
        // it stays right to left, so "…" (the logical end) is at the left.
        let library = try Fixtures.sharedLibrary()
        let fits = try library.layoutLine("123…", font: Self.font, direction: .rightToLeft).width
        let line = try library.layoutLine("123 אבגד", font: Self.font, maxWidth: fits + 0.01)
        #expect(line.text == "123…")
        #expect(line.glyphs.map(\.glyphID) == (try Self.alone(["…"])) + (try Self.leftToRight("123")))
    }

    @Test func aRightAlignedHebrewLineEndsAtTheAnchorWithItsFirstLetter() throws {
        let layout = try Fixtures.sharedLibrary().layoutLine("שלום", font: Self.font)
        let bounds = try #require(layout.path(at: Point(100, 50), alignment: .right).controlBounds)
        #expect(bounds.maxX <= 100 + 1e-3)
        #expect(bounds.minX >= 100 - layout.width - 1e-3)
        let first = try #require(layout.glyphs.last)
        #expect(abs(first.position.x + first.advance - Self.font.trackingPoints - layout.width) < 1e-4)
    }

    @Test(arguments: BidiLineTests.samples)
    func glyphsAreInVisualOrderAndTheWidthIsTheirAdvances(text: String) throws {
        let layout = try Fixtures.sharedLibrary().layoutLine(text, font: Self.font)
        // Spacing glyphs only: a mark's origin may be left of its base's (HarfBuzz offsets a
        // right-to-left mark back over the base it follows), though it comes after it.
        let spacing = layout.glyphs.filter { $0.advance > 1 }
        for (left, right) in zip(spacing, spacing.dropFirst()) {
            #expect(right.position.x > left.position.x, "\(text)")
        }
        let advances = layout.glyphs.reduce(0) { $0 + $1.advance }
        let expected = layout.glyphs.isEmpty ? 0 : advances - Self.font.trackingPoints
        #expect(abs(layout.width - expected) < 1e-3, "\(text)")
    }
}
