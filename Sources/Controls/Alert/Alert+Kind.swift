import Documents

// The alert's entry in the registry: its key, its command and every field it reads from a
// figure file or from flags, defined once.

extension Alert: Control {
    public static let kind = ControlKind(
        key: "alert",
        command: "alert",
        summary: "An alert (UIAlertController, .alert style): title, message, an optional text field and its actions, over a dimmed screen.",
        fields: [
            Field.title, Field.message, Field.actions, Field.textField, Field.tint, Field.dimsBackground,
        ],
        screenPosition: .centre,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render alert --title Delete? --message Undone. --actions Cancel,Delete!destructive --scale 3 -o alert.png",
            "render alert --title Sign-in --text-field Password --actions Cancel!cancel,Join!preferred --appearance dark -o sign-in.png",
            "render alert --title Notifications? --actions Allow,Deny,Later!cancel -o stacked.png",
        ]
    )

    static let actionsHelp = "The buttons, separated by commas, in the order added; a suffix sets the style: "
        + "Delete!destructive (red), Cancel!cancel, OK!preferred (semibold). In files also {title, style, preferred}."
}

extension AlertLayout: ControlLayout {}

extension Alert {
    /// Every field, declared once: key, flag, help and how its value reads.
    enum Field {
        static let title = ControlField("title", valueName: "TEXT",
            help: "The title, in 17 pt semibold, wrapped within the alert.").string
        static let message = ControlField("message", valueName: "TEXT",
            help: "The message under the title, in 13 pt, wrapped within the alert.").string
        static let actions = ControlField("actions", valueName: "ACTIONS", help: Alert.actionsHelp, form: .commaList).list
        static let textField = ControlField("textField", valueName: "PLACEHOLDER",
            help: "A text field between the message and the actions, showing this placeholder; in files also {placeholder, text}.").reading { n throws(Diagnostic) in try Alert.textField(n) }
        static let tint = ControlField("tint", valueName: "COLOR",
            help: "The colour of the actions that are not destructive (default: systemBlue).").color
        static let dimsBackground = ControlField("dimsBackground", valueName: "BOOL",
            help: "false leaves the screen around the alert undimmed (default: true).").bool
    }
}
