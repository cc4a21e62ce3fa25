import ArgumentParser
import ControlKit

/// `controlkit render`: one control from flags (`render page-control …`), or every figure of a
/// figure file (`render FILE --out DIR`). The control commands come from `ControlRegistry`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render controls to PNG: one from flags, or every figure of a figure file.",
        discussion: """
            Controls: \(ControlRegistry.all.map { $0.kind.command }.joined(separator: ", ")) \
            (`controlkit render <control> --help` lists each one's options).

            EXAMPLES:
              controlkit render page-control --pages 12 --current-page 5 --background-style prominent \\
                  --scale 3 --appearance dark -o dots.png
              controlkit render Examples/page-control.yaml --out out/examples
              controlkit render Examples/page-control.yaml --out out/scenes --emit-scene

            COLOR is #RRGGBB, #RRGGBBAA or an iOS system colour name (systemBlue, label, \
            systemGray, …), in flags and figure files alike. Figure files are described in \
            docs/figure-files.md.
            """,
        subcommands: ControlRegistry.all.map { renderCommand(for: $0) } + [RenderFiguresCommand.self],
        defaultSubcommand: RenderFiguresCommand.self
    )

    /// `render <control>` for a registered control type.
    static func renderCommand<C: Control>(for _: C.Type) -> ParsableCommand.Type { RenderControlCommand<C>.self }
}
