import ArgumentParser
import ControlKit
import Documents
import Foundation

/// What `batch` and `verify` share: how many figures at once, which shard, the progress they
/// print and the reports they write (`--report DIR`, `--junit FILE`, `--json`).
struct BatchRunOptions: ParsableArguments {
    @Option(help: ArgumentHelp("How many figures to draw at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run only part I of N of the work, 1 ≤ I ≤ N (for a CI matrix); auto reads I and N from the CI's "
                               + "variables (GitLab, CircleCI, Buildkite; a Kubernetes Indexed Job with auto/N).", valueName: "i/n|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("Also write an HTML report of the run into this folder (open DIR/index.html).", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Also write the result as JUnit XML (a test case per figure variant) to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print a JSON summary on standard output instead of a line per figure.")
    var json = false

    @Flag(help: "Print only errors and warnings (verify: and the goldens that fail): no progress, no line per figure, no summary.")
    var quiet = false

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
        let onTerminal = isatty(STDERR_FILENO) == 1, quiet = self.quiet, start = Date()
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

    /// Prints the run's warnings and errors and writes the reports the flags ask for; when
    /// nothing could be read, throws its errors (bad input, exit 2) after writing the reports
    /// anyway, so that CI shows why.
    func report(_ result: Batch.Result, command: String) throws {
        if result.total == 0 && !result.errors.isEmpty {
            try? writeReports(result, command: command)
            Console.report(result.warnings)
            throw DiagnosticList(result.errors)
        }
        Console.report(result.warnings + result.errors)
        try writeReports(result, command: command)
    }

    /// Writes what the flags ask for: the JUnit file and the HTML report.
    private func writeReports(_ result: Batch.Result, command: String) throws(DiagnosticList) {
        if let junit { try OutputSet.write(Array(result.junitXML().utf8), to: junit) }
        if let report {
            let stamp = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
                                                    formatOptions: [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime])
            try HTMLReport.write(result.reportEntries(), title: "controlkit \(command), \(stamp) UTC", to: report)
        }
    }

    /// The summary line on standard error: counts by status, time and jobs.
    func printSummary(_ result: Batch.Result, jobs used: Int) {
        guard !quiet else { return }
        let counts = ReportEntry.Status.allCases.compactMap { status -> String? in
            let n = result.count(status)
            return n > 0 ? "\(n) \(status.rawValue)" : nil
        }
        let errors = result.errors.isEmpty ? "" : "; \(result.errors.count) error(s)"
        Console.printError(String(format: "%@: %d figures: %@ in %.1f s with %d jobs%@", Console.commandName, result.total,
                                  counts.isEmpty ? "none" : counts.joined(separator: ", "), result.seconds, used, errors))
        if !result.skipped.isEmpty {
            let list = result.skipped.map { "\($0.path) (\($0.format))" }.joined(separator: ", ")
            Console.printError("\(Console.commandName): skipped \(result.skipped.count) file(s) of the folders that are not figure files: \(list)")
        }
    }

    /// The summary as JSON: counts by status, the files, every error and warning as text, and
    /// a record per figure variant.
    static func json(_ r: Batch.Result) -> String {
        func list(_ items: [String]) -> String { "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]" }
        let counts = ReportEntry.Status.allCases.map { "\(JSONString.quoted($0.rawValue)): \(r.count($0))" }.joined(separator: ", ")
        let figures = zip(r.jobs, r.outcomes).map { job, outcome in
            "{\"file\": \(JSONString.quoted(job.file)), \"figure\": \(JSONString.quoted(job.figureName)), "
                + "\"appearance\": \(JSONString.quoted(job.appearance.rawValue)), \"scale\": \(job.scale), "
                + "\"path\": \(JSONString.quoted(job.output)), \"status\": \(JSONString.quoted(outcome.status.rawValue)), "
                + "\"seconds\": \(String(format: "%.4f", outcome.seconds))}"
        }
        return """
            {"total": \(r.total), "written": \(r.written.count), "cached": \(r.cached.count), \
            "failed": \(r.outcomes.filter { $0.status != .drawn && $0.status != .cached && $0.status != .passed }.count), \
            "counts": {\(counts)}, "seconds": \(String(format: "%.3f", r.seconds)), \
            "files": \(list(r.written)), "drawn": \(list(r.drawn)), \
            "errors": \(list(r.errors.map(\.description))), "warnings": \(list(r.warnings.map(\.description))), \
            "skipped": [\(r.skipped.map { "{\"path\": \(JSONString.quoted($0.path)), \"format\": \(JSONString.quoted($0.format))}" }
                .joined(separator: ", "))], \
            "figures": [\(figures.joined(separator: ", "))]}

            """
    }
}
