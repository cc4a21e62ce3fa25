import Documents

/// The word form of an alert's or an action sheet's action, one reader for both: the title,
/// then any suffixes each after a `!` (`Delete!destructive`, `Save!preferred`,
/// `Erase!destructive!preferred`), each one of the suffixes the control accepts.
enum ActionWord {
    /// `node`'s title and its suffixes, in order.
    /// - Throws: a suffix not in `accepted`, naming it and the accepted ones.
    static func read(_ node: DocumentNode, accepted: [String]) throws(Diagnostic) -> (title: String, suffixes: [String]) {
        let parts = try node.string().split(separator: "!", omittingEmptySubsequences: false).map(String.init)
        for suffix in parts.dropFirst() where !accepted.contains(suffix) {
            throw node.error("unknown style \(Excerpt.quoted(suffix)) after \"!\" (expected \(accepted.joined(separator: ", ")))")
        }
        return (parts[0], Array(parts.dropFirst()))
    }
}
