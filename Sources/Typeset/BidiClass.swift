/// A character's bidirectional class: the class names of UAX #9 (Unicode Bidirectional
/// Algorithm, https://www.unicode.org/reports/tr9/, Table 4), those this module's reduced
/// algorithm tells apart.
///
/// Not here: the explicit formatting classes (LRE, LRO, RLE, RLO, PDF, LRI, RLI, FSI, PDI),
/// which this module does not honour and files under `bn`; and B and S (paragraph and segment
/// separators), which are control characters that layout removes before it gets here.
enum BidiClass: Hashable, Sendable {
    /// L, strong left to right: letters of left-to-right scripts (Latin, CJK, Hangul), LRM.
    case l
    /// R, strong right to left: Hebrew letters and punctuation (geresh ׳, maqaf ־), RLM.
    case r
    /// AL, Arabic letter: strong right to left, and it turns European digits after it into
    /// Arabic ones (rule W2). Arabic, Syriac, Thaana letters, ALM.
    case al
    /// EN, European number: 0–9, superscript and full-width digits.
    case en
    /// ES, European separator: plus and minus signs.
    case es
    /// ET, European terminator: #, $, %, °, ±, currency signs (₪, €).
    case et
    /// AN, Arabic number: Arabic-Indic digits and Arabic number signs.
    case an
    /// CS, common separator: , . / : and the no-break spaces.
    case cs
    /// NSM, non-spacing mark: takes the class of the character before it (W1).
    case nsm
    /// BN, boundary neutral: format characters (zero-width joiner, soft hyphen) and the explicit
    /// embedding, override and isolate controls; treated as NSM here (see `BidiLine`).
    case bn
    /// WS, white space.
    case ws
    /// ON, other neutral: the rest of punctuation and symbols.
    case on
}

extension BidiClass {
    /// The class of a grapheme cluster: that of its first scalar (its base; marks after the
    /// base would take its class by W1 anyway).
    init(_ character: Character) {
        self.init(character.unicodeScalars.first ?? " ")
    }

