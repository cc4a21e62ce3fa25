import Documents

// The segmented control's entry in the registry: its key, its command and every field it
// reads from a figure file or from flags, defined once.

extension SegmentedControl: Control {
    public static let kind = ControlKind(
        key: "segmentedControl",
        command: "segmented-control",
        summary: "A segmented control (UISegmentedControl, iOS 13+ look): equal segments on a track, the selected one on a raised thumb.",
        fields: [
            Field.segments, Field.selectedSegment, Field.disabledSegments, Field.enabled, Field.selectedTint,
            Field.direction, Field.width, Field.height,
        ],
        screenPosition: .bottomCentre,
        defaultBackdrop: SystemColors.systemBackground,
        examples: [
            "render segmented-control --segments Day,Week,Month --selected 1 --scale 3 -o segmented.png",
            "render segmented-control --segments List,Grid,Map,Photos --selected 0 --disabled-segments 2 --appearance dark -o four.png",
            "render segmented-control --segments Day,Week,Month --selected 2 --direction rtl --width 300 -o rtl.png",
        ]
    )
}

extension SegmentedControlLayout: ControlLayout {}

extension SegmentedControl {
    /// Every field, declared once: key, flag, help and how its value reads.
    enum Field {
        static let segments = ControlField("segments", valueName: "TITLES",
            help: "The segments' titles, separated by commas, segment 0 first.", form: .commaList, required: true).node
        static let selectedSegment = ControlField("selectedSegment", keyAliases: ["selected"], flagAliases: ["selected"],
            valueName: "N",
            help: "The selected segment, 0-based, or none (default: none, as UIKit's noSegment).").reading { n throws(Diagnostic) in try SegmentedControl.selection(n) }
        static let disabledSegments = ControlField("disabledSegments", valueName: "N,N",
            help: "The segments drawn disabled, 0-based, separated by commas.", form: .commaList).list
        static let enabled = ControlField("enabled", valueName: "BOOL",
            help: "false draws every segment disabled (default: true).").bool
        static let selectedTint = ControlField("selectedTint", valueName: "COLOR",
            help: "The thumb's colour, UIKit's selectedSegmentTintColor (default: white; systemGray2 in dark).").color
        static let direction = ControlField.choice("direction", Direction.self, valueName: "DIRECTION",
            help: "rtl puts segment 0 at the right (default: ltr).")
        static let width = ControlField("width", valueName: "POINTS",
            help: "The control's width, shared equally by the segments (default: fitted to the titles).").float
        static let height = ControlField("height", valueName: "POINTS",
            help: "The control's height, at least \(Int(Metrics.minHeight)) (default: 32).").float
    }
}
