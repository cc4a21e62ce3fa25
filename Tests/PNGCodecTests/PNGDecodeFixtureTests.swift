import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct PNGDecodeFixtureTests {
    /// Every colour type at every legal bit depth, with and without tRNS, plain and Adam7,
    /// decodes to exactly the pixels the pattern and PNG's conversion rules give.
    @Test(arguments: FixtureSpec.all)
    func decodesEveryPixel(_ spec: FixtureSpec) throws {
        let image = try PNG.decode(try Fixtures.bytes(spec.fileName))
        try #require(image.width == spec.width && image.height == spec.height)
        var wrong = 0
        for y in 0 ..< spec.height {
            for x in 0 ..< spec.width where image[x, y] != spec.expectedPixel(x: x, y: y) {
                wrong += 1
                if wrong <= 3 {
                    Issue.record("\(spec) at (\(x), \(y)): got \(image[x, y]), expected \(spec.expectedPixel(x: x, y: y))")
                }
            }
        }
        #expect(wrong == 0, "\(spec): \(wrong) of \(spec.width * spec.height) pixels wrong")
    }

    /// The fixture list above and the files make_fixtures.py wrote are the same set, so no
    /// fixture goes unchecked.
    @Test func everyGoodFixtureIsChecked() throws {
        let onDisk = Set(try Fixtures.pngNames().filter { !$0.hasPrefix("corrupt-") })
        #expect(onDisk == Set(FixtureSpec.all.map(\.fileName)))
    }

    /// The fixtures cover what they claim: every tRNS fixture has pixels tRNS makes
    /// (partly) transparent, and some 16-bit samples round differently from dropping the low byte.
    @Test func fixturesExerciseTheConversions() {
        for spec in FixtureSpec.all where spec.hasTRNS {
            let alphas = (0 ..< spec.height).flatMap { y in (0 ..< spec.width).map { x in spec.expectedPixel(x: x, y: y).a } }
            #expect(alphas.contains { $0 < 255 }, "\(spec) has no pixel made transparent by tRNS")
        }
        let sixteenBit = (0 ..< 35).map { FixturePattern.sample(x: $0 % 7, y: $0 / 7, channel: 0, maxValue: 65535) }
        #expect(sixteenBit.contains { FixturePattern.scaleTo8Bits($0, maxValue: 65535) != UInt8($0 >> 8) })
    }

    /// gAMA 1.0 would brighten every mid-tone if applied; decoding must return the stored samples.
    @Test func gammaChunkIsIgnored() throws {
        let withGamma = try PNG.decode(try Fixtures.bytes("rgb-8-gama.png"))
        let without = try PNG.decode(try Fixtures.bytes("rgb-8.png"))
        #expect(withGamma == without)
        let bytes = try Fixtures.bytes("rgb-8-gama.png")
        #expect(PNGChunks.types(in: bytes).contains("gAMA"))
    }

    /// Reading from a file gives the same image as decoding its bytes.
    @Test func readsFromFile() throws {
        let name = "palette-4-trns.png"
        #expect(try PNG.read(contentsOf: Fixtures.path(name)) == (try PNG.decode(try Fixtures.bytes(name))))
    }

    /// Decoding into a Pixmap premultiplies exactly once.
    @Test func pixmapDecodePremultiplies() throws {
        let bytes = try Fixtures.bytes("rgba-8.png")
        let image = try PNG.decode(bytes)
        let pixmap = try Pixmap(pngBytes: bytes)
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                #expect(pixmap[x, y] == image[x, y].premultiplied)
            }
        }
    }
}
