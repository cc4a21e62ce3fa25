import ArgumentParser
import ControlKit
import Foundation

/// `controlkit diff`: the flags, mapped one to one onto `DiffArguments`; the logic and its tests
/// are `DiffTool`'s. Values are read as strings so that a malformed one is DiffTool's exit-2
/// error naming the flag.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images; write a diff image, a triptych and the numbers.",
        discussion: """
            Modes: exact (any channel off by more than --threshold bytes, default 0), \
            pixelmatch (pixelmatch 7.2.0: same counts and diff bytes; threshold 0-1, \
            default 0.1), perceptual (OKLab HyAB against a just-noticeable difference, \
            default 0.02, forgiving edges moved by a fraction of a pixel but not thin lines). \
            Images of different sizes are a layout difference over their union.

            Exit status: 0 equal within tolerance, 1 different, 2 error (unreadable file, bad \
            arguments), with a message naming the file or the flag.
            """
    )

    @Argument(help: "The expected (golden) PNG.") var expected: String
    @Argument(help: "The actual PNG.") var actual: String
    @Option(name: .customShort("o"), help: ArgumentHelp("Write the diff PNG here.", valueName: "diff.png")) var output: String?
    @Option(name: .customLong("triptych"), help: ArgumentHelp("Write expected | diff | actual, labelled, here.", valueName: "file.png")) var triptych: String?
    @Option(name: .customLong("mode"), help: ArgumentHelp("exact, pixelmatch or perceptual (default pixelmatch).", valueName: "mode")) var mode: String?
    @Option(name: .customLong("threshold"), help: ArgumentHelp("The mode's threshold (see above).", valueName: "T")) var threshold: String?
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels (perceptual: no edge tolerance).") var includeAA = false
    @Option(name: .customLong("alpha"), help: ArgumentHelp("Opacity of the faded expected image in the diff (default 0.1).", valueName: "A")) var alpha: String?
    @Option(name: .customLong("aa-color"), help: ArgumentHelp("R,G,B of anti-aliased pixels (default 255,255,0).", valueName: "R,G,B")) var aaColor: String?
    @Option(name: .customLong("diff-color"), help: ArgumentHelp("R,G,B of differing pixels (default 255,0,0).", valueName: "R,G,B")) var diffColor: String?
    @Option(name: .customLong("diff-color-alt"), help: ArgumentHelp("R,G,B where the actual image is darker (default: --diff-color).", valueName: "R,G,B"))
    var diffColorAlt: String?
    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, over transparency.") var diffMask = false
    @Flag(name: .customLong("no-checkerboard"), help: "pixelmatch: blend transparent pixels over white.") var noCheckerboard = false
    @Option(name: .customLong("max-diff-pixels"), help: ArgumentHelp("Differing pixels that still pass (default 0).", valueName: "N")) var maxDiffPixels: String?
    @Option(name: .customLong("max-diff-ratio"), help: ArgumentHelp("Fraction 0-1 of pixels that may differ and pass (default 0).", valueName: "R"))
    var maxDiffRatio: String?
    @Option(name: .customLong("ignore"), parsing: .upToNextOption, help: ArgumentHelp("X,Y,W,H regions to ignore (repeatable).", valueName: "X,Y,W,H"))
    var ignore: [String] = []
    @Flag(name: .customLong("json"), help: "Print the report as JSON.") var json = false

    func run() throws {
        var a = DiffArguments(expected: expected, actual: actual)
        a.output = output; a.triptych = triptych; a.mode = mode; a.threshold = threshold; a.includeAA = includeAA
        a.alpha = alpha; a.aaColor = aaColor; a.diffColor = diffColor; a.diffColorAlt = diffColorAlt
        a.diffMask = diffMask; a.noCheckerboard = noCheckerboard; a.maxDiffPixels = maxDiffPixels
        a.maxDiffRatio = maxDiffRatio; a.ignore = ignore; a.json = json
        let result = DiffTool.run(a)
        print(result.standardOutput, terminator: "")
        if !result.standardError.isEmpty { FileHandle.standardError.write(Data(result.standardError.utf8)) }
        if result.exitCode != DiffTool.exitEqual { throw ExitCode(result.exitCode) }
    }

    /// Whether the command line invokes `diff`, so a usage error exits with DiffTool's 2
    /// (the issue's contract) instead of ArgumentParser's 64.
    static func isInvocation(_ arguments: [String]) -> Bool {
        arguments.dropFirst().first == configuration.commandName
    }
}
