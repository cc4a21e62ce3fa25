@testable import Golden
import Raster
import TestSupport
import Testing

/// pixelmatch mode, tested against cases built by hand from docs/pixelmatch.md; the
/// expected numbers below are worked out from the formulas there, not read back from the code.
@Suite struct PixelmatchTests {
    static let black = Color(r: 0, g: 0, b: 0)
    static let white = Color(r: 255, g: 255, b: 255)
    static let yellow = Color(r: 255, g: 255, b: 0)
    static let red = Color(r: 255, g: 0, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)

    /// Black | one column of gray 128 | white: the classic anti-aliased vertical edge.
    static func edge(aaLevel: UInt8) -> RGBAImage {
        var image = TestImages.filled(12, 8, white)
        image = TestImages.painting(image, x: 0, y: 0, w: 5, h: 8, black)
        return TestImages.painting(image, x: 5, y: 0, w: 1, h: 8, TestImages.gray(aaLevel))
    }

    @Test func antiAliasedEdgeIsIgnoredAndDrawnInAAColor() throws {
        let result = try Pixelmatch.compare(Self.edge(aaLevel: 128), Self.edge(aaLevel: 64))
        // The edge pixel has a darker and a brighter neighbour, only two equal ones (above and
        // below), and its flat neighbours have ≥ 3 identical siblings in both images.
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 8)
        #expect(TestImages.pixels(of: result.diff, equalTo: Self.yellow).map(\.0) == Array(repeating: 5, count: 8))
        // Gray of black with alpha 0.1: 255 + (0 − 255)·0.1·255/255 = 229.5, truncated to 229.
        #expect(result.diff[0, 0] == TestImages.gray(229))
        // Gray of white: luma 255·1.00000001 rounds to just above 255, so the level stays 255.
        #expect(result.diff[11, 7] == TestImages.gray(255))
    }

    @Test func includeAACountsTheEdgeAndUsesTheAltColorWhenActualIsDarker() throws {
        let options = PixelmatchOptions(includeAA: true)
        let style = DiffStyle(diffColorAlt: Self.blue)
        let darker = try Pixelmatch.compare(Self.edge(aaLevel: 128), Self.edge(aaLevel: 64), options: options, style: style)
        #expect(darker.differentPixels == 8)
        #expect(TestImages.pixels(of: darker.diff, equalTo: Self.blue).count == 8)
        #expect(darker.boundingBox == PixelRect(x: 5, y: 0, width: 1, height: 8))
        let brighter = try Pixelmatch.compare(Self.edge(aaLevel: 64), Self.edge(aaLevel: 128), options: options, style: style)
        #expect(TestImages.pixels(of: brighter.diff, equalTo: Self.red).count == 8)
    }

    /// A gray step of k levels: y = −k·1.00000001, i and q vanish, so delta = 0.5053·y². With
    /// threshold 0.1 the limit is 35215·0.01 = 352.15, crossed between k = 26 (341.6) and 27 (368.4).
    @Test(arguments: [(26, 0), (27, 1)])
    func thresholdBoundaryForAGrayStep(step: Int, expected: Int) throws {
        let base = TestImages.filled(9, 9, TestImages.gray(100))
        let changed = TestImages.painting(base, x: 4, y: 4, w: 1, h: 1, TestImages.gray(UInt8(100 + step)))
        let result = try Pixelmatch.compare(base, changed)
        #expect(result.differentPixels == expected)
    }

    /// Black against white is 0.5053·255² ≈ 32857 < 35215, so threshold 1 calls it similar,
    /// while threshold 0 counts any change at all.
    @Test func thresholdExtremes() throws {
        let base = TestImages.filled(5, 5, Self.black)
        let changed = TestImages.painting(base, x: 2, y: 2, w: 1, h: 1, Self.white)
        #expect(try Pixelmatch.compare(base, changed, options: PixelmatchOptions(threshold: 1)).differentPixels == 0)
        let nudged = TestImages.painting(base, x: 2, y: 2, w: 1, h: 1, Color(r: 0, g: 0, b: 1))
        #expect(try Pixelmatch.compare(base, nudged, options: PixelmatchOptions(threshold: 0)).differentPixels == 1)
    }

    /// Opaque white against fully transparent: over white (checkerboard off) the blend is white
    /// again, so no difference; over the checkerboard the first pixel's background is (48, 48, 48),
    /// so dr = dg = db = 255 − 48 = 207 and delta ≈ 0.5053·207² ≈ 21652 > 352.15.
    @Test func alphaIsBlendedOverTheCheckerboard() throws {
        let opaque = TestImages.filled(1, 1, Self.white)
        let clear = TestImages.filled(1, 1, Color(r: 0, g: 0, b: 0, a: 0))
        #expect(try Pixelmatch.compare(opaque, clear, options: PixelmatchOptions(checkerboard: false)).differentPixels == 0)
        #expect(try Pixelmatch.compare(opaque, clear, options: PixelmatchOptions(checkerboard: true)).differentPixels == 1)
    }

    /// Two transparent pixels of different colours are the same blend: delta 0, drawn gray, and
    /// the gray of a transparent pixel is 255 (its alpha scales the fade to nothing).
    @Test func transparentPixelsOfAnyColorAreSimilar() throws {
        let a = TestImages.filled(3, 1, Color(r: 0, g: 0, b: 0, a: 0))
        let b = TestImages.filled(3, 1, Color(r: 200, g: 10, b: 90, a: 0))
        let result = try Pixelmatch.compare(a, b)
        #expect(result.differentPixels == 0)
        #expect(result.diff[1, 0] == Self.white)
    }

    @Test func diffMaskDrawsOnlyCountedPixelsOverTransparent() throws {
        var expected = Self.edge(aaLevel: 128)
        expected[10, 2] = Self.black
        let actual = Self.edge(aaLevel: 64)
        let result = try Pixelmatch.compare(expected, actual, style: DiffStyle(diffMask: true))
        #expect(result.differentPixels == 1)
        // The counted pixel: actual (white) is brighter, so diffColor; everything else untouched.
        #expect(result.diff[10, 2] == Self.red)
        var nonZero = 0
        for i in stride(from: 0, to: result.diff.bytes.count, by: 4) where result.diff.bytes[i ..< i + 4] != [0, 0, 0, 0] {
            nonZero += 1
        }
        #expect(nonZero == 1)
    }

    @Test func identicalImagesGiveZeroAndAFadedCopy() throws {
        var image = TestImages.filled(10, 3, Color(r: 10, g: 200, b: 30))
        image[3, 1] = Color(r: 0, g: 0, b: 0, a: 128)
        let result = try Pixelmatch.compare(image, image, style: DiffStyle(alpha: 1))
        #expect(result.differentPixels == 0)
        // alpha 1: the level is the luma itself, 10·0.29889531 + 200·0.58662247 + 30·0.11448223 = 123.66…
        #expect(result.diff[0, 0] == TestImages.gray(123))
        // Black at alpha 128: 255 + (0 − 255)·1·128/255 = 127.
        #expect(result.diff[3, 1] == TestImages.gray(127))
    }

    /// Node's Buffer stores ToUint8 (truncate, wrap mod 256): alpha 2 on black gives
    /// 255 − 510 = −255 → 1, alpha −1 gives 510 → 254.
    @Test(arguments: [(2.0, UInt8(1)), (-1.0, UInt8(254))])
    func grayOutsideTheByteRangeWrapsAsNodeDoes(alpha: Double, level: UInt8) throws {
        let image = TestImages.filled(9, 1, Self.black)
        let result = try Pixelmatch.compare(image, image, style: DiffStyle(alpha: alpha))
        #expect(result.diff[8, 0] == TestImages.gray(level))
    }

    @Test func differentSizesThrowLikePixelmatch() {
        #expect(throws: ComparisonError.sizeMismatch(expected: "2x2", actual: "3x2")) {
            try Pixelmatch.compare(TestImages.filled(2, 2, Self.black), TestImages.filled(3, 2, Self.black))
        }
        #expect(throws: ComparisonError.self) {
            try Pixelmatch.compare(TestImages.filled(2, 2, Self.black), TestImages.filled(2, 2, Self.black),
                                   options: PixelmatchOptions(threshold: .nan))
        }
        #expect(throws: ComparisonError.self) {
            try Pixelmatch.compare(TestImages.filled(2, 2, Self.black), TestImages.filled(2, 2, Self.black),
                                   style: DiffStyle(alpha: .infinity))
        }
    }

    /// The fast path (SIMD runs, gray cache, concurrent bands) against its one-pixel twin, on
    /// seeded pairs and option sets, including widths that are not a multiple of the SIMD width.
    @Test func fastPathMatchesReferenceByteForByte() throws {
        var rng = SeededRandom(seed: 0x9_1C5E1)
        var counted = 0, antialiased = 0
        for seed in 0 ..< 60 as Range<UInt64> {
            let width = rng.int(in: 1 ... 70), height = rng.int(in: 1 ... 150)
            let (a, b) = TestImages.randomPair(seed: seed, width: width, height: height)
            let options = PixelmatchOptions(threshold: rng.double(in: 0 ... 0.3), includeAA: rng.int(in: 0 ... 3) == 0,
                                            checkerboard: rng.int(in: 0 ... 2) > 0)
            let style = DiffStyle(alpha: [0.1, 0, 1, 0.37, 1.5, -0.2][rng.int(in: 0 ... 5)],
                                  aaColor: Color(r: 1, g: 2, b: 3), diffColor: Color(r: 200, g: 0, b: 9),
                                  diffColorAlt: rng.int(in: 0 ... 1) == 0 ? nil : Self.blue,
                                  diffMask: rng.int(in: 0 ... 4) == 0)
            let fast = try Pixelmatch.compare(a, b, options: options, style: style)
            let slow = try Pixelmatch.compareReference(a, b, options: options, style: style)
            #expect(fast == slow, "seed \(seed) \(width)x\(height) \(options) \(style)")
            counted += slow.differentPixels; antialiased += slow.antialiasedPixels
        }
        // The cases must reach both branches, or agreement proves little.
        #expect(counted > 1000 && antialiased > 20, "counted \(counted), anti-aliased \(antialiased)")
    }

    /// A diff image of at least `HugePageAdvice.minimumBytes` is written into a buffer advised
    /// to use huge pages; its bytes are still the twin's, with and without a diff mask (which
    /// clears the buffer first).
    @Test(arguments: [false, true])
    func largeDiffImageMatchesReference(diffMask: Bool) throws {
        let width = 1100, height = 960
        #expect(width * height * 4 >= HugePageAdvice.minimumBytes)
        let (a, b) = TestImages.randomPair(seed: 0x1A56E, width: width, height: height)
        let style = DiffStyle(diffMask: diffMask)
        let fast = try Pixelmatch.compare(a, b, style: style)
        let slow = try Pixelmatch.compareReference(a, b, style: style)
        #expect(fast == slow)
        #expect(slow.differentPixels > 0)
    }
}
