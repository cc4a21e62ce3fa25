import PNGCodec
import Raster
import TestSupport
import Testing

/// Damaged files: each gets its own typed error, never a crash.
@Suite struct PNGCorruptionTests {
    @Test func badSignatureIsNotAPNG() throws {
        let bytes = try Fixtures.bytes("corrupt-signature.png")
        #expect(throws: PNGError.notPNG(firstBytes: Array(bytes.prefix(8)))) { try PNG.decode(bytes) }
        #expect(throws: PNGError.notPNG(firstBytes: Array("GIF89a".utf8))) { try PNG.decode(Array("GIF89a".utf8)) }
    }

    /// Cut at every kind of place: inside the signature, inside IHDR, between chunks, inside an
    /// IDAT's data, inside a CRC, just before IEND and inside IEND.
    @Test func truncationIsReportedWithTheLength() throws {
        let bytes = try Fixtures.bytes("rgba-8-adam7.png")
        let chunks = PNGChunks.chunks(in: bytes)
        let idat = try #require(chunks.first { $0.type == "IDAT" })
        let iend = try #require(chunks.last)
        #expect(iend.type == "IEND")
        let cuts = [0, 1, 7, 8, 12, 20, 33, idat.offset, idat.offset + 10, idat.crcOffset + 2,
                    iend.offset, iend.offset + 6, bytes.count - 1]
        for cut in cuts {
            let prefix = Array(bytes.prefix(cut))
            #expect(throws: PNGError.truncated(byteCount: cut), "cut at \(cut)") { try PNG.decode(prefix) }
        }
    }

    @Test func badCRCInIHDR() throws {
        #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNG.decode(try Fixtures.bytes("corrupt-ihdr-crc.png")) }
    }

    @Test func badCRCInIDAT() throws {
        #expect(throws: PNGError.badCRC(chunk: "IDAT")) { try PNG.decode(try Fixtures.bytes("corrupt-idat-crc.png")) }
    }

    /// libpng only warns about a bad CRC in an ancillary chunk by default; the decoder refuses.
    @Test func badCRCInAncillaryChunk() throws {
        #expect(throws: PNGError.badCRC(chunk: "tEXt")) { try PNG.decode(try Fixtures.bytes("corrupt-text-crc.png")) }
    }

    /// The zlib header's check bits are wrong but the chunk's CRC is right: zlib must object.
    @Test func badZlibStreamInIDAT() throws {
        #expect(throws: PNGError.badCompressedData(chunk: "IDAT", reason: "incorrect header check")) {
            try PNG.decode(try Fixtures.bytes("corrupt-idat-zlib.png"))
        }
    }

    /// Found by the fuzz test: libpng checks the zlib header's window size itself and words it
    /// "invalid window size (libpng)", which an exact-match table missed and called `.malformed`.
    @Test func zlibWindowSizeRejectedByLibpngIsBadCompressedData() throws {
        var bytes = try Fixtures.bytes("rgba-8.png")
        let idat = try #require(PNGChunks.chunks(in: bytes).first { $0.type == "IDAT" })
        // CMF 0x88: deflate with CINFO 8, a 2^16-byte window, over RFC 1950's maximum of 2^15;
        // FLG 0x1C makes CMF·256 + FLG a multiple of 31, so only the window size is wrong.
        bytes[idat.dataRange.lowerBound] = 0x88
        bytes[idat.dataRange.lowerBound + 1] = 0x1C
        bytes = PNGChunks.repairingCRCs(bytes)
        #expect(throws: PNGError.badCompressedData(chunk: "IDAT", reason: "invalid window size (libpng)")) {
            try PNG.decode(bytes)
        }
    }

    /// A tiny file claiming 100000 x 100000 px is refused from its header, with the numbers.
    @Test func oversizedHeaderIsRefusedBeforeAllocating() throws {
        let bytes = try Fixtures.bytes("corrupt-oversized.png")
        #expect(bytes.count < 1024)
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limits: .default)) { try PNG.decode(bytes) }
        let message = PNGError.tooLarge(width: 100_000, height: 100_000, limits: .default).description
        #expect(message.contains("100000 x 100000") && message.contains("40000000000") && message.contains("16384"))
    }

    /// Limits are the caller's: a small fixture fails under tighter ones, on either bound.
    @Test func limitsApplyToSidesAndToDecodedBytes() throws {
        let bytes = try Fixtures.bytes("rgba-8.png")  // 7 x 5
        let narrow = PNGLimits(maxSidePixels: 6, maxDecodedBytes: 1 << 20, maxFileBytes: 1 << 20)
        #expect(throws: PNGError.tooLarge(width: 7, height: 5, limits: narrow)) { try PNG.decode(bytes, limits: narrow) }
        let small = PNGLimits(maxSidePixels: 100, maxDecodedBytes: 7 * 5 * 4 - 1, maxFileBytes: 1 << 20)
        #expect(throws: PNGError.tooLarge(width: 7, height: 5, limits: small)) { try PNG.decode(bytes, limits: small) }
        let exact = PNGLimits(maxSidePixels: 7, maxDecodedBytes: 7 * 5 * 4, maxFileBytes: 1 << 20)
        #expect(try PNG.decode(bytes, limits: exact).width == 7)
    }

    @Test func zeroWidthIsAnInvalidHeader() throws {
        #expect(throws: PNGError.invalidHeader(reason: "Image width is zero in IHDR")) {
            try PNG.decode(try Fixtures.bytes("corrupt-zero-width.png"))
        }
    }

    @Test func unreadableFileNamesPathAndReason() {
        let path = "/nonexistent-controlkit-folder/image.png"
        #expect(throws: PNGError.unreadableFile(path: path, reason: "No such file or directory")) {
            try PNG.read(contentsOf: path)
        }
        #expect(throws: PNGError.unreadableFile(path: Fixtures.folder, reason: "not a regular file")) {
            try PNG.read(contentsOf: Fixtures.folder)
        }
    }

    @Test func fileOverTheSizeLimitIsNotRead() throws {
        let path = Fixtures.path("rgba-8.png")
        let size = try Fixtures.bytes("rgba-8.png").count
        let limits = PNGLimits(maxSidePixels: 100, maxDecodedBytes: 1 << 20, maxFileBytes: size - 1)
        #expect(throws: PNGError.fileTooLarge(path: path, byteCount: size, limit: size - 1)) {
            try PNG.read(contentsOf: path, limits: limits)
        }
    }
}
