import ArgumentParser
import ControlKit
import Foundation

/// `controlkit render <control> …`: one control from flags, for every registered control.
/// The flags become a one-figure file's tree, so they get exactly a figure file's checks.
struct RenderControlCommand<C: Control>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: C.kind.command,
            abstract: C.kind.summary,
            usage: "controlkit render \(C.kind.command) [\(C.kind.command)-options] -o <file> [options]",
            discussion: """
                The same checks as a figure file apply (HIG rules and ranges); an error names the \
                flag, exits with status 2 and writes nothing. COLOR is #RRGGBB, #RRGGBBAA or an iOS \
                system colour name (systemBlue, label, …). A negative number can follow its flag \
                (--width -20) or be joined to it (--width=-20).

                \(ControlFlags.help(for: C.kind))

                \(HelpText.examples(C.kind.examples))
                """
        )
    }

    @OptionGroup var output: OutputFileOptions
    @OptionGroup var rendition: RenditionOptions
    @OptionGroup var strictness: StrictOption

    @Flag(help: "Write the figure's Scene JSON (controlkit-scene/1) instead of its PNG; -o then names a .json file.")
    var emitScene = false

    @Argument(parsing: .allUnrecognized, help: .hidden)
    var controlArguments: [String] = []

    func run() throws {
        let path = try output.path(ending: emitScene ? "json" : "png", because: emitScene ? "the Scene JSON" : "the figure")
        try ControlFlags.checkRequired(controlArguments, kind: C.kind)
        let control = try ControlFlags.parse(controlArguments, kind: C.kind)
        let figure: DocumentNode = .map([("name", .plain(C.kind.command)), (C.kind.key, control)] + rendition.figureFields())
        let root: DocumentNode = .map([("figures", .list([figure]))])
        let plan: FigurePlan
        do {
            plan = try FigurePlan(root, strict: strictness.strict)
        } catch {
            throw DiagnosticList(error.diagnostics.map(locatedAtFlag))
        }
        guard let variant = plan.variants.first else { return }
        if emitScene {
            Console.report(plan.warnings.map(locatedAtFlag))
            try OutputSet.write(Array(variant.scene.jsonText().utf8), to: path, protecting: plan.inputs)
        } else {
            let rendering = variant.rendering()
            let canvas = rendering.canvas
            let contrast = (rendering.warnings + variant.contrastWarnings(on: canvas)).map { strictness.strict ? $0.asError : $0 }
            let warnings = (plan.warnings + contrast).map(locatedAtFlag)
            // Under --strict a contrast warning is an error: nothing is written then.
            if warnings.contains(where: \.isError) { throw DiagnosticList(warnings) }
            Console.report(warnings)
            try OutputSet.writePNG(canvas.image(), to: path, protecting: plan.inputs)
        }
        print("wrote \(path) (\(variant.scene.pixelWidth)×\(variant.scene.pixelHeight) px)")
    }

    /// A diagnostic about a field no flag was typed for (a required one) located at its flag.
    func locatedAtFlag(_ d: Diagnostic) -> Diagnostic {
        let control: FieldPath = ["figures", 0, .key(C.kind.key)]
        if d.location == nil, d.field == control {
            // About the control as a whole (its text): no flag to name.
            var copy = d
            copy.field = FieldPath(Array(d.field.components.dropFirst(3)))
            return copy
        }
        guard d.location == nil, let flag = ControlFlags.flag(for: d.field, kind: C.kind) else { return d }
        var copy = d
        copy.location = .flag(flag)
        return copy
    }
}
