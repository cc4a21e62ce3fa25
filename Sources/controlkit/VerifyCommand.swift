import ArgumentParser
import ControlKit

/// `controlkit verify SPEC --goldens DIR`: render every figure and compare it with its golden.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every figure of a spec and compare it with its golden PNG.",
        discussion: """
            Each figure variant is compared, pixel for pixel, with DIR/<output name>.png (the \
            spec's output pattern without .png; names must be flat: letters, digits, '.', '_', \
            '-'). Exits 0 when every golden matches, 1 otherwise (or on a spec error). On a \
            mismatch, expected, actual, diff and triptych images and a JSON report are written \
            under .build/golden-failures/ and named in the message.
            Goldens are written only in a record mode: missing (write goldens that do not exist), \
            failed (also rewrite those that differ) or all (rewrite every golden whose pixels \
            changed). A check that writes a golden fails once, so a recording never passes unseen.

            Examples:
              controlkit verify Goldens/page-control/cases.yaml --goldens Goldens/page-control
              controlkit verify Goldens/page-control/cases.yaml --goldens Goldens/page-control --record missing
            """
    )

    @Argument(help: "The spec file (.yaml, .yml or .json).")
    var spec: String

    @Option(help: "The folder holding the golden PNGs.")
    var goldens: String

    @Option(help: "When to write goldens: never, missing, failed or all.")
    var record = "never"

    @Flag(help: "Treat warnings (HIG advice) as errors.")
    var strict = false

    func validate() throws {
        guard RecordMode(rawValue: record) != nil else {
            throw ValidationError("--record must be never, missing, failed or all (found \"\(record)\")")
        }
    }

    func run() throws {
        let mode = RecordMode(rawValue: record) ?? .never
        do {
            let outcomes = try SpecVerifier.verify(specPath: spec, goldensDirectory: goldens, record: mode, strict: strict) { i, n, name in
                printError("[\(i)/\(n)] \(name)")
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
            if failed > 0 { throw ExitCode.failure }
        } catch let error as SpecFailure {
            printIssues(error)
            throw ExitCode.failure
        }
    }
}
