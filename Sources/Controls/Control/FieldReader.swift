import Documents

/// Reads a control's map — or one item of a list field, such as a picker's component — field
/// by field, under each field's key or an older spelling, collecting every problem instead of
/// stopping at the first: what every control's `init(from:)` reads its map with.
///
///     var fields = FieldReader(map, of: Self.kind)
///     if let v = fields.read(Field.currentPage) { currentPage = v }
///     try fields.finish()
///
/// Invariant: a key is read only if it is one of the fields given; keys that are not are
/// reported once, when the reader is made.
///
/// A field is declared once, as a `TypedField` in its control's `+Kind` (key, flag, help and how
/// its value reads), and the decoder asks for that declaration, not for a key: a misspelt field
/// does not compile. Reading a field the reader was not given, or finishing without having asked
/// for one it was given, is a mistake in ControlKit, reported as an error naming the owner and
/// the key (`undeclaredRead`, `unreadFields`), so any test that decodes the control catches a
/// field left out of the kind's list or one nothing reads.
public struct FieldReader: Sendable {
    /// The map read.
    public let map: DocumentMap
    let fields: [ControlField]
    /// What the reader reads, for the mistakes it reports (`pageControl`, `pickerComponents`).
    let owner: String
    /// The keys of the declared fields asked for so far (present in the map or not).
    private var asked: Set<String> = []
    /// Every problem so far, unknown keys first.
    public var report = DiagnosticCollector()

    /// A reader of a control's map.
    public init(_ map: DocumentMap, of kind: ControlKind) {
        self.map = map
        fields = kind.fields
        owner = kind.key
        report.append(contentsOf: kind.unknownKeys(in: map))
    }

    /// A reader of one item of the list field `list` (its `items` are the item's fields).
    public init(item map: DocumentMap, of list: some FieldDeclaring) {
        self.init(map, fields: list.declaration.items, of: list.declaration.key)
    }

    /// A reader of a map whose keys are `fields` (a presentation's, a page's), named `owner` in
    /// the mistakes it reports.
    public init(_ map: DocumentMap, fields: [any FieldDeclaring], of owner: String) {
        self.map = map
        self.fields = fields.map(\.declaration)
        self.owner = owner
        report.append(contentsOf: map.unknownKeys(self.fields.flatMap { [$0.key] + $0.keyAliases }))
    }

    /// The decoded value of `field`, or nil when it is absent or bad (the problem is reported).
    /// A field the reader was not given reads nil, reported as ControlKit's mistake.
    public mutating func read<T>(_ field: TypedField<T>) -> T? {
        guard let node = node(field.declaration.key) else { return nil }
        return report.attempt { () throws(Diagnostic) -> T in try field.decode(node) }
    }

    /// The value of `field` read with `decode`, or nil when it is absent or bad (the problem is
    /// reported): for a field whose reading needs what the decoder has read before (a date in
    /// the time zone given).
    public mutating func read<T>(_ field: some FieldDeclaring, as decode: (DocumentNode) throws(Diagnostic) -> T) -> T? {
        guard let node = node(field.declaration.key) else { return nil }
        return report.attempt { () throws(Diagnostic) -> T in try decode(node) }
    }

    /// The decoded value of the required `field`, or nil with the problem reported: "missing"
    /// when it is absent.
    public mutating func readRequired<T>(_ field: TypedField<T>) -> T? {
        guard let node = requiredNode(field.declaration.key) else { return nil }
        return report.attempt { () throws(Diagnostic) -> T in try field.decode(node) }
    }

    /// The node of `field`, or nil when it is absent: for a field read in a way of its own.
    /// Counts as asking for the field.
    public mutating func node(_ field: some FieldDeclaring) -> DocumentNode? { node(field.declaration.key) }

    /// The node of the required `field`, or nil with the "missing" error reported when it is
    /// absent: for a required field read in a way of its own.
    public mutating func requiredNode(_ field: some FieldDeclaring) -> DocumentNode? { requiredNode(field.declaration.key) }

    /// The node of the declared field `key` (under its key or an older spelling), or nil when it
    /// is absent. Counts as asking for the field.
    private mutating func node(_ key: String) -> DocumentNode? {
        guard let field = fields.first(where: { $0.key == key || $0.keyAliases.contains(key) }) else {
            report.append(Self.undeclaredRead(key, of: owner, at: map))
            return nil
        }
        asked.insert(field.key)
        let map = self.map
        return report.attempt { () throws(Diagnostic) in try map.optional(anyOf: [field.key] + field.keyAliases) } ?? nil
    }

    /// The node of the declared field `key`, or nil with the "missing" error reported when it is
    /// absent.
    private mutating func requiredNode(_ key: String) -> DocumentNode? {
        if let node = node(key) { return node }
        let map = self.map
        return report.attempt { () throws(Diagnostic) in try map.required(key) }
    }

    /// A key read that no field declares: a mistake in ControlKit's decoder.
    static func undeclaredRead(_ key: String, of owner: String, at map: DocumentMap) -> Diagnostic {
        Diagnostic(.error, field: map.path, "ControlKit reads \(Excerpt.quoted(key)) of \(owner), which its kind does not declare (a bug: declare it or fix the spelling)")
    }

    /// The declared fields the decoder never asked for: a mistake in ControlKit's decoder.
    public var unreadFields: [String] { fields.map(\.key).filter { !asked.contains($0) } }

    /// Runs `body`, reporting what it throws: for a field read in a way of its own.
    public mutating func attempt<T>(_ body: () throws(Diagnostic) -> T) -> T? { report.attempt(body) }

    /// Throws every error reported, if any, and a mistake for every declared field never asked for.
    public mutating func finish() throws(DiagnosticList) {
        let all = finishedReport()
        if all.contains(where: \.isError) { throw DiagnosticList(all) }
    }

    /// Every problem reported, warnings too, and a mistake for every declared field never asked
    /// for: for one item of a list, whose problems join its owner's report.
    public mutating func finishedReport() -> [Diagnostic] {
        for key in unreadFields {
            report.append(Diagnostic(.error, field: map.path,
                                     "ControlKit declares \(Excerpt.quoted(key)) of \(owner) but never reads it (a bug: read it or remove the declaration)"))
        }
        return report.diagnostics
    }
}
