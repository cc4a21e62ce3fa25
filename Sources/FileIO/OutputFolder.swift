import Foundation

/// Output files' folders: created when missing, as `mkdir -p` would, so `-o out/figures/a.png`
/// works on a fresh checkout.
package enum OutputFolder {
    /// Creates the folders above `path` that do not exist yet, and returns them, outermost first.
    /// - Throws: `AtomicFileError` at step `createFolder`, with the system's reason.
    @discardableResult
    package static func createParents(of path: String) throws(AtomicFileError) -> [String] {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return [] }
        var missing: [String] = []
        var folder = parent
        while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
            missing.insert(folder, at: 0)
            folder = (folder as NSString).deletingLastPathComponent
        }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: path, step: .createFolder, reason: "\(parent): \(error.localizedDescription)")
        }
        return missing
    }

    /// Removes `folder` if it is an empty folder; anything else is left alone.
    static func removeIfEmpty(_ folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder), entries.isEmpty else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
