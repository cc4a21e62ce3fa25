/// Everything that can go wrong reading or writing a PNG, each case saying what and where.
///
/// Decoding never crashes on bad input: every libpng error is caught in C (CPNGShim) and
/// mapped to one of these cases. `description` is a one-line message fit for a CLI user.
public enum PNGError: Error, Hashable, CustomStringConvertible {
    /// The data does not start with the 8-byte PNG signature; `firstBytes` are what it starts with.
    case notPNG(firstBytes: [UInt8])
    /// The data ends after `byteCount` bytes, before the image is complete (before IEND).
    case truncated(byteCount: Int)
    /// A chunk's stored CRC does not match its contents. Covers ancillary chunks too, which
    /// libpng by default would only warn about.
    case badCRC(chunk: String)
    /// zlib cannot inflate a chunk's compressed data; `reason` is zlib's message.
    case badCompressedData(chunk: String, reason: String)
    /// IHDR holds values PNG does not allow (zero width or height, an illegal bit depth for
    /// the colour type, ...); `reason` is libpng's explanation.
    case invalidHeader(reason: String)
    /// The header asks for an image beyond `limits`; nothing was allocated for it.
    case tooLarge(width: Int, height: Int, limits: PNGLimits)
    /// The file is larger than `limit` bytes; it was not read.
    case fileTooLarge(path: String, byteCount: Int, limit: Int)
    /// Any other structural fault libpng found (a missing PLTE, too little image data, ...).
    case malformed(chunk: String?, reason: String)
    /// An allocation failed inside libpng or zlib.
    case outOfMemory
    /// The file could not be opened or read; `reason` is the system's error text.
    case unreadableFile(path: String, reason: String)
    /// The image cannot be stored as a PNG (for example it is empty).
    case unencodable(reason: String)
    /// The PNG could not be written to `path`; nothing was left there.
    case writeFailed(path: String, reason: String)

    /// What is wrong, without the file's path, for messages that name the file already:
    /// "cannot read: No such file or directory".
    public var problem: String {
        switch self {
        case .fileTooLarge(_, let byteCount, let limit): "PNG file too large: \(byteCount) bytes, the limit is \(limit)"
        case .unreadableFile(_, let reason): "cannot read: \(reason)"
        case .writeFailed(_, let reason): "cannot write: \(reason)"
        default: description
        }
    }

    public var description: String {
        switch self {
        case .notPNG(let firstBytes):
            // At most the signature's length: a caller may build the case with any bytes.
            let shown = firstBytes.prefix(PNG.signature.count).map(PNGError.hexByte).joined(separator: " ")
                + (firstBytes.count > PNG.signature.count ? " … (\(firstBytes.count) bytes)" : "")
            let expected = PNG.signature.map(PNGError.hexByte).joined(separator: " ")
            return "not a PNG: the first bytes are [\(shown)], not the PNG signature [\(expected)]"
        case .truncated(let byteCount):
            return "truncated PNG: the data ends after \(byteCount) bytes, before the image is complete"
        case .badCRC(let chunk):
            return "corrupt PNG: CRC mismatch in the \(chunk) chunk"
        case .badCompressedData(let chunk, let reason):
            return "corrupt PNG: the compressed data in the \(chunk) chunk is damaged (zlib: \(reason))"
        case .invalidHeader(let reason):
            return "invalid PNG header (IHDR): \(reason)"
        case .tooLarge(let width, let height, let limits):
            // Any Ints a caller builds the case with: a negative or overflowing product is
            // reported as such, never converted.
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            let (bytes, bytesOverflow) = pixels.multipliedReportingOverflow(by: PNGLimits.bytesPerPixel)
            let bytesText = overflow || bytesOverflow ? "more than \(Int.max)" : "\(bytes)"
            return "PNG too large: \(width) x \(height) px (\(bytesText) bytes as RGBA8) exceeds the limits of "
                + "\(limits.maxSidePixels) px a side and \(limits.maxDecodedBytes) decoded bytes"
        case .fileTooLarge(let path, let byteCount, let limit):
            return "PNG file too large: \(path) has \(byteCount) bytes, the limit is \(limit)"
        case .malformed(let chunk, let reason):
            return "corrupt PNG: \(reason)" + (chunk.map { " (in the \($0) chunk)" } ?? "")
        case .outOfMemory:
            return "out of memory while decoding or encoding a PNG"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .unencodable(let reason):
            return "cannot encode PNG: \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot write PNG to \(path): \(reason)"
        }
    }

    /// A byte as two upper-case hex digits.
    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
