// Quoting input in error messages without echoing all of it: a 20 MB number from a file
// becomes its first characters, an ellipsis and its length. The document layer has its own
// (`Documents.Excerpt`); Raster sits below it, so this one serves Raster and the modules
// that build on it (Typeset's font errors, PNGCodec).

/// Short, one-line quotations of input for messages.
package enum InputExcerpt {
    /// The most characters of input a message quotes.
    package static let maxCharacters = 40

    /// `text` between `quote`s, cut to `maxCharacters` and followed by its length in UTF-8
    /// bytes when longer. Control characters are escaped, so the message stays on one line.
    package static func quoted(_ text: some StringProtocol, quote: Character = "'") -> String {
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
        guard count == maxCharacters, text.count > maxCharacters else { return "\(quote)\(shown)\(quote)" }
        return "\(quote)\(shown)…\(quote) (\(text.utf8.count) bytes)"
    }
}
