// Text placed in XML or HTML: the one escaper the JUnit file and the HTML report share.

enum Markup {
    /// `text` safe in XML and HTML text and in quoted attribute values: `&`, `<`, `>`, `"` and
    /// `'` as entities; control characters XML forbids dropped (tab and line breaks kept).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
