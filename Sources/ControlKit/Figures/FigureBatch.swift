// Rendering a whole figure file into a folder: load, validate and expand everything first,
// then draw every variant into a staged file, and move them all into place at the end. A file
// with an error, or a write that fails part-way, leaves nothing written.

import Documents
import FileIO
import PNGCodec
import Raster

/// Renders every figure of a figure file into a folder, all or nothing: a file with an error, or a
/// write that fails part-way, leaves nothing written.
public enum FigureBatch {
    /// What a batch did.
    public struct Result: Sendable {
        /// The files written, as paths under the output folder, in file order.
        public var written: [String]
        /// Warnings about the file (already counted as errors under `strict`).
        public var warnings: [Diagnostic]
    }

    /// Renders every figure variant of the file at `path` into `outputDirectory`.
    /// - Parameters:
    ///   - path: the figure file (YAML or JSON).
    ///   - outputDirectory: the folder the files are written into, each at its variant's relative path.
    ///   - emitScene: write each variant's Scene JSON (`.json`) instead of its PNG.
    ///   - strict: warnings are errors.
    ///   - progress: called before each variant with its 1-based index, the count, and the path.
    /// - Throws: every error of the file (before anything is drawn), or a write error (after
    ///   which nothing is written either: files are staged and moved into place together).
    public static func run(path: String, outputDirectory: String, emitScene: Bool = false, strict: Bool = false,
                           progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(DiagnosticList) -> Result {
        let plan = try FigurePlan.load(path, strict: strict)
        var warnings = plan.warnings
        if emitScene {
            // One warning where the photo is named (the file's defaults or a figure), printed
            // once with the count of scene files it concerns.
            for variant in plan.variants where variant.backdropImage != nil {
                let figure = plan.file.figures.first { $0.name == variant.figureName }
                let field = figure?.backdrop == nil ? FieldPath(keys: "defaults", "backdrop") : variant.field.appending("backdrop")
                warnings.append(plan.file.locate(Diagnostic(.warning, field: field,
                    "a backdrop photo is not part of Scene JSON: the .json files have no backdrop")))
            }
        }
        let outputs = OutputSet(protecting: plan.inputs)
        for (index, variant) in plan.variants.enumerated() {
            let relative = emitScene ? sceneFileName(variant.outputPath) : variant.outputPath
            let output = outputDirectory + "/" + relative
            progress(index + 1, plan.variants.count, output)
            if emitScene {
                try outputs.stage(Array(variant.scene.jsonText().utf8), to: output)
            } else {
                let rendering = variant.rendering()
                let canvas = rendering.canvas
                warnings += (rendering.warnings + variant.contrastWarnings(on: canvas)).map { plan.file.locate(strict ? $0.asError : $0) }
                try outputs.stagePNG(canvas.pixmap, to: output)
            }
        }
        // Under --strict a contrast warning is an error: nothing is written then either.
        if warnings.contains(where: \.isError) { throw DiagnosticList(warnings) }
        try outputs.commitReporting()
        return Result(written: outputs.paths, warnings: warnings)
    }

    /// `x.png` → `x.json`.
    static func sceneFileName(_ png: String) -> String { String(png.dropLast(".png".count)) + ".json" }
}
