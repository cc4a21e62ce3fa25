// Reading PNG files (size-checked) and writing them (atomically).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

extension PNG {
    /// Reads and decodes the PNG file at `path`; see `decode(_:limits:)` for what it accepts.
    ///
    /// - Throws: `PNGError.unreadableFile` (with the system's reason) when the file cannot be
    ///   opened or read, `.fileTooLarge` when it exceeds `limits.maxFileBytes` (checked before
    ///   reading), and any error of `decode`.
    public static func read(contentsOf path: String, limits: PNGLimits = .default) throws(PNGError) -> RGBAImage {
        try decode(readFile(path, maxBytes: limits.maxFileBytes), limits: limits)
    }

    /// Encodes `image` and writes it to `path` atomically (see `AtomicFile`).
    ///
    /// - Throws: any error of `encode`, or `PNGError.writeFailed` when the file cannot be
    ///   written; then nothing is left at `path` (a file already there stays as it was).
    public static func write(_ image: RGBAImage, to path: String, compression: PNGCompression = .fast) throws(PNGError) {
        let bytes = try encode(image, compression: compression)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .writeFailed(path: path, reason: "could not \(error.step.rawValue): \(error.reason)")
        }
    }

    /// The whole file, after checking its size against `maxBytes`.
    static func readFile(_ path: String, maxBytes: Int) throws(PNGError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: path, reason: errnoText(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadableFile(path: path, reason: errnoText(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadableFile(path: path, reason: "not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= maxBytes else { throw .fileTooLarge(path: path, byteCount: size, limit: maxBytes) }

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
        guard readError == 0 else { throw .unreadableFile(path: path, reason: errnoText(readError)) }
        return Array(bytes.prefix(filled))
    }
}
