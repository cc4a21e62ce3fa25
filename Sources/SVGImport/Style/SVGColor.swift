// SVGColor: a CSS colour value as SVG accepts it → a straight-alpha sRGB `Color`.
//
// Forms (CSS Color Module Level 4): `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()`
// with numbers (0…255) or percentages, comma-separated or space-separated with `/ alpha`;
// `hsl()`/`hsla()` with a hue in deg (default), rad, grad or turn; the 148 named colours;
// `transparent`. Channels out of range are clamped, as CSS clamps them.

import Raster

enum SVGColor {
    /// The colour `text` names, or nil when it is none of the forms above (`currentColor` and
    /// `none` are paints, not colours: see `SVGPaint`).
    static func parse(_ text: some StringProtocol) -> Color? {
        let trimmed = text.trimmingSpaces
        guard let first = trimmed.utf8.first else { return nil }
        if first == UInt8(ascii: "#") { return hex(trimmed.dropFirst()) }
        let lower = trimmed.lowercased()
        if lower == "transparent" { return .clear }
        if let rgb = named[lower] { return Color(r: UInt8(rgb >> 16), g: UInt8(rgb >> 8 & 0xFF), b: UInt8(rgb & 0xFF)) }
        guard let open = lower.firstIndex(of: "("), lower.hasSuffix(")") else { return nil }
        let function = lower[..<open].trimmingSpaces
        let arguments = lower[lower.index(after: open) ..< lower.index(before: lower.endIndex)]
        guard let (channels, alpha) = split(arguments) else { return nil }
        switch function {
        case "rgb", "rgba": return rgb(channels, alpha: alpha)
        case "hsl", "hsla": return hsl(channels, alpha: alpha)
        default: return nil
        }
    }

    /// `rgb` / `rrggbb` with an optional alpha digit or pair.
    static func hex(_ digits: some StringProtocol) -> Color? {
        let values = digits.utf8.map { b -> UInt8? in
            switch b {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): b - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
            default: nil
            }
        }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let v = values.map { $0! }
        switch v.count {
        case 3, 4:
            let c = v.map { $0 * 17 }  // #abc is #aabbcc: each digit doubled, 0xN * 17 = 0xNN
            return Color(r: c[0], g: c[1], b: c[2], a: v.count == 4 ? c[3] : 255)
        case 6, 8:
            let c = stride(from: 0, to: v.count, by: 2).map { v[$0] << 4 | v[$0 + 1] }
            return Color(r: c[0], g: c[1], b: c[2], a: v.count == 8 ? c[3] : 255)
        default:
            return nil
        }
    }

    /// The three channel tokens and the alpha token of a function's arguments: `a, b, c[, d]`
    /// (legacy) or `a b c [/ d]` (modern); nil for any other shape.
    static func split(_ arguments: Substring) -> ([Substring], Substring?)? {
        if arguments.contains(",") {
            let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else { return nil }
            return (Array(parts.prefix(3)), parts.count == 4 ? parts[3] : nil)
        }
        let halves = arguments.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let channels = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        guard channels.count == 3 else { return nil }
        var alpha: Substring?
        if halves.count == 2 {
            let a = halves[1].trimmingSpaces
            guard !a.isEmpty, !a.contains(" ") else { return nil }
            alpha = a
        }
        return (channels, alpha)
    }

    /// A number, or a percentage as a fraction of `full`.
    static func component(_ token: Substring, full: Float) -> Float? {
        if token.hasSuffix("%") {
            guard let v = Float(token.dropLast()), v.isFinite else { return nil }
            return v / 100 * full
        }
        guard let v = Float(token), v.isFinite else { return nil }
        return v
    }

    /// The alpha byte of an alpha token (a number 0…1 or a percentage); 255 when absent.
    static func alphaByte(_ token: Substring?) -> UInt8? {
        guard let token else { return 255 }
        guard let a = component(token, full: 1) else { return nil }
        return byte(a * 255)
    }

    static func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 255).rounded()) }

    static func rgb(_ channels: [Substring], alpha: Substring?) -> Color? {
        let values = channels.map { component($0, full: 255) }
        guard values.allSatisfy({ $0 != nil }), let a = alphaByte(alpha) else { return nil }
        return Color(r: byte(values[0]!), g: byte(values[1]!), b: byte(values[2]!), a: a)
    }

    /// Degrees in one unit of each angle unit CSS has (CSS Values 3 §7.1).
    static let degreesPerAngleUnit: [String: Float] = ["deg": 1, "rad": 180 / .pi, "grad": 0.9, "turn": 360]

    static func hue(_ token: Substring) -> Float? {
        if let v = Float(token), v.isFinite { return v }
        for (unit, degrees) in degreesPerAngleUnit where token.hasSuffix(unit) {
            if let v = Float(token.dropLast(unit.count)), v.isFinite { return v * degrees }
        }
        return nil
    }

    /// HSL → sRGB as CSS Color 4 §7.1 defines it: each channel is l − a·max(−1, min(k − 3,
    /// 9 − k, 1)) with a = s·min(l, 1 − l) and k = (n + h/30) mod 12 for n = 0, 8, 4.
    static func hsl(_ channels: [Substring], alpha: Substring?) -> Color? {
        guard let h = hue(channels[0]), let s = component(channels[1], full: 1), let l = component(channels[2], full: 1),
              let a = alphaByte(alpha) else { return nil }
        let sat = min(max(s, 0), 1), light = min(max(l, 0), 1)
        let degrees = h.truncatingRemainder(dividingBy: 360)
        let hueDegrees = degrees < 0 ? degrees + 360 : degrees
        func channel(_ n: Float) -> UInt8 {
            let k = (n + hueDegrees / 30).truncatingRemainder(dividingBy: 12)
            let amount = sat * min(light, 1 - light)
            return byte((light - amount * max(-1, min(k - 3, 9 - k, 1))) * 255)
        }
        return Color(r: channel(0), g: channel(8), b: channel(4), a: a)
    }
}

extension StringProtocol {
    /// The text without leading and trailing XML/CSS white space.
    var trimmingSpaces: Substring {
        let s = Substring(self)
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let start = s.firstIndex(where: { !isSpace($0) }), let end = s.lastIndex(where: { !isSpace($0) }) else {
            return Substring(s[s.endIndex...])
        }
        return Substring(s[start ... end])
    }
}
