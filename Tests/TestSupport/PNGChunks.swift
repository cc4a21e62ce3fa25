// A minimal PNG chunk walker and CRC-32 for tests: listing chunks and repairing CRCs.

/// Reads chunk boundaries without libpng (PNG spec 5.3: length, type, data, CRC).
public enum PNGChunks {
    public struct Chunk {
        /// Offset of the 4-byte length field.
        public var offset: Int
        public var type: String
        public var dataLength: Int
        public var dataRange: Range<Int> { offset + 8 ..< offset + 8 + dataLength }
        /// Offset of the CRC, which covers type and data.
        public var crcOffset: Int { offset + 8 + dataLength }
    }

    public static let signatureLength = 8
    public static let headerLength = 8
    public static let crcLength = 4

    /// The chunks that fit entirely inside `bytes`, in order; stops at the first that does not.
    public static func chunks(in bytes: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var offset = signatureLength
        while offset + headerLength + crcLength <= bytes.count {
            let length = Int(bigEndian32(bytes, at: offset))
            guard length <= bytes.count - offset - headerLength - crcLength else { break }
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            result.append(Chunk(offset: offset, type: type, dataLength: length))
            offset += headerLength + length + crcLength
        }
        return result
    }

    public static func types(in bytes: [UInt8]) -> [String] { chunks(in: bytes).map(\.type) }

    /// Rewrites every whole chunk's CRC to match its type and data.
    public static func repairingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for chunk in chunks(in: bytes) {
            let crc = CRC32.checksum(bytes[chunk.offset + 4 ..< chunk.crcOffset])
            for i in 0 ..< 4 { out[chunk.crcOffset + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
        }
        return out
    }

    public static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        (0 ..< 4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}

/// CRC-32 as PNG uses it (PNG spec 5.5, annex D): reflected polynomial 0xEDB88320, initial
/// and final value all ones. Bitwise, slow and obvious: test inputs are small.
public enum CRC32 {
    public static let polynomial: UInt32 = 0xEDB8_8320

    public static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0 ..< 8 { crc = crc & 1 == 1 ? (crc >> 1) ^ polynomial : crc >> 1 }
        }
        return ~crc
    }
}
