import ArgumentParser
import ControlKit

/// `controlkit contact-sheet FILE --goldens DIR -o FILE`: every golden of a figure file on one PNG.
struct ContactSheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contact-sheet",
        abstract: "Put every golden a figure file names on one PNG, each labelled with its name, for review.",
        discussion: """
            Reads DIR/<output name>.png for every figure variant of FILE (in file order), scales \
            large ones down to fit a tile, draws a checkerboard under transparent pixels and the \
            name underneath.

            \(HelpText.examples([
                "contact-sheet Goldens/page-control/cases.yaml --goldens Goldens/page-control -o Goldens/page-control/contact-sheet.png",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The figure file naming the goldens.", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The folder holding the golden PNGs.", valueName: "dir"))
    var goldens: String

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var fonts: FontOptions

    func run() throws {
        let path = try output.path(ending: "png", because: "the sheet")
        let library: FontLibrary
        do { library = try FontLibrary(additionalDirectories: fonts.fontDirectories) } catch {
            throw DiagnosticList(Diagnostic(.error, "\(error)"))
        }
        let plan = try FigurePlan.load(file)
        let sheet = try ContactSheet.render(plan: plan, goldensDirectory: goldens, fonts: library)
        try OutputSet.writePNG(sheet, to: path, compression: .small,
                               protecting: plan.inputs + ContactSheet.goldenPaths(of: plan, in: goldens))
        print("wrote \(path) (\(sheet.width)×\(sheet.height) px)")
    }
}
