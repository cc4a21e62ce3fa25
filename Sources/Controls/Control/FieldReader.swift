import Documents

/// Reads a control's map — or one item of a list field, such as a picker's component — field
/// by field, under each field's key or an older spelling, collecting every problem instead of
/// stopping at the first: what every control's `init(from:)` reads its map with.
///
///     var fields = FieldReader(map, of: Self.kind)
///     if let v = fields.read("currentPage", { n throws(Diagnostic) in try n.integer() }) { currentPage = v }
///     try fields.finish()
///
/// Invariant: a key is read only if it is one of the fields given; keys that are not are
/// reported once, when the reader is made.
public struct FieldReader: Sendable {
    public let map: DocumentMap
    let fields: [ControlField]
    /// Every problem so far, unknown keys first.
    public var report = DiagnosticCollector()

    /// A reader of a control's map.
    public init(_ map: DocumentMap, of kind: ControlKind) {
        self.map = map
        fields = kind.fields
        report.append(contentsOf: kind.unknownKeys(in: map))
    }

    /// A reader of one item of the list field `list` (its `items` are the item's fields).
    public init(item map: DocumentMap, of list: ControlField) {
        self.map = map
        fields = list.items
        report.append(contentsOf: map.unknownKeys(list.acceptedItemKeys))
    }

    /// The decoded value of the field `key`, or nil when it is absent or bad (the problem is
    /// reported). A key that names no field reads nil.
    public mutating func read<T>(_ key: String, _ decode: (DocumentNode) throws(Diagnostic) -> T) -> T? {
        guard let field = fields.first(where: { $0.key == key || $0.keyAliases.contains(key) }) else { return nil }
        let map = self.map
        return report.attempt { () throws(Diagnostic) -> T? in
            try map.optional(anyOf: [field.key] + field.keyAliases).map { node throws(Diagnostic) in try decode(node) }
        } ?? nil
    }

    /// Runs `body`, reporting what it throws: for a field read in a way of its own.
    public mutating func attempt<T>(_ body: () throws(Diagnostic) -> T) -> T? { report.attempt(body) }

    /// Throws every error reported, if any.
    public func finish() throws(DiagnosticList) { try report.throwIfErrors() }
}
