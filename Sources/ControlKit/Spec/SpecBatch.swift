// Rendering a whole spec into a folder: load, validate and expand everything first, then draw
// and write each variant atomically. A spec with an error writes nothing.

import Foundation
import Raster

public enum SpecBatch {
    /// What a batch did.
    public struct Result: Sendable {
        /// The files written, as paths under the output folder, in spec order.
        public var written: [String]
        /// Warnings about the spec (already counted as errors under `strict`).
        public var warnings: [SpecIssue]
    }

    /// Renders every figure variant of the spec at `specPath` into `outputDirectory`.
    /// - Parameters:
    ///   - emitScene: write each variant's Scene JSON (`.json`) instead of its PNG.
    ///   - strict: warnings are errors.
    ///   - progress: called before each variant with its 1-based index, the count, and the path.
    /// - Throws: `SpecFailure` for a spec error (before anything is written) or a write error.
    public static func run(specPath: String, outputDirectory: String, emitScene: Bool = false, strict: Bool = false,
                           progress: (Int, Int, String) -> Void = { _, _, _ in }) throws(SpecFailure) -> Result {
        let spec = try SpecFile.load(specPath)
        let prepared = try SpecRenderer.prepare(spec, baseDirectory: SpecFile.directory(of: specPath), strict: strict, file: specPath)
        var warnings = prepared.warnings
        if emitScene {
            for variant in prepared.variants where variant.backdropImage != nil {
                warnings.append(SpecIssue(.warning, field: SpecNode.childPath(variant.field, "backdrop"),
                                          "a backdrop photo is not part of the Scene JSON; \(sceneFileName(variant.outputPath)) has no backdrop"))
            }
        }
        var written: [String] = []
        for (index, variant) in prepared.variants.enumerated() {
            let relative = emitScene ? sceneFileName(variant.outputPath) : variant.outputPath
            let path = outputDirectory + "/" + relative
            progress(index + 1, prepared.variants.count, path)
            do {
                let folder = (path as NSString).deletingLastPathComponent
                try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
            } catch {
                throw SpecFailure(file: path, SpecIssue(field: "", "cannot create the folder: \(error.localizedDescription)"))
            }
            do {
                if emitScene {
                    try AtomicFile.write(Array(variant.scene.jsonText().utf8), to: path)
                } else {
                    try variant.render().pixmap.writePNG(to: path)
                }
            } catch {
                throw SpecFailure(file: path, SpecIssue(field: "", "\(error)"))
            }
            written.append(path)
        }
        return Result(written: written, warnings: warnings)
    }

    /// `x.png` → `x.json`.
    static func sceneFileName(_ png: String) -> String { String(png.dropLast(".png".count)) + ".json" }
}
