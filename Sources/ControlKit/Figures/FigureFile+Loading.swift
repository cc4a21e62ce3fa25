// Figure files on disk: reading one (YAML, or JSON by its extension) with errors naming the file.

import Documents
import FileIO

extension FigureFile {
    /// Reads and decodes the figure file at `path`: JSON when the name ends in `.json`, else YAML.
    /// - Throws: every problem found, each naming the file, the field and the line.
    public static func load(_ path: String) throws(DiagnosticList) -> FigureFile {
        try decode(try parse(InputFile.readForDiagnostics(path, maxBytes: InputLimits.maxFigureFileBytes), path: path), path: path)
    }
}

extension InputFile {
    /// The whole file, or a diagnostic naming it: what every loader in ControlKit reads through.
    static func readForDiagnostics(_ path: String, maxBytes: Int) throws(DiagnosticList) -> [UInt8] {
        do {
            return try read(path, maxBytes: maxBytes)
        } catch {
            throw DiagnosticList(Diagnostic(.error, file: path, error.problem))
        }
    }
}
