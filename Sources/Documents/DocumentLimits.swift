/// Bounds on a document, checked while it is read so a small file cannot make the reader
/// allocate without limit. File sizes are bounded by whoever reads the file (`InputLimits`).
public struct DocumentLimits: Hashable, Sendable {
    /// The deepest nesting of maps and lists. A scene nests three levels per group
    /// (`items`, the item, `group`), so this is well above 3 × `SceneLimits.maxDepth`.
    public var maxDepth: Int
    /// The most values a document may hold once read. YAML aliases (`*name`) share nodes, so a
    /// small file of nested aliases would otherwise expand without bound; JSON is bounded by
    /// its size already and is counted the same way.
    public var maxNodes: Int

    /// Limits with the given bounds; the defaults are those of `default`.
    public init(maxDepth: Int = 128, maxNodes: Int = 1_000_000) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
    }

    /// The bounds documents are read with unless the caller gives others: depth 128, a million values.
    public static let `default` = DocumentLimits()
}
