import Raster

extension Pixelmatch {
    /// The slow, obvious twin of `compare`: one pixel at a time, in the order §4.2 reads, with no
    /// SIMD, no caching and no early exit. Kept as the oracle that `compare` is tested against.
    static func compareReference(_ img1: RGBAImage, _ img2: RGBAImage,
                                 options: PixelmatchOptions = PixelmatchOptions(),
                                 style: DiffStyle = DiffStyle()) throws(ComparisonError) -> DiffResult {
        try checkInputs(img1, img2, options, style)
        let width = img1.width, height = img1.height
        var out = [UInt8](repeating: 0, count: width * height * 4)
        var result = DiffResult(differentPixels: 0, antialiasedPixels: 0, largestDifference: 0,
                                boundingBox: nil, diff: img1)
        guard width > 0, height > 0 else {
            result.diff = RGBAImage(uncheckedWidth: width, height: height)
            return result
        }
        let metric = PixelmatchMetric(width: width, height: height, checkerboard: options.checkerboard)
        let maxDelta = maxDelta(threshold: options.threshold)
                var largest = 0.0
        var box = BoundingBoxAccumulator()

        func draw(_ pos: Int, _ c: Color) {
            out[pos] = c.r; out[pos + 1] = c.g; out[pos + 2] = c.b; out[pos + 3] = 255
        }
        img1.bytes.withUnsafeBufferPointer { b1 in
            img2.bytes.withUnsafeBufferPointer { b2 in
                guard let p1 = b1.baseAddress, let p2 = b2.baseAddress else { return }
                for y in 0 ..< height {
                    for x in 0 ..< width {
                        let pos = (y * width + x) * 4
                        let same = p1[pos] == p2[pos] && p1[pos + 1] == p2[pos + 1]
                            && p1[pos + 2] == p2[pos + 2] && p1[pos + 3] == p2[pos + 3]
                        let delta = same ? 0 : metric.colorDelta(p1, pos, p2, pos, yOnly: false)
                        if abs(delta) > maxDelta {
                            let isAA = !options.includeAA
                                && (metric.antialiased(p1, x1: x, y1: y, p1, p2) || metric.antialiased(p2, x1: x, y1: y, p2, p1))
                            if isAA {
                                result.antialiasedPixels += 1
                                if !style.diffMask { draw(pos, style.aaColor) }
                            } else {
                                result.differentPixels += 1
                                largest = max(largest, abs(delta))
                                box.add(x: x, y: y)
                                draw(pos, style.color(actualIsDarker: delta < 0))
                            }
                        } else if !style.diffMask {
                            let v = toUInt8(grayLevel(r: p1[pos], g: p1[pos + 1], b: p1[pos + 2], a: p1[pos + 3],
                                                      alpha: style.alpha))
                            draw(pos, Color(r: v, g: v, b: v))
                        }
                    }
                }
            }
        }
        result.largestDifference = (largest / maxYIQDelta).squareRoot()
        result.boundingBox = box.box
        result.diff = RGBAImage(width: width, height: height, bytes: out) ?? RGBAImage(uncheckedWidth: width, height: height)
        return result
    }

    /// pixelmatch throws on different sizes; so do we (`ImageComparison` handles layout changes).
    static func checkInputs(_ img1: RGBAImage, _ img2: RGBAImage, _ options: PixelmatchOptions,
                            _ style: DiffStyle) throws(ComparisonError) {
        guard img1.width == img2.width, img1.height == img2.height else {
            throw .sizeMismatch(expected: img1.sizeDescription, actual: img2.sizeDescription)
        }
        try options.validate()
        try style.validate()
    }
}
