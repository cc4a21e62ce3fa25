/// One field a control reads, defined once: its key in figure files, its flag on the command
/// line (`currentPage` → `--current-page`), what its value looks like and what it means. The
/// figure-file decoder and the flag command both read from this, so a name, a list of values or
/// a help text is written in one place.
public struct ControlField: Sendable {
    /// How a flag's values become the field's value in the document tree.
    public enum FlagForm: Sendable {
        /// `--pages 12` → `pages: 12`.
        case value
        /// `--page-image 0=location.fill`, repeatable → `pageImages: {0: location.fill}`.
        case keyedValues
        /// `--rows "A,B,C"` → `rows: [A, B, C]` (the value split at commas).
        case commaList
        /// `--large` → `largeTitle: true`: a switch that takes no value (`--large=false` too).
        case presence
    }

    /// The key in figure files (`currentPage`).
    public let key: String
    /// Older spellings of the key that files may still use (`background` for `backgroundStyle`).
    public let keyAliases: [String]
    /// The long flag without dashes; by default the key in kebab case (`current-page`).
    public let flag: String
    /// Older flag spellings that still work (`current`).
    public let flagAliases: [String]
    /// What `--help` shows as the value (`N`, `COLOR`, `PAGE=IMAGE`).
    public let valueName: String
    /// One line for `--help`.
    public let help: String
    /// The values a choice field accepts, for `--help`; empty for open fields.
    public let choices: [String]
    /// How the flag's values become the field's value.
    public let form: FlagForm
    /// Whether a figure must give the field (`pages`); the decoder reports it missing.
    public let required: Bool
    /// For a list of maps (a picker's `components`): the fields of each item. Their flags are
    /// given once per item, in order: the second `--rows` fills the second component.
    public let items: [ControlField]

    /// A field under `key`; `items` are the fields of each item when it is a list of maps.
    public init(_ key: String, keyAliases: [String] = [], flag: String? = nil, flagAliases: [String] = [], valueName: String,
                help: String, choices: [String] = [], form: FlagForm = .value, required: Bool = false, items: [any FieldDeclaring] = []) {
        self.key = key
        self.required = required
        self.items = items.map(\.declaration)
        self.keyAliases = keyAliases
        self.flag = flag ?? Self.kebabCase(key)
        self.flagAliases = flagAliases
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.form = form
    }

    /// `currentPage` → `current-page`.
    public static func kebabCase(_ key: String) -> String {
        var out = ""
        for c in key {
            if c.isUppercase {
                out += "-" + c.lowercased()
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// Every spelling of the flag, with dashes (`--current-page`, `--current`); none for a list
    /// of maps, whose items' fields have the flags.
    public var flagSpellings: [String] { items.isEmpty ? ([flag] + flagAliases).map { "--\($0)" } : [] }

    /// The field of an item of this list read from `key` or an older spelling.
    public func itemField(forKey key: String) -> ControlField? {
        items.first { $0.key == key || $0.keyAliases.contains(key) }
    }

    /// Every key an item of this list may have.
    public var acceptedItemKeys: [String] { items.flatMap { [$0.key] + $0.keyAliases } }
}
