import Controls
import Raster
import TestSupport
import Testing

/// Public API never traps on values a user can pass: `validate()` reports them. Before,
/// `width: 1e30` validated and then trapped converting to Int in `visibleCount`, and
/// `PageControl(pages: -3, currentPage: -1).validate()` trapped on a reversed range.
@Suite struct PageControlExtremeValueTests {
    static let extremes: [Float] = [-.infinity, -1e30, -1, 0, 1e-30, 7, 16_385, 1e9, 1e30, .infinity, .nan]

    @Test(arguments: extremes)
    func anyWidthIsReportedNotTrapped(width: Float) {
        let control = PageControl(pages: 5, width: width)
        let errors = control.validate().filter(\.isError)
        if width.isFinite && width >= control.minimumWidth && width <= PageControl.Metrics.maxWidth {
            #expect(errors.isEmpty)
        } else {
            #expect(errors.map(\.field.description) == ["width"], "\(width): \(errors)")
        }
    }

    @Test func negativePagesAndPagesAreReported() {
        let errors = PageControl(pages: -3, currentPage: -1, pageImages: [-7: .symbol(Symbols.starFill)]).validate()
        #expect(errors.contains { $0.field.description == "pages" })
        #expect(errors.contains { $0.field.description == "pageImages[-7]" })
        #expect(PageControl(pages: Int.max, currentPage: Int.min, maxVisible: Int.min).validate().contains { $0.isError })
    }

    /// Seeded random configurations, extreme values included: validation never traps, and a
    /// configuration it passes lays out to finite geometry no wider than the limit.
    @Test func validConfigurationsLayOutFinitely() {
        var rng = SeededRandom(seed: 0xE7E)
        let ints = [Int.min, -1, 0, 1, 2, 5, 10, 11, 30, 9_999, 10_000, 10_001, Int.max]
        var valid = 0
        for _ in 0 ..< 3000 {
            var control = PageControl(pages: ints[rng.int(in: 0 ... ints.count - 1)], currentPage: ints[rng.int(in: 0 ... ints.count - 1)])
            if rng.int(in: 0 ... 1) == 0 { control.maxVisible = ints[rng.int(in: 0 ... ints.count - 1)] }
            if rng.int(in: 0 ... 1) == 0 { control.width = Self.extremes[rng.int(in: 0 ... Self.extremes.count - 1)] }
            if rng.int(in: 0 ... 3) == 0 {
                let side = Self.extremes[rng.int(in: 0 ... Self.extremes.count - 1)]
                control.indicatorImage = .custom(CustomIndicatorImage(path: .rect(Rect(x: 0, y: 0, width: 4, height: 4)), size: Size(side, 9)))
            }
            guard control.validate().allSatisfy({ !$0.isError }) else { continue }
            valid += 1
            let layout = control.layout()
            #expect(layout.size.width.isFinite && layout.size.height.isFinite && layout.size.width <= PageControl.Metrics.maxWidth)
            #expect(layout.indicators.allSatisfy { $0.frame.minX.isFinite && $0.scale > 0 && $0.scale <= 1 })
        }
        #expect(valid > 100)
    }
}
