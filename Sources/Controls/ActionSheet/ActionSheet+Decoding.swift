import Documents

// Reading an action sheet from its map in a figure file (or the map its flags make): every
// field read on its own, so every bad field is reported at once.

extension ActionSheet {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init()
        title = fields.read(Field.title)
        message = fields.read(Field.message)
        if let list = fields.read(Field.actions) {
            actions = list.compactMap { node in fields.attempt { () throws(Diagnostic) in try Self.action(node) } }
        }
        cancel = fields.read(Field.cancel)
        if let v = fields.read(Field.tint) { tint = v }
        if let v = fields.read(Field.width) { width = v }
        if let v = fields.read(Field.dimsBackground) { dimsBackground = v }
        try fields.finish()
    }

    /// An action: a word, destructive with the `!destructive` suffix (`Delete!destructive`, read
    /// by `ActionWord` as the alert's actions are), or a map `{title: Delete, style: destructive}`.
    static func action(_ node: DocumentNode) throws(Diagnostic) -> Action {
        if case .scalar = node.value {
            let word = try ActionWord.read(node, accepted: [Action.Style.destructive.rawValue])
            return Action(word.title, style: word.suffixes.isEmpty ? .default : .destructive)
        }
        let m = try node.map()
        try m.rejectUnknownKeys(["title", "style"])
        let title = try m.required("title").string()
        let style = try m.optional("style")?.oneOf(Action.Style.self) ?? .default
        return Action(title, style: style)
    }
}
