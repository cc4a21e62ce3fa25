import ArgumentParser
import ControlKit
import Typeset

/// `controlkit contact-sheet SPEC --goldens DIR -o FILE`: every golden of a spec on one PNG.
struct ContactSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contact-sheet",
        abstract: "Put every golden a spec names on one PNG, each labelled with its name, for review.",
        discussion: """
            Reads DIR/<output name>.png for every figure variant of SPEC (in spec order), scales \
            large ones down to fit a tile, draws a checkerboard under transparent pixels and the \
            name underneath.

            Example:
              controlkit contact-sheet Goldens/page-control/cases.yaml --goldens Goldens/page-control \\
                  -o Goldens/page-control/contact-sheet.png
            """
    )

    @Argument(help: "The spec file naming the goldens.")
    var spec: String

    @Option(help: "The folder holding the golden PNGs.")
    var goldens: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG to write.")
    var output: String

    @Option(help: "An extra folder of fonts for the labels.")
    var fontDir: [String] = []

    func run() throws {
        do {
            let fonts = try FontLibrary(additionalDirectories: fontDir)
            let sheet = try ContactSheet.render(specPath: spec, goldensDirectory: goldens, fonts: fonts)
            try PNG.write(sheet, to: output, compression: .small)
            print("wrote \(output) (\(sheet.width)×\(sheet.height) px)")
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }
}
