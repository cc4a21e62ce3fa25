import Documents

// Reading an action sheet from its map in a figure file (or the map its flags make): every
// field read on its own, so every bad field is reported at once.

extension ActionSheet {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init()
        title = fields.read("title") { n throws(Diagnostic) in try n.string() }
        message = fields.read("message") { n throws(Diagnostic) in try n.string() }
        if let list = fields.read("actions", { n throws(Diagnostic) in try n.list() }) {
            actions = list.compactMap { node in fields.attempt { () throws(Diagnostic) in try Self.action(node) } }
        }
        cancel = fields.read("cancel") { n throws(Diagnostic) in try n.string() }
        if let v = fields.read("tint", { n throws(Diagnostic) in try n.colorValue() }) { tint = v }
        if let v = fields.read("width", { n throws(Diagnostic) in try n.float() }) { width = v }
        if let v = fields.read("dimsBackground", { n throws(Diagnostic) in try n.bool() }) { dimsBackground = v }
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
