import Foundation
import Raster

// The day cell's colours by state (ios-facts §2.5): the number's colour and the circle behind
// it, if any.

extension MonthCalendar {
    /// The colours of a day in `state`: its number, and the selection circle behind it (nil
    /// when none is drawn).
    package func dayColors(_ state: MonthCalendarLayout.DayState, appearance: Appearance) -> (text: Color, circle: Color?) {
        let tint = tint.resolved(for: appearance)
        switch state {
        case .selectedToday:
            let text: Color = Self.relativeLuminance(tint) > Metrics.lightTintLuminance ? .black : .white
            return (text, tint)
        case .selected: return (tint, tint.withOpacity(Metrics.selectionOpacity))
        case .disabled: return (SystemColors.quaternaryLabel.resolved(for: appearance), nil)
        case .today: return (tint, nil)
        case .normal: return (SystemColors.label.resolved(for: appearance), nil)
        }
    }

    /// The relative luminance of an sRGB colour, 0 (black) … 1 (white), its alpha ignored: the
    /// channels linearised with the sRGB transfer function and weighted 0.2126, 0.7152, 0.0722
    /// (the sRGB and WCAG definition).
    static func relativeLuminance(_ color: Color) -> Float {
        func linear(_ byte: UInt8) -> Float {
            let c = Float(byte) / 255
            return c <= 0.04045 ? c / 12.92 : PortableMath.pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b)
    }
}
