import ArgumentParser
import ControlKit
import Documents
import Golden

/// `controlkit verify FILE_OR_FOLDER… [--goldens DIR]`: render every figure and compare it with its golden.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every figure of figure files and compare each with its golden PNG.",
        discussion: """
            Each figure variant is compared, pixel for pixel, with <goldens>/<output name>.png \
            (the file's output pattern without .png), where <goldens> is the folder the figure \
            file is in (Goldens/modality/cases.yaml beside its PNGs), or --goldens DIR for a \
            single file. A folder stands for the .yaml, .yml and .json files in it. Variants are \
            checked on --jobs threads (default: every core); --shard I/N checks the I-th of N \
            parts, as batch does. Exits 0 when every golden matches, 1 when one does not (or is \
            missing), 2 on an error in a file. On a mismatch, expected, actual, diff and \
            triptych images and a JSON report are written to <failures>/<group>/<name>/ and \
            named in the message; a golden that matches again has its folder there removed. \
            <failures> is the .build/golden-failures folder of the package holding the goldens, \
            or <goldens>.failures beside them when they are in no package. --report DIR writes \
            an HTML report with every failure's expected, actual and diff side by side, an \
            overlay slider and a toggle; --junit FILE writes JUnit XML with the diff summary \
            and the files of each failure. --out DIR saves the run (its record and, unless \
            --failures is given, its failure images in DIR/failures) so that merge can join the \
            shards of a CI matrix into one report.
            Goldens are written only in a record mode: missing (write goldens that do not exist), \
            failed (also rewrite those that differ) or all (rewrite every golden whose pixels \
            changed). A check that writes a golden fails once, so a recording never passes unseen.

            \(HelpText.examples([
                "verify Goldens/page-control/cases.yaml --goldens Goldens/page-control",
                "verify Goldens/page-control/cases.yaml --goldens Goldens/page-control --record missing",
                "verify Goldens/page-control --jobs 2 --report out/report",
                "verify Goldens/page-control --shard 1/2 --out out/verify-1",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("Figure files (.yaml, .yml or .json) or folders of them.", valueName: "file-or-folder"))
    var inputs: [String]

    @Option(help: ArgumentHelp("The folder holding the golden PNGs, for a single figure file (default: the file's own folder).",
                               valueName: "dir"))
    var goldens: String?

    @Option(help: "When to write goldens.")
    var record: RecordMode = .never

    @Option(help: ArgumentHelp("Where failure artifacts go (default: the package's .build/golden-failures, see above).",
                               valueName: "dir"))
    var failures: String?

    @Option(help: ArgumentHelp("Threads drawing each figure together, sharing its rows (1...64): the pixels are the same for any count, which this checks.",
                               valueName: "n"))
    var threads: Int = 1

    @Option(help: ArgumentHelp("Save this run in a folder: its record (DIR/.controlkit-run.json) and its failure images "
                               + "(DIR/failures, unless --failures says otherwise), for merge to join with other shards.",
                               valueName: "dir"))
    var out: String?

    @OptionGroup var batching: BatchRunOptions
    @OptionGroup var strictness: StrictOption

    func validate() throws {
        guard (1 ... 64).contains(threads) else { throw ValidationError("--threads \(threads): expected 1...64") }
        if let out, [".png", ".json", ".xml"].contains(where: out.lowercased().hasSuffix) {
            throw ValidationError("--out \(out): this is the folder the run is saved in (its record and failure images); give a folder")
        }
    }

    func run() throws {
        let files = Batch.figureFiles(inputs).files
        if goldens != nil && files.count > 1 {
            throw ValidationError("--goldens \(goldens ?? ""): names the goldens of one figure file, but \(files.count) were given; "
                + "leave it out and each file's goldens are the folder it is in")
        }
        let failures = failures ?? out.map { $0 + "/failures" }
        let verify = Batch.VerifyOptions(goldens: goldens, record: record, failures: failures, threads: threads)
        let options = batching.options(mode: .verify(verify), strict: strictness.strict, cache: false)
        let result = Batch.run(inputs, outputDirectory: "", options: options, progress: batching.progress())
        let saved = try batching.report(result, command: "verify", recordInto: out)
        var failureFolders = Set<String>()
        if batching.reporting.json {
            print(RunReportOptions.json(saved), terminator: "")
        } else {
            let several = Set(result.jobs.map(\.file)).count > 1
            for (job, outcome) in zip(result.jobs, result.outcomes) {
                let name = several ? job.output : job.outputName
                guard let check = outcome.check else { continue }
                if check.passed {
                    if !batching.reporting.quiet { print("ok      \(name)") }
                } else {
                    print("FAILED  \(name): \(check.message)")
                    if !check.artifacts.isEmpty { failureFolders.insert(verify.failuresDirectory(for: job.file)) }
                }
            }
            let failed = result.outcomes.filter { $0.status == .failed || $0.status == .new }.count
            if !batching.reporting.quiet { print("\(result.count(.passed)) passed, \(failed) failed"
                + (failureFolders.isEmpty ? "" : "; failure images in \(failureFolders.sorted().joined(separator: ", "))")) }
        }
        batching.reporting.printSummary(saved, how: "with \(options.jobs) jobs")
        if result.failed { throw ChecksFailed() }
    }

}
