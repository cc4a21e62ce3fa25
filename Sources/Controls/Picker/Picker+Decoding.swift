import Documents
import Raster
import Typeset

// Reading a picker from its map in a figure file (or the map its flags make): every field of
// every component read on its own, so every bad field is reported at once.

extension Picker {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        var fields = FieldReader(map, of: Self.kind)
        self.init(components: [])
        if let list = fields.readRequired(Field.components) {
            for node in list {
                guard let item = fields.attempt({ () throws(Diagnostic) in try node.map() }) else { continue }
                var entry = FieldReader(item: item, of: Field.components)
                var component = Component(rows: [])
                if let rows = entry.readRequired(Component.Field.rows) {
                    component.rows = rows.compactMap { r in entry.attempt { () throws(Diagnostic) in try Self.row(r) } }
                }
                if let v = entry.read(Component.Field.selectedRow) { component.selectedRow = v }
                component.width = entry.read(Component.Field.width)
                if let v = entry.read(Component.Field.alignment) { component.alignment = v }
                if let v = entry.read(Component.Field.enabled) { component.isEnabled = v }
                if let v = entry.read(Component.Field.offset) { component.offset = v }
                fields.report.append(contentsOf: entry.finishedReport())
                components.append(component)
            }
        }
        if let w = fields.read(Field.width) { size.width = w }
        if let h = fields.read(Field.height) { size.height = h }
        try fields.finish()
    }

    /// A row: text, or `{text: …, swatch: COLOR}` / `{text: …, symbol: NAME}`.
    static func row(_ node: DocumentNode) throws(Diagnostic) -> Wheel.Row {
        if case .scalar = node.value { return Wheel.Row(try node.string()) }
        let m = try node.map()
        try m.rejectUnknownKeys(["text", "swatch", "symbol"])
        var row = Wheel.Row(try m.optional("text")?.string() ?? "")
        if let s = m.optional("swatch") { row.swatch = try s.colorValue() }
        if let s = m.optional("symbol") {
            if m.optional("swatch") != nil { throw s.error("give a swatch or a symbol, not both") }
            let name = try s.string()
            guard let symbol = Symbols.named(name) else {
                throw s.error("unknown symbol \(Excerpt.quoted(name)) (built in: \(Symbols.names.joined(separator: ", ")))")
            }
            row.symbol = symbol
        }
        return row
    }
}
