import PNGCodec
import Raster
import TestSupport
import Testing

@Suite struct PNGEncodeTests {
    static let settings: [PNGCompression] = [.fast, .small, .speedFirst, PNGCompression(zlibLevel: 0, filter: .none),
                                            PNGCompression(zlibLevel: 6, filter: .paeth)]

    /// A random image of random size with every channel, alpha included, drawn from 0...255.
    static func randomImage(_ rng: inout SeededRandom, maxSide: Int) throws -> RGBAImage {
        let width = rng.int(in: 1 ... maxSide), height = rng.int(in: 1 ... maxSide)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: rng.next()) }
        return try #require(RGBAImage(width: width, height: height, bytes: bytes))
    }

    /// Property: encode then decode gives back every byte, at every setting.
    @Test(arguments: settings)
    func roundTripIsExact(_ compression: PNGCompression) throws {
        var rng = SeededRandom(seed: 0x5EED_0001)
        for _ in 0 ..< 40 {
            let image = try Self.randomImage(&rng, maxSide: 37)
            let decoded = try PNG.decode(try PNG.encode(image, compression: compression))
            #expect(decoded == image, "\(image.width) x \(image.height) with \(compression)")
        }
    }

    /// A phone screen's size (1170 x 2532 at @3x, 11.9 MB decoded) is over
    /// `HugePageAdvice.minimumBytes`, so it decodes into a buffer advised to use huge pages; the
    /// pixels are still exactly the ones encoded, at the settings goldens, figures and diff
    /// images use.
    @Test(arguments: [PNGCompression.fast, .small, .speedFirst])
    func screenSizedImageRoundTrips(_ compression: PNGCompression) throws {
        let width = 1170, height = 2532
        var rng = SeededRandom(seed: 0x5C12EE)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0 ..< height {
            for x in 0 ..< width {
                let i = (y * width + x) * 4
                // Flat bands, a gradient, and noise where y is in a band of 64 rows out of 512.
                let noisy = y % 512 < 64
                bytes[i] = noisy ? UInt8(truncatingIfNeeded: rng.next()) : UInt8(x * 255 / (width - 1))
                bytes[i + 1] = UInt8(y / 16 % 256)
                bytes[i + 2] = noisy ? UInt8(truncatingIfNeeded: rng.next()) : 200
                bytes[i + 3] = x % 97 == 0 ? UInt8(y % 256) : 255
            }
        }
        let image = try #require(RGBAImage(width: width, height: height, bytes: bytes))
        #expect(bytes.count >= HugePageAdvice.minimumBytes)
        #expect(try PNG.decode(try PNG.encode(image, compression: compression)) == image)
    }

    /// Every alpha value 0...255, each over several colours, survives, including colour
    /// under alpha 0 (straight alpha keeps it; a premultiplying codec would lose it).
    @Test func everyAlphaValueRoundTrips() throws {
        var image = try #require(RGBAImage(width: 256, height: 3))
        for x in 0 ..< 256 {
            image[x, 0] = Color(r: 255, g: 0, b: 128, a: UInt8(x))
            image[x, 1] = Color(r: UInt8(x), g: UInt8(255 - x), b: 7, a: UInt8(x))
            image[x, 2] = Color(r: 1, g: 254, b: UInt8(x), a: UInt8(255 - x))
        }
        #expect(try PNG.decode(try PNG.encode(image)) == image)
    }

    /// Same pixels, same bytes: twice from one image and once from an equal copy.
    @Test(arguments: settings)
    func encodingIsDeterministic(_ compression: PNGCompression) throws {
        var rng = SeededRandom(seed: 0x5EED_0002)
        let image = try Self.randomImage(&rng, maxSide: 64)
        let copy = RGBAImage(width: image.width, height: image.height, bytes: Array(image.bytes))
        let first = try PNG.encode(image, compression: compression)
        #expect(try PNG.encode(image, compression: compression) == first)
        #expect(try PNG.encode(try #require(copy), compression: compression) == first)
    }

    /// The file holds IHDR, sRGB (perceptual intent, PNG spec 11.3.3.5), IDATs and IEND, and
    /// no tIME or text chunk that would make bytes depend on when or where it was written.
    @Test func chunksAreIHDRsRGBIDATIEND() throws {
        let bytes = try PNG.encode(try #require(RGBAImage(width: 3, height: 2, fill: Color(r: 10, g: 20, b: 30))))
        #expect(Array(bytes.prefix(8)) == PNG.signature)
        let chunks = PNGChunks.chunks(in: bytes)
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR" && types.dropFirst().first == "sRGB" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "sRGB", "IDAT", "IEND"])
        let sRGB = try #require(chunks.first { $0.type == "sRGB" })
        #expect(Array(bytes[sRGB.dataRange]) == [0])
        // IHDR: width, height, bit depth 8, colour type 6 (RGBA), no interlace (PNG spec 11.2.1).
        let ihdr = try #require(chunks.first)
        #expect(Array(bytes[ihdr.dataRange]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        #expect(PNGChunks.repairingCRCs(bytes) == bytes, "every CRC was already correct")
    }

    /// The small setting is worth its time: on an image with flat areas and soft edges,
    /// like a rendered control, it is smaller than the fast one.
    @Test func smallIsSmallerThanFastOnARenderLikeImage() throws {
        var image = try #require(RGBAImage(width: 200, height: 120, fill: Color(r: 242, g: 242, b: 247)))
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let dx = Float(x - 100), dy = Float(y - 60)
                let coverage = min(max(40 - (dx * dx + dy * dy).squareRoot(), 0), 1)
                if coverage > 0 {
                    image[x, y] = Color(r: 0, g: 122, b: 255, a: UInt8((coverage * 255).rounded()))
                }
            }
        }
        let fast = try PNG.encode(image, compression: .fast)
        let small = try PNG.encode(image, compression: .small)
        #expect(small.count < fast.count, "small \(small.count) bytes, fast \(fast.count) bytes")
        #expect(try PNG.decode(small) == PNG.decode(fast))
    }

    @Test func emptyImageIsUnencodable() throws {
        let empty = try #require(RGBAImage(width: 0, height: 4))
        #expect(throws: PNGError.unencodable(reason: "a PNG needs at least 1 x 1 px, the image is 0 x 4")) {
            try PNG.encode(empty)
        }
    }

    /// `RGBAImage.bytes` can still be set inside the package (never outside it); a count that
    /// no longer matches the size is refused instead of letting libpng read past the end of
    /// the buffer.
    @Test func byteCountNotMatchingTheSizeIsUnencodable() throws {
        var image = try #require(RGBAImage(width: 3, height: 2))
        image.bytes.removeLast()
        #expect(throws: PNGError.unencodable(reason: "23 bytes do not make a 3 x 2 RGBA8 image")) {
            try PNG.encode(image)
        }
    }

    /// Pixmap out and back: unpremultiply on encode, premultiply on decode, so premultiplied
    /// pixels come back exactly (premultiply ∘ unpremultiply is the identity on valid pixels).
    @Test func pixmapRoundTripsThroughPNG() throws {
        var rng = SeededRandom(seed: 0x5EED_0003)
        var pixmap = try #require(Pixmap(width: 23, height: 17))
        for y in 0 ..< pixmap.height {
            for x in 0 ..< pixmap.width {
                let color = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)),
                                  b: UInt8(rng.int(in: 0 ... 255)), a: UInt8(rng.int(in: 0 ... 255)))
                pixmap[x, y] = color.premultiplied
            }
        }
        let back = try Pixmap(pngBytes: try pixmap.pngBytes())
        #expect(back.pixels == pixmap.pixels)
        #expect(try PNG.decode(try pixmap.pngBytes()) == pixmap.unpremultiplied())
    }
}
