import ArgumentParser
import ControlKit
import Controls

/// `controlkit render page-control …`: one page control from flags.
struct RenderPageControlCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page-control",
        abstract: "Render one page control (UIPageControl) from flags.",
        discussion: """
            The same checks as a spec file apply (HIG rules and ranges); an error names the \
            flag, exits with status 1 and writes nothing. COLOR is #RRGGBB, #RRGGBBAA or an iOS \
            system colour name. IMAGE is a built-in symbol: dot, circlebadge.fill, \
            location.fill, bookmark.fill, star.fill, heart.fill.

            Examples:
              controlkit render page-control --pages 12 --current 5 --background prominent \\
                  --interaction idle --scale 3 --appearance dark -o dots.png
              controlkit render page-control --pages 5 --page-image 0=location.fill \\
                  --backdrop systemBlue -o weather.png
              controlkit render page-control --pages 30 --current 15 --backdrop photo.png \\
                  --background prominent --direction rtl --scale 2 -o long.png
            """
    )

    @Option(help: "Number of pages (1…\(PageControl.Metrics.maxPages)).")
    var pages: Int

    @Option(help: "The current page, 0-based.")
    var current = 0

    @Option(help: "Background style: automatic, prominent or minimal.")
    var background = "automatic"

    @Option(help: "Interaction state: idle, tapping or scrubbing.")
    var interaction = "idle"

    @Option(help: "Device pixels per point: 1, 2 or 3.")
    var scale = 3

    @Option(help: "light or dark.")
    var appearance = "light"

    @Option(help: ArgumentHelp("The current page's indicator colour (default: the system's, white).", valueName: "COLOR"))
    var tintCurrent: String?

    @Option(help: ArgumentHelp("The other indicators' colour (default: the system's translucent white).", valueName: "COLOR"))
    var tintOther: String?

    @Option(help: ArgumentHelp("What the control is drawn over: a colour, or a PNG file scaled to cover the figure.",
                               valueName: "COLOR|FILE.png"))
    var backdrop: String?

    @Option(help: ArgumentHelp("The control's width in points (fewer indicators show when it is narrow).", valueName: "POINTS"))
    var width: Float?

    @Option(help: "ltr or rtl (page 0 at the right).")
    var direction = "ltr"

    @Option(help: "The most indicators shown at once (default 10).")
    var maxVisible: Int?

    @Option(help: ArgumentHelp("The image of every page (default: the dot).", valueName: "IMAGE"))
    var indicatorImage: String?

    @Option(help: ArgumentHelp("The image of one page, PAGE=IMAGE; repeat for more pages.", valueName: "PAGE=IMAGE"))
    var pageImage: [String] = []

    @Option(help: "control (the figure is the control) or phone (a phone screen, control near the bottom).")
    var placement = "control"

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG (or, with --emit-scene, JSON) file to write.")
    var output: String

    @Flag(help: "Write the Scene JSON instead of the PNG.")
    var emitScene = false

    @Flag(help: "Treat warnings (HIG advice) as errors.")
    var strict = false

    /// Spec field names → the flags that set them, for messages.
    static let flagNames: [(field: String, flag: String)] = [
        ("pageImages", "--page-image"), ("indicatorImage", "--indicator-image"), ("currentPage", "--current"),
        ("pages", "--pages"), ("background", "--background"), ("interaction", "--interaction"),
        ("tintCurrent", "--tint-current"), ("tintOther", "--tint-other"), ("direction", "--direction"),
        ("maxVisible", "--max-visible"), ("width", "--width"), ("backdrop", "--backdrop"),
        ("output", "--output"), ("scale", "--scale"), ("appearance", "--appearance"), ("placement", "--placement"),
    ]

    /// `figures[0].pageControl.currentPage` → `--current`, `…pageImages[3].color` → `--page-image 3`.
    static func flagField(_ field: String) -> String {
        var rest = field
        for prefix in ["figures[0].pageControl.", "figures[0].", "defaults."] where rest.hasPrefix(prefix) {
            rest = String(rest.dropFirst(prefix.count))
        }
        for (name, flag) in flagNames where rest.hasPrefix(name) {
            let tail = rest.dropFirst(name.count)
            if tail.hasPrefix("["), let close = tail.firstIndex(of: "]") {
                return "\(flag) \(tail[tail.index(after: tail.startIndex) ..< close])"
            }
            return flag
        }
        return rest
    }

    func run() throws {
        do throws(SpecFailure) {
            let (spec, base) = try makeSpec()
            let prepared = try SpecRenderer.prepare(spec, baseDirectory: base, strict: strict, file: "page-control")
            printWarnings(prepared.warnings.map(renamed), file: "page-control")
            guard let variant = prepared.variants.first else { return }
            do {
                if emitScene {
                    try AtomicFile.write(Array(variant.scene.jsonText().utf8), to: output)
                } else {
                    try variant.render().pixmap.writePNG(to: output)
                }
            } catch {
                throw SpecFailure(file: output, SpecIssue(field: "", "\(error)"))
            }
            print("wrote \(output) (\(variant.scene.pixelWidth)×\(variant.scene.pixelHeight) px)")
        } catch {
            printError(SpecFailure(file: error.file, issues: error.issues.map(renamed)).description)
            throw ExitCode.failure
        }
    }

    func renamed(_ issue: SpecIssue) -> SpecIssue {
        var copy = issue
        copy.field = Self.flagField(issue.field)
        return copy
    }

    /// The flags as a one-figure spec, so they get exactly a spec's checks.
    func makeSpec() throws(SpecFailure) -> (Spec, String) {
        func fail(_ flag: String, _ message: String) -> SpecFailure {
            SpecFailure(file: "page-control", SpecIssue(field: flag, message))
        }
        func choice<T: RawRepresentable & CaseIterable>(_ text: String, _ flag: String, _: T.Type) throws(SpecFailure) -> T
        where T.RawValue == String {
            guard let v = T(rawValue: text) else {
                throw fail(flag, "unknown value \"\(text)\" (expected \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return v
        }
        func color(_ text: String?, _ flag: String) throws(SpecFailure) -> ColorValue? {
            guard let text else { return nil }
            do { return try ColorValue(parsing: text) } catch { throw fail(flag, error.description) }
        }
        func image(_ text: String, _ flag: String) throws(SpecFailure) -> IndicatorImage {
            guard let s = Symbols.named(text) else {
                throw fail(flag, "unknown symbol \"\(text)\" (built in: \(Symbols.names.joined(separator: ", ")))")
            }
            return .symbol(s)
        }

        var control = PageControl(pages: pages, currentPage: current)
        control.background = try choice(background, "--background", PageControl.BackgroundStyle.self)
        control.interaction = try choice(interaction, "--interaction", PageControl.InteractionState.self)
        control.direction = try choice(direction, "--direction", PageControl.Direction.self)
        control.tintCurrent = try color(tintCurrent, "--tint-current")
        control.tintOther = try color(tintOther, "--tint-other")
        control.maxVisible = maxVisible
        if let width {
            guard width.isFinite else { throw fail("--width", "\(width) is not a finite number") }
            control.width = width
        }
        if let indicatorImage { control.indicatorImage = try image(indicatorImage, "--indicator-image") }
        for entry in pageImage {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let page = Int(parts[0]) else { throw fail("--page-image", "\"\(entry)\" is not PAGE=IMAGE") }
            control.pageImages[page] = try image(parts[1], "--page-image \(page)")
        }
        guard Spec.allowedScales.contains(scale) else { throw fail("--scale", "\(scale) is not a scale (expected 1, 2 or 3)") }
        let look = try choice(appearance, "--appearance", Appearance.self)
        let place = try choice(placement, "--placement", Placement.self)

        var backdropValue: Backdrop?
        if let backdrop {
            if backdrop.lowercased().hasSuffix(".png") {
                backdropValue = .image(path: backdrop)
            } else {
                backdropValue = .color(try color(backdrop, "--backdrop") ?? .rgba(.clear))
            }
        }
        let figure = SpecFigure(name: "page-control", field: "figures[0]", control: .pageControl(control), scales: [scale],
                                appearances: [look], backdrop: backdropValue, placement: place)
        return (Spec(figures: [figure]), ".")
    }
}
