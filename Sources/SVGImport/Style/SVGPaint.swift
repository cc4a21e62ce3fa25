// SVGPaint: the value of `fill` or `stroke` as written — none, a colour, currentColor, or a
// reference to a gradient with an optional fallback.

import Raster

/// A `fill` or `stroke` value (SVG 2 §13.2 `<paint>`), before references are resolved.
indirect enum SVGPaint: Hashable {
    case none
    case color(Color)
    /// The element's `color` property, looked up where the paint is used.
    case currentColor
    /// `url(#id)`, with what to use when the id names nothing paintable.
    case reference(id: String, fallback: SVGPaint?)

    /// Reads a paint; nil when the text is none of the forms.
    static func parse(_ text: some StringProtocol) -> SVGPaint? {
        let value = text.trimmingSpaces
        let lower = value.lowercased()
        if lower == "none" { return SVGPaint.none }
        if lower == "currentcolor" { return .currentColor }
        if lower.hasPrefix("url(") {
            guard let close = value.firstIndex(of: ")") else { return nil }
            guard let id = localReference(value[value.index(value.startIndex, offsetBy: 4) ..< close]) else { return nil }
            let rest = value[value.index(after: close)...].trimmingSpaces
            if rest.isEmpty { return .reference(id: id, fallback: nil) }
            guard let fallback = parse(rest), !fallback.isReference else { return nil }
            return .reference(id: id, fallback: fallback)
        }
        return SVGColor.parse(value).map(SVGPaint.color)
    }

    var isReference: Bool {
        if case .reference = self { return true }
        return false
    }

    /// The id of a same-document reference `#id` (quotes allowed, as CSS `url()` allows them);
    /// nil for anything else, such as another file.
    static func localReference(_ text: some StringProtocol) -> String? {
        var t = text.trimmingSpaces
        if t.count >= 2, let q = t.first, q == "\"" || q == "'", t.last == q { t = t.dropFirst().dropLast() }
        guard t.hasPrefix("#"), t.count > 1 else { return nil }
        return String(t.dropFirst())
    }
}