    /// The Bidi_Class of a scalar, reduced: a short list of scalars from UnicodeData.txt's
    /// Bidi_Class field (digits, separators, terminators, spaces, the marks), then the general
    /// category, the right-to-left blocks and the blocks of shared punctuation.
    ///
    /// Checked once, when written, against Python 3.11's `unicodedata.bidirectional` (Unicode
    /// 14.0) over every assigned code point but B and S (which layout removes): 644 of 282,220
    /// differ (mostly symbols of historic scripts and musical notation, and a few modifier
    /// letters, called L where Unicode says ON), none in Basic Latin, Latin-1, Latin Extended,
    /// Hebrew, General Punctuation, currency signs, CJK punctuation, kana, Hangul syllables,
    /// CJK ideographs or the half/full-width forms. BidiLineTests spot-checks the picker's
    /// characters.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if let listed = Self.listed(value) {
            self = listed
            return
        }
        let category = scalar.properties.generalCategory
        switch category {
        case .nonspacingMark, .enclosingMark: self = .nsm
        case .format, .control: self = .bn
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: self = .ws
        default:
            if let strong = Self.rightToLeftBlockClass(value) {
                // The blocks' punctuation is R or AL too (Hebrew geresh and maqaf, Arabic comma
                // aside); their brackets and symbols are ON.
                switch category {
                case .mathSymbol, .otherSymbol, .openPunctuation, .closePunctuation: self = .on
                default: self = strong
                }
                return
            }
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
                 .decimalNumber, .letterNumber, .privateUse, .unassigned, .surrogate:
                // Digits other than 0–9 (Devanagari, Thai) are L; unassigned code points default to L.
                self = .l
            default:
                // Punctuation, symbols and other numbers: ON in the blocks shared by all
                // scripts, L in a left-to-right script's own block (Devanagari's danda).
                self = Self.isSharedBlock(value) ? .on : .l
            }
        }
    }

    /// The scalars whose class the general category does not give, from UnicodeData.txt's
    /// Bidi_Class field (Unicode 15.1).
    private static func listed(_ value: UInt32) -> BidiClass? {
        switch value {
        // The direction marks: LRM is L, RLM is R, ALM is AL (UAX #9 Table 4).
        case 0x200E: .l
        case 0x200F: .r
        case 0x061C: .al
        // LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI: explicit formatting, not honoured.
        case 0x202A ... 0x202E, 0x2066 ... 0x2069: .bn
        case 0x0030 ... 0x0039, 0x00B2, 0x00B3, 0x00B9, 0x06F0 ... 0x06F9, 0x2070, 0x2074 ... 0x2079,
             0x2080 ... 0x2089, 0x2488 ... 0x249B, 0xFF10 ... 0xFF19, 0x1D7CE ... 0x1D7FF, 0x1F100 ... 0x1F10A,
             0x1FBF0 ... 0x1FBF9:
            .en
        case 0x002B, 0x002D, 0x207A, 0x207B, 0x208A, 0x208B, 0x2212, 0xFB29, 0xFE62, 0xFE63, 0xFF0B, 0xFF0D:
            .es
        case 0x0023 ... 0x0025, 0x00A2 ... 0x00A5, 0x00B0, 0x00B1, 0x058F, 0x0609, 0x060A, 0x066A, 0x09F2, 0x09F3,
             0x09FB, 0x0AF1, 0x0BF9, 0x0E3F, 0x17DB, 0xA838, 0xA839, 0x2030 ... 0x2034,
             0x20A0 ... 0x20CF, 0x212E, 0x2213, 0xFE5F, 0xFE69, 0xFE6A, 0xFF03 ... 0xFF05, 0xFFE0, 0xFFE1,
             0xFFE5, 0xFFE6:
            .et
        case 0x0600 ... 0x0605, 0x0660 ... 0x0669, 0x066B, 0x066C, 0x06DD, 0x0890, 0x0891, 0x08E2,
             0x10E60 ... 0x10E7E:
            .an
        case 0x002C, 0x002E, 0x002F, 0x003A, 0x00A0, 0x060C, 0x202F, 0x2044, 0xFE50, 0xFE52, 0xFE55, 0xFF0C,
             0xFF0E, 0xFF0F, 0xFF1A:
            .cs
        case 0x000C, 0x0020, 0x1680, 0x2000 ... 0x200A, 0x2028, 0x205F, 0x3000: .ws
        // Modifier letters and kana signs that are ON though their category says letter.
        case 0x02B9, 0x02BA, 0x02C2 ... 0x02CF, 0x02D2 ... 0x02DF, 0x02E5 ... 0x02ED, 0x02EF ... 0x02FF, 0x309B,
             0x309C, 0x30A0, 0x30FB:
            .on
        default: nil
        }
    }

    /// The blocks whose punctuation and symbols belong to no one script (ON): Basic Latin to
    /// spacing modifiers, General Punctuation to Miscellaneous Symbols and Arrows (but APL's
    /// symbols, the parenthesized and circled Latin letters, and Braille, which are L),
    /// Supplemental Punctuation, CJK radicals, symbols and strokes, Yijing hexagrams, Yi
    /// radicals, the small and half/full-width forms, and the emoji and symbol blocks from
    /// U+1F000 (but the enclosed alphanumerics and ideographs, flags among them, which are L).
    private static func isSharedBlock(_ value: UInt32) -> Bool {
        switch value {
        case 0x0000 ... 0x02FF, 0x2000 ... 0x2335, 0x237B ... 0x249B, 0x24EA ... 0x27FF, 0x2900 ... 0x2BFF,
             0x2E00 ... 0x303F, 0x31C0 ... 0x31EF, 0x4DC0 ... 0x4DFF, 0xA490 ... 0xA4CF, 0xFE10 ... 0xFE6F,
             0xFF00 ... 0xFFEF, 0x1F000 ... 0x1F0FF, 0x1F300 ... 0x1FBFF:
            true
        default: false
        }
    }

    /// R or AL for a code point in a block of a right-to-left script, nil elsewhere: the
    /// default Bidi_Class of the blocks (the `@missing` lines of DerivedBidiClass.txt).
    private static func rightToLeftBlockClass(_ value: UInt32) -> BidiClass? {
        switch value {
        case 0x0590 ... 0x05FF, 0x07C0 ... 0x085F, 0xFB1D ... 0xFB4F, 0x10800 ... 0x10CFF, 0x10D40 ... 0x10EBF,
             0x10F00 ... 0x10F2F, 0x10F70 ... 0x10FFF, 0x1E800 ... 0x1EC6F, 0x1ECC0 ... 0x1ECFF,
             0x1ED50 ... 0x1EDFF, 0x1EF00 ... 0x1EFFF:
            .r
        case 0x0600 ... 0x07BF, 0x0860 ... 0x08FF, 0xFB50 ... 0xFDCF, 0xFDF0 ... 0xFDFF, 0xFE70 ... 0xFEFF,
             0x10D00 ... 0x10D3F, 0x10EC0 ... 0x10EFF, 0x10F30 ... 0x10F6F, 0x1EC70 ... 0x1ECBF,
             0x1ED00 ... 0x1ED4F, 0x1EE00 ... 0x1EEFF:
            .al
        default: nil
        }
    }

    /// LRM, RLM and ALM: they steer the resolution as strong characters but are never drawn
    /// (no glyph, no advance, no tracking).
    static func isDirectionMark(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }
}
