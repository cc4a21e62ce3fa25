import Documents
import Foundation

/// Where commands print: results on standard output; progress, warnings and errors on
/// standard error, each line as `controlkit <command>: <severity>: <diagnostic>`.
enum Console {
    /// The command's name in messages (`controlkit render page-control`); set by `main`.
    nonisolated(unsafe) static var commandName = "controlkit"

    /// Prints a line to standard error.
    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Prints one line per diagnostic, errors and warnings alike. Identical warnings (the same
    /// message about the same field in every variant) are printed once, with their count.
    static func report(_ diagnostics: [Diagnostic]) {
        var order: [Diagnostic] = []
        var counts: [Diagnostic: Int] = [:]
        for d in diagnostics {
            if counts[d] == nil { order.append(d) }
            counts[d, default: 0] += 1
        }
        for d in order {
            let times = counts[d] ?? 1
            printError("\(commandName): \(d.severity.rawValue): \(d)" + (times > 1 ? " (\(times) times)" : ""))
        }
    }

    /// Prints a usage error and how to get help.
    static func usageError(_ message: String, usage: String?) {
        printError("\(commandName): error: \(message)")
        if let usage, !usage.isEmpty { printError("usage: \(usage.replacingOccurrences(of: "\n", with: " "))") }
        printError("See '\(commandName) --help'.")
    }
}
