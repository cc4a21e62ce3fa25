import ArgumentParser
import ControlKit
import Documents
import Foundation

/// `controlkit batch FILE_OR_FOLDER… --out DIR`: every figure of many figure files, on every core.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render every figure of many figure files (or folders of them) in parallel.",
        discussion: """
            Each figure file's figures go to DIR/<file name with dots as dashes>/ (alert.yaml → \
            DIR/alert-yaml/), named by the file's output pattern, every appearance and scale it \
            names. A folder stands for the .yaml, .yml and .json files in it. A figure file reads \
            its backdrops only from its own folder and below, and writes only inside DIR. \
            Variants are drawn on --jobs threads (default: every core), and each PNG is written \
            whole or not at all as soon as it is drawn: the bytes are the same for any number of \
            jobs, and an interrupted batch (Ctrl-C, kill -9) leaves no partial file; run it again \
            to draw only what is missing. A figure whose PNG exists and whose inputs (its entry \
            in the file, the backdrop it reads, the fonts, ControlKit's build) are unchanged is \
            not drawn again: the keys are kept in DIR/.controlkit-cache.json and its journal \
            (--no-cache draws everything, --clean forgets them). \
            --report DIR writes an HTML report (a card per figure); --junit FILE the result as \
            JUnit XML (a test suite per figure file, a test case per variant). A figure with \
            an error (named with its file, line and field) is not drawn and the others are; a \
            file wrong as a whole (unreadable, bad defaults) draws nothing while the other \
            files go on. The batch exits with status 1 when anything failed, 2 when nothing \
            could be read. --shard I/N renders the I-th of N parts (variant k of \
            the whole batch goes to shard k mod N + 1), so a CI matrix splits the work with no \
            figure drawn twice; each run saves its record in DIR/.controlkit-run.json, and merge \
            joins the shards' folders into one folder, report and JUnit file. Progress goes to standard error (a bar on a terminal, a line \
            per figure otherwise); the files written, or with --json a summary, to standard \
            output; --quiet prints nothing but errors and warnings (and the --json summary if \
            asked for). A folder is walked with its subfolders: its .yaml, .yml and .json \
            files are read as figure files, except those whose format names another kind of \
            document (a scene used as a backdrop), which are skipped and listed after the \
            summary; a file named on its own is always read as a figure file. To check figures against goldens instead, use verify, \
            which takes the same options.

            \(HelpText.examples([
                "batch Goldens/page-control --out out/batch",
                "batch Examples/alert.yaml Examples/segmented-control.yaml --out out/batch --jobs 2",
                "batch Examples/page-control.yaml --out out/shard1 --shard 1/2 --json",
                "batch Examples --out out/batch --report out/report --junit out/batch.xml",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("Figure files (.yaml, .yml, .json) or folders of them.", valueName: "file-or-folder"))
    var inputs: [String]

    @OptionGroup var output: OutputFolderOptions
    @OptionGroup var batching: BatchRunOptions
    @OptionGroup var strictness: StrictOption

    @Flag(help: "Draw every figure, even those whose output is current (the cache is still updated).")
    var noCache = false

    @Flag(help: "Forget the output folder's cache first (DIR/.controlkit-cache.json), then draw everything.")
    var clean = false

    func validate() throws {
        try output.checkIsFolder()
    }

    func run() throws {
        if clean { Batch.forgetCache(outputDirectory: output.out) }
        let options = batching.options(mode: .render, strict: strictness.strict, cache: !noCache && !clean)
        let result = Batch.run(inputs, outputDirectory: output.out, options: options, progress: batching.progress())
        let record = try batching.report(result, command: "batch", recordInto: output.out)
        if batching.reporting.json {
            print(RunReportOptions.json(record), terminator: "")
        } else {
            if !batching.reporting.quiet { for path in result.written { print("wrote \(path)") } }
        }
        batching.reporting.printSummary(record, how: "with \(options.jobs) jobs")
        if result.failed { throw ChecksFailed() }
    }
}
