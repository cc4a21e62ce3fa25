import Typeset

// The alert's own line breaking: Typeset lays out one line per `TextItem`, and an alert's title
// and message wrap within its content width, so they are broken here into lines measured with
// `TextMeasure`, never counted in characters.

extension Alert {
    /// `text` broken into lines no wider than `width` points in `font`: at line feeds, then
    /// greedily at spaces, each line as many words as fit (a word wider than `width` alone is
    /// broken between characters). Empty paragraphs stay as empty lines.
    ///
    /// Invariant: every line but a single character that is itself too wide measures at most
    /// `width`; joining the lines of a paragraph with spaces gives the paragraph with its runs
    /// of spaces made single.
    static func lines(_ text: String, font: Font, width: Float) -> [String] {
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
