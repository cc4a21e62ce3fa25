import ArgumentParser
import ControlKit
import Documents
import Foundation

/// What `batch` and `verify` share: how many figures at once, which shard, the progress they
/// print, and the reports they write (`RunReportOptions`, which `merge` shares too).
struct BatchRunOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How many figures to draw at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run only part I of N of the work, 1 ≤ I ≤ N (for a CI matrix); auto reads I and N from the CI's "
                               + "variables (GitLab, CircleCI, Buildkite; a Kubernetes Indexed Job with auto/N).", valueName: "i/n|auto"))
    var shard: String?

    @OptionGroup var reporting: RunReportOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): give at least 1") }
        if let shard {
            do { _ = try BatchShard.parse(shard, environment: ProcessInfo.processInfo.environment) } catch { throw ValidationError(error.description) }
        }
    }

    /// The shard `--shard` names (`2/4` → (2, 4); `auto` from the CI's variables), read as
    /// `validate()` read it.
    static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        (try? BatchShard.parse(text, environment: ProcessInfo.processInfo.environment)).map { ($0.index, $0.count) }
    }

    /// The batch options these flags give, with `mode`, `strict` and `cache` from the command.
    func options(mode: Batch.Mode, strict: Bool, cache: Bool) -> Batch.Options {
        Batch.Options(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: shard.flatMap(Self.parseShard),
                      strict: strict, cache: cache, mode: mode)
    }

    /// Progress on standard error: a bar with the rate and the time left on a terminal, a line
    /// per figure otherwise, nothing with `--quiet`.
    func progress() -> @Sendable (Int, Int, String) -> Void {
        let onTerminal = isatty(STDERR_FILENO) == 1, quiet = reporting.quiet, start = Date()
        return { done, total, path in
            guard !quiet else { return }
            guard onTerminal else { return Console.printError("[\(done)/\(total)] \(path)") }
            let elapsed = Date().timeIntervalSince(start), rate = Double(done) / max(elapsed, 1e-3)
            let left = Double(total - done) / max(rate, 1e-3)
            let filled = total > 0 ? done * 30 / total : 30
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: 30 - filled)
            FileHandle.standardError.write(Data(String(format: "\r%@ %d/%d  %.1f figures/s  %.0f s left ", bar, done, total, rate, left).utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        }
    }

    /// Prints the run's warnings and errors, saves its record into `folder` when given (for
    /// `merge`), and writes the reports the flags ask for; when nothing could be read, throws
    /// its errors (bad input, exit 2) after writing the reports anyway, so that CI shows why,
    /// but no record (there is no run to merge, and the output folder is left untouched).
    /// Returns the run's record, from which the summary is printed.
    func report(_ result: Batch.Result, command: String, recordInto folder: String?) throws -> BatchRecord {
        let record = BatchRecord(result, command: command, shard: shard.flatMap(Self.parseShard))
        if result.total == 0 && !result.errors.isEmpty {
            try? reporting.writeReports(record)
            Console.report(result.warnings)
            throw DiagnosticList(result.errors)
        }
        Console.report(result.warnings + result.errors)
        if let folder { try record.write(into: folder) }
        try reporting.writeReports(record)
        return record
    }
}
