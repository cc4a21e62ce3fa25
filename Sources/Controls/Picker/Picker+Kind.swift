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
        fields: [
            ControlField("components", valueName: "COMPONENT", help: "The wheels, left to right.", required: true, items: [
                ControlField("rows", valueName: "ROWS", help: "A component's rows, separated by commas (in files a list of text or "
                             + "{text, swatch, symbol}).", form: .commaList),
                ControlField("selectedRow", keyAliases: ["selected"], flag: "selected", valueName: "N",
                             help: "The row in the band, 0-based (default: 0)."),
                ControlField("width", flag: "component-width", valueName: "POINTS", help: "The component's width (default: an equal share)."),
                .choice("alignment", TextAlignment.self, flag: "align", valueName: "ALIGNMENT", help: "The rows' text alignment (default: center)."),
                ControlField("enabled", flag: "enabled", valueName: "BOOL", help: "false draws the component disabled, at alpha 0.4 (default: true)."),
                ControlField("offset", valueName: "ROWS", help: "The wheel turned past the selected row, −0.5...0.5 rows (default: 0)."),
            ]),
            ControlField("width", valueName: "POINTS", help: "The picker's width (default: 320)."),
            ControlField("height", valueName: "POINTS", help: "The picker's height: 216, 180 or 162 (default: 216)."),
        ],
        screenPosition: .bottomCentre,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render picker --rows Red,Orange,Yellow,Green,Blue,Indigo,Violet --selected 3 --width 375 --scale 3 -o picker.png",
            "render picker --rows A,B,C --rows 1,2,3,4 --selected 1 --selected 2 --appearance dark -o two.png",
        ]
    )
}
