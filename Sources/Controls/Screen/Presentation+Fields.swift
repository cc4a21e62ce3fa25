import Documents
import Raster

// The fields of a screen's presentations, each declared once with how its value reads: the
// decoders ask for these declarations (a field left out of a list or one nothing reads is
// reported), and the unknown-key errors list them. docs/figure-files.md describes them in the
// `present` table.

extension ModalPage {
    /// A presented page's own fields.
    enum Field {
        static let navigationBar = ControlField("navigationBar", valueName: "BAR",
                                                help: "The page's bar: its title alone, or a navigation bar's map.").node
        static let rows = ControlField("rows", valueName: "ROWS",
                                       help: "The page's list rows, top to bottom: a title, or {title, value} for a field.")
            .reading { n throws(Diagnostic) in try n.list().map { r throws(Diagnostic) in try ListRow(from: r) } }
        static let control = ControlField("control", valueName: "CONTROL",
            help: "A control under the rows, centred: a map with one control's key, e.g. {datePicker: {style: wheels}} "
                + "(a picker in a popover; the popover then fits it unless size is given).").node
    }

    /// Every field of a presented page.
    static let fields: [any FieldDeclaring] = [Field.navigationBar, Field.rows, Field.control]
}

extension Sheet {
    /// A sheet's own fields, beside its page's.
    enum Field {
        static let style = ControlField.choice("style", Style.self, valueName: "STYLE", help: "automatic, page or form (default: automatic).")
        static let detent = ControlField.choice("detent", Detent.self, valueName: "DETENT", help: "medium or large (default: large).")
        static let grabber = ControlField("grabber", valueName: "BOOL", help: "true draws the grabber at the sheet's top (default: false).").bool
    }

    /// A sheet's fields: its page's, then how it is presented.
    static let fields: [any FieldDeclaring] = ModalPage.fields + [Field.style, Field.detent, Field.grabber]
}

extension Popover {
    /// A popover's own fields, beside its page's.
    enum Field {
        static let arrow = ControlField.choice("arrow", Arrow.self, valueName: "DIRECTION",
                                               help: "The way the arrow points (default: the side with room).")
        static let size = ControlField("size", valueName: "[W, H]", help: "The bubble's size in points (default: fitted to its control, else 320 × 320).")
            .reading { n throws(Diagnostic) in try Screen.size(n) }
    }

    /// A popover's fields: its page's, then its bubble.
    static let fields: [any FieldDeclaring] = ModalPage.fields + [Field.arrow, Field.size]
}

extension SplitView {
    /// A split view's fields (`split:` on a screen).
    enum Field {
        static let primary = ControlField("primary", valueName: "PAGE",
                                          help: "The primary column: navigationBar, rows and control, as a modal page's.").map
        static let primaryWidth = ControlField("primaryWidth", valueName: "POINTS",
                                               help: "The primary column's width, 240 to 414 pt (default: 320, UIKit's).").float
        static let displayMode = ControlField.choice("displayMode", DisplayMode.self, valueName: "MODE",
            help: "automatic (side by side from 1024 pt wide, the secondary alone below), beside, over or secondary-only (default: automatic).")
    }

    /// Every field of a split view.
    static let fields: [any FieldDeclaring] = [Field.primary, Field.primaryWidth, Field.displayMode]
}

extension Presentation {
    /// The keys of a presentation entry beside its kind's (`{popover: {…}, source: […]}`).
    enum Field {
        static let source = ControlField("source", valueName: "[X, Y, W, H]",
                                         help: "What a popover or an action sheet points at, in the screen's points.").node
        static let frame = ControlField("frame", valueName: "[X, Y, W, H]",
                                        help: "Where a current-context page covers the screen, in points.").node

        /// The entry's field of the kind `kind`: the presentation's own map.
        static func body(_ kind: PresentationKind) -> TypedField<DocumentMap> {
            ControlField(kind.rawValue, valueName: "MAP", help: "The presentation's own fields.").map
        }
    }
}
