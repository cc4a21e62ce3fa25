import Raster
import Typeset

/// Measuring a control's text with the fonts every render uses (`FontLibrary.shared()`, loaded
/// from Fonts/ once): advance widths for fitting and centring, and the baseline that centres a
/// line on a row. Every control measures through here.
enum TextMeasure {
    /// The advance width of `text` in `font`, in points. When the fonts cannot be loaded it is
    /// an estimate (`estimatedWidth`), never 0: a layout asked for without fonts keeps its text's
    /// room, and every render of it fails (`FigureFonts`: no font, no figure).
    static func width(_ text: String, font: Font) -> Float {
        guard let fonts = try? FontLibrary.shared(), let line = try? fonts.layoutLine(text, font: font) else {
            return estimatedWidth(text, font: font)
        }
        return line.width
    }

    /// `text`'s width guessed without fonts: its characters at Inter's mean advance.
    static func estimatedWidth(_ text: String, font: Font) -> Float {
        Float(text.count) * font.sizePoints * fallbackAdvanceRatio
    }

    /// Inter's mean advance over English control words, in ems [MEASURED from Fonts/Inter by
    /// `TextMeasureFallbackTests`: 0.500 regular, 0.513 semibold, at 17 pt], which fails when
    /// the font and this value part by more than 10 %. Other scripts (CJK at about 1 em) are
    /// underestimated; it stands in only where no render can follow.
    static let fallbackAdvanceRatio: Float = 0.51

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
