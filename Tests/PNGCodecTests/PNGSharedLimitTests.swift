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
}
