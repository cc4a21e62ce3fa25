/// A string as JSON text, the one way every JSON writer of the package quotes: `"` and `\`
/// escaped, newline, return and tab as `\n`, `\r`, `\t`, other control characters as `\u00XX`,
/// everything else as it is (UTF-8 output, no `\u` for non-ASCII).
package enum JSONString {
    package static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20:
                let hex = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
