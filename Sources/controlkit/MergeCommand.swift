import ArgumentParser
import ControlKit
import Documents
import Foundation

/// `controlkit merge SHARD_DIR… --out DIR`: the shards of a CI matrix joined into one run.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the output folders of batch or verify shards into one folder, report and JUnit file.",
        discussion: """
            Each folder is the --out of one run: batch always saves its run there \
            (DIR/.controlkit-run.json), verify when given --out DIR. The runs must be the shards \
            of one split (--shard I/N for every I from 1 to N, each once, in any order), or \
            whole runs of one command. Every file a run wrote into its folder (the PNGs, a \
            failure's images) is copied to the same place under --out, and the runs' figures \
            are joined in the order of the whole batch, so the summary, --report and --junit \
            are those of the run without shards: a figure appears once, and an error found \
            while reading the figure files, which every shard finds, is reported once. Nothing \
            is written when a folder holds no run, a shard is missing or given twice, or two \
            runs wrote different bytes to one file. Exits 0 when every run succeeded, 1 when a \
            figure failed anywhere (an error, or a golden that differs or is new), 2 when the \
            folders cannot be merged. The merged run is saved in --out too, so merged folders \
            can be merged again. docs/ci.md shows a CI matrix with a merge job.

            \(HelpText.examples([
                "batch Examples/page-control.yaml --out out/shard-1 --shard 1/2 --quiet",
                "batch Examples/page-control.yaml --out out/shard-2 --shard 2/2 --quiet",
                "merge out/shard-1 out/shard-2 --out out/site --report out/report --junit out/junit.xml",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("The output folders of the runs to join (each holding .controlkit-run.json).", valueName: "shard-dir"))
    var shards: [String]

    @OptionGroup var output: OutputFolderOptions
    @OptionGroup var reporting: RunReportOptions

    func validate() throws {
        try output.checkIsFolder()
        let target = URL(fileURLWithPath: output.out).standardizedFileURL.path
        if let same = shards.first(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == target }) {
            throw ValidationError("--out \(output.out): is also a folder to merge (\(same)); write the merged run to a new folder")
        }
    }

    func run() throws {
        let start = Date()
        let record = try BatchMerge.merge(shards, into: output.out)
        Console.report(record.warnings.map { Diagnostic(.warning, $0) } + record.errors.map { Diagnostic(.error, $0) })
        try reporting.writeReports(record)
        if reporting.json {
            print(RunReportOptions.json(record), terminator: "")
        } else if !reporting.quiet {
            for path in record.written { print("wrote \(path)") }
        }
        let took = Date().timeIntervalSince(start)
        reporting.printSummary(record, how: String(format: "(the longest run; merged in %.1f s)", took))
        if record.failed { throw ChecksFailed() }
    }
}
