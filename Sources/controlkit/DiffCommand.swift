import ArgumentParser
import ControlKit
import Foundation

/// `controlkit diff EXPECTED ACTUAL`: compare two PNG images, write a diff image, a triptych
/// and the numbers. Exit status: 0 equal within tolerance, 1 different, 2 error.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNG images; write a diff image, a triptych and the numbers.",
        discussion: """
            Modes: exact (any channel off by more than --threshold levels, 0-255, default 0), \
            pixelmatch (pixelmatch 7.2.0: same counts and diff bytes; --threshold 0-1, default \
            0.1), perceptual (OKLab HyAB against a just-noticeable difference, --threshold 0-1, \
            default 0.02, forgiving edges moved by a fraction of a pixel but not thin lines). \
            Images of different sizes are a layout difference over their union. Colours are \
            #RRGGBB, #RRGGBBAA, an iOS system colour name, or pixelmatch's R,G,B.

            Exit status: 0 equal within tolerance, 1 different, 2 error (unreadable file, bad \
            arguments), with a message naming the file or the flag. docs/golden.md has the details.

            \(HelpText.examples([
                "diff expected.png actual.png -o diff.png --triptych triptych.png",
                "diff expected.png actual.png --mode perceptual --json",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The expected (golden) PNG.", valueName: "expected")) var expected: String
    @Argument(help: ArgumentHelp("The actual PNG.", valueName: "actual")) var actual: String
    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Write the diff PNG here.", valueName: "file"))
    var output: String?
    @Option(help: ArgumentHelp("Write expected | diff | actual, labelled, here.", valueName: "file")) var triptych: String?
    @Option(help: "How to compare.") var mode: ComparisonModeName = .pixelmatch
    @Option(help: ArgumentHelp("The mode's threshold (see above).", valueName: "t")) var threshold: Double?
    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels (perceptual: no edge tolerance).") var includeAA = false
    @Option(help: ArgumentHelp("Opacity 0-1 of the faded expected image in the diff (default 0.1).", valueName: "a")) var alpha: UnitInterval?
    @Option(name: .customLong("aa-color"), help: ArgumentHelp("Colour of anti-aliased pixels (default 255,255,0).", valueName: "color"))
    var aaColor: ColorArgument?
    @Option(name: .customLong("diff-color"), help: ArgumentHelp("Colour of differing pixels (default 255,0,0).", valueName: "color"))
    var diffColor: ColorArgument?
    @Option(name: .customLong("diff-color-alt"), help: ArgumentHelp("Colour where the actual image is darker (default: --diff-color).", valueName: "color"))
    var diffColorAlt: ColorArgument?
    @Flag(name: .customLong("diff-mask"), help: "Draw only the differences, over transparency.") var diffMask = false
    @Flag(name: .customLong("no-checkerboard"), help: "pixelmatch: blend transparent pixels over white.") var noCheckerboard = false
    @Option(name: .customLong("max-diff-pixels"), help: ArgumentHelp("Differing pixels that still pass (default 0).", valueName: "n"))
    var maxDiffPixels: Int?
    @Option(name: .customLong("max-diff-ratio"), help: ArgumentHelp("Fraction 0-1 of pixels that may differ and pass (default 0).", valueName: "r"))
    var maxDiffRatio: UnitInterval?
    @Option(name: .customLong("ignore"), parsing: .upToNextOption, help: ArgumentHelp("Regions X,Y,W,H in pixels to ignore (one or more).", valueName: "x,y,w,h"))
    var ignore: [String] = []
    @Flag(help: "Print the report as JSON.") var json = false

    func validate() throws {
        if noCheckerboard && mode != .pixelmatch { throw ValidationError("--no-checkerboard applies only to --mode pixelmatch") }
        if let threshold {
            switch mode {
            case .exact:
                guard (0 ... 255).contains(threshold), threshold == threshold.rounded() else {
                    throw ValidationError("--threshold \(Excerpt.number(Float(threshold))): exact mode takes a whole channel difference 0...255")
                }
            case .pixelmatch, .perceptual:
                guard (0 ... 1).contains(threshold) else {
                    throw ValidationError("--threshold \(Excerpt.number(Float(threshold))): \(mode) mode takes 0...1")
                }
            }
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels \(maxDiffPixels): expected a whole number >= 0") }
        for (flag, text) in [("-o", output), ("--triptych", triptych)] {
            if let text, !text.lowercased().hasSuffix(".png") {
                throw ValidationError("\(flag) \(text): images are written as .png; name the file *.png")
            }
        }
        _ = try ignoreRegions()
    }

    /// `--ignore X,Y,W,H` values, W and H > 0.
    func ignoreRegions() throws -> [PixelRect] {
        try ignore.map { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w > 0, h > 0 else {
                throw ValidationError("--ignore \(text): expected X,Y,W,H in pixels with W and H > 0")
            }
            return PixelRect(x: x, y: y, width: w, height: h)
        }
    }

    func comparisonOptions() throws -> ComparisonOptions {
        let comparisonMode: ComparisonMode
        switch mode {
        case .exact: comparisonMode = .exact(ExactOptions(maxChannelDifference: Int(threshold ?? 0)))
        case .pixelmatch:
            comparisonMode = .pixelmatch(PixelmatchOptions(threshold: threshold ?? PixelmatchOptions.defaultThreshold,
                                                           includeAA: includeAA, checkerboard: !noCheckerboard))
        case .perceptual:
            comparisonMode = .perceptual(PerceptualOptions(threshold: threshold ?? PerceptualOptions.justNoticeableDifference,
                                                           antiAliasingTolerance: !includeAA))
        }
        var style = DiffStyle(diffMask: diffMask)
        if let alpha { style.alpha = alpha.value }
        if let aaColor { style.aaColor = aaColor.value.resolved(for: .light) }
        if let diffColor { style.diffColor = diffColor.value.resolved(for: .light) }
        if let diffColorAlt { style.diffColorAlt = diffColorAlt.value.resolved(for: .light) }
        var options = ComparisonOptions(mode: comparisonMode, style: style)
        if let maxDiffPixels { options.maxDiffPixels = maxDiffPixels }
        if let maxDiffRatio { options.maxDiffRatio = maxDiffRatio.value }
        options.ignoreRegions = try ignoreRegions()
        return options
    }

    func run() throws {
        let options = try comparisonOptions()
        let (expectedImage, actualImage) = try Self.readPair(expected: expected, actual: actual)
        let comparison: Comparison
        do {
            comparison = try ImageComparison.compare(expected: expectedImage, actual: actualImage, options: options)
        } catch {
            throw DiagnosticList(Diagnostic(.error, "\(error)"))
        }
        // Both images are staged and moved into place together: an error leaves neither.
        let outputs = OutputSet(protecting: [expected, actual])
        // Diff images are looked at once, if at all: encoded for speed, not size.
        if let output { try outputs.stagePNG(comparison.diff, to: output, compression: .speedFirst) }
        if let triptych {
            try outputs.stagePNG(Triptych.render(expected: expectedImage, diff: comparison.diff, actual: actualImage, report: comparison.report),
                                 to: triptych, compression: .speedFirst)
        }
        try outputs.commitReporting()
        let report = comparison.report
        if json {
            print(report.json(), terminator: "")
        } else {
            // pixelmatch's two lines first, so scripts written for its CLI keep working.
            print("different pixels: \(report.differentPixels)")
            print("error: \(String(format: "%.2f", report.ratio * 100))%")
            print(report.summary)
            for path in outputs.paths { print("wrote \(path)") }
        }
        if !comparison.passed { throw ChecksFailed() }
    }

    /// Both images, decoded at the same time on two threads (`PNG.readConcurrently`). An error
    /// names the first file, in argument order, that could not be read — the file reading them
    /// one after the other would have named.
    static func readPair(expected: String, actual: String) throws -> (RGBAImage, RGBAImage) {
        let results = PNG.readConcurrently([expected, actual])
        return (try image(results[0], path: expected), try image(results[1], path: actual))
    }

    static func image(_ result: Result<RGBAImage, PNGError>, path: String) throws -> RGBAImage {
        switch result {
        case .success(let image): return image
        case .failure(let error): throw DiagnosticList(Diagnostic(.error, file: path, error.problem))
        }
    }
}
