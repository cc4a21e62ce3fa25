import Documents

// The page control's entry in the registry: its key, its command, and every field it reads
// from a figure file or from flags, defined once.

extension PageControl: Control {
    public static let kind = ControlKind(
        key: "pageControl",
        command: "page-control",
        summary: "A page control (UIPageControl): a row of indicators, one per page, the current one highlighted.",
        fields: [
            ControlField("pages", valueName: "N", help: "Number of pages, 1...\(Metrics.maxPages).", required: true),
            ControlField("currentPage", flagAliases: ["current"], valueName: "N", help: "The current page, 0-based (default: 0)."),
            .choice("backgroundStyle", BackgroundStyle.self, keyAliases: ["background"], flagAliases: ["background"], valueName: "STYLE",
                    help: "When the translucent platter shows: automatic only while scrubbing (default: automatic)."),
            .choice("interaction", InteractionState.self, valueName: "STATE", help: "The interaction the figure shows (default: idle)."),
            ControlField("tintCurrent", valueName: "COLOR", help: "The current page's indicator colour (default: the system's, white)."),
            ControlField("tintOther", valueName: "COLOR", help: "The other indicators' colour (default: the system's translucent white)."),
            ControlField("indicatorImage", valueName: "IMAGE",
                         help: "The image of every page: \(Symbols.names.joined(separator: ", ")) (default: dot)."),
            ControlField("pageImages", flag: "page-image", valueName: "PAGE=IMAGE",
                         help: "The image of one page; repeat for more pages.", form: .keyedValues),
            .choice("direction", Direction.self, valueName: "DIRECTION", help: "rtl puts page 0 at the right (default: ltr)."),
            ControlField("maxVisible", valueName: "N", help: "The most indicators shown at once (default: \(Metrics.maxVisibleIndicators))."),
            ControlField("width", valueName: "POINTS", help: "The control's width in points; fewer indicators show when it is narrow."),
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
