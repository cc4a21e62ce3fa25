import Foundation

/// Output files' folders: created when missing, as `mkdir -p` would, so `-o out/figures/a.png`
/// works on a fresh checkout.
public enum OutputFolder {
    /// Creates the folders above `path` that do not exist yet.
    /// - Throws: `AtomicFileError` at step `createFolder`, with the system's reason.
    public static func createParents(of path: String) throws(AtomicFileError) {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: path, step: .createFolder, reason: "\(parent): \(error.localizedDescription)")
        }
    }
}
