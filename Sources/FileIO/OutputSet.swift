import Foundation

/// Several output files that appear together or not at all: every file is written in full
/// under a temporary name beside its destination (folders created as needed), and only when
/// all are written are they renamed into place. Until `commit()`, nothing is visible at any
/// destination; if the set is dropped uncommitted (an error was thrown), the temporary files
/// and the folders it created are removed.
///
/// The one gap a file system leaves: if a rename fails part-way through `commit()` (a full
/// disk cannot cause it; renames allocate nothing), the files renamed before it stay.
public final class OutputSet {
    private var staged: [StagedFile] = []
    private var createdFolders: [String] = []
    private var committed = false
    /// Files the set must never replace: the command's inputs.
    private let inputs: [String]

    /// A set that refuses to write over any of `inputs` (the files a command reads).
    public init(protecting inputs: [String] = []) { self.inputs = inputs }

    /// The destinations added so far, in order.
    public var paths: [String] { staged.map(\.path) }

    /// Writes `bytes` for `path` under a temporary name, creating missing folders above it.
    /// - Throws: `AtomicFileError` (at step `overwriteInput` when `path` is one of the protected
    ///   inputs); what was staged before stays staged (drop the set to remove it).
    public func add(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        if let input = SameFile.overwrittenInput(by: path, inputs: inputs) {
            throw AtomicFileError(path: path, step: .overwriteInput, reason: "\(input) is read by this command; choose another output")
        }
        // Found now rather than when renaming, so that no file of the set is in place yet.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw AtomicFileError(path: path, step: .checkPath, reason: "a folder is in the way")
        }
        createdFolders += try OutputFolder.createParents(of: path)
        staged.append(try AtomicFile.stage(bytes, for: path))
    }

    /// Renames every staged file into place, in the order added.
    public func commit() throws(AtomicFileError) {
        committed = true
        for (index, file) in staged.enumerated() {
            do {
                try file.commit()
            } catch {
                for rest in staged[(index + 1)...] { rest.discard() }
                throw error
            }
        }
    }

    /// Removes every staged file and the folders this set created (when empty).
    public func discard() {
        committed = true
        for file in staged { file.discard() }
        for folder in createdFolders.reversed() { OutputFolder.removeIfEmpty(folder) }
    }

    deinit {
        if !committed { discard() }
    }
}
