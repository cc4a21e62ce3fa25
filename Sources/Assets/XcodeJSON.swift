import Documents

/// A JSON value printed the way Xcode writes asset catalogs: keys sorted, two-space indent,
/// `"key" : value`, a newline at the end — so a catalog written here and saved again by Xcode
/// does not change.
enum XcodeJSON: Hashable {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([XcodeJSON])
    case object([String: XcodeJSON])

    var text: String { print(indent: "") + "\n" }

    private func print(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .string(let s): return Self.quoted(s)
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return "[\n\n\(indent)]" }
            return "[\n" + items.map { inner + $0.print(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .object(let fields):
            guard !fields.isEmpty else { return "{\n\n\(indent)}" }
            return "{\n" + fields.keys.sorted().map { inner + Self.quoted($0) + " : " + fields[$0]!.print(indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    static func quoted(_ s: String) -> String { JSONString.quoted(s) }
}
