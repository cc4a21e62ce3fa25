// The controlkit command: one file per subcommand; each `run()` calls the ControlKit library.
// `main` applies the one exit policy and message format to every command (Support/).

import ArgumentParser
import ControlKit
import Foundation

@main
struct ControlKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "controlkit",
        abstract: "Draw iOS-style controls and scenes to PNG, and compare images with goldens.",
        discussion: """
            Conventions every command follows:
              -o FILE    the one file a command writes
              --out DIR  the folder a command writes many files into
              Output files are written together at the end: on an error nothing is written.
              Exit status: 0 success, 1 a difference or a failed check (diff, verify),
              2 bad input, a missing file or a usage error.
              Messages on standard error:
                controlkit <command>: error: <file>:<line>: <field>: <message>
              where a value given by a flag is named by the flag.

            \(HelpText.examples([
                "render page-control --pages 12 --current-page 5 --background-style prominent -o dots.png",
                "render Examples/page-control.yaml --out out/examples",
                "verify Goldens/page-control/cases.yaml --goldens Goldens/page-control",
                "scene Examples/scenes/shapes.json -o out/shapes.png",
                "svg Examples/svg/checkmark.svg -o out/checkmark@3x.png --scale 3",
                "glyph Examples/glyphs --out out/Assets.xcassets --catalog --sheet out/glyphs.png",
                "diff expected.png actual.png -o diff.png",
            ]))
            """,
        version: ControlKitInfo.version,
        subcommands: [RenderCommand.self, BatchCommand.self, VerifyCommand.self, MergeCommand.self, ContactSheetCommand.self, SceneCommand.self, SVGCommand.self, GlyphCommand.self,
                      BenchCommand.self, DiffCommand.self]
    )

    /// Parses, runs, and exits by the one policy (Support/ExitStatus.swift).
    static func main() {
        let arguments = NegativeNumbers.joined(Array(CommandLine.arguments.dropFirst()))
        let path = commandPath(for: arguments)
        Console.commandName = (["controlkit"] + path.map { $0.configuration.commandName ?? "" }).joined(separator: " ")
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Foundation.exit(ExitStatus.success)
        } catch let error as DiagnosticList {
            Console.report(error.diagnostics)
            Foundation.exit(ExitStatus.badInput)
        } catch is ChecksFailed {
            Foundation.exit(ExitStatus.failure)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is CleanExit {
                exit(withError: error)  // --help, --version: ArgumentParser prints them and exits 0
            }
            var message = self.message(for: error)
            if message.hasPrefix("Error: ") { message.removeFirst("Error: ".count) }
            if let first = message.first { message = first.lowercased() + message.dropFirst() }
            if path.last == RenderFiguresCommand.self, let word = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }),
               arguments.first == "render", let better = RenderFiguresCommand.notAControlOrFile(word) {
                message = better
            }
            if let hint = CommandLineHints.hint(for: arguments, writesFolder: writesFolder(path.last)) { message += "; " + hint }
            let usage = path.last.map { usageString(for: $0) }
            Console.usageError(message, usage: usage)
            Foundation.exit(ExitStatus.badInput)
        }
    }

    /// The chain of subcommands the arguments name (`render`, `page-control`), following
    /// names, aliases and default subcommands.
    static func commandPath(for arguments: [String]) -> [ParsableCommand.Type] {
        var path: [ParsableCommand.Type] = []
        var current: ParsableCommand.Type = ControlKitCommand.self
        var rest = arguments[...]
        while true {
            let subcommands = current.configuration.subcommands
            guard !subcommands.isEmpty else { break }
            let word = rest.first(where: { !$0.hasPrefix("-") })
            if let word, let next = subcommands.first(where: { $0.configuration.commandName == word || $0.configuration.aliases.contains(word) }) {
                path.append(next)
                current = next
                if let i = rest.firstIndex(of: word) { rest = rest[rest.index(after: i)...] }
            } else if let fallback = current.configuration.defaultSubcommand {
                path.append(fallback)
                current = fallback
            } else {
                break
            }
        }
        return path
    }

    /// Whether a command writes a folder (`--out`), one file (`-o`), or neither is known.
    static func writesFolder(_ command: ParsableCommand.Type?) -> Bool? {
        guard let command else { return nil }
        if command is WritesFolder.Type { return true }
        if command == BenchCommand.self { return nil }
        return false
    }
}

/// A command that writes a folder (`--out DIR`), so that `--out` is no mistake there: each
/// command with `OutputFolderOptions`, and verify's run folder.
protocol WritesFolder {}
extension RenderFiguresCommand: WritesFolder {}
extension BatchCommand: WritesFolder {}
extension VerifyCommand: WritesFolder {}
extension MergeCommand: WritesFolder {}
extension GlyphCommand: WritesFolder {}
