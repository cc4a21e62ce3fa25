import ArgumentParser
import ControlKit

struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Render a scene file (peers-scene/1 or controlkit-scene/1) to a PNG.",
        discussion: """
            The scene is validated completely before anything is drawn; an error names the \
            file and the field (for example `shapes[12].d: SVG path data: offset 14: …`) and \
            exits with status 1 without writing the output.

            Text runs are drawn only with the fonts in the package's Fonts/ folder (or             $CONTROLKIT_FONT_DIR) and the folders given with --font-dir; warnings about them             (a character no font has, drawn as a box) go to standard error.
            """
    )

    @Argument(help: "The scene JSON file.")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "The PNG to write.")
    var output: String

    @Flag(help: "Compress for size (level 9, adaptive filters) instead of speed.")
    var small = false

    @Option(name: .customLong("font-dir"), help: ArgumentHelp("A folder of fonts for text runs, searched after Fonts/ (repeatable).", valueName: "dir"))
    var fontDir: [String] = []

    func run() throws {
        do {
            let fonts = try FontLibrary(additionalDirectories: fontDir)
            let s = try SceneFile.load(scene, fonts: fonts)
            let warnings = try SceneFile.renderPNG(s, to: output, fonts: fonts, compression: small ? .small : .fast)
            for warning in warnings { printError("warning: \(scene): \(warning)") }
            print("wrote \(output) (\(s.pixelWidth)×\(s.pixelHeight) px, \(s.items.count) items)")
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
