import Foundation
import Testing
@testable import Typeset

/// `BidiLine`, the reduced UAX #9 resolution, against its character-by-character twin
/// (`BidiLine+Reference`) and levels worked out by hand; and `BidiClass` against Unicode's
/// classes for the characters the pickers draw. No fonts.
@Suite struct BidiLineTests {
    /// Lines of the date picker in he_IL and mixed lines that exercise each rule.
    static let samples = [
        "שלום", "יום ו׳, 5 בינו׳", "abc אבג", "שנת 2024", "Settings", "שלום (כן)", "\u{200F}123 abc",
        "בשעה 12:30", "הנחה 50%", "abc אבג ", "מחיר: ₪5.90", "א ב ג", "היום", "לפ׳", "ינואר", "1 2 א",
        "a\u{200F}b", "א\u{200E}ב", "ab (cd) אב", "-5 אב", "אב\u{05B0}ג", "",
    ]

    // MARK: The fast path against its twin

    /// The character indices of `bidi` in visual order, from its runs.
    static func visualOrder(_ bidi: BidiLine) -> [Int] {
        bidi.runs.flatMap { $0.isRightToLeft ? Array($0.range.reversed()) : Array($0.range) }
    }

    static func agree(_ classes: [BidiClass], paragraphLevel: UInt8) -> Bool {
        let fast = BidiLine(classes: classes, paragraphLevel: paragraphLevel)
        let levels = BidiLine.referenceLevels(of: classes, paragraphLevel: paragraphLevel)
        return fast.levels == levels && visualOrder(fast) == BidiLine.referenceVisualOrder(levels)
    }

    @Test func runsAgreeWithTheCharacterByCharacterReferenceOnTheSamples() throws {
        let hebrewPickerStrings = LocaleCoverageTests.pickerStrings("he_IL").flatMap(\.strings)
        #expect(hebrewPickerStrings.count > 50)
        for text in Self.samples + hebrewPickerStrings {
            let classes = text.map(BidiClass.init)
            for direction in [ParagraphDirection.automatic, .leftToRight, .rightToLeft] {
                let level = BidiLine.paragraphLevel(of: classes, direction: direction)
                #expect(Self.agree(classes, paragraphLevel: level), "\(text) \(direction)")
            }
        }
    }

    @Test func runsAgreeWithTheReferenceOnRandomClassSequences() {
        // Every class, in 20,000 sequences of up to 12, from a fixed seed (SplitMix64).
        let all: [BidiClass] = [.l, .r, .al, .en, .es, .et, .an, .cs, .nsm, .bn, .ws, .on]
        var state: UInt64 = 0x2024_0105
        func next() -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        var disagreements: [([BidiClass], UInt8)] = []
        for _ in 0 ..< 20_000 {
            let classes = (0 ..< next() % 13).map { _ in all[next() % all.count] }
            let level = UInt8(next() % 2)
            if !Self.agree(classes, paragraphLevel: level) { disagreements.append((classes, level)) }
        }
        #expect(disagreements.isEmpty, "first: \(disagreements.prefix(3))")
    }

    @Test func theReferenceResolvesTheExamplesAsWrittenByHand() {
        // Levels worked out by hand from UAX #9, so that the twins cannot agree on a mistake.
        let r: BidiClass = .r, l: BidiClass = .l, en: BidiClass = .en, ws: BidiClass = .ws, cs: BidiClass = .cs
        let cases: [([BidiClass], UInt8, [UInt8])] = [
            ([r, r, ws, en, cs, en], 1, [1, 1, 1, 2, 2, 2]), // "אב 1,5": W4 joins the number, N1
            ([l, ws, r, ws], 0, [0, 0, 1, 0]), // "a ב ": both spaces between sides that differ (N2)
            ([r, ws, l], 1, [1, 1, 2]), // forced right to left: the space takes the embedding R
            ([en, ws, r], 0, [0, 0, 1]), // "5 ב", left to right: W7 makes the digit L (sos)
            ([r, ws, en], 0, [1, 1, 2]), // "ב 5", left to right: EN stays (I1 +2), the space R
            ([.al, en], 1, [1, 2]), // W2: AN, then I2
            ([.nsm, r], 0, [0, 1]), // W1 at the start takes sos
            ([.et, en, .es, .es, en], 1, [2, 2, 1, 1, 2]), // W5 joins "%5"; two separators are not W4's
            ([r, .bn], 0, [1, 0]), // the BN takes R (W1), then L1 returns it to the paragraph level
        ]
        for (classes, level, expected) in cases {
            #expect(BidiLine.referenceLevels(of: classes, paragraphLevel: level) == expected, "\(classes)")
            #expect(BidiLine(classes: classes, paragraphLevel: level).levels == expected, "\(classes)")
        }
    }

    // MARK: Classes

    @Test func theDatePickersCharactersHaveTheirUnicodeClasses() {
        // From UnicodeData.txt's Bidi_Class field.
        let expected: [(Unicode.Scalar, BidiClass)] = [
            ("ש", .r), ("א", .r), ("\u{05F3}", .r), ("\u{05BE}", .r), ("\u{05B0}", .nsm), ("\u{FB2A}", .r),
            ("a", .l), ("Z", .l), ("é", .l), ("あ", .l), ("한", .l), ("日", .l), ("\u{0E51}", .l),
            ("0", .en), ("9", .en), ("\u{06F5}", .en), ("\u{0663}", .an), ("ا", .al),
            (",", .cs), (".", .cs), (":", .cs), ("/", .cs), ("\u{00A0}", .cs), ("\u{202F}", .cs),
            ("+", .es), ("-", .es), ("%", .et), ("$", .et), ("₪", .et), ("€", .et), ("°", .et),
            (" ", .ws), ("\u{3000}", .ws), ("(", .on), ("…", .on), ("!", .on), ("—", .on), ("・", .on),
            ("\u{200E}", .l), ("\u{200F}", .r), ("\u{061C}", .al), ("\u{200D}", .bn), ("\u{2067}", .bn),
        ]
        for (scalar, bidiClass) in expected {
            #expect(BidiClass(scalar) == bidiClass, "\(scalar.codePointDescription)")
        }
    }
}
