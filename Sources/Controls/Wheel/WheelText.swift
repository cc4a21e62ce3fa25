import Raster
import Typeset

/// Measuring a wheel's text with the fonts every render uses (`FontLibrary.shared()`, loaded
/// from Fonts/ once): widths for column fitting and centring, line metrics for placing a
/// baseline so that a row's text is centred on the row.
enum WheelText {
    /// The font of a row: the system font (Inter for SF Pro, ios-facts §6.4) at `size`, regular,
    /// with monospaced digits (ios-facts §2.1).
    static func font(size: Float, weight: FontWeight = .regular) -> Font {
        var font = Font(size: size, weight: weight)
        font.monospacedDigits = true
        return font
    }

    /// The advance width of `text` at `size` and `weight`, in points; 0 when the fonts cannot be
    /// loaded (the render then reports that).
    static func width(_ text: String, size: Float, weight: FontWeight = .regular) -> Float {
        guard let fonts = try? FontLibrary.shared(), let line = try? fonts.layoutLine(text, font: font(size: size, weight: weight)) else { return 0 }
        return line.width
    }

    /// The baseline's offset below a row's centre that centres the font's line box on it:
    /// (ascender + descender) / 2, with the descender negative.
    static func baselineOffset(size: Float) -> Float {
        guard let fonts = try? FontLibrary.shared(), let metrics = try? fonts.lineMetrics(for: font(size: size)) else {
            return size * fallbackBaselineRatio
        }
        return (metrics.ascender + metrics.descender) / 2
    }

    /// Inter's (ascender + descender) / 2 in ems, for when the fonts cannot be loaded.
    static let fallbackBaselineRatio: Float = 0.363
}
