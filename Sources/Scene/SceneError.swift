/// Why a scene file could not be read, or a text run in it not laid out: the field it concerns,
/// as a path into the JSON (`shapes[12].d`, `items[3].items[0].stroke.width`, `items[2].font`),
/// and what is wrong with it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where: a JSON path from the document root; empty for the document itself.
    public let field: String
    /// What, in words a user can act on.
    public let message: String

    public init(field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { field.isEmpty ? message : "\(field): \(message)" }
}
