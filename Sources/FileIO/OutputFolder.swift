import Foundation

/// Output files' folders: created when missing, as `mkdir -p` would, so `-o out/figures/a.png`
/// works on a fresh checkout.
package enum OutputFolder {
    /// Creates the folders above `path` that do not exist yet, and returns them, outermost first.
    /// - Throws: `AtomicFileError` at step `createFolder`, with the system's reason.
    @discardableResult
    package static func createParents(of path: String) throws(AtomicFileError) -> [String] {
        let parent = Self.parent(of: path)
        guard !parent.isEmpty else { return [] }
        var missing: [String] = []
        var folder = parent
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = Self.parent(of: folder)
        }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: path, step: .createFolder, reason: "\(parent): \(error.localizedDescription)")
        }
        return missing
    }

    /// The part of `path` before its last `/` ("" when there is none, "/" for a file at the root).
    /// (Foundation's `deletingLastPathComponent` traps on some relative paths on Linux.)
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Removes `folder` if it is an empty folder; anything else is left alone.
    static func removeIfEmpty(_ folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), entries.isEmpty else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
