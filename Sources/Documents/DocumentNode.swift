/// A value in a document — a map, a list, a scalar or null — with where it sits (`path`) and
/// where it was written (`location`). JSON, YAML and command-line flags all become this tree,
/// so one decoder per schema reads them all, and every message names its field.
///
/// A node's `path` is set when it is reached through its parent (`map().optional("x")`,
/// `list()`), so a subtree can be read as if it were a document of its own.
public struct DocumentNode: Sendable {
    /// How a scalar was written, which decides what it may be read as.
    public enum ScalarStyle: Hashable, Sendable {
        /// Unquoted YAML, or a command-line value: its type comes from its text (`12`, `true`, `dark`).
        case plain
        /// A quoted YAML scalar or a JSON string: always text.
        case quoted
        /// A JSON number, its text exactly as written.
        case number
        /// A JSON `true` or `false`.
        case boolean
    }

    /// What a node holds.
    public indirect enum Value: Sendable {
        /// Nothing: JSON or YAML `null`, or an empty YAML value.
        case null
        /// A single value, as its text and how it was written.
        case scalar(String, ScalarStyle)
        /// Values in order, each with its path.
        case list([DocumentNode])
        /// Keys are unique, in the order written.
        case map([(key: String, value: DocumentNode)])
    }

    /// What the node holds.
    public var value: Value
    /// Where the node sits in its document; the root until it is reached through its parent.
    public var path: FieldPath
    /// Where the node was written (a line, or a flag), when known.
    public var location: SourceLocation?

    /// A node holding `value`, at `path`, written at `location`.
    public init(_ value: Value, path: FieldPath = .root, location: SourceLocation? = nil) {
        self.value = value
        self.path = path
        self.location = location
    }

    /// A plain scalar (a flag's value).
    public static func plain(_ text: String, location: SourceLocation? = nil) -> DocumentNode {
        DocumentNode(.scalar(text, .plain), location: location)
    }

    /// A map of `pairs`, keys unique, in order.
    public static func map(_ pairs: [(key: String, value: DocumentNode)], location: SourceLocation? = nil) -> DocumentNode {
        DocumentNode(.map(pairs), location: location)
    }

    /// A list of `items`.
    public static func list(_ items: [DocumentNode], location: SourceLocation? = nil) -> DocumentNode {
        DocumentNode(.list(items), location: location)
    }

    // MARK: Diagnostics

    /// An error about this node.
    public func error(_ message: String) -> Diagnostic { Diagnostic(.error, field: path, location: location, message) }

    /// A warning about this node.
    public func warning(_ message: String) -> Diagnostic { Diagnostic(.warning, field: path, location: location, message) }

    /// What the node is, for messages: "a map", "a list", "a number", "text", "true or false", "null".
    public var kindName: String {
        switch value {
        case .null: "null"
        case .list: "a list"
        case .map: "a map"
        case .scalar(_, .number): "a number"
        case .scalar(_, .boolean): "true or false"
        case .scalar(_, .quoted): "text"
        case .scalar(_, .plain): "a value"
        }
    }

    /// True when the node holds `null`.
    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    // MARK: Structure

    /// The node as a map.
    public func map() throws(Diagnostic) -> DocumentMap {
        guard case .map(let pairs) = value else { throw error("expected a map of keys, found \(kindName)") }
        return DocumentMap(node: self, pairs: pairs)
    }

    /// The node's items, each with its path.
    public func list() throws(Diagnostic) -> [DocumentNode] {
        guard case .list(let items) = value else { throw error("expected a list, found \(kindName)") }
        return items.enumerated().map { i, item in item.at(path.appending(index: i)) }
    }

    /// The node moved to `path` (its descendants follow, since their paths are set on access).
    public func at(_ path: FieldPath) -> DocumentNode {
        var copy = self
        copy.path = path
        return copy
    }

    /// The deepest node along `path` below this one, and whether it is the node at `path`
    /// itself. Used to give a diagnostic found after decoding (a HIG check) its line or flag.
    public func deepest(along path: FieldPath) -> DocumentNode {
        var node = self
        for component in path.components {
            let next: DocumentNode?
            switch (node.value, component) {
            case (.map(let pairs), .key(let key)):
                next = pairs.first { $0.key == key }.map { $0.value.at(node.path.appending(key)) }
            case (.map(let pairs), .index(let index)):
                next = pairs.first { $0.key == String(index) }.map { $0.value.at(node.path.appending(index: index)) }
            case (.list(let items), .index(let index)) where items.indices.contains(index):
                next = items[index].at(node.path.appending(index: index))
            default:
                next = nil
            }
            guard let next else { break }
            node = next
        }
        return node
    }

    /// `diagnostic` with the line or flag of the deepest node along its field, when it has none.
    /// The field is taken as a path from this node.
    public func locate(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.location == nil else { return diagnostic }
        var copy = diagnostic
        let relative = FieldPath(Array(diagnostic.field.components.dropFirst(
            diagnostic.field.hasPrefix(path) ? path.components.count : 0)))
        copy.location = deepest(along: relative).location ?? location
        return copy
    }
}
