import Typeset

/// Breaking a control's text into lines by measured width (`TextMeasure`), never by characters
/// counted: Typeset lays out one line per `TextItem`, so an alert's title or an action sheet's
/// message is broken here. Greedy, at spaces; no hyphenation, no UAX #14.
package enum TextLines {
    /// `text` broken into lines no wider than `width` points in `font`: at line feeds, then
    /// greedily at spaces, each line as many words as fit; a word wider than `width` alone is
    /// broken between characters (at least one a line, so breaking always ends). Spaces at a
    /// break are dropped. Empty text is no lines; an empty paragraph inside text is an empty line.
    ///
    /// Invariant: every line but a single character that is itself too wide measures at most
    /// `width`; joining a paragraph's lines with spaces gives the paragraph with its runs of
    /// spaces made single.
    package static func wrap(_ text: String, font: Font, width: Float) -> [String] {
        guard !text.isEmpty else { return [] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineCount = 0
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if TextMeasure.width(candidate, font: font) <= width {
                    line = candidate
                    continue
                }
                if !line.isEmpty {
                    result.append(line)
                    lineCount += 1
                }
                // The word alone on a line; broken between characters while too wide.
                var rest = String(word)
                while TextMeasure.width(rest, font: font) > width, rest.count > 1 {
                    let head = longestFittingPrefix(of: rest, font: font, width: width)
                    result.append(head)
                    lineCount += 1
                    rest.removeFirst(head.count)
                }
                line = rest
            }
            if !line.isEmpty || lineCount == 0 { result.append(line) }
        }
        return result
    }

    /// The longest prefix of `word` (at least one character) no wider than `width`.
    static func longestFittingPrefix(of word: String, font: Font, width: Float) -> String {
        var low = 1, high = word.count
        while low < high {
            let mid = (low + high + 1) / 2
            if TextMeasure.width(String(word.prefix(mid)), font: font) <= width { low = mid } else { high = mid - 1 }
        }
        return String(word.prefix(low))
    }
}
