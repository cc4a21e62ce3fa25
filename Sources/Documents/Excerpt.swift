/// Quoting input in messages without echoing all of it: a 20 MB number from a file becomes its
/// first characters, an ellipsis and its length.
public enum Excerpt {
    /// The most characters of input a message quotes.
    public static let maxCharacters = 40

    /// `text` in double quotes, shortened to `maxCharacters` with its full length when longer.
    /// Control characters are shown escaped, so a message stays on one line.
    public static func quoted(_ text: some StringProtocol) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == maxCharacters { break }
            count += 1
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                shown += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
            } else {
                shown.append(character)
            }
        }
        guard count == maxCharacters, text.count > maxCharacters else { return "\"\(shown)\"" }
        return "\"\(shown)…\" (\(text.utf8.count) bytes)"
    }

    /// `1 item`, `2 items`: a count with its noun, plural unless the count is 1.
    public static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }

    /// A number as a message shows it: `20`, not `20.0`; `0.5`; `25.67` for 25.666666 (two
    /// decimals at most); Swift's own form for what is huge or not finite.
    public static func number(_ value: Float) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : "\(Float(rounded))"
    }
}
