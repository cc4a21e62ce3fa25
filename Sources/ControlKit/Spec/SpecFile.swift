// Spec files on disk: reading one (YAML, or JSON by its extension) with errors naming the file.

import Foundation

public enum SpecFile {
    /// Reads and decodes the spec at `path`: JSON when the name ends in `.json`, else YAML.
    /// - Throws: `SpecFailure` naming the file, with every decoding error found.
    public static func load(_ path: String) throws(SpecFailure) -> Spec {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, maxBytes: SpecNode.maxBytes)
        } catch {
            throw SpecFailure(file: path, SpecIssue(field: "", "\(error)".replacingPrefix("\(path): ", with: "")))
        }
        do throws(SpecIssueList) {
            if path.lowercased().hasSuffix(".json") { return try Spec.decode(json: bytes) }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw SpecIssueList([SpecIssue(field: "", "the file is not UTF-8 text")])
            }
            return try Spec.decode(yaml: text)
        } catch {
            throw SpecFailure(file: path, issues: error.issues)
        }
    }

    /// The folder holding `path` (backdrop images in the spec are relative to it).
    public static func directory(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
