import ArgumentParser
import ControlKit
import Foundation

/// `controlkit render FILE --out DIR`: every figure and variant of a figure file.
struct RenderFiguresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figures",
        abstract: "Render every figure of a figure file (YAML or JSON), one PNG per figure and variant.",
        discussion: """
            `controlkit render FILE --out DIR` is the same as `controlkit render figures FILE --out DIR`.
            Every figure is checked (HIG rules, ranges, colours, output names) before anything is \
            drawn: a file with an error prints every error, naming the file, line and field \
            (cases.yaml:12: figures[3].pageControl.currentPage: 12 is outside 0..<10), exits with \
            status 2 and writes nothing. Warnings are printed and do not stop the render unless \
            --strict is given. A progress line goes to standard error for each file; the files \
            written are printed on standard output. Output names follow the file's `output` \
            pattern (default {name}-{appearance}-{scale}x.png) and never leave DIR. Figure files \
            are described in docs/figure-files.md.

            \(HelpText.examples([
                "render Examples/page-control.yaml --out out/examples",
                "render Examples/page-control.yaml --out out/examples --strict",
                "render Examples/page-control.json --out out/scenes --emit-scene",
            ]))
            """,
        aliases: ["spec"]
    )

    @Argument(help: ArgumentHelp("The figure file (.yaml, .yml or .json).", valueName: "file"))
    var file: String

    @OptionGroup var output: OutputFolderOptions
    @OptionGroup var strictness: StrictOption

    @Flag(help: "Write each figure's Scene JSON (controlkit-scene/1) instead of its PNG.")
    var emitScene = false

    /// A word that is neither a control nor a figure file (`render picker`) is a usage error
    /// naming the controls, not "cannot read picker".
    func validate() throws {
        if let message = Self.notAControlOrFile(file) { throw ValidationError(message) }
        try output.checkIsFolder()
    }

    /// Why `word`, given where a control or a figure file goes, is neither; nil when it may be a file.
    static func notAControlOrFile(_ word: String) -> String? {
        let isFigureFile = [".yaml", ".yml", ".json"].contains { word.lowercased().hasSuffix($0) }
        guard !isFigureFile, !FileManager.default.fileExists(atPath: word) else { return nil }
        let controls = ControlRegistry.all.map { $0.kind.command }
        let near = Spelling.nearest(to: word, in: controls).map { " Did you mean '\($0)'?" } ?? ""
        return "'\(word)' is not a control or a figure file.\(near) The controls are \(controls.joined(separator: ", ")); "
            + "a figure file ends in .yaml, .yml or .json"
    }

    func run() throws {
        let result = try FigureBatch.run(path: file, outputDirectory: output.out, emitScene: emitScene,
                                         strict: strictness.strict) { i, n, path in
            Console.printError("[\(i)/\(n)] \(path)")
        }
        Console.report(result.warnings)
        for path in result.written { print("wrote \(path)") }
    }
}
