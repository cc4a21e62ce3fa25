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
            """
    )

    @Argument(help: "The scene JSON file.")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "The PNG to write.")
    var output: String

    @Flag(help: "Compress for size (level 9, adaptive filters) instead of speed.")
    var small = false

    func run() throws {
        do {
            let s = try SceneFile.load(scene)
            try SceneFile.renderPNG(s, to: output, compression: small ? .small : .fast)
            print("wrote \(output) (\(s.pixelWidth)×\(s.pixelHeight) px, \(s.items.count) items)")
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
