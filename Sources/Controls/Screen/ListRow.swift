import Documents

/// One list row on a screen or a modal page: a title at the leading edge and, when the row is a
/// field, its value at the trailing edge (`UITableViewCell.CellStyle.value1`, ios-facts §3.2c).
///
/// A control placed `belowRow` this row is the row's editor, shown in context (HIG, Pickers):
/// while it is open the value is drawn in the tint.
public struct ListRow: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The row's text, at the leading edge.
    public var title: String
    /// The field's value, at the trailing edge; nil for a plain row.
    public var value: String?

    /// A row of `title`, with `value` at its trailing edge when given.
    public init(_ title: String, value: String? = nil) {
        self.title = title
        self.value = value
    }

    /// A plain row: `"Inbox"` in a literal list of rows.
    public init(stringLiteral title: String) { self.init(title) }

    /// The keys of a row's map in a figure file.
    static let keys = ["title", "value"]

    /// A row from a figure file: its title alone, or a map `{title: Starts, value: "9:41 AM"}`.
    init(from node: DocumentNode) throws(Diagnostic) {
        if case .scalar = node.value {
            self.init(try node.string())
            return
        }
        let map = try node.map()
        for key in map.keys where !Self.keys.contains(key) {
            throw (map.optional(key) ?? node).error("unknown key \(Excerpt.quoted(key)) in a row (expected title, value"
                + "\(Screen.hint(key, Self.keys)))")
        }
        guard let title = map.optional("title") else { throw node.error("a row's map needs a title: {title: Starts, value: \"9:41 AM\"}") }
        self.init(try title.string(), value: try map.optional("value")?.string())
    }
}
