import PNGCodec
import Testing

/// PNG error messages are built from whatever a case holds, including values a caller made up.
@Suite struct PNGErrorMessageTests {
    /// `UInt64(pixels) * 4` trapped on a negative size and on a product near Int.max.
    @Test func tooLargeMessageOfAnySizeDoesNotTrap() {
        let limits = PNGLimits.default
        for (width, height) in [(Int.max, Int.max), (-1, 5), (Int.min, -1), (1 << 31, 1 << 31), (3_000_000_000, 3_000_000_000), (2, 3)] {
            let message = PNGError.tooLarge(width: width, height: height, limits: limits).description
            #expect(message.contains("\(width) x \(height) px"), "\(message)")
        }
        #expect(PNGError.tooLarge(width: 2, height: 3, limits: limits).description.contains("(24 bytes as RGBA8)"))
        #expect(PNGError.tooLarge(width: Int.max, height: 2, limits: limits).description.contains("more than"))
    }

    /// The bytes a `notPNG` quotes are at most the signature's eight, however many it holds.
    @Test func notPNGQuotesAtMostEightBytes() {
        let message = PNGError.notPNG(firstBytes: [UInt8](repeating: 0x41, count: 1 << 20)).description
        #expect(message.utf8.count < 200, "\(message.prefix(300))")
        #expect(message.contains("41 41 41 41 41 41 41 41 … (1048576 bytes)"))
        #expect(throws: PNGError.notPNG(firstBytes: Array("GIF89a..".utf8.prefix(8)))) { try PNG.decode(Array("GIF89a..rest".utf8)) }
    }
}
