import Golden
import Raster

/// The golden comparison on two arbitrary images. The first 8 bytes choose the mode, its
/// threshold, an ignore region and the two sizes (1…48 px a side); the rest are the pixels,
/// expected then actual, zero where the input runs out. Checks: an image equals itself in every
/// mode, the counts stay within the union of the sizes, and the diff image has that size.
enum CompareFuzz {
    static func run(_ bytes: [UInt8]) {
        var header = [UInt8](repeating: 0, count: 8)
        for i in 0 ..< min(8, bytes.count) { header[i] = bytes[i] }
        let pixels = bytes.count > 8 ? Array(bytes[8...]) : []
        let w1 = Int(header[2] % 48) + 1, h1 = Int(header[3] % 48) + 1
        let w2 = header[6] & 0x80 == 0 ? w1 : Int(header[4] % 48) + 1
        let h2 = header[6] & 0x80 == 0 ? h1 : Int(header[5] % 48) + 1
        let expected = image(w1, h1, pixels, from: 0)
        let actual = image(w2, h2, pixels, from: w1 * h1 * 4)
        let fraction = Double(header[1]) / 255
        let mode: ComparisonMode = switch header[0] % 3 {
        case 0: .exact(ExactOptions(maxChannelDifference: Int(header[1])))
        case 1: .pixelmatch(PixelmatchOptions(threshold: fraction, includeAA: header[6] & 1 != 0, checkerboard: header[6] & 2 != 0))
        default: .perceptual(PerceptualOptions(threshold: fraction * 10, antiAliasingTolerance: header[6] & 1 != 0))
        }
        var regions: [PixelRect] = []
        if header[6] & 4 != 0 {
            let x = Int(header[7] % 16), y = Int(header[7] / 16)
            regions.append(PixelRect(x: x, y: y, width: Int(header[4] % 20) + 1, height: Int(header[5] % 20) + 1))
        }
        let options = ComparisonOptions(mode: mode, ignoreRegions: regions)
        do {
            let same = try ImageComparison.compare(expected: expected, actual: expected, options: options)
            fuzzCheck(same.report.differentPixels == 0 && same.passed, "an image differs from itself")
            let result = try ImageComparison.compare(expected: expected, actual: actual, options: options)
            let union = max(w1, w2) * max(h1, h2)
            fuzzCheck(result.report.totalPixels == union && result.report.differentPixels <= union, "counts outside the union")
            fuzzCheck(result.diff.width == max(w1, w2) && result.diff.height == max(h1, h2), "a diff image of another size")
            if header[0] & 8 != 0 {
                let triptych = Triptych.render(expected: expected, diff: result.diff, actual: actual, report: result.report)
                fuzzCheck(triptych.width > 0 && triptych.height > 0, "an empty triptych")
            }
        } catch {
            fuzzCheck(false, "valid options refused: \(error)")
        }
    }

    /// A `width` × `height` image of the input's bytes from `start`, zero past the end.
    static func image(_ width: Int, _ height: Int, _ pixels: [UInt8], from start: Int) -> RGBAImage {
        var data = [UInt8](repeating: 0, count: width * height * 4)
        if start < pixels.count {
            let n = min(data.count, pixels.count - start)
            data.replaceSubrange(0 ..< n, with: pixels[start ..< start + n])
        }
        return RGBAImage(width: width, height: height, bytes: data)!
    }
}
