import Foundation
import Raster
import Testing
@testable import Typeset

/// Expected numbers come from the font files themselves, read with fonttools 4.68.0 when these
/// tests were written (`TTFont(...)['hmtx']`, `['hhea']`), not from this module:
/// Inter-Regular.otf: 2816 units/em, hhea ascender 2728, descender −680, line gap 0;
/// advances H 2084 (lsb 248), i 668, o 1680, x 1520, space 792, U+2026 2312.
/// NotoSansCJKjp-Subset-Regular.otf: 1000 units/em; advances あ 1000, 한 920, 漢 1000.
@Suite struct LayoutTests {
    static let interUnitsPerEm: Float = 2816
    static let advanceH: Float = 2084, lsbH: Float = 248
    static let size: Float = 17
    static func inter(_ units: Float) -> Float { units / interUnitsPerEm * size }
    static let plain = Font(size: size, tracking: .none)

    @Test func widthIsTheSumOfTheFontsAdvances() throws {
        let line = try Fixtures.sharedLibrary().layoutLine("HH", font: Self.plain)
        #expect(abs(line.width - Self.inter(2 * Self.advanceH)) < 1e-4)
        #expect(line.glyphs.map(\.position.x) == [0, line.glyphs[0].advance])
    }

    @Test func trackingGoesBetweenCharactersNotAfterTheLast() throws {
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("HHH", font: Font(size: Self.size))
        let sfTracking: Float = 17 * -26 / 1000 // ios-facts §6.3: 17 pt → −26/1000 em
        #expect(abs(line.width - (Self.inter(3 * Self.advanceH) + 2 * sfTracking)) < 1e-4)
    }

    @Test func trackingSkipsCombiningMarksInsideACharacter() throws {
        let library = try Fixtures.sharedLibrary()
        let text = "e\u{301}x"
        let loose = try library.layoutLine(text, font: Font(size: 17, tracking: .points(5)))
        let tight = try library.layoutLine(text, font: Font(size: 17, tracking: .none))
        // Two characters, so one gap, however many glyphs the accent makes.
        #expect(abs(loose.width - tight.width - 5) < 1e-4)
    }

    @Test func metricsAreTheFacesHorizontalHeaderInPoints() throws {
        let line = try Fixtures.sharedLibrary().layoutLine("x", font: Self.plain)
        #expect(abs(line.ascender - Self.inter(2728)) < 1e-4)
        #expect(abs(line.descender - Self.inter(-680)) < 1e-4)
        #expect(abs(line.lineHeight - Self.inter(2728 + 680)) < 1e-4)
    }

    @Test(arguments: [(TextAlignment.left, Float(0)), (.center, -0.5), (.right, -1)])
    func alignmentPlacesTheLineAroundTheAnchorOnTheBaseline(alignment: TextAlignment, widthFactor: Float) throws {
        let line = try Fixtures.sharedLibrary().layoutLine("HH", font: Self.plain)
        let bounds = try #require(line.path(at: Point(100, 50), alignment: alignment).controlBounds)
        let start = 100 + widthFactor * Self.inter(2 * Self.advanceH)
        // Outline points are FreeType's, scaled to 26.6 fixed point: within 1/128 px of exact.
        #expect(abs(bounds.minX - (start + Self.inter(Self.lsbH))) <= 1 / 128)
        // H stands on the baseline.
        #expect(abs(bounds.maxY - 50) < 1e-3)
        #expect(bounds.minY < 50 - 10)
    }

    @Test func charactersInterHasNotFallBackToTheCJKFace() throws {
        let line = try Fixtures.sharedLibrary().layoutLine("Hあ한漢", font: Self.plain)
        let files = line.glyphs.map { ($0.fontFile as NSString).lastPathComponent }
        #expect(files == ["Inter-Regular.otf"] + Array(repeating: "NotoSansCJKjp-Subset-Regular.otf", count: 3))
        let expected = Self.inter(Self.advanceH) + (1000 + 920 + 1000) / 1000 * Self.size
        #expect(abs(line.width - expected) < 1e-3)
        #expect(line.warnings.isEmpty)
        #expect(line.glyphs.allSatisfy { !$0.outline.isEmpty })
    }

    @Test func aCharacterNoFaceHasDrawsABoxAndWarnsNamingIt() throws {
        let line = try Fixtures.sharedLibrary().layoutLine("a😀b", font: Self.plain)
        #expect(line.warnings == [.missingGlyph("\u{1F600}")])
        #expect(line.warnings[0].description.contains("U+1F600"))
        #expect(line.glyphs.map(\.isMissingBox) == [false, true, false])
        let box = try #require(line.glyphs[1].outline.controlBounds)
        #expect(abs(box.height - MissingGlyphBox.heightEm * Self.size) < 1e-4)
        #expect(box.width > 0.4 * Self.size)
        // The box has a hole: two closed rectangles.
        #expect(line.glyphs[1].outline.verbs.filter { $0 == .close }.count == 2)
    }

    @Test func unpairedSurrogateArrivesAsReplacementCharacterAndDrawsABox() throws {
        let decoded = String(decoding: [0x0041, 0xD800, 0x0042] as [UInt16], as: UTF16.self)
        #expect(decoded == "A\u{FFFD}B")
        let line = try Fixtures.sharedLibrary().layoutLine(decoded, font: Self.plain)
        #expect(line.warnings == [.missingGlyph("\u{FFFD}")])
        #expect(line.glyphs.map(\.isMissingBox) == [false, true, false])
    }

