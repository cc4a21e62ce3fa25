import Raster
import Typeset

/// Measuring a control's text with the fonts every render uses (`FontLibrary.shared()`, loaded
/// from Fonts/ once): advance widths for fitting and centring, and the baseline that centres a
/// line on a row. Every control measures through here.
enum TextMeasure {
    /// The advance width of `text` in `font`, in points; 0 when the fonts cannot be loaded (the
    /// render then reports that).
    static func width(_ text: String, font: Font) -> Float {
        guard let fonts = try? FontLibrary.shared(), let line = try? fonts.layoutLine(text, font: font) else { return 0 }
        return line.width
    }

    /// The baseline's offset below a row's centre that centres `font`'s line box on it:
    /// (ascender + descender) / 2, the descender negative.
    static func baselineOffset(_ font: Font) -> Float {
        guard let fonts = try? FontLibrary.shared(), let metrics = try? fonts.lineMetrics(for: font) else {
            return font.sizePoints * fallbackBaselineRatio
        }
        return (metrics.ascender + metrics.descender) / 2
    }

    /// Inter's (ascender + descender) / 2 in ems, for when the fonts cannot be loaded.
    static let fallbackBaselineRatio: Float = 0.363
}
