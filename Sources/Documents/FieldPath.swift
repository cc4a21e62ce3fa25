/// Where a value sits in a document: keys and indices from the root, as in
/// `figures[3].pageControl.currentPage`.
///
/// Paths are built structurally (`appending`, `+`) and compared component by component; their
/// text form is for people only and is never parsed back.
public struct FieldPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step down: a map key, or a list index (also used for numeric map keys such as the
    /// page numbers of `pageImages`, so they print as `pageImages[3]`).
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// A map key.
        case key(String)
        /// A list index, 0-based (or a numeric map key).
        case index(Int)

        public init(stringLiteral key: String) { self = .key(key) }
        public init(integerLiteral index: Int) { self = .index(index) }
    }

    /// The steps from the root, outermost first; empty for the root.
    public var components: [Component]

    /// The path made of `components`, outermost first.
    public init(_ components: [Component] = []) { self.components = components }

    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// The document itself.
    public static let root = FieldPath()

    /// A path of map keys: `FieldPath(keys: "defaults", "scale")`.
    public init(keys: String...) { self.components = keys.map(Component.key) }

    /// True for the document itself (no components).
    public var isRoot: Bool { components.isEmpty }

    /// The path one map key further down.
    public func appending(_ key: String) -> FieldPath { FieldPath(components + [.key(key)]) }

    /// The path one list index further down.
    public func appending(index: Int) -> FieldPath { FieldPath(components + [.index(index)]) }

    /// `rhs`'s components after `lhs`'s: `rhs` placed under `lhs`.
    public static func + (lhs: FieldPath, rhs: FieldPath) -> FieldPath { FieldPath(lhs.components + rhs.components) }

    /// Whether `prefix`'s components start this path.
    public func hasPrefix(_ prefix: FieldPath) -> Bool {
        components.count >= prefix.components.count && Array(components.prefix(prefix.components.count)) == prefix.components
    }

    /// `figures[3].pageControl.currentPage`; "" for the root.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
