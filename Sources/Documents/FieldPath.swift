/// Where a value sits in a document: keys and indices from the root, as in
/// `figures[3].pageControl.currentPage`.
///
/// Paths are built structurally (`appending`, `+`) and compared component by component; their
/// text form is for people only and is never parsed back.
public struct FieldPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step down: a map key, or a list index (also used for numeric map keys such as the
    /// page numbers of `pageImages`, so they print as `pageImages[3]`).
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        public init(stringLiteral key: String) { self = .key(key) }
        public init(integerLiteral index: Int) { self = .index(index) }
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public init(arrayLiteral elements: Component...) { self.components = elements }

    /// The document itself.
    public static let root = FieldPath()

    /// A path of map keys: `FieldPath(keys: "defaults", "scale")`.
    public init(keys: String...) { self.components = keys.map(Component.key) }

    public var isRoot: Bool { components.isEmpty }

    public func appending(_ key: String) -> FieldPath { FieldPath(components + [.key(key)]) }

    public func appending(index: Int) -> FieldPath { FieldPath(components + [.index(index)]) }

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
