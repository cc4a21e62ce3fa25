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
            names. A folder stands for the .yaml, .yml and .json files in it. Variants are drawn \
            on --jobs threads (default: every core), and each PNG is written whole or not at all \
            as soon as it is drawn: the bytes are the same for any number of jobs, and an \
            interrupted batch leaves no partial file (run it again to finish it). A figure whose \
            PNG exists and whose inputs (its entry in the file, the backdrop it reads, the fonts, \
            ControlKit's build) are unchanged is not drawn again: the keys are kept in \
            DIR/.controlkit-cache.json (--no-cache draws everything, --clean forgets them). \
            --junit FILE writes the result as JUnit XML: a test suite per figure file, a test \
            case per variant, a failure (with the errors) for each variant not written. A file with an \
            error (named with its line and field) renders none of its figures; the others render \
            all of theirs, and the batch exits with status 1 when anything failed, 2 when nothing \
            could be read. --shard I/N renders the I-th of N equal parts (variant k of the whole \
            batch goes to shard k mod N + 1), so a CI matrix splits the work with no figure drawn \
            twice. Progress goes to standard error (a bar on a terminal, a line per figure \
            otherwise, nothing with --quiet); the files written, or with --json a summary, to \
            standard output.

            \(HelpText.examples([
                "batch Goldens/page-control --out out/batch",
                "batch Examples/alert.yaml Examples/segmented-control.yaml --out out/batch --jobs 2",
                "batch Examples/page-control.yaml --out out/shard1 --shard 1/2 --json",
            ]))
            """
    )

    @Argument(help: ArgumentHelp("Figure files (.yaml, .yml, .json) or folders of them.", valueName: "file-or-folder"))
    var inputs: [String]

    @OptionGroup var output: OutputFolderOptions
    @OptionGroup var strictness: StrictOption

    @Option(help: ArgumentHelp("How many figures to draw at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Render only part I of N of the batch, 1 ≤ I ≤ N (for a CI matrix).", valueName: "i/n"))
    var shard: String?

    @Flag(help: "Print a JSON summary on standard output instead of the files written.")
    var json = false

    @Option(help: ArgumentHelp("Also write the result as JUnit XML (a test case per figure variant) to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print no progress.")
    var quiet = false

    @Flag(help: "Draw every figure, even those whose output is current (the cache is still updated).")
    var noCache = false

    @Flag(help: "Forget the output folder's cache first (DIR/.controlkit-cache.json), then draw everything.")
    var clean = false

    func validate() throws {
        try output.checkIsFolder()
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): give at least 1") }
        if let shard, Self.parseShard(shard) == nil {
            throw ValidationError("--shard \(shard): give I/N with 1 ≤ I ≤ N, such as 1/4")
        }
    }

    /// `2/4` → (2, 4); nil unless 1 ≤ I ≤ N.
    static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        return (i, n)
    }

    func run() throws {
        if clean { try? FileManager.default.removeItem(atPath: output.out + "/" + Batch.cacheFileName) }
        let options = Batch.Options(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: shard.flatMap(Self.parseShard),
                                    strict: strictness.strict, cache: !noCache && !clean)
        let onTerminal = isatty(STDERR_FILENO) == 1, quiet = self.quiet, start = Date()
        let result = Batch.run(inputs, outputDirectory: output.out, options: options) { done, total, path in
            guard !quiet else { return }
            if onTerminal {
                let elapsed = Date().timeIntervalSince(start), rate = Double(done) / max(elapsed, 1e-3)
                let left = Double(total - done) / max(rate, 1e-3)
                let filled = total > 0 ? done * 30 / total : 30
                let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
                FileHandle.standardError.write(Data(String(format: "\r%@ %d/%d  %.1f figures/s  %.0f s left ", bar, done, total, rate, left).utf8))
                if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
            } else {
                Console.printError("[\(done)/\(total)] \(path)")
            }
        }
        if result.total == 0 && !result.errors.isEmpty {
            // Nothing could be read: bad input, reported as every command reports it (the JUnit
            // file, if asked for, says so too, so that CI shows the failure).
            if let junit { try? OutputSet.write(Array(result.junitXML().utf8), to: junit) }
            Console.report(result.warnings)
            throw DiagnosticList(result.errors)
        }
        Console.report(result.warnings + result.errors)
        if let junit { try OutputSet.write(Array(result.junitXML().utf8), to: junit) }
        if json {
            print(Self.json(result), terminator: "")
        } else {
            for path in result.written { print("wrote \(path)") }
        }
        if !quiet {
            let failed = result.total - result.written.count
            Console.printError(String(format: "%@: %d of %d figures written (%d unchanged, not drawn again) in %.1f s with %d jobs%@",
                                      Console.commandName, result.written.count, result.total, result.cached.count, result.seconds, options.jobs,
                                      failed > 0 || !result.errors.isEmpty ? "; \(result.errors.count) error(s)" : ""))
        }
        if !result.errors.isEmpty { throw ChecksFailed() }
    }

    /// The summary as JSON: counts, the files written, and every error and warning as text.
    static func json(_ r: Batch.Result) -> String {
        func list(_ items: [String]) -> String { "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]" }
        return """
            {"total": \(r.total), "written": \(r.written.count), "cached": \(r.cached.count), "failed": \(r.total - r.written.count), \
            "seconds": \(String(format: "%.3f", r.seconds)), "files": \(list(r.written)), "drawn": \(list(r.written.filter { !r.cached.contains($0) })), \
            "errors": \(list(r.errors.map(\.description))), "warnings": \(list(r.warnings.map(\.description)))}

            """
    }
}
