import Documents
import Raster
import Typeset

// Reading a picker from its map in a figure file (or the map its flags make): every field of
// every component read on its own, so every bad field is reported at once.

extension Picker {
    public init(from map: DocumentMap) throws(DiagnosticList) {
        let kind = Self.kind
        var report = DiagnosticCollector()
        report.append(contentsOf: kind.unknownKeys(in: map))
        self.init(components: [])
        if let list = report.attempt({ () throws(Diagnostic) in try map.required("components").list() }) {
            let field = kind.field(forKey: "components")
            for node in list {
                guard let item = report.attempt({ () throws(Diagnostic) in try node.map() }) else { continue }
                report.append(contentsOf: item.unknownKeys(field?.acceptedItemKeys ?? []))
                var component = Component(rows: [])
                if let rows = report.attempt({ () throws(Diagnostic) in try item.required("rows").list() }) {
                    component.rows = rows.compactMap { row in report.attempt { () throws(Diagnostic) in try Self.row(row) } }
                }
                func read<T>(_ key: String, _ decode: (DocumentNode) throws(Diagnostic) -> T) -> T? {
                    guard let itemField = field?.itemField(forKey: key) else { return nil }
                    return report.attempt { () throws(Diagnostic) -> T? in
                        try item.optional(anyOf: [itemField.key] + itemField.keyAliases).map { n throws(Diagnostic) in try decode(n) }
                    } ?? nil
                }
                if let v = read("selectedRow", { n throws(Diagnostic) in try n.integer() }) { component.selectedRow = v }
                component.width = read("width") { n throws(Diagnostic) in try n.float() }
                if let v = read("alignment", { n throws(Diagnostic) in try n.oneOf(TextAlignment.self) }) { component.alignment = v }
                if let v = read("enabled", { n throws(Diagnostic) in try n.bool() }) { component.isEnabled = v }
                if let v = read("offset", { n throws(Diagnostic) in try n.float() }) { component.offset = v }
                components.append(component)
            }
        }
        if let w = report.attempt({ () throws(Diagnostic) in try map.optional("width")?.float() }) ?? nil { size.width = w }
        if let h = report.attempt({ () throws(Diagnostic) in try map.optional("height")?.float() }) ?? nil { size.height = h }
        try report.throwIfErrors()
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
