import ArgumentParser
import ControlKit
import Foundation

extension GlyphBalance: ExpressibleByArgument {}
extension GlyphOptions.Fit: ExpressibleByArgument {}
extension GlyphOptions.Canvas: ExpressibleByArgument {}

/// `controlkit glyph FILE.svg… | DIR --out DIR`: bar glyphs at @2x and @3x as Xcode image sets.
struct GlyphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glyph",
        abstract: "Make navigation-bar glyphs from SVG files: fitted to 24 pt, balanced, checked, at @2x and @3x, as Xcode image sets.",
        discussion: """
            Each SVG (a folder's *.svg files, sorted by name) becomes NAME.imageset/ with \
            NAME@2x.png, NAME@3x.png and a Contents.json Xcode reads (template rendering by \
            default). --catalog makes the output folder an .xcassets catalog with its own \
            Contents.json; --png writes plain NAME@2x.png files instead.

            Sizes follow Apple's navigation-bar guideline: the ink (not the viewBox) is fitted \
            to the 24 × 24 pt target and then balanced so that glyphs of different shapes look \
            equally big (by the area of the ink's convex hull), never past the 28 × 28 pt \
            maximum. Every image of a run has the same canvas, the maximum box, so glyphs line \
            up in a bar. --fit viewbox keeps the artwork's own margins instead (for art already \
            drawn to a grid). See docs/glyphs.md.

            A table of every glyph goes to standard output; the checks (ink over the maximum, \
            ink much smaller than the target, strokes under one pixel at @2x, colours in a \
            template, an empty glyph) go to standard error as warnings, or errors with \
            --strict. Files are written together at the end: on an error nothing is written.

            Built-in bar glyphs (drawn for ControlKit): \(BarGlyph.names.joined(separator: ", ")).

            \(HelpText.examples([
                "glyph Examples/glyphs --out Assets.xcassets --catalog",
                "glyph Examples/glyphs/circle.svg Examples/glyphs/ring.svg --out out/glyphs --png --sheet out/glyphs/sheet.png",
                "glyph --builtin all --out out/bar-glyphs --png",
                "glyph Examples/glyphs --out out/icons --balance none --snap --color systemBlue --dark-color systemTeal",
                "glyph Examples/back-indicator --mask back-arrow=Examples/back-indicator/back-arrow-mask.svg --out out/back-indicator",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("SVG files, or folders of them.", valueName: "svg-or-dir"))
    var inputs: [String] = []

    @Option(help: ArgumentHelp("A built-in glyph to include, or `all` (repeatable).", valueName: "name"))
    var builtin: [String] = []

    @OptionGroup var output: OutputFolderOptions

    @Flag(help: "Make the output folder an .xcassets catalog (adds its Contents.json).")
    var catalog = false

    @Flag(help: "Write plain PNG files (NAME@2x.png) instead of image sets.")
    var png = false

    @Option(help: ArgumentHelp("The target box's side, in points.", valueName: "pt"))
    var target: Float = BarGlyphSize.target

    @Option(help: ArgumentHelp("The maximum box's side, in points.", valueName: "pt"))
    var maximum: Float = BarGlyphSize.maximum

    @Option(help: ArgumentHelp("The scales to render, comma-separated.", valueName: "list"))
    var scales: String = "2,3"

    @Option(help: "What is fitted to the target: the ink, or the artwork's viewBox.")
    var fit: GlyphOptions.Fit = .ink

    @Option(help: "How glyphs of different shapes are evened out: area-extent by default; none with --fit viewbox.")
    var balance: GlyphBalance?

    @Option(help: "The image canvas: the maximum box (all glyphs alike), the target box, or the ink's box.")
    var canvas: GlyphOptions.Canvas = .maximum

    @Option(help: ArgumentHelp("Transparent margin around the canvas, in points.", valueName: "pt"))
    var padding: Float = 0

    @Flag(help: "Snap each scale's ink box to whole device pixels, so 1 pt strokes stay crisp.")
    var snap = false

    @Option(help: ArgumentHelp("`template` (black, tinted by the app), `original` (the SVG's colours), or a colour (#RRGGBB or a system colour name).", valueName: "color"))
    var color: String = "template"

    @Option(name: .customLong("dark-color"), help: ArgumentHelp("With a --color colour: another colour for dark appearance (adds dark images).", valueName: "color"))
    var darkColor: String?

    @Option(help: ArgumentHelp("A back indicator's transition mask, NAME=FILE.svg (repeatable): drawn on glyph NAME's canvas with its placement (the SVG in the same coordinates) and written beside it as NAME-mask, the pair UIKit's backIndicatorImage and backIndicatorTransitionMaskImage take.", valueName: "name=svg"))
    var mask: [String] = []

    @Option(help: ArgumentHelp("Also write a review sheet: every glyph at each scale on light and dark bars.", valueName: "file.png"))
    var sheet: String?

    @OptionGroup var strictness: StrictOption
    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if inputs.isEmpty && builtin.isEmpty { throw ValidationError("give SVG files or folders, or --builtin NAME") }
        if catalog && png { throw ValidationError("--catalog and --png exclude each other: a catalog holds image sets") }
        if fit == .viewBox, let balance, balance != .none { throw ValidationError("--balance \(balance.rawValue) applies to --fit ink; a viewBox fit keeps the artwork's own balance") }
        if darkColor != nil, ["template", "original"].contains(color) { throw ValidationError("--dark-color needs a --color colour") }
        for m in mask where GlyphExport.MaskPair(argument: m) == nil {
            throw ValidationError("--mask \(m): expected NAME=FILE.svg, the indicator glyph's name and its mask's SVG")
        }
        if let sheet, !sheet.lowercased().hasSuffix(".png") { throw ValidationError("--sheet \(sheet): the sheet is written as .png; name the file *.png") }
        try output.checkIsFolder()
    }

    func options() throws -> GlyphOptions {
        var options = GlyphOptions()
        options.target = target
        options.maximum = maximum
        let parsed = scales.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 != nil }) else { throw ValidationError("--scales \(scales): expected scales among 1, 2 and 3, comma-separated (2,3)") }
        options.scales = parsed.map { $0! }
        options.fit = fit
        options.balance = balance ?? (fit == .viewBox ? .none : .areaExtent)
        options.canvas = canvas
        options.padding = padding
        options.snapToPixels = snap
        switch color {
        case "template": options.coloring = .template
        case "original": options.coloring = .original
        default:
            guard let light = ColorArgument(argument: color) else { throw ValidationError("--color \(color): give template, original, #RRGGBB[AA] or a system colour name") }
            let dark = try darkColor.map { text -> ColorValue in
                guard let c = ColorArgument(argument: text) else { throw ValidationError("--dark-color \(text): give #RRGGBB[AA] or a system colour name") }
                return c.value
            }
            options.coloring = .color(light: light.value.resolved(for: .light), dark: dark?.resolved(for: .dark))
        }
        if let problem = options.problem {
            let given = ["target": "\(target)", "maximum": "\(maximum)", "padding": "\(padding)", "scales": scales][problem.setting] ?? ""
            throw ValidationError("--\(problem.setting) \(given): \(problem.message)")
        }
        return options
    }

    func run() throws {
        let options = try options()
        let pairs = mask.compactMap(GlyphExport.MaskPair.init(argument:))
        // A mask in a folder of glyphs is not a glyph of its own.
        let maskFiles = Set(pairs.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path })
        let files = (inputs.isEmpty ? [] : try GlyphExport.svgFiles(in: inputs))
            .filter { !maskFiles.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        let imported = try GlyphExport.artworks(svgFiles: files)
        let builtInNames = builtin.contains("all") ? BarGlyph.names : builtin
        let artworks = imported.artworks + (try GlyphExport.artworks(builtIn: builtInNames))
        let results = try GlyphExport.pairingMasks(GlyphExport.make(artworks, options: options), with: pairs, options: options)

        let findings = imported.warnings + results.flatMap(\.diagnostics)
        let reported = strictness.strict ? findings.map(\.asError) : findings
        // An error writes nothing, the table included (the convention: nothing on standard
        // output when the command fails); each error names its file.
        if reported.contains(where: \.isError) { throw DiagnosticList(reported) }
        print(TextTable.render(header: GlyphResult.tableHeader, rows: results.map(\.tableRow)))
        Console.report(reported)
        let layout: GlyphFiles.Layout = png ? .png : .imageSets(catalog: catalog)
        let library: FontLibrary?
        if sheet != nil {
            do { library = try FontLibrary(additionalDirectories: fonts.fontDirectories) } catch { throw DiagnosticList(Diagnostic(.error, "\(error)")) }
        } else {
            library = nil
        }
        let written = try GlyphExport.write(results, to: output.out, layout: layout, options: options, sheet: sheet, fonts: library,
                                            protecting: files + pairs.map(\.file))
        let what = png ? Excerpt.count(results.count, "glyph") : Excerpt.count(results.count, "image set")
        print("wrote \(what) (\(Excerpt.count(written.count, "file"))) to \(output.out)" + (sheet.map { " and the sheet \($0)" } ?? ""))
    }
}
