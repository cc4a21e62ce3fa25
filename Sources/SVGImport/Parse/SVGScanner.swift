// SVGScanner: numbers, names and punctuation read from an attribute value, for the small
// grammars of SVG attributes (lengths, lists of numbers, `points`, `viewBox`, transforms).
// Path data has its own parser in Raster.

/// A cursor over an attribute value's UTF-8 bytes.
///
/// Numbers follow SVG's grammar: sign? (digits ('.' digits?)? | '.' digits) (('e'|'E')
/// sign? digits)?; the digits are converted by the standard library, which rounds correctly.
/// A number too large for a Float reads as nil, like a malformed one.
struct SVGScanner {
    let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: some StringProtocol) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the cursor, if any.
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }

    mutating func skipSpaces() {
        while let b = peek, Self.isSpace(b) { index += 1 }
    }

    /// Skips spaces, at most one comma, and spaces again (SVG's `comma-wsp`).
    mutating func skipSeparator() {
        skipSpaces()
        if peek == UInt8(ascii: ",") { index += 1 }
        skipSpaces()
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// A run of ASCII letters, digits, '-' and '_' (a unit, a function or keyword name).
    mutating func name() -> String {
        let start = index
        while let b = peek, Self.isLetter(b) || Self.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_") { index += 1 }
        return String(decoding: bytes[start ..< index], as: UTF8.self)
    }

    /// A number at the cursor; nil (cursor unmoved) when there is none or it is not a finite Float.
    mutating func number() -> Float? {
        let start = index
        var i = index
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        var digits = 0
        while i < bytes.count, Self.isDigit(bytes[i]) { i += 1; digits += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            var j = i + 1
            var fraction = 0
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1; fraction += 1 }
            if fraction > 0 || digits > 0 { i = j; digits += fraction }
        }
        guard digits > 0 else { return nil }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            var exponentDigits = 0
            while j < bytes.count, Self.isDigit(bytes[j]) { j += 1; exponentDigits += 1 }
            if exponentDigits > 0 { i = j }
        }
        guard let value = Float(String(decoding: bytes[start ..< i], as: UTF8.self)), value.isFinite else { return nil }
        index = i
        return value
    }

    /// Every number of a whitespace- or comma-separated list; nil when anything else is in it.
    static func numberList(_ text: some StringProtocol) -> [Float]? {
        var s = SVGScanner(text)
        var values: [Float] = []
        s.skipSpaces()
        while !s.isAtEnd {
            guard let v = s.number() else { return nil }
            values.append(v)
            s.skipSeparator()
        }
        return values
    }
}
