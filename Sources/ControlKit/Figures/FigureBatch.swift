// Rendering a whole figure file into a folder: load, validate and expand everything first,
// then draw and write each variant atomically. A file with an error writes nothing.

import Documents
import FileIO
import Foundation
import PNGCodec
import Raster

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
    ///   - emitScene: write each variant's Scene JSON (`.json`) instead of its PNG.
    ///   - strict: warnings are errors.
    ///   - progress: called before each variant with its 1-based index, the count, and the path.
    /// - Throws: every error of the file (before anything is written), or a write error.
    public static func run(path: String, outputDirectory: String, emitScene: Bool = false, strict: Bool = false,
                           progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(DiagnosticList) -> Result {
        let plan = try FigurePlan.load(path, strict: strict)
        var warnings = plan.warnings
        if emitScene {
            for variant in plan.variants where variant.backdropImage != nil {
                warnings.append(plan.file.locate(Diagnostic(.warning, field: variant.field.appending("backdrop"),
                    "a backdrop photo is not part of the Scene JSON; \(sceneFileName(variant.outputPath)) has no backdrop")))
            }
        }
        var written: [String] = []
        for (index, variant) in plan.variants.enumerated() {
            let relative = emitScene ? sceneFileName(variant.outputPath) : variant.outputPath
            let output = outputDirectory + "/" + relative
            progress(index + 1, plan.variants.count, output)
            do {
                try OutputFolder.createParents(of: output)
                if emitScene {
                    try AtomicFile.write(Array(variant.scene.jsonText().utf8), to: output)
                } else {
                    try variant.render().pixmap.writePNG(to: output)
                }
            } catch {
                throw DiagnosticList(Diagnostic(.error, file: output, "\(error)"))
            }
            written.append(output)
        }
        return Result(written: written, warnings: warnings)
    }

    /// `x.png` → `x.json`.
    static func sceneFileName(_ png: String) -> String { String(png.dropLast(".png".count)) + ".json" }
}
