import Documents
import Raster

// The navigation bar's entry in the registry: its key, its command and every field it reads
// from a figure file or from flags, defined once.

extension NavigationBar: Control {
    /// The status bar field's values: none, or a device family.
    enum StatusBarChoice: String, CaseIterable, Sendable {
        case none, homeButton = "home-button", notch, dynamicIsland = "dynamic-island", iPad = "ipad"

        var family: DeviceFamily? {
            switch self {
            case .none: nil
            case .homeButton: .homeButton
            case .notch: .notch
            case .dynamicIsland: .dynamicIsland
            case .iPad: .iPad
            }
        }
    }

    public static let kind = ControlKind(
        key: "navigationBar",
        command: "navigation-bar",
        summary: "A navigation bar (UINavigationBar): standard or large title, back button, bar button items, status bar.",
        fields: [
            Field.title, Field.largeTitle, Field.backTitle, Field.leadingItems, Field.trailingItems, Field.titleSegments,
            Field.selectedTitleSegment, Field.statusBar, Field.background, Field.barTint, Field.tint, Field.width,
            Field.direction, Field.backIndicator, Field.backIndicatorMask,
        ],
        screenPosition: .top,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render navigation-bar --title Settings --large --status-bar none --scale 3 -o large.png",
            "render navigation-bar --title Settings --back Back --trailing add --status-bar none --scale 3 -o standard.png",
            "render navigation-bar --title Inbox --back Mailboxes --trailing edit --status-bar dynamic-island --appearance dark -o inbox.png",
            "render navigation-bar --title-segments Day,Week,Month --selected-title-segment 1 --trailing add -o segmented-title.png",
            "render navigation-bar --title Events --large --trailing date:2024-01-05 --status-bar dynamic-island --scale 3 -o date-item.png",
            "render navigation-bar --design glass --title History --trailing text:Clear --scale 3 -o glass.png",
        ]
    )

    static let itemsHelp = "Bar button items, separated by commas: a system item (edit, done, cancel, save), a built-in glyph "
        + "(add, share, …), text:WORDS, done:WORDS (semibold), space:POINTS, date:YYYY-MM-DD[THH:MM] (a compact date picker), "
        + "image:FILE (an app's PNG or SVG, drawn in the tint at its size in points; a PNG's scale from its name, icon@3x.png), "
        + "or any other text; a leading ! draws it disabled."
}

extension NavigationBar {
    /// Every field, declared once: key, flag, help and how its value reads.
    enum Field {
        static let title = ControlField("title", valueName: "TEXT", help: "The title.").string
        static let largeTitle = ControlField("largeTitle", flagAliases: ["large"], valueName: "BOOL",
            help: "A large-title bar (44 + 52 pt, the title at the leading edge); in files true or false.",
            form: .presence).bool
        static let backTitle = ControlField("backTitle", keyAliases: ["back"], flagAliases: ["back"], valueName: "TEXT",
            help: "The previous screen's title for the back button (\"\" for the chevron alone); falls back to \"Back\", then to the chevron, when it does not fit.").string
        static let leadingItems = ControlField("leadingItems", keyAliases: ["leading"], flagAliases: ["leading"],
            valueName: "ITEMS", help: NavigationBar.itemsHelp, form: .commaList).list
        static let trailingItems = ControlField("trailingItems", keyAliases: ["trailing"], flagAliases: ["trailing"],
            valueName: "ITEMS", help: NavigationBar.itemsHelp + " From the trailing edge inwards.", form: .commaList).list
        static let titleSegments = ControlField("titleSegments", valueName: "SEGMENTS",
            help: "A segmented control in the title's place, its segments separated by commas.",
            form: .commaList).reading { n throws(Diagnostic) in try n.list().map { s throws(Diagnostic) in try s.string() } }
        static let selectedTitleSegment = ControlField("selectedTitleSegment", valueName: "N",
            help: "The title segmented control's selected segment, 0-based (default: 0).").integer
        static let statusBar = ControlField.choice("statusBar", StatusBarChoice.self, valueName: "FAMILY",
            help: "The status bar above the bar, for a device family; none draws the bar alone (default: none).")
        static let background = ControlField.choice("background", Background.self, valueName: "STYLE",
            help: "automatic: scroll-edge under a large title, standard under an inline one; standard: material and hairline (content under the bar); scroll-edge: transparent; opaque (default: automatic).")
        static let barTint = ControlField("barTint", valueName: "COLOR",
            help: "A colour for the bar's background in place of the system's.").color
        static let tint = ControlField("tint", valueName: "COLOR",
            help: "The back button's and the items' colour (default: systemBlue).").color
        static let width = ControlField("width", valueName: "POINTS",
            help: "The bar's width (default: 390, an iPhone 14).").float
        static let backIndicator = ControlField("backIndicator", valueName: "FILE",
            help: "An app's PNG or SVG in place of the back chevron (backIndicatorImage), in the tint; give its mask too.")
            .reading { n throws(Diagnostic) in try ImageFileReader.image(try n.string(), rendering: .template, at: n) }
        static let backIndicatorMask = ControlField("backIndicatorMask", valueName: "FILE",
            help: "The back indicator's transition mask (backIndicatorTransitionMaskImage): not drawn, but the HIG asks for it.")
            .reading { n throws(Diagnostic) in try ImageFileReader.image(try n.string(), rendering: .template, at: n) }
        static let direction = ControlField.choice("direction", Direction.self, valueName: "DIRECTION",
            help: "rtl mirrors the bar (default: ltr).")
    }
}
