/// Checking a text against a bound on its length in characters without reading more of it than
/// the bound: YAML aliases let thousands of fields of a figure file share one 16 MB string, so
/// a check that counted every character of every field would take minutes (docs/limits.md).
enum TextLength {
    /// Whether `text` has more than `limit` characters (grapheme clusters). Reads at most
    /// `limit + 1` characters; a text of `limit` UTF-8 bytes or fewer is not read at all.
    static func exceeds(_ text: String, _ limit: Int) -> Bool {
        guard text.utf8.count > limit else { return false }  // a character is at least one byte
        guard let afterLimit = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex) else { return false }
        return afterLimit != text.endIndex
    }
}
