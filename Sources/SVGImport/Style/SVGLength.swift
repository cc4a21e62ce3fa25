// SVGLength: a length as written (`12`, `1.5em`, `50%`, `3mm`) and its value in CSS px, which
// are points here.

/// A length with its unit; `resolved(against:)` gives CSS px.
///
/// Units (CSS Values and Units 3 §6.2, absolute lengths, 96 px to the inch): px 1, in 96,
/// cm 96/2.54, mm 96/25.4, pt 96/72, pc 16. Font-relative units have no font to refer to in an
/// icon; `em` is taken as 16 px (the CSS initial `font-size: medium` of browsers) and `ex` as
/// half of that.
struct SVGLength: Hashable {
    enum Unit: String, Hashable {
        case none = "", px, pt, pc, mm, cm, `in`, em, ex, percent = "%"
    }

    var value: Float
    var unit: Unit

    /// CSS px per unit (percentages are resolved by the caller's reference).
    static let pxPerInch: Float = 96
    /// `em` with no font: the initial font size browsers use, 16 px.
    static let pxPerEm: Float = 16
    /// `ex` with no font: half an `em`, the fallback CSS Values 3 §6.1.1 allows.
    static let pxPerEx: Float = 8

    static func pixels(per unit: Unit) -> Float {
        switch unit {
        case .none, .px, .percent: 1
        case .in: pxPerInch
        case .cm: pxPerInch / 2.54
        case .mm: pxPerInch / 25.4
        case .pt: pxPerInch / 72
        case .pc: pxPerInch / 6
        case .em: pxPerEm
        case .ex: pxPerEx
        }
    }

    /// Reads a length; nil when the text is not one number with a known unit.
    init?(_ text: some StringProtocol) {
        var s = SVGScanner(text)
        s.skipSpaces()
        guard let v = s.number() else { return nil }
        let unitText: String
        if s.take(UInt8(ascii: "%")) { unitText = "%" } else { unitText = s.name().lowercased() }
        s.skipSpaces()
        guard s.isAtEnd, let unit = Unit(rawValue: unitText) else { return nil }
        value = v
        self.unit = unit
    }

    /// The length in px; a percentage is of `reference`.
    func resolved(against reference: Float) -> Float {
        unit == .percent ? value / 100 * reference : value * Self.pixels(per: unit)
    }
}
