// Reading PNG files (size-checked) and writing them (atomically).

import FileIO
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
        do {
            return try InputFile.read(path, maxBytes: maxBytes)
        } catch {
            switch error {
            case .unreadable(let path, let reason): throw .unreadableFile(path: path, reason: reason)
            case .tooLarge(let path, let n, let limit): throw .fileTooLarge(path: path, byteCount: n, limit: limit)
            }
        }
    }
}
