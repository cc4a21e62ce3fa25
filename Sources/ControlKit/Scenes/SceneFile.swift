// Scene files: reading one (size-checked, errors naming the file, field and line) and
// rendering it to a PNG (written atomically: a failed render leaves no file).

import Documents
import DisplayList
import FileIO
import PNGCodec
import Typeset

/// Reads scene files and renders them to PNG.
public enum SceneFile {
    /// Reads and decodes a scene file.
    /// - Parameters:
    ///   - path: the scene file (JSON).
    ///   - limits: the bounds on the scene's size and counts.
    ///   - fonts: when given, text runs naming a family it lacks are errors here.
    /// - Throws: every problem found, each naming the file, the field and the line.
    public static func load(_ path: String, limits: SceneLimits = .default, fonts: FontLibrary? = nil) throws(DiagnosticList) -> Scene {
        let bytes = try InputFile.readForDiagnostics(path, maxBytes: InputLimits.maxSceneFileBytes)
        do {
            return try Scene.decode(json: bytes, limits: limits, fonts: fonts)
        } catch {
            throw error.inFile(path)
        }
    }

    /// Renders `scene`, its text laid out with `fonts`, and writes it as a PNG at `output`,
    /// atomically, creating missing folders; returns the text runs' warnings (missing glyphs,
    /// removed control characters).
    /// - Throws: a diagnostic naming `output`: a text run that cannot be laid out (with its
    ///   field), a write failure, or an output that is one of `inputs`. Nothing is written then.
    @discardableResult
    public static func renderPNG(_ scene: Scene, to output: String, fonts: FontLibrary, compression: PNGCompression = .fast,
                                 protecting inputs: [String] = []) throws(DiagnosticList) -> [Diagnostic] {
        let rendering: SceneRendering
        do {
            // A scene file may be thousands of large fills (the benchmark scenes): worth the
            // cores when its canvas is large.
            rendering = try scene.render(fonts: fonts, threads: FillBatch.automaticThreads(forPixels: scene.pixelWidth * scene.pixelHeight))
        } catch {
            throw DiagnosticList(error)
        }
        try OutputSet.writePNG(rendering.canvas.image(), to: output, compression: compression, protecting: inputs)
        return rendering.warnings
    }
}
