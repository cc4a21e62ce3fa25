import ArgumentParser
import ControlKit
import Documents
import Foundation

/// What `batch`, `verify` and `merge` write about a run: an HTML report (`--report DIR`), JUnit
/// XML (`--junit FILE`), a JSON summary instead of a line per figure (`--json`), and the
/// summary line on standard error unless `--quiet`. All are written from the run's record
/// (`BatchRecord`), so a merged run reports exactly as one run would.
struct RunReportOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Also write an HTML report of the run into this folder (open DIR/index.html).", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Also write the result as JUnit XML (a test case per figure variant) to this file.", valueName: "file"))
    var junit: String?

    @Flag(help: "Print a JSON summary on standard output instead of a line per figure.")
    var json = false

    @Flag(help: "Print only errors and warnings (verify: and the goldens that fail): no progress, no line per figure, no summary.")
    var quiet = false

    /// Writes what the flags ask for: the JUnit file and the HTML report.
    func writeReports(_ record: BatchRecord) throws(DiagnosticList) {
        if let junit { try OutputSet.write(Array(record.junitXML().utf8), to: junit) }
        if let report {
            let stamp = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "UTC") ?? .current,
                                                    formatOptions: [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime])
            try HTMLReport.write(record.reportEntries(), title: "controlkit \(record.command), \(stamp) UTC", to: report)
        }
    }

    /// The summary line on standard error: counts by status, time and `how` (`with 2 jobs`).
    func printSummary(_ record: BatchRecord, how: String) {
        guard !quiet else { return }
        let counts = ReportEntry.Status.allCases.compactMap { status -> String? in
            let n = record.count(status)
            return n > 0 ? "\(n) \(status.rawValue)" : nil
        }
        let errors = record.errors.isEmpty ? "" : "; \(record.errors.count) error(s)"
        Console.printError(String(format: "%@: %d figures: %@ in %.1f s %@%@", Console.commandName, record.figures.count,
                                  counts.isEmpty ? "none" : counts.joined(separator: ", "), record.seconds, how, errors))
        if !record.skipped.isEmpty {
            let list = record.skipped.map { "\($0.path) (\($0.format))" }.joined(separator: ", ")
            Console.printError("\(Console.commandName): skipped \(record.skipped.count) file(s) of the folders that are not figure files: \(list)")
        }
    }

    /// The summary as JSON: counts by status, the files, every error and warning as text, and
    /// a record per figure variant.
    static func json(_ r: BatchRecord) -> String {
        func list(_ items: [String]) -> String { "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]" }
        let counts = ReportEntry.Status.allCases.map { "\(JSONString.quoted($0.rawValue)): \(r.count($0))" }.joined(separator: ", ")
        let figures = r.figures.map { figure in
            "{\"file\": \(JSONString.quoted(figure.file)), \"figure\": \(JSONString.quoted(figure.figure)), "
                + "\"appearance\": \(JSONString.quoted(figure.appearance)), \"scale\": \(figure.scale), "
                + "\"path\": \(JSONString.quoted(figure.output)), \"status\": \(JSONString.quoted(figure.status.rawValue)), "
                + "\"seconds\": \(String(format: "%.4f", figure.seconds))}"
        }
        return """
            {"total": \(r.figures.count), "written": \(r.written.count), "cached": \(r.count(.cached)), \
            "failed": \(r.figures.filter { $0.status != .drawn && $0.status != .cached && $0.status != .passed }.count), \
            "counts": {\(counts)}, "seconds": \(String(format: "%.3f", r.seconds)), \
            "files": \(list(r.written)), "drawn": \(list(r.figures.filter { $0.status == .drawn }.map(\.output))), \
            "errors": \(list(r.errors)), "warnings": \(list(r.warnings)), \
            "skipped": [\(r.skipped.map { "{\"path\": \(JSONString.quoted($0.path)), \"format\": \(JSONString.quoted($0.format))}" }
                .joined(separator: ", "))], \
            "figures": [\(figures.joined(separator: ", "))]}

            """
    }
}
