import Documents

// The screen's entry in the registry: its key, its command and every field it reads from a
// figure file or from flags, defined once.

extension Screen: Control {
    public static let kind = ControlKind(
        key: "screen",
        command: "screen",
        summary: "A whole device screen (iPhone or iPad): status bar, navigation bar, rows, placed controls and presentations over them.",
        fields: [
            Field.device, Field.split, Field.navigationBar, Field.rows, Field.place, Field.present, Field.homeIndicator,
        ],
        screenPosition: .wholeScreen,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render screen --navigation-bar Inbox --rows Work,Family,Travel --present sheet --scale 2 -o sheet.png",
            "render screen --device ipad --navigation-bar Notes --rows Today,Yesterday --present sheet -o form-sheet.png",
            "render screen --navigation-bar Photos --present alert --appearance dark -o alert.png",
        ]
    )

    static let placeHelp = "Controls placed where their kind goes (a page control near the bottom), by their figure-file keys; "
        + "in files a list of control maps, e.g. [{pageControl: {pages: 3}}]; {datePicker: {…}, below: 1} shows a control in context, "
        + "under row 1 as its editor."

    static let presentHelp = "Presentations, each over the one before: " + PresentationKind.allCases.map(\.rawValue).joined(separator: ", ")
        + "; a word gives the default of its kind, in files a map such as {sheet: {detent: medium, grabber: true, navigationBar: …, rows: […]}}."
}

/// The presentations a figure file names, by their keys.
public enum PresentationKind: String, CaseIterable, Sendable {
    /// A sheet: a page or form sheet by the device's width (`Sheet`).
    case sheet
    /// A full-screen cover (`UIModalPresentationStyle.fullScreen`).
    case fullScreen
    /// An alert (`Alert`).
    case alert
    /// An action sheet, or on an iPad its popover (`ActionSheet`).
    case actionSheet
    /// A popover at its source (`Popover`).
    case popover
    /// A page over part of the screen (`UIModalPresentationStyle.currentContext`).
    case currentContext
}


extension Screen {
    /// Every field, declared once: key, flag, help and how its value reads.
    enum Field {
        static let device = ControlField.choice("device", ScreenDevice.self, valueName: "DEVICE",
            help: "The device: notch (390 × 844, default), dynamic-island (393 × 852), home-button (375 × 667), ipad (820 × 1180), "
                + "ipad-landscape (1180 × 820).")
        static let navigationBar = ControlField("navigationBar", valueName: "TITLE",
            help: "The app's navigation bar: its title; in files also a navigationBar map (title, largeTitle, items…).").node
        static let rows = ControlField("rows", valueName: "ROWS", help: "List rows under the bar, separated by commas; in files a row is a title or {title, value} (a field with its value).",
            form: .commaList).list
        static let place = ControlField("place", valueName: "CONTROLS", help: Screen.placeHelp, form: .commaList).list
        static let present = ControlField("present", valueName: "PRESENTATIONS", help: Screen.presentHelp,
            form: .commaList).list
        static let split = ControlField("split", valueName: "MAP",
            help: "An iPad split view: {primary: {navigationBar: …, rows: […]}, primaryWidth: 320, displayMode: automatic}; the "
                + "screen's own bar, rows and controls are its secondary column (files only).").map
        static let homeIndicator = ControlField("homeIndicator", valueName: "BOOL",
            help: "false hides the home indicator (default: true on devices that have one).").bool
    }
}