    @Test func controlCharactersAreRemovedWithAWarningEach() throws {
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("a\tb\nc\u{7}\u{85}", font: Self.plain)
        #expect(line.text == "abc")
        #expect(line.warnings == [.controlCharacterRemoved("\t"), .controlCharacterRemoved("\n"),
                                  .controlCharacterRemoved("\u{7}"), .controlCharacterRemoved("\u{85}")])
        #expect(line.warnings[0].description == "removed control character U+0009")
        #expect(line.width == (try library.layoutLine("abc", font: Self.plain)).width)
    }

    @Test func emptyStringIsAnEmptyLineWithTheFontsMetrics() throws {
        let library = try Fixtures.sharedLibrary()
        let empty = try library.layoutLine("", font: Self.plain)
        let x = try library.layoutLine("x", font: Self.plain)
        #expect(empty.glyphs.isEmpty)
        #expect(empty.width == 0)
        #expect(empty.path(at: Point(10, 10), alignment: .center).isEmpty)
        #expect(empty.warnings.isEmpty)
        #expect((empty.ascender, empty.descender, empty.lineHeight) == (x.ascender, x.descender, x.lineHeight))
    }

    @Test func truncationKeepsTheLongestPrefixThatFitsWithAnEllipsis() throws {
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: 17)
        let text = "Hello world, this is long"
        let fits = try library.layoutLine("Hello wo…", font: font).width
        let line = try library.layoutLine(text, font: font, maxWidth: fits + 0.01)
        #expect(line.text == "Hello wo…")
        #expect(line.isTruncated)
        #expect(line.width <= fits + 0.01)
        #expect(try library.layoutLine("Hello wor…", font: font).width > fits + 0.01)
        #expect(line.glyphs.count == 9)
        // Every glyph but the space has its outline (the search measures without outlines).
        #expect(line.glyphs.filter { !$0.outline.isEmpty }.count == 8)
    }

    @Test func truncationDropsWhiteSpaceBeforeTheEllipsis() throws {
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: 17)
        let justUnder = try library.layoutLine("Hello w…", font: font).width - 0.01
        let line = try library.layoutLine("Hello world", font: font, maxWidth: justUnder)
        #expect(line.text == "Hello…")
    }

    @Test func textThatFitsIsNotTruncated() throws {
        let library = try Fixtures.sharedLibrary()
        let line = try library.layoutLine("Hi", font: Self.plain, maxWidth: 100)
        #expect(line.text == "Hi")
        #expect(!line.isTruncated)
    }

    @Test func aWidthNarrowerThanTheEllipsisLeavesTheEllipsisAlone() throws {
        let line = try Fixtures.sharedLibrary().layoutLine("Hello", font: Self.plain, maxWidth: 1)
        #expect(line.text == "…")
        #expect(abs(line.width - Self.inter(2312)) < 1e-4)
    }

    @Test func truncatingCJKCutsBetweenCharacters() throws {
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: 17, tracking: .none)
        let line = try library.layoutLine("日本語のテキスト", font: font, maxWidth: 17 * 4)
        // Three full-width characters (3 × 17 pt) and "…" (Inter, 2312/2816 em) fit in 68 pt.
        #expect(line.text == "日本語…")
    }

    @Test func badSizesAreTypedErrors() throws {
        let library = try Fixtures.sharedLibrary()
        #expect(throws: FontError.invalidSize(field: "font size (points)", value: 0)) { try library.layoutLine("a", font: Font(size: 0)) }
        #expect(throws: FontError.self) { try library.layoutLine("a", font: Font(size: .nan)) }
        #expect(throws: FontError.self) { try library.layoutLine("a", font: Font(size: .infinity)) }
        #expect(throws: FontError.invalidSize(field: "scale", value: -1)) { try library.layoutLine("a", font: Self.plain, scale: -1) }
        #expect(throws: FontError.self) { try library.layoutLine("a", font: Self.plain, maxWidth: .nan) }
        #expect(throws: FontError.self) { try library.layoutLine("a", font: Font(size: 17, tracking: .points(.infinity))) }
        #expect(throws: FontError.invalidSize(field: "pixels per em (size × scale)", value: 9000)) {
            try library.layoutLine("a", font: Font(size: 1000), scale: 9)
        }
    }

    @Test func tooLongTextIsATypedError() throws {
        let text = String(repeating: "a", count: FontLibrary.maxScalarsPerLine + 1)
        #expect(throws: FontError.textTooLong(scalars: FontLibrary.maxScalarsPerLine + 1, limit: FontLibrary.maxScalarsPerLine)) {
            try Fixtures.sharedLibrary().layoutLine(text, font: Self.plain)
        }
    }

    @Test func layoutFromManyTasksMatchesLayoutFromOne() async throws {
        let library = try Fixtures.sharedLibrary()
        let texts = ["Settings", "日本語", "한국어", "AVATAR", "Today 9:41"]
        let sequential = try texts.map { try library.layoutLine($0, font: Font(size: 17), scale: 3).path(at: .zero) }
        let parallel = try await withThrowingTaskGroup(of: (Int, Path).self) { group in
            for round in 0 ..< 4 {
                for (i, text) in texts.enumerated() {
                    group.addTask { (i, try library.layoutLine(text, font: Font(size: 17), scale: 3).path(at: .zero)) }
                }
                _ = round
            }
            var out: [(Int, Path)] = []
            for try await result in group { out.append(result) }
            return out
        }
        for (i, path) in parallel { #expect(path == sequential[i]) }
    }
}
