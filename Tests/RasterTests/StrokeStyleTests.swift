import Raster
import Testing

@Suite struct StrokeStyleTests {
    /// Runs `make` and returns the `StrokeError` it throws, or nil.
    func error(_ make: @autoclosure () throws(StrokeError) -> StrokeStyle) -> StrokeError? {
        do {
            _ = try make()
            return nil
        } catch {
            return error
        }
    }

    @Test func negativeWidthNamesTheField() {
        let e = error(try StrokeStyle(width: -2))
        #expect(e?.parameter == .width)
        #expect(e?.description == "width: -2 is negative")
    }

    @Test func nonFiniteWidthNamesTheField() {
        #expect(error(try StrokeStyle(width: .nan))?.parameter == .width)
        #expect(error(try StrokeStyle(width: .infinity))?.problem == .notFinite(.infinity))
    }

    @Test func miterLimitBelowOneOrNonFiniteIsRejected() {
        let e = error(try StrokeStyle(miterLimit: 0.5))
        #expect(e?.parameter == .miterLimit)
        #expect(e?.description == "miterLimit: 0.5 is less than the minimum 1")
        #expect(error(try StrokeStyle(miterLimit: -.infinity))?.parameter == .miterLimit)
    }

    @Test func badDashEntryNamesItsIndex() {
        let negative = error(try StrokeStyle(dash: [4, 2, -1, 3]))
        #expect(negative?.parameter == .dash(2))
        #expect(negative?.description == "dash[2]: -1 is negative")
        #expect(error(try StrokeStyle(dash: [4, .nan]))?.parameter == .dash(1))
    }

    @Test func allZeroDashPatternIsRejected() {
        let e = error(try StrokeStyle(dash: [0, 0]))
        #expect(e?.parameter == .dash(nil))
        #expect(e?.problem == .allZero)
        #expect(error(try StrokeStyle(dash: [0]))?.problem == .allZero)
    }

    @Test func dashPatternWhoseSumOverflowsIsRejected() {
        let big = Float.greatestFiniteMagnitude
        #expect(error(try StrokeStyle(dash: [big, big]))?.problem == .sumNotFinite)
    }

    @Test func nonFiniteDashPhaseNamesTheField() {
        #expect(error(try StrokeStyle(dash: [1, 1], dashPhase: .infinity))?.parameter == .dashPhase)
    }

    /// SVG `stroke-dasharray`: an odd-length list is repeated to make it even.
    @Test func oddDashPatternIsRepeated() throws {
        #expect(try StrokeStyle(dash: [10]).dash == [10, 10])
        #expect(try StrokeStyle(dash: [1, 2, 3]).dash == [1, 2, 3, 1, 2, 3])
        #expect(try StrokeStyle(dash: [4, 2]).dash == [4, 2])
    }

    @Test func defaultsFollowCoreGraphics() throws {
        let style = try StrokeStyle()
        #expect(style.width == 1)
        #expect(style.cap == .butt)
        #expect(style.join == .miter)
        #expect(style.miterLimit == 10)
        #expect(!style.isDashed)
        #expect(StrokeStyle.hairline.width == 0)
        #expect(StrokeStyle.hairline.isHairline)
    }

    @Test func zeroDashEntriesBesideAPositiveOneAreAllowed() throws {
        #expect(try StrokeStyle(dash: [0, 10]).dashPeriod == 10)
    }
}
