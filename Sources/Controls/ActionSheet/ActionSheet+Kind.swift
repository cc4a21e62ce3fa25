import Documents

// The action sheet's entry in the registry: its key, its command and every field it reads from
// a figure file or from flags, defined once.

extension ActionSheet: Control {
    public static let kind = ControlKind(
        key: "actionSheet",
        command: "action-sheet",
        summary: "An action sheet (UIAlertController, .actionSheet): a header, a group of actions and Cancel apart, over the dimmed screen.",
        fields: [
            Field.title, Field.message, Field.actions, Field.cancel, Field.tint, Field.width, Field.dimsBackground,
        ],
        screenPosition: .bottomCentre,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render action-sheet --actions Share,Copy --cancel Cancel --scale 3 -o sheet.png",
            "render action-sheet --title Photo --actions Share,Duplicate --cancel Cancel -o titled.png",
            "render action-sheet --actions Copy,Move --cancel Cancel --appearance dark --placement phone -o phone.png",
        ]
    )

    /// What ends an action's text, on the command line or in a list of words, to make it destructive.
    public static let destructiveSuffix = "!destructive"
}

extension ActionSheetLayout: ControlLayout {}

extension ActionSheet {
    /// Every field, declared once: key, flag, help and how its value reads.
    enum Field {
        static let title = ControlField("title", valueName: "TEXT", help: "The header's title, 13 pt (default: none).").string
        static let message = ControlField("message", valueName: "TEXT",
            help: "The header's message under the title, 13 pt, wrapped (default: none).").string
        static let actions = ControlField("actions", valueName: "ACTIONS",
            help: "The actions, top to bottom, separated by commas; the suffix \(ActionSheet.destructiveSuffix) draws one in red (Delete\(ActionSheet.destructiveSuffix)).",
            form: .commaList).list
        static let cancel = ControlField("cancel", valueName: "TEXT",
            help: "The Cancel button's title, in its own group below the actions (default: none).").string
        static let tint = ControlField("tint", valueName: "COLOR",
            help: "The colour of the default actions and of Cancel (default: systemBlue).").color
        static let width = ControlField("width", valueName: "POINTS",
            help: "The screen's width; the sheet keeps 8 pt from each side (default: 390, an iPhone 14).").float
        static let dimsBackground = ControlField("dimsBackground", valueName: "BOOL",
            help: "false leaves the screen behind the sheet undimmed (default: true).").bool
    }
}
