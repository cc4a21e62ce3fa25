import ArgumentParser
import ControlKit

/// `controlkit scene FILE -o FILE`: a scene file to a PNG.
struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Render a scene file (peers-scene/1 or controlkit-scene/1) to a PNG.",
        discussion: """
            The scene is validated completely before anything is drawn; every error names the \
            file, line and field (for example `shapes.json:14: shapes[12].d: SVG path data: \
            offset 14: …`), and the command exits with status 2 without writing the output.

            Text runs are drawn only with the fonts in the package's Fonts/ folder (or \
            $CONTROLKIT_FONT_DIR) and the folders given with --font-dir; warnings about them \
            (a character no font has, drawn as a box) go to standard error.

            \(HelpText.examples([
                "scene Examples/scenes/shapes.json -o out/shapes.png",
                "scene Examples/scenes/text.json -o out/text.png --small",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The scene JSON file.", valueName: "file"))
    var scene: String

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var fonts: FontOptions

    @Flag(help: "Compress for size (level 9, adaptive filters) instead of speed.")
    var small = false

    func run() throws {
        let path = try output.path(ending: "png", because: "the scene")
        let library: FontLibrary
        do { library = try FontLibrary(additionalDirectories: fonts.fontDirectories) } catch {
            throw DiagnosticList(Diagnostic(.error, "\(error)"))
        }
        let s = try SceneFile.load(scene, fonts: library)
        let warnings: [Diagnostic]
        do {
            warnings = try SceneFile.renderPNG(s, to: path, fonts: library, compression: small ? .small : .fast, protecting: [scene])
        } catch {
            throw error.inFile(scene)
        }
        Console.report(warnings.map { $0.inFile(scene) })
        print("wrote \(path) (\(s.pixelWidth)×\(s.pixelHeight) px, \(Excerpt.count(s.items.count, "item")))")
    }
}
