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
    public let form: FlagForm

    public init(_ key: String, keyAliases: [String] = [], flag: String? = nil, flagAliases: [String] = [], valueName: String,
                help: String, choices: [String] = [], form: FlagForm = .value) {
        self.key = key
        self.keyAliases = keyAliases
        self.flag = flag ?? Self.kebabCase(key)
        self.flagAliases = flagAliases
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.form = form
    }

    /// A choice field: its values are `T`'s raw values.
    public static func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type, keyAliases: [String] = [],
                                                                  flagAliases: [String] = [], help: String) -> ControlField
    where T.RawValue == String {
        ControlField(key, keyAliases: keyAliases, flagAliases: flagAliases, valueName: key.uppercased(), help: help,
                     choices: T.allCases.map(\.rawValue))
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

    /// Every spelling of the flag, with dashes (`--current-page`, `--current`).
    public var flagSpellings: [String] { ([flag] + flagAliases).map { "--\($0)" } }
}
