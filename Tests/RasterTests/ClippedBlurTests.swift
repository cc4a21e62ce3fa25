import Raster
import TestSupport
import Testing

/// The backdrop blur's savings change no pixel: the region-sized blur is the full one's region,
/// and a material drawn through a clip is, inside the clip, the material drawn without it (the
/// clip only limits what is blurred and written).
@Suite struct ClippedBlurTests {
    static func noise(width: Int, height: Int, seed: UInt64) throws -> Pixmap {
        var rng = SeededRandom(seed: seed)
        var p = try #require(Pixmap(width: width, height: height))
        for i in p.pixels.indices {
            let c = Color(r: UInt8(rng.int(in: 0 ... 255)), g: UInt8(rng.int(in: 0 ... 255)), b: UInt8(rng.int(in: 0 ... 255)), a: 255)
            p.pixels[i] = Pixmap.pack(c.premultiplied)
        }
        return p
    }

    @Test func theRegionSizedBlurIsTheFullBlursRegion() throws {
        var rng = SeededRandom(seed: 0xB1A2)
        for _ in 0 ..< 24 {
            let pixmap = try Self.noise(width: rng.int(in: 8 ... 90), height: rng.int(in: 8 ... 90), seed: UInt64(rng.int(in: 0 ... 1 << 30)))
            let x0 = rng.int(in: 0 ... pixmap.width - 2), y0 = rng.int(in: 0 ... pixmap.height - 2)
            let region = PixelRect(x0: x0, y0: y0, x1: rng.int(in: x0 + 1 ... pixmap.width), y1: rng.int(in: y0 + 1 ... pixmap.height))
            let sigma = Float(rng.int(in: 5 ... 400)) / 10  // both sides of the half-resolution threshold
            let full = BoxBlur.blurred(pixmap, region: region, sigma: sigma)
            let part = BoxBlur.blurredRegion(pixmap, region: region, sigma: sigma)
            for y in region.y0 ..< region.y1 {
                for x in region.x0 ..< region.x1 {
                    #expect(part.pixels[(y - region.y0) * region.width + x - region.x0] == full.pixels[y * pixmap.width + x],
                            "σ \(sigma) region \(region) at \(x), \(y)")
                }
            }
        }
    }

    /// A bar's material seen through a band (a receded page under a sheet): identical inside
    /// the band, untouched outside, at σ on both sides of the half-resolution threshold and
    /// bands of either parity.
    @Test(arguments: [(Float(4), 0, 17), (Float(10), 0, 40), (Float(27.5), 0, 41), (Float(30), 0, 96), (Float(12), 38, 40), (Float(30), 102, 33)])
    func aClippedMaterialIsTheMaterialInsideTheClip(sigma: Float, bandTop: Int, bandHeight: Int) throws {
        let backdrop = try Self.noise(width: 240, height: 200, seed: 7)
        var whole = Canvas(width: 240, height: 200, background: .white)
        whole.draw(backdrop)
        var clipped = whole
        let material = Path.rect(Rect(x: 10.5, y: 3, width: 215, height: 150))
        let tint = Color(r: 249, g: 249, b: 249, a: 240)
        whole.backdropBlur(material, sigma: sigma, tint: tint)
        clipped.withClip(to: Path.rect(Rect(x: 0, y: Float(bandTop), width: 240, height: Float(bandHeight)))) { canvas in
            canvas.backdropBlur(material, sigma: sigma, tint: tint)
        }
        var untouched = Canvas(width: 240, height: 200, background: .white)
        untouched.draw(backdrop)
        for y in 0 ..< 200 {
            for x in 0 ..< 240 {
                let expected = (bandTop ..< bandTop + bandHeight).contains(y) ? whole.pixmap[x, y] : untouched.pixmap[x, y]
                #expect(clipped.pixmap[x, y] == expected, "σ \(sigma) band \(bandTop)+\(bandHeight) at \(x), \(y)")
            }
        }
    }
}
