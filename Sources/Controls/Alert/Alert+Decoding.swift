import Documents

// Reading an alert from its map in a figure file (or the map its flags make): every field read
// on its own, so every bad field is reported at once.

extension Alert {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init()
        title = fields.read(Field.title)
        message = fields.read(Field.message)
        if let list = fields.read(Field.actions) {
            actions = list.compactMap { node in fields.attempt { () throws(Diagnostic) in try Self.action(node) } }
        }
        textField = fields.read(Field.textField)
        if let v = fields.read(Field.tint) { tint = v }
        if let v = fields.read(Field.dimsBackground) { dimsBackground = v }
        try fields.finish()
    }

    /// An action: a word with style suffixes (`Delete!destructive`, see `word`), or in files a
    /// map `{title: Delete, style: destructive, preferred: true}`.
    static func action(_ node: DocumentNode) throws(Diagnostic) -> Action {
        if case .scalar = node.value { return try word(node) }
        let m = try node.map()
        try m.rejectUnknownKeys(["title", "style", "preferred"])
        var action = Action(try m.required("title").string())
        if let style = m.optional("style") { action.style = try style.oneOf(Action.Style.self) }
        if let preferred = m.optional("preferred") { action.isPreferred = try preferred.bool() }
        return action
    }

    /// The suffixes a word may end with, each after a `!`.
    static let suffixes = Action.Style.allCases.map(\.rawValue) + ["preferred"]

    /// `OK`, `Delete!destructive`, `Cancel!cancel`, `Save!preferred`, `Erase!destructive!preferred`:
    /// the title, then any suffixes.
    static func word(_ node: DocumentNode) throws(Diagnostic) -> Action {
        let word = try ActionWord.read(node, accepted: suffixes)
        var action = Action(word.title)
        for suffix in word.suffixes {
            if let style = Action.Style(rawValue: suffix) { action.style = style } else { action.isPreferred = true }
        }
        return action
    }

    /// A text field: its placeholder as text, or a map `{placeholder: …, text: …}`.
    static func textField(_ node: DocumentNode) throws(Diagnostic) -> TextField {
        if case .scalar = node.value { return TextField(placeholder: try node.string()) }
        let m = try node.map()
        try m.rejectUnknownKeys(["placeholder", "text"])
        return TextField(placeholder: try m.optional("placeholder")?.string() ?? "", text: try m.optional("text")?.string() ?? "")
    }
}
