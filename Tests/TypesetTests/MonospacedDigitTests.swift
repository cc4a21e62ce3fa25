import Foundation
import Raster
import Testing
@testable import Typeset

/// `Font.monospacedDigits`: tabular figures (`tnum`) in one cell per digit.
///
/// What the fonts hold, read with fonttools 4.68.0 when these tests were written (the `tnum`
/// feature's single substitution in GSUB, then `hmtx`): every Inter text face maps 0–9 to
/// tabular glyphs uniE071–uniE07A, all 1824 units of 2816 in Regular (SemiBold: 1888, but "4"
/// 1885); the Inter Display faces map them to the same-named glyphs whose advances still differ
/// (Display Regular: "1" 1028, "8" 1196, "4" 1220 of 2048). So `tnum` alone equalises the text
/// faces but not the display ones, which is why layout also sets each digit in a cell.
@Suite struct MonospacedDigitTests {
    /// 17 pt takes the text optical size (Inter), 23.5 pt (the picker's rows) the display one.
    static let sizes: [Float] = [17, 23.5]
    static let weights: [FontWeight] = [.regular, .medium, .semibold, .bold]

    @Test(arguments: sizes, weights)
    func onesAndEightsAreOneWidthWithMonospacedDigits(size: Float, weight: FontWeight) throws {
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: size, weight: weight, monospacedDigits: true)
        let ones = try library.layoutLine("111", font: font)
        let eights = try library.layoutLine("888", font: font)
        #expect(ones.width == eights.width, "\(ones.width) vs \(eights.width)")
        // Every digit, in every pairing (kerning included), advances by one cell.
        let all = try library.layoutLine("01234567899876543210111", font: font)
        let digitAdvances = Set(all.glyphs.map(\.advance))
        #expect(digitAdvances.count == 1, "\(digitAdvances.sorted())")
        #expect(ones.warnings.isEmpty && eights.warnings.isEmpty)
    }

    @Test(arguments: sizes, weights)
    func proportionalDigitsDifferByDefault(size: Float, weight: FontWeight) throws {
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: size, weight: weight)
        #expect(!font.monospacedDigits)
        let ones = try library.layoutLine("111", font: font)
        let eights = try library.layoutLine("888", font: font)
        #expect(ones.width < eights.width, "\(ones.width) vs \(eights.width)")
    }

    @Test func theTextFacesTabularFiguresNeedNoCell() throws {
        // Inter Regular's tnum digits are all 1824/2816 em already: the cell is that advance,
        // and a digit keeps the tabular glyph's own position (no centring offset).
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("18", font: Font(size: 17, tracking: .none, monospacedDigits: true))
        let expected: Float = 1824 / 2816 * 17
        #expect(line.glyphs.allSatisfy { abs($0.advance - expected) < 1e-4 })
        #expect(line.glyphs.map(\.position.x) == [0, line.glyphs[0].advance])
    }

    @Test func aDisplayDigitIsCentredInItsCell() throws {
        // Inter Display Regular: tabular "1" is 1028 units, the widest digit ("4") 1220, so the
        // "1" moves right by (1220 − 1028) / 2 = 96 units of 2048.
        let library = try Fixtures.sharedLibrary()
        let size: Float = 23.5
        let plain = try library.layoutLine("1", font: Font(size: size, tracking: .none, monospacedDigits: true))
        let glyph = try #require(plain.glyphs.first)
        #expect(abs(glyph.advance - 1220 / 2048 * size) < 1e-4)
        #expect(abs(glyph.position.x - 96 / 2048 * size) < 1e-4)
    }

    @Test func monospacedDigitsLeaveLettersAlone() throws {
        let library = try Fixtures.sharedLibrary()
        let proportional = try library.layoutLine("Today", font: Font(size: 23.5))
        let monospaced = try library.layoutLine("Today", font: Font(size: 23.5, monospacedDigits: true))
        #expect(proportional.glyphs == monospaced.glyphs)
        #expect(proportional.width == monospaced.width)
    }

    @Test func truncationMeasuresWithTheCells() throws {
        // Truncation's search measures with the same shaping as the final line: the cut line
        // fits, and the digits in it still share one advance.
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: 23.5, monospacedDigits: true)
        let line = try library.layoutLine("1111188888", font: font, maxWidth: 80)
        #expect(line.isTruncated && line.width <= 80)
        #expect(Set(line.glyphs.dropLast().map(\.advance)).count == 1)
    }

    @Test func codingKeepsOldFontsAsTheyWere() throws {
        // A font without the field encodes as before the field existed, and such JSON decodes.
        let old = Font(size: 17)
        let json = try String(decoding: JSONEncoder().encode(old), as: UTF8.self)
        #expect(!json.contains("monospacedDigits"))
        #expect(try JSONDecoder().decode(Font.self, from: Data(json.utf8)) == old)
        let tabular = Font(size: 17, monospacedDigits: true)
        #expect(try JSONDecoder().decode(Font.self, from: JSONEncoder().encode(tabular)) == tabular)
    }
}
