import Documents

// The page control's entry in the registry: its key, its command, and every field it reads
// from a figure file or from flags, defined once.

extension PageControl: Control {
    public static let kind = ControlKind(
        key: "pageControl",
        command: "page-control",
        summary: "A page control (UIPageControl): a row of indicators, one per page, the current one highlighted.",
        fields: [
            Field.pages, Field.currentPage, Field.backgroundStyle, Field.interaction, Field.tintCurrent, Field.tintOther,
            Field.indicatorImage, Field.pageImages, Field.direction, Field.maxVisible, Field.width, Field.jog,
        ],
        screenPosition: .bottomCentre,
        defaultBackdrop: DynamicColor(Metrics.defaultBackdrop),
        examples: [
            "render page-control --pages 12 --current-page 5 --background-style prominent --scale 3 --appearance dark -o dots.png",
            "render page-control --pages 5 --page-image 0=location.fill --backdrop systemBlue -o weather.png",
            "render page-control --pages 30 --current-page 15 --background-style prominent --direction rtl --scale 2 -o long.png",
        ]
    )
}

extension PageControlLayout: ControlLayout {}

extension PageControl {
    /// Every field of the page control, declared once: key, flag, help and how its value reads.
    enum Field {
        static let pages = ControlField("pages", valueName: "N", help: "Number of pages, 1...\(Metrics.maxPages).", required: true).integer
        static let currentPage = ControlField("currentPage", flagAliases: ["current"], valueName: "N",
                                              help: "The current page, 0-based (default: 0).").integer
        static let backgroundStyle = ControlField.choice(
            "backgroundStyle", BackgroundStyle.self, keyAliases: ["background"], flagAliases: ["background"], valueName: "STYLE",
            help: "When the translucent platter shows: automatic only while scrubbing (default: automatic).")
        static let interaction = ControlField.choice("interaction", InteractionState.self, valueName: "STATE",
                                                     help: "The interaction the figure shows (default: idle).")
        static let tintCurrent = ControlField("tintCurrent", valueName: "COLOR",
                                              help: "The current page's indicator colour (default: the system's, white).").color
        static let tintOther = ControlField("tintOther", valueName: "COLOR",
                                            help: "The other indicators' colour (default: the system's translucent white).").color
        /// Read in a way of its own: custom images share one budget of outline points.
        static let indicatorImage = ControlField("indicatorImage", valueName: "IMAGE",
                                                 help: "The image of every page: \(Symbols.names.joined(separator: ", ")) (default: dot).").node
        static let pageImages = ControlField("pageImages", flag: "page-image", valueName: "PAGE=IMAGE",
                                             help: "The image of one page; repeat for more pages.", form: .keyedValues).map
        static let direction = ControlField.choice("direction", Direction.self, valueName: "DIRECTION",
                                                   help: "rtl puts page 0 at the right (default: ltr).")
        static let maxVisible = ControlField("maxVisible", valueName: "N",
                                             help: "The most indicators shown at once (default: \(Metrics.maxVisibleIndicators)).").integer
        static let jog = ControlField("jog", valueName: "POINTS",
            help: "While scrubbing past the shown indicators: how far the finger pulls along the row, −20…20 pt (right is "
                + "positive); the platter and indicators slide that far and the platter stretches (default: 0).").float
        static let width = ControlField("width", valueName: "POINTS",
                                        help: "The control's width in points; fewer indicators show when it is narrow.").float
    }
}
