import ArgumentParser
import ControlKit

/// `controlkit verify FILE --goldens DIR`: render every figure and compare it with its golden.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every figure of a figure file and compare it with its golden PNG.",
        discussion: """
            Each figure variant is compared, pixel for pixel, with DIR/<output name>.png (the \
            file's output pattern without .png). Exits 0 when every golden matches, 1 when one \
            does not, 2 on an error in the file. On a mismatch, expected, actual, diff and \
            triptych images and a JSON report are written to <failures>/<group>/<name>/ and \
            named in the message; a golden that matches again has its folder there removed. \
            <failures> is the .build/golden-failures folder of the package holding DIR, or \
            DIR.failures beside DIR when DIR is in no package.
            Goldens are written only in a record mode: missing (write goldens that do not exist), \
            failed (also rewrite those that differ) or all (rewrite every golden whose pixels \
            changed). A check that writes a golden fails once, so a recording never passes unseen.

            \(HelpText.examples([
                "verify Goldens/page-control/cases.yaml --goldens Goldens/page-control",
                "verify Goldens/page-control/cases.yaml --goldens Goldens/page-control --record missing",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The figure file (.yaml, .yml or .json).", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The folder holding the golden PNGs.", valueName: "dir"))
    var goldens: String

    @Option(help: "When to write goldens.")
    var record: RecordMode = .never

    @Option(help: ArgumentHelp("Where failure artifacts go (default: the package's .build/golden-failures, see above).",
                               valueName: "dir"))
    var failures: String?

    @OptionGroup var strictness: StrictOption

    func run() throws {
        let failuresFolder = failures ?? GoldenVerifier.defaultFailuresDirectory(goldens: goldens)
        let outcomes = try GoldenVerifier.verify(path: file, goldensDirectory: goldens, record: record, failuresDirectory: failuresFolder,
                                                 strict: strictness.strict) { i, n, name in
            Console.printError("[\(i)/\(n)] \(name)")
        }
        var failed = 0
        for outcome in outcomes {
            if outcome.check.passed {
                print("ok      \(outcome.name)")
            } else {
                failed += 1
                print("FAILED  \(outcome.name): \(outcome.check.message)")
            }
        }
        print("\(outcomes.count - failed) passed, \(failed) failed" + (failed > 0 ? "; failure images in \(failuresFolder)" : ""))
        if failed > 0 { throw ChecksFailed() }
    }
}
