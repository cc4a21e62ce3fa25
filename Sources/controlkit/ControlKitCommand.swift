// The controlkit command: one file per subcommand; each `run()` is a few lines that call the
// ControlKit library.

import ArgumentParser
import ControlKit

@main
struct ControlKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "controlkit",
        abstract: "Draw iOS-style controls and scenes to PNG, and compare images with goldens.",
        discussion: """
            Scenes are JSON display lists (peers-scene/1 or controlkit-scene/1, see \
            docs/scene-format.md). Every output file is written atomically: on an error \
            nothing is written and the exit code is non-zero.

            Examples:
              controlkit render page-control --pages 12 --current 5 --background prominent -o dots.png
              controlkit render Examples/page-control.yaml --out out/examples
              controlkit verify Goldens/page-control/cases.yaml --goldens Goldens/page-control
              controlkit scene Examples/scenes/shapes.json -o out/shapes.png
              controlkit bench --scene big-fills.json --reps 7 --warmup 1
            """,
        version: ControlKitInfo.version,
        subcommands: [RenderCommand.self, VerifyCommand.self, ContactSheetCommand.self, SceneCommand.self, BenchCommand.self, Diff.self]
    )

    /// ArgumentParser's own `main`, except that a usage error of `controlkit diff` exits with 2,
    /// as that command's contract (issue 3) says, instead of ArgumentParser's 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if Diff.isInvocation(CommandLine.arguments), exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(DiffTool.exitError)
            }
            exit(withError: error)
        }
    }
}

/// Prints a message to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

import Foundation
