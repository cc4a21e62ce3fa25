import Typeset

// The header's line breaker: greedy, by measured width (`TextMeasure`), never by characters
// counted. Enough for a title and a message of plain words; no hyphenation, no UAX #14.

extension ActionSheet {
    /// `text` broken into lines no wider than `width` points in `font`.
    ///
    /// Breaks at spaces, keeping words whole when they fit; a newline in `text` always breaks;
    /// a word wider than `width` on its own is broken between characters (at least one
    /// character a line, so the result always ends). Spaces at a break are dropped. Empty text
    /// is no lines.
    public static func lines(_ text: String, font: Font, width: Float) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
                let joined = line.isEmpty ? word : line + " " + word
                if TextMeasure.width(joined, font: font) <= width {
                    line = joined
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                // The word alone: whole if it fits, else broken between characters.
                for character in word {
                    let longer = line + String(character)
                    if !line.isEmpty && TextMeasure.width(longer, font: font) > width {
                        lines.append(line)
                        line = String(character)
                    } else {
                        line = longer
                    }
                }
            }
            if !line.isEmpty || paragraph.isEmpty && !text.isEmpty { lines.append(line) }
        }
        return lines
    }
}
