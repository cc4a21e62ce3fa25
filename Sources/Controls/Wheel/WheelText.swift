import Raster
import Typeset

/// A wheel's text: its font, and its measures through `TextMeasure`: widths for column fitting
/// and centring, the baseline that centres a row's text on the row.
enum WheelText {
    /// The font of a row: the system font (Inter for SF Pro, ios-facts §6.4) at `size`, regular,
    /// with monospaced digits (ios-facts §2.1).
    static func font(size: Float, weight: FontWeight = .regular) -> Font {
        var font = Font(size: size, weight: weight)
        font.monospacedDigits = true
        return font
    }

    /// The advance width of `text` at `size` and `weight`, in points (`TextMeasure`).
    static func width(_ text: String, size: Float, weight: FontWeight = .regular) -> Float {
        TextMeasure.width(text, font: font(size: size, weight: weight))
    }

    /// The baseline's offset below a row's centre that centres the font's line box on it.
    static func baselineOffset(size: Float) -> Float { TextMeasure.baselineOffset(font(size: size)) }
}
