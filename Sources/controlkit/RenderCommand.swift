import ArgumentParser
import ControlKit

/// `controlkit render`: a page control from flags, or every figure of a spec file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render controls to PNG: one from flags, or every figure of a spec file.",
        discussion: """
            Examples:
              controlkit render page-control --pages 12 --current 5 --background prominent \\
                  --interaction idle --scale 3 --appearance dark -o dots.png
              controlkit render Examples/page-control.yaml --out out/examples
              controlkit render Examples/page-control.yaml --out out/scenes --emit-scene

            COLOR is #RRGGBB, #RRGGBBAA or an iOS system colour name (systemBlue, label, \
            systemGray, …), in flags and spec files alike. Spec files are described in \
            docs/spec-format.md.
            """,
        subcommands: [RenderPageControlCommand.self, RenderSpecCommand.self],
        defaultSubcommand: RenderSpecCommand.self
    )
}

/// Prints a spec's issues to standard error, one a line.
func printIssues(_ failure: SpecFailure) {
    printError(failure.description)
}

/// Prints warnings to standard error.
func printWarnings(_ warnings: [SpecIssue], file: String) {
    if warnings.isEmpty { return }
    printError(SpecFailure(file: file, issues: warnings).description)
}
