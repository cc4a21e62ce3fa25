import Testing
import Typeset

/// Kerning comes from the fonts' GPOS `kern` pair adjustments. The expected amounts were read
/// from the font files with fonttools 4.68.0 when this test was written (walking the PairPos
/// subtables of the `kern` feature's lookups), independently of HarfBuzz:
///
/// | pair | Inter-Regular.otf (2816 u/em) | InterDisplay-Bold.otf (2048 u/em) |
/// |---|---|---|
/// | A V | −192 | −182 |
/// | V A | −176 | −195 |
/// | A T | −240 | −180 |
/// | T A | −240 | −180 |
/// | A R | 0 | 0 |
/// | T o | −224 | −161 |
@Suite struct KerningTests {
    @Test(arguments: [
        // (text, size, weight, kerning in font units, units per em)
        ("AVATAR", Float(17), FontWeight.regular, Float(-192 - 176 - 240 - 240 + 0), Float(2816)),
        ("To", 17, .regular, -224, 2816),
        ("AVATAR", 34, .bold, -182 - 195 - 180 - 180 + 0, 2048),
        ("To", 34, .bold, -161, 2048),
    ])
    func kernedLineIsNarrowerByTheFontsPairAdjustments(text: String, size: Float, weight: FontWeight, units: Float, unitsPerEm: Float) throws {
        let library = try Fixtures.sharedLibrary()
        let font = Font(size: size, weight: weight)
        let kerned = try library.layoutLine(text, font: font, kerning: true)
        let unkerned = try library.layoutLine(text, font: font, kerning: false)
        let expected = units / unitsPerEm * size
        #expect(kerned.width < unkerned.width)
        #expect(abs((kerned.width - unkerned.width) - expected) < 1e-3, "\(kerned.width - unkerned.width) vs \(expected)")
    }
}
