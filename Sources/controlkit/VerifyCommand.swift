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
            triptych images and a JSON report are written under .build/golden-failures/ and \
            named in the message.
            Goldens are written only in a record mode: missing (write goldens that do not exist), \
            failed (also rewrite those that differ) or all (rewrite every golden whose pixels \
            changed). A check that writes a golden fails once, so a recording never passes unseen.

            EXAMPLES:
              controlkit verify Goldens/page-control/cases.yaml --goldens Goldens/page-control
              controlkit verify Goldens/page-control/cases.yaml --goldens Goldens/page-control --record missing
            """
    )

    @Argument(help: ArgumentHelp("The figure file (.yaml, .yml or .json).", valueName: "file"))
    var file: String

    @Option(help: ArgumentHelp("The folder holding the golden PNGs.", valueName: "dir"))
    var goldens: String

    @Option(help: "When to write goldens.")
    var record: RecordMode = .never

    @OptionGroup var strictness: StrictOption

    func run() throws {
        let outcomes = try GoldenVerifier.verify(path: file, goldensDirectory: goldens, record: record,
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
        print("\(outcomes.count - failed) passed, \(failed) failed")
        if failed > 0 { throw ChecksFailed() }
    }
}
