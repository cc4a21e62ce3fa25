import PNGCodec
import Raster
import TestSupport
import Testing

/// What ControlKit writes, it can read back: the writer keeps the reader's limits
/// (`ImageLimits`). Before, `render page-control --width 20000` wrote a 60,000-px PNG that
/// `controlkit diff` then refused to read.
@Suite struct PNGSharedLimitTests {
    @Test func anImageOverTheSideLimitIsNotWritten() throws {
        let wide = try #require(RGBAImage(width: ImageLimits.maxSidePixels + 1, height: 1, fill: .white))
        #expect(throws: PNGError.tooLarge(width: ImageLimits.maxSidePixels + 1, height: 1, limits: .default)) {
            try PNG.encode(wide)
        }
    }

    @Test func theWidestImageWrittenIsReadBack() throws {
        let widest = try #require(RGBAImage(width: ImageLimits.maxSidePixels, height: 1, fill: .white))
        #expect(try PNG.decode(try PNG.encode(widest)) == widest)
    }

    @Test func aHeaderJustOverTheSideLimitIsRefusedByTheReader() throws {
        var bytes = try PNG.encode(try #require(RGBAImage(width: 1, height: 1, fill: .white)))
        let header = try #require(PNGChunks.chunks(in: bytes).first { $0.type == "IHDR" })
        let width = UInt32(ImageLimits.maxSidePixels + 1)
        for i in 0 ..< 4 { bytes[header.dataRange.lowerBound + i] = UInt8(truncatingIfNeeded: width >> (24 - 8 * UInt32(i))) }
        bytes = PNGChunks.repairingCRCs(bytes)
        #expect(throws: PNGError.tooLarge(width: ImageLimits.maxSidePixels + 1, height: 1, limits: .default)) { try PNG.decode(bytes) }
    }

    /// A 1 × 1 PNG whose header says `width` × `height`.
    static func header(width: Int, height: Int) throws -> [UInt8] {
        var bytes = try PNG.encode(try #require(RGBAImage(width: 1, height: 1, fill: .white)))
        let header = try #require(PNGChunks.chunks(in: bytes).first { $0.type == "IHDR" })
        for (offset, value) in [(0, UInt32(width)), (4, UInt32(height))] {
            for i in 0 ..< 4 { bytes[header.dataRange.lowerBound + offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
        }
        return PNGChunks.repairingCRCs(bytes)
    }

    /// 8192 × 8193 keeps both sides within 16,384 but is 8,192 pixels over 2^26 (2^28 + 32 KiB
    /// decoded): refused from the header, before the 256 MiB of pixels would be allocated (the
    /// size is checked in `PNGLimits.decodedByteCount` ahead of the buffer).
    @Test func aHeaderJustOverThePixelLimitIsRefusedByTheReader() throws {
        #expect(throws: PNGError.tooLarge(width: 8192, height: 8193, limits: .default)) { try PNG.decode(try Self.header(width: 8192, height: 8193)) }
        #expect(PNGError.tooLarge(width: 8192, height: 8193, limits: .default).description.contains("8192 x 8193 px"))
    }

    /// The writer refuses the same image before encoding (the image itself is 256 MiB, so it
    /// is only described here: `ImageLimits.allows`, which `PNG.encode` checks first).
    @Test func theWriterAllowsExactlyThePixelLimit() {
        #expect(ImageLimits.allows(width: 8192, height: 8192))
        #expect(!ImageLimits.allows(width: 8192, height: 8193))
        #expect(ImageLimits.excess(width: 8192, height: 8193) == "over the 67108864-pixel image limit")
        #expect(ImageLimits.excess(width: 16385, height: 1) == "over the 16384-pixel side limit")
    }
}
