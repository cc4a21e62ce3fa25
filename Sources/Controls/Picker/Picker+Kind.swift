import Documents
import Raster
import Typeset

// The picker's entry in the registry: its key, its command and every field it reads from a
// figure file or from flags, defined once.

extension Picker: Control {
    public static let kind = ControlKind(
        key: "picker",
        command: "picker",
        summary: "A picker (UIPickerView): wheels of rows, the selected row of each in a rounded band.",
        fields: [Field.components, Field.width, Field.height],
        screenPosition: .bottomCentre,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render picker --rows Red,Orange,Yellow,Green,Blue,Indigo,Violet --selected 3 --width 375 --scale 3 -o picker.png",
            "render picker --rows A,B,C --rows 1,2,3,4 --selected 1 --selected 2 --appearance dark -o two.png",
        ]
    )
}

extension Picker {
    /// Every field of the picker, declared once: key, flag, help and how its value reads.
    enum Field {
        /// Read item by item, each component's map through `Component.Field`.
        static let components = ControlField("components", valueName: "COMPONENT", help: "The wheels, left to right.", required: true,
                                             items: Component.Field.all).list
        static let width = ControlField("width", valueName: "POINTS", help: "The picker's width (default: 320).").float
        static let height = ControlField("height", valueName: "POINTS", help: "The picker's height: 216, 180 or 162 (default: 216).").float
    }
}

extension Picker.Component {
    /// Every field of one component, declared once; their flags are given once per component.
    enum Field {
        static let rows = ControlField("rows", valueName: "ROWS", help: "A component's rows, separated by commas (in files a list of text or "
                                       + "{text, swatch, symbol}).", form: .commaList).list
        static let selectedRow = ControlField("selectedRow", keyAliases: ["selected"], flag: "selected", valueName: "N",
                                              help: "The row in the band, 0-based (default: 0).").integer
        static let width = ControlField("width", flag: "component-width", valueName: "POINTS",
                                        help: "The component's width (default: an equal share).").float
        static let alignment = ControlField.choice("alignment", TextAlignment.self, flag: "align", valueName: "ALIGNMENT",
                                                   help: "The rows' text alignment (default: center).")
        static let enabled = ControlField("enabled", flag: "enabled", valueName: "BOOL",
                                          help: "false draws the component disabled, at alpha 0.4 (default: true).").bool
        static let offset = ControlField("offset", valueName: "ROWS",
                                         help: "The wheel turned past the selected row, −0.5...0.5 rows (default: 0).").float
        static let all: [any FieldDeclaring] = [rows, selectedRow, width, alignment, enabled, offset]
    }
}
