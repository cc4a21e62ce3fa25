// Reading a whole input file with its size checked before anything is allocated: PNGs, scene
// files, figure files.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an input file could not be read.
public enum InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Open, stat or read failed, or the path is not a regular file; `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// The file is larger than the caller's limit (checked before reading).
    case tooLarge(path: String, byteCount: Int, limit: Int)

    /// What is wrong, without the path: "cannot read: No such file or directory".
    public var problem: String {
        switch self {
        case .unreadable(_, let reason): "cannot read: \(reason)"
        case .tooLarge(_, let n, let limit): "\(n) bytes is over the \(limit)-byte limit"
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path, _), .tooLarge(let path, _, _): "\(path): \(problem)"
        }
    }
}

/// Reads input files whole, checking their size before allocating.
public enum InputFile {
    /// The whole file at `path`, after checking its size against `maxBytes`.
    public static func read(_ path: String, maxBytes: Int) throws(InputFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: errnoText(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: errnoText(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .unreadable(path: path, reason: "not a regular file") }
        let size = Int(status.st_size)
        guard size <= maxBytes else { throw .tooLarge(path: path, byteCount: size, limit: maxBytes) }

        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        var readError: Int32 = 0
        bytes.withUnsafeMutableBytes { raw in
            while filled < raw.count {
                let count = systemRead(descriptor, raw.baseAddress.map { $0 + filled }, raw.count - filled)
                if count < 0 && errno == EINTR { continue }
                if count < 0 { readError = errno; return }
                if count == 0 { return }  // the file shrank while being read
                filled += count
            }
        }
        guard readError == 0 else { throw .unreadable(path: path, reason: errnoText(readError)) }
        bytes.removeSubrange(filled...)
        return bytes
    }
}
