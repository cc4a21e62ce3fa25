import CHarfBuzz

// Shaping one run (text that one face draws at one bidirectional level) with HarfBuzz: glyph
// ids, advances, offsets and the kerning from GPOS.

/// One glyph as HarfBuzz places it, in font units, y up.
struct ShapedGlyph {
    let glyph: UInt32
    /// Index of the first scalar of the glyph's cluster in the run (in logical order, whichever
    /// direction the run was shaped in).
    let cluster: Int
    let xAdvance: Int32
    let xOffset: Int32
    let yOffset: Int32
}

extension Face {
    /// The language every run is shaped as. Fixed so that output never depends on the process
    /// locale (HarfBuzz's default). The shipped CJK face's cmap already gives Japanese kanji
    /// forms and the same Hangul as the KR face (Fonts/README.md), so no `locl` switch is needed.
    static let shapingLanguage = "en"

    /// Shapes `scalars` (in logical order) left to right, or right to left. With `kerning`
    /// false, the `kern` feature is turned off (GPOS pair adjustments); with `tabularFigures`,
    /// `tnum` is turned on (digits from the font's tabular set); every other feature keeps
    /// HarfBuzz's default.
    ///
    /// Right to left, HarfBuzz returns the glyphs in visual order (the run's last character
    /// first, so clusters decrease), and draws each character that has a Bidi_Mirrored pair with
    /// its pair's glyph when the face has one, else asks the face's `rtlm` feature (HarfBuzz's
    /// `hb_ot_mirror_chars`): "(" in a right-to-left run is drawn as ")". Tested in
    /// BidiLayoutTests.
    func shape(_ scalars: [UInt32], kerning: Bool, tabularFigures: Bool = false, rightToLeft: Bool = false) -> [ShapedGlyph] {
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        // Bounded: a line holds at most `maxScalarsPerLine` (10,000) scalars.
        hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), 0, Int32(scalars.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, hb_language_from_string(Self.shapingLanguage, -1))
        hb_buffer_guess_segment_properties(buffer)

        var features: [hb_feature_t] = []
        for (wanted, name) in [(!kerning, "-kern"), (tabularFigures, "tnum")] where wanted {
            var feature = hb_feature_t()
            if hb_feature_from_string(name, -1, &feature) != 0 { features.append(feature) }
        }
        hb_shape(hbFont, buffer, features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var out: [ShapedGlyph] = []
        out.reserveCapacity(Int(count))
        for i in 0 ..< Int(count) {
            out.append(ShapedGlyph(
                glyph: infos[i].codepoint,
                cluster: Int(infos[i].cluster),
                xAdvance: positions[i].x_advance,
                xOffset: positions[i].x_offset,
                yOffset: positions[i].y_offset
            ))
        }
        return out
    }
}

extension Face {
    /// The ASCII digits, the characters `Font.monospacedDigits` sets in equal cells.
    static let digitScalars: ClosedRange<UInt32> = 0x30 ... 0x39

    /// The glyph's own advance in font units, before kerning or any other positioning.
    func nominalAdvance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(hbFont, glyph)
    }

    /// The width of a digit cell for `Font.monospacedDigits`, in font units: the widest
    /// advance among the ten digits as `tnum` substitutes them (the plain digits when the face
    /// has no `tnum`). 0 when the face has none of the digits.
    func computeDigitCellUnits() -> Int32 {
        let digits = Array(Self.digitScalars)
        guard digits.allSatisfy({ Unicode.Scalar($0).flatMap(glyph(for:)) != nil }) else { return 0 }
        return shape(digits, kerning: false, tabularFigures: true).map { nominalAdvance(of: $0.glyph) }.max() ?? 0
    }
}
