import Documents

/// A control's entry in the registry: the names it goes by, the fields it reads (once, for
/// files and flags alike) and where it sits when a figure places it on a screen.
public struct ControlKind: Sendable {
    /// The key a figure holds the control under (`pageControl`).
    public let key: String
    /// The `controlkit render <command>` name (`page-control`).
    public let command: String
    /// One line for `--help` and lists of controls (`A page control (UIPageControl): …`).
    public let summary: String
    /// Every field the control reads, in the order `--help` lists them.
    public let fields: [ControlField]
    /// Where a screen figure puts the control.
    public let screenPosition: ScreenPosition
    /// Command lines for `render <command> --help`, without the leading `controlkit`.
    public let examples: [String]
    /// What a figure of the control alone is drawn over when it names no backdrop: something
    /// its parts show on. nil: transparent (for controls that draw their own background).
    public let defaultBackdrop: DynamicColor?

    /// A control's entry from its parts; without a `defaultBackdrop` a figure of the control alone
    /// is transparent.
    public init(key: String, command: String, summary: String, fields: [any FieldDeclaring], screenPosition: ScreenPosition,
                defaultBackdrop: DynamicColor? = nil, examples: [String] = []) {
        self.defaultBackdrop = defaultBackdrop
        self.key = key
        self.command = command
        self.summary = summary
        self.fields = fields.map(\.declaration)
        self.screenPosition = screenPosition
        self.examples = examples
    }

    /// Every key a figure file may use in the control's map, older spellings included.
    public var acceptedKeys: [String] { fields.flatMap { [$0.key] + $0.keyAliases } }

    /// The field read from `key` or one of its older spellings.
    public func field(forKey key: String) -> ControlField? {
        fields.first { $0.key == key || $0.keyAliases.contains(key) }
    }

    /// An error for each key of `map` that is not one of the control's fields.
    public func unknownKeys(in map: DocumentMap) -> [Diagnostic] { map.unknownKeys(acceptedKeys) }
}

/// Where a control goes when a figure places it on a phone screen: composition reads this
/// instead of knowing which control it places.
public enum ScreenPosition: Hashable, Sendable {
    /// Centred horizontally, its bottom edge on the bottom of the safe area (above the home
    /// indicator): where the HIG puts a page control.
    case bottomCentre
    /// At the top of the screen, its leading edge on the screen's: a bar (its status bar, if
    /// it draws one, then at the very top).
    case top
    /// Centred on the screen both ways: a modal view such as an alert, whose own frame is a
    /// strip of the screen around it.
    case centre
    /// The control is a whole screen itself (`Screen`): a phone placement draws it as it is.
    case wholeScreen
}
