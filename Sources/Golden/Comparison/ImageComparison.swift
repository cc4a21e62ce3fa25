import Raster

/// The result of `ImageComparison.compare`: the numbers and the diff image.
public struct Comparison: Hashable, Sendable {
    /// The comparison's numbers.
    public var report: DiffReport
    /// The diff image over the union of the two sizes.
    public var diff: RGBAImage
    /// Equal within tolerance.
    public var passed: Bool { report.passed }
}

/// One entry point for all modes: ignore regions, different sizes, tolerance.
public enum ImageComparison {
    /// Compares `actual` against `expected`.
    ///
    /// - Ignore regions: inside them the actual pixels are replaced by the expected ones before
    ///   comparing, so every mode sees them as equal (and pixelmatch's detector sees equal
    ///   neighbours there).
    /// - Different sizes never crash: the overlap (top-left aligned) is compared as usual, every
    ///   pixel of the union outside the overlap counts as different (drawn in `diffColor`, left
    ///   out only inside an ignore region), and the comparison fails as a layout difference.
    /// - Throws: `ComparisonError.invalidOption` for an option out of range.
    public static func compare(expected: RGBAImage, actual: RGBAImage,
                               options: ComparisonOptions = ComparisonOptions()) throws(ComparisonError) -> Comparison {
        try options.validate()
        let overlap = PixelRect(x: 0, y: 0, width: min(expected.width, actual.width), height: min(expected.height, actual.height))
        let unionWidth = max(expected.width, actual.width), unionHeight = max(expected.height, actual.height)
        let layoutDifference = expected.width != actual.width || expected.height != actual.height
        let e = layoutDifference ? expected.cropped(to: overlap) : expected
        var a = layoutDifference ? actual.cropped(to: overlap) : actual
        if !options.ignoreRegions.isEmpty { a = a.copying(options.ignoreRegions, from: e) }

        var result = try compareSameSize(e, a, options: options)
        if layoutDifference {
            result = outsideOverlap(result, overlap: overlap, unionWidth: unionWidth, unionHeight: unionHeight,
                                    expected: expected, options: options)
        }
        let total = unionWidth * unionHeight
        let allowed = max(options.maxDiffPixels, Int((options.maxDiffRatio * Double(total)).rounded(.down)))
        let report = DiffReport(
            mode: options.mode.name, threshold: options.mode.threshold,
            differentPixels: result.differentPixels, antialiasedPixels: result.antialiasedPixels,
            totalPixels: total, ratio: total == 0 ? 0 : Double(result.differentPixels) / Double(total),
            largestDifference: result.largestDifference, boundingBox: result.boundingBox,
            expectedSize: .init(width: expected.width, height: expected.height),
            actualSize: .init(width: actual.width, height: actual.height),
            layoutDifference: layoutDifference, ignoreRegions: options.ignoreRegions,
            maxDiffPixels: options.maxDiffPixels, maxDiffRatio: options.maxDiffRatio,
            passed: !layoutDifference && result.differentPixels <= allowed)
        return Comparison(report: report, diff: result.diff)
    }

    static func compareSameSize(_ e: RGBAImage, _ a: RGBAImage, options: ComparisonOptions) throws(ComparisonError) -> DiffResult {
        switch options.mode {
        case let .exact(o): ExactDiff.compare(e, a, options: o, style: options.style)
        case let .pixelmatch(o): try Pixelmatch.compare(e, a, options: o, style: options.style)
        case let .perceptual(o): PerceptualDiff.compare(e, a, options: o, style: options.style)
        }
    }

    /// Grows the overlap's result to the union: the overlap's diff in the top-left corner, every
    /// other pixel counted and drawn in `diffColor` unless ignored.
    static func outsideOverlap(_ inside: DiffResult, overlap: PixelRect, unionWidth: Int, unionHeight: Int,
                               expected: RGBAImage, options: ComparisonOptions) -> DiffResult {
        var diff = RGBAImage(uncheckedWidth: unionWidth, height: unionHeight).pasting(inside.diff, x: 0, y: 0)
        var result = inside
        var box = BoundingBoxAccumulator()
        if let b = inside.boundingBox {
            box.add(x: b.x0, y: b.y0); box.add(x: b.x1 - 1, y: b.y1 - 1)
        }
        let mark = options.style.color(actualIsDarker: false)
        for y in 0 ..< unionHeight {
            for x in 0 ..< unionWidth where !overlap.contains(x: x, y: y) {
                if options.ignoreRegions.contains(where: { $0.contains(x: x, y: y) }) { continue }
                result.differentPixels += 1
                box.add(x: x, y: y)
                diff[x, y] = Color(r: mark.r, g: mark.g, b: mark.b)
            }
        }
        result.boundingBox = box.box
        result.diff = diff
        return result
    }
}
