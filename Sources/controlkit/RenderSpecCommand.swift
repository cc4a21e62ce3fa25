import ArgumentParser
import ControlKit

/// `controlkit render SPEC --out DIR`: every figure and variant of a spec file.
struct RenderSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Render every figure of a spec file (YAML or JSON), one PNG per figure and variant.",
        discussion: """
            `controlkit render SPEC --out DIR` is the same as `controlkit render spec SPEC --out DIR`.
            Every figure is checked (HIG rules, ranges, colours, output names) before anything is \
            drawn: a spec with an error prints every error, naming the figure and field \
            (figures[3].pageControl.currentPage: 12 is outside 0..<10), exits with status 1 and \
            writes nothing. Warnings are printed and do not stop the render unless --strict is given.
            A progress line goes to standard error for each file; the files written are printed \
            on standard output. Output names follow the spec's `output` pattern (default \
            {name}-{appearance}-{scale}x.png) and never leave DIR.

            Examples:
              controlkit render Examples/page-control.yaml --out out/examples
              controlkit render Goldens/page-control/cases.yaml --out /tmp/cases --strict
              controlkit render Examples/page-control.json --out out/scenes --emit-scene
            """
    )

    @Argument(help: "The spec file (.yaml, .yml or .json).")
    var spec: String

    @Option(name: [.customLong("out"), .customShort("o")], help: "The folder to write into (created if missing).")
    var out: String

    @Flag(help: "Write each figure's Scene JSON (controlkit-scene/1) instead of its PNG.")
    var emitScene = false

    @Flag(help: "Treat warnings (HIG advice) as errors.")
    var strict = false

    func run() throws {
        do throws(SpecFailure) {
            let result = try SpecBatch.run(specPath: spec, outputDirectory: out, emitScene: emitScene, strict: strict) { i, n, path in
                printError("[\(i)/\(n)] \(path)")
            }
            printWarnings(result.warnings, file: spec)
            for path in result.written { print("wrote \(path)") }
        } catch {
            printIssues(error)
            throw ExitCode.failure
        }
    }
}
