// Writing a whole file so that readers see the old contents or the new, never a mix.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic file replacement: a temporary file in the destination's folder, written, fsynced,
/// then renamed over the destination.
///
/// Guarantees: a reader of `path` sees either its previous contents or all of `bytes`; a
/// failure throws and leaves no new file and no temporary file (the previous file, if any, is
/// untouched). The rename is atomic because the temporary file is in the same folder, hence
/// on the same file system (POSIX `rename`). The folder is fsynced afterwards so the rename
/// survives a crash where the file system allows it; that last step cannot fail the write,
/// since the new file is already complete and in place.
///
/// The new file gets mode 0644 minus the process umask; a symbolic link at the destination is
/// replaced, not followed. Shared by the PNG writer, the scene and figure renderers and the golden store.
public enum AtomicFile {
    /// Mode of new files before the umask: owner read/write, everyone else read.
    static let fileMode: mode_t = 0o644

    /// Writes `bytes` to `path`, replacing any file there, atomically.
    ///
    /// - Parameters:
    ///   - bytes: the complete new contents.
    ///   - path: the destination; its folder must exist.
    /// - Throws: `AtomicFileError` naming the step that failed and the system's reason.
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        try stage(bytes, for: path).commit()
    }

    /// Writes `bytes` to a temporary file beside `path`, complete and flushed, but not yet in
    /// place: `commit()` renames it over `path`, `discard()` removes it.
    /// - Throws: `AtomicFileError`; then no temporary file is left.
    package static func stage(_ bytes: [UInt8], for path: String) throws(AtomicFileError) -> StagedFile {
        let (folder, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw AtomicFileError(path: path, step: .checkPath, reason: "the path names a folder, not a file")
        }
        let temporaryPath = folder + "/." + name + ".tmp-\(getpid())-\(UInt64.random(in: .min ... .max))"

        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
        guard descriptor >= 0 else {
            throw AtomicFileError(path: path, step: .createTemporary, reason: errnoText(errno))
        }
        func fail(_ step: AtomicFileError.Step, _ code: Int32, closing: Bool = true) -> AtomicFileError {
            if closing { close(descriptor) }
            unlink(temporaryPath)
            return AtomicFileError(path: path, step: step, reason: errnoText(code))
        }
        if let code = writeAll(bytes, to: descriptor) { throw fail(.write, code) }
        if fsync(descriptor) != 0 { throw fail(.sync, errno) }
        if close(descriptor) != 0 { throw fail(.close, errno, closing: false) }
        return StagedFile(path: path, temporaryPath: temporaryPath)
    }

    /// The folder part (or "." when there is none) and the last component of `path`.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Writes every byte, retrying short writes and EINTR; the errno of a failure, or nil.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            var offset = 0
            while offset < raw.count {
                let written = systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }

    /// Best-effort fsync of a folder, to make a rename in it durable (errors ignored, see above).
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}

/// A file written in full under a temporary name beside its destination, not yet in place.
package struct StagedFile: Sendable {
    /// Where the file goes.
    package let path: String
    let temporaryPath: String

    /// Renames the file over `path` (atomic on one file system) and makes the rename durable
    /// where the file system allows.
    /// - Throws: `AtomicFileError` at step `rename`; the temporary file is removed then.
    package func commit() throws(AtomicFileError) {
        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            throw AtomicFileError(path: path, step: .rename, reason: errnoText(code))
        }
        AtomicFile.syncFolder(AtomicFile.split(path).folder)
    }

    /// Removes the temporary file; `path` is untouched.
    package func discard() { unlink(temporaryPath) }
}
