import Documents

/// A field declared once, with how its value is read: the declaration (`ControlField`: key,
/// flag, help, choices) and the decoder travel together. A control's decoder asks its
/// `FieldReader` for `Field.currentPage` and gets the declared type back, so a misspelt field
/// does not compile and no key is written twice.
///
///     static let currentPage = ControlField("currentPage", valueName: "N", help: "The current page.").integer
///     …
///     if let v = fields.read(Field.currentPage) { currentPage = v }
public struct TypedField<Value>: FieldDeclaring {
    /// The field's key, flag and help.
    public let declaration: ControlField
    /// Reads the field's value from its node.
    let decode: @Sendable (DocumentNode) throws(Diagnostic) -> Value

    /// `declaration`, read with `decode`.
    public init(_ declaration: ControlField, decode: @escaping @Sendable (DocumentNode) throws(Diagnostic) -> Value) {
        self.declaration = declaration
        self.decode = decode
    }
}

/// Anything that declares a field: a `ControlField` alone (a field read in a way of its own) or a
/// `TypedField`. A kind's field list holds either.
public protocol FieldDeclaring: Sendable {
    /// The field's key, flag and help.
    var declaration: ControlField { get }
}

extension ControlField: FieldDeclaring {
    /// The field itself.
    public var declaration: ControlField { self }

    /// The field, read with `decode`.
    public func reading<Value>(_ decode: @escaping @Sendable (DocumentNode) throws(Diagnostic) -> Value) -> TypedField<Value> {
        TypedField(self, decode: decode)
    }

    /// The field, read as a whole number.
    public var integer: TypedField<Int> { reading { n throws(Diagnostic) in try n.integer() } }
    /// The field, read as a number.
    public var float: TypedField<Float> { reading { n throws(Diagnostic) in try n.float() } }
    /// The field, read as text.
    public var string: TypedField<String> { reading { n throws(Diagnostic) in try n.string() } }
    /// The field, read as `true` or `false`.
    public var bool: TypedField<Bool> { reading { n throws(Diagnostic) in try n.bool() } }
    /// The field, read as a colour (a system colour's name or hex).
    public var color: TypedField<ColorValue> { reading { n throws(Diagnostic) in try n.colorValue() } }
    /// The field, read as a list of its items' nodes.
    public var list: TypedField<[DocumentNode]> { reading { n throws(Diagnostic) in try n.list() } }
    /// The field, read as a map.
    public var map: TypedField<DocumentMap> { reading { n throws(Diagnostic) in try n.map() } }
    /// The field's node as it is, for a field read in a way of its own.
    public var node: TypedField<DocumentNode> { reading { n throws(Diagnostic) in n } }

    /// A choice field: its values are `T`'s raw values, and it reads as a `T`.
    public static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ type: T.Type, keyAliases: [String] = [], flag: String? = nil, flagAliases: [String] = [], valueName: String,
        help: String) -> TypedField<T>
    where T.RawValue == String {
        ControlField(key, keyAliases: keyAliases, flag: flag, flagAliases: flagAliases, valueName: valueName, help: help,
                     choices: T.allCases.map(\.rawValue))
            .reading { n throws(Diagnostic) in try n.oneOf(T.self) }
    }
}
