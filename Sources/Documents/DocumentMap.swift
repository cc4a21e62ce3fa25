/// A map node's keys, looked up by name. Unknown keys are errors, so a misspelt key never
/// passes silently.
public struct DocumentMap: Sendable {
    /// The map itself.
    public let node: DocumentNode
    /// Keys in the order written, each value with its path.
    public let pairs: [(key: String, value: DocumentNode)]

    init(node: DocumentNode, pairs: [(key: String, value: DocumentNode)]) {
        self.node = node
        self.pairs = pairs.map { ($0.key, $0.value.at(node.path.appending($0.key))) }
    }

    /// Where the map sits in its document.
    public var path: FieldPath { node.path }

    /// The keys, in the order written.
    public var keys: [String] { pairs.map(\.key) }

    /// The value of `key`, or nil when it is absent or null.
    public func optional(_ key: String) -> DocumentNode? {
        guard let v = pairs.first(where: { $0.key == key })?.value, !v.isNull else { return nil }
        return v
    }

    /// The value of the first of `keys` present (a key and its older spellings), or nil.
    /// - Throws: when two of them are given.
    public func optional(anyOf keys: [String]) throws(Diagnostic) -> DocumentNode? {
        let present = keys.compactMap { key in optional(key) }
        if present.count > 1 {
            throw present[1].error("give one of \(keys.joined(separator: " or ")), not both (\(present[0].path) is given too)")
        }
        return present.first
    }

    /// The value of `key`.
    /// - Throws: when it is absent or null, naming the key.
    public func required(_ key: String) throws(Diagnostic) -> DocumentNode {
        guard let v = optional(key) else {
            throw Diagnostic(.error, field: path.appending(key), location: node.location, "is required")
        }
        return v
    }

    /// One error for every key not in `known`, each listing the keys that are allowed and the
    /// nearest one when a key looks misspelt.
    public func unknownKeys(_ known: [String]) -> [Diagnostic] {
        pairs.filter { !known.contains($0.key) }.map { key, value in
            let hint = Spelling.nearest(to: key, in: known).map { "did you mean \($0)? " } ?? ""
            return Diagnostic(.error, field: value.path, location: value.location,
                              "unknown key (\(hint)expected one of: \(known.joined(separator: ", ")))")
        }
    }

    /// Throws the first unknown key's error (for decoders that stop at the first error).
    public func rejectUnknownKeys(_ known: [String]) throws(Diagnostic) {
        if let first = unknownKeys(known).first { throw first }
    }
}
