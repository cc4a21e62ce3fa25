// Turns CPNGShim's status codes and messages into PNGError cases.

import CPNGShim

extension PNGError {
    /// The error for a failed shim call. `byteCount` is the size of the input being decoded.
    init(status: CKPNGStatus, failure: CKPNGFailure, byteCount: Int) {
        let chunk = PNGError.text(of: failure.chunk)
        let message = PNGError.text(of: failure.message)
        let warning = PNGError.text(of: failure.warning)
        switch status {
        case CKPNG_NOT_PNG:
            self = .notPNG(firstBytes: [])
        case CKPNG_TRUNCATED:
            self = .truncated(byteCount: byteCount)
        case CKPNG_BAD_CRC:
            self = .badCRC(chunk: chunk.isEmpty ? "unknown" : chunk)
        case CKPNG_BAD_ZLIB:
            self = .badCompressedData(chunk: chunk.isEmpty ? "unknown" : chunk, reason: message)
        case CKPNG_BAD_HEADER:
            // libpng warns about each bad field, then fails with a generic "Invalid IHDR data".
            self = .invalidHeader(reason: warning.isEmpty ? message : warning)
        case CKPNG_NO_MEMORY:
            self = .outOfMemory
        default:
            self = .malformed(chunk: chunk.isEmpty ? nil : chunk, reason: message)
        }
    }

    /// A C character array (NUL-terminated inside it) as a String, invalid UTF-8 repaired.
    static func text<Storage>(of storage: Storage) -> String {
        withUnsafeBytes(of: storage) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
