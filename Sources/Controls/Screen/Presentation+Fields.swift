import Documents

// The fields of a screen's presentations, each declared once: the decoder reads them through
// `FieldReader` by these keys (a misspelt read or a field nothing reads is reported), and the
// unknown-key errors list them. docs/figure-files.md describes them in the `present` table.

extension ModalPage {
    /// A presented page's own fields.
    static let fields: [ControlField] = [
        ControlField("navigationBar", valueName: "BAR", help: "The page's bar: its title alone, or a navigation bar's map."),
        ControlField("rows", valueName: "ROWS", help: "The page's list rows, top to bottom."),
    ]
}

extension Sheet {
    /// A sheet's fields: its page's, then how it is presented.
    static let fields: [ControlField] = ModalPage.fields + [
        .choice("style", Style.self, valueName: "STYLE", help: "automatic, page or form (default: automatic)."),
        .choice("detent", Detent.self, valueName: "DETENT", help: "medium or large (default: large)."),
        ControlField("grabber", valueName: "BOOL", help: "true draws the grabber at the sheet's top (default: false)."),
    ]
}

extension Popover {
    /// A popover's fields: its page's, then its bubble.
    static let fields: [ControlField] = ModalPage.fields + [
        .choice("arrow", Arrow.self, valueName: "DIRECTION", help: "The way the arrow points (default: the side with room)."),
        ControlField("size", valueName: "[W, H]", help: "The bubble's size in points (default: 320 × 320)."),
    ]
}

extension Presentation {
    /// The keys of a presentation entry beside its kind's (`{popover: {…}, source: […]}`).
    static let entryFields: [ControlField] = [
        ControlField("source", valueName: "[X, Y, W, H]", help: "What a popover or an action sheet points at, in the screen's points."),
        ControlField("frame", valueName: "[X, Y, W, H]", help: "Where a current-context page covers the screen, in points."),
    ]
}
