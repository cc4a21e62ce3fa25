// Writing output files the one way every command does: staged beside their destinations and
// moved into place together (`OutputSet`), failures reported as diagnostics naming the file.

import Documents
import FileIO
import PNGCodec
import Raster

extension OutputSet {
    /// Stages `bytes` for `path`.
    /// - Throws: a diagnostic naming `path` and what could not be done.
    public func stage(_ bytes: [UInt8], to path: String) throws(DiagnosticList) {
        do { try add(bytes, to: path) } catch { throw DiagnosticList(Diagnostic(.error, file: path, error.problem)) }
    }

    /// Encodes `image` as PNG and stages it for `path`.
    public func stagePNG(_ image: RGBAImage, to path: String, compression: PNGCompression = .fast) throws(DiagnosticList) {
        let bytes: [UInt8]
        do { bytes = try PNG.encode(image, compression: compression) } catch {
            throw DiagnosticList(Diagnostic(.error, file: path, "cannot encode the PNG: \(error)"))
        }
        try stage(bytes, to: path)
    }

    /// Unpremultiplies `pixmap`, encodes it as PNG and stages it for `path`.
    public func stagePNG(_ pixmap: Pixmap, to path: String, compression: PNGCompression = .fast) throws(DiagnosticList) {
        try stagePNG(pixmap.unpremultiplied(), to: path, compression: compression)
    }

    /// Moves every staged file into place.
    /// - Throws: a diagnostic naming the file whose rename failed.
    public func commitReporting() throws(DiagnosticList) {
        do { try commit() } catch { throw DiagnosticList(Diagnostic(.error, file: error.path, error.problem)) }
    }

    /// Writes one file: staged, then moved into place; on an error nothing is left. The file
    /// is never one of `inputs`.
    public static func write(_ bytes: [UInt8], to path: String, protecting inputs: [String] = []) throws(DiagnosticList) {
        let outputs = OutputSet(protecting: inputs)
        try outputs.stage(bytes, to: path)
        try outputs.commitReporting()
    }

    /// Writes one PNG: staged, then moved into place; on an error nothing is left. The file is
    /// never one of `inputs`.
    public static func writePNG(_ image: RGBAImage, to path: String, compression: PNGCompression = .fast,
                                protecting inputs: [String] = []) throws(DiagnosticList) {
        let outputs = OutputSet(protecting: inputs)
        try outputs.stagePNG(image, to: path, compression: compression)
        try outputs.commitReporting()
    }
}
