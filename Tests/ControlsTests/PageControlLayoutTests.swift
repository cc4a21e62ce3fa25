import Controls
import Raster
import TestSupport
import Testing

@Suite struct PageControlLayoutTests {
    typealias M = PageControl.Metrics
    let box = PageControl.Metrics.symbolBoxHeight

    /// ios-facts §1.2: n·w + (n − 1)·8 plus 28 × 16 padding; minimal has none.
    @Test func sizeFollowsTheSizeForNumberOfPagesFormula() {
        let size = PageControl(pages: 3).layout().size
        #expect(close(size.width, 3 * box + 2 * 8 + 28) && close(size.height, box + 16))
        let minimal = PageControl(pages: 3, backgroundStyle: .minimal).layout().size
        #expect(close(minimal.width, 3 * box + 2 * 8) && close(minimal.height, box))
    }

    /// ios-facts §1.3a: the pitch is 53 px at @3x.
    @Test func pitchIsTheMeasuredOne() {
        let frames = PageControl(pages: 3).layout().indicators.map(\.frame)
        #expect(close((frames[1].midX - frames[0].midX) * 3, 53) && close((frames[2].midX - frames[1].midX) * 3, 53))
    }

    @Test func fewPagesShowAllAtFullSize() {
        let layout = PageControl(pages: 10, currentPage: 9).layout()
        #expect(layout.visiblePages == 0 ..< 10)
        #expect(layout.indicators.allSatisfy { $0.scale == 1 })
        #expect(layout.indicators.filter(\.isCurrent).map(\.page) == [9])
    }

    /// ios-facts §1.3: 10 visible, k = 2, window start = current − k; both edges scroll.
    @Test func longListsShrinkTwoAtEachScrollingEdge() {
        let control = PageControl(pages: 30, currentPage: 15)
        let layout = control.layout()
        #expect(layout.visiblePages == 13 ..< 23)
        #expect(layout.indicators.map(\.scale) == [0.5, 0.75, 1, 1, 1, 1, 1, 1, 0.75, 0.5])
    }

    /// An edge that is the list's real first or last page is not shrunk.
    @Test func realEndsAreNotShrunk() {
        let first = PageControl(pages: 30, currentPage: 0).layout()
        #expect(first.visiblePages == 0 ..< 10)
        #expect(first.indicators.map(\.scale) == [1, 1, 1, 1, 1, 1, 1, 1, 0.75, 0.5])
        let last = PageControl(pages: 30, currentPage: 29).layout()
        #expect(last.visiblePages == 20 ..< 30)
        #expect(last.indicators.map(\.scale) == [0.5, 0.75, 1, 1, 1, 1, 1, 1, 1, 1])
        let eleven = PageControl(pages: 11, currentPage: 5).layout()
        #expect(eleven.visiblePages == 1 ..< 11)
        #expect(eleven.indicators.map(\.scale) == [0.5, 0.75, 1, 1, 1, 1, 1, 1, 1, 1])
    }

    /// The current page is never a shrunk indicator away from the list's ends.
    @Test func currentIsNeverShrunkInTheMiddle() {
        for current in 0 ..< 30 {
            let layout = PageControl(pages: 30, currentPage: current).layout()
            let indicator = layout.indicators.first(where: \.isCurrent)
            #expect(indicator?.scale == 1, "current \(current)")
        }
    }

    /// ios-facts §1.2: a narrower width shows fewer indicators.
    @Test func widthLimitsVisibleIndicators() {
        let width = 7 * box + 6 * 8 + 28 + 1
        let control = PageControl(pages: 30, currentPage: 15, width: width)
        #expect(control.visibleCount == 7)
        #expect(control.shrunkPerEdge == 2)
        let layout = control.layout()
        #expect(close(layout.size.width, width))
        #expect(layout.indicators.count == 7)
    }

    @Test func rightToLeftMirrorsPages() {
        let ltr = PageControl(pages: 4).layout(), rtl = PageControl(pages: 4, direction: .rtl).layout()
        for (a, b) in zip(ltr.indicators, rtl.indicators) {
            #expect(a.page == b.page && close(a.frame.midX, ltr.size.width - b.frame.midX))
        }
        #expect(rtl.indicators[0].frame.midX > rtl.indicators[3].frame.midX)
    }

    /// ios-facts §1.5: automatic shows the platter only while scrubbing.
    @Test func platterShowsAsTheStyleSays() {
        for interaction in PageControl.InteractionState.allCases {
            #expect((PageControl(pages: 3, backgroundStyle: .automatic, interaction: interaction).layout().platter != nil) == (interaction == .scrubbing))
            #expect(PageControl(pages: 3, backgroundStyle: .prominent, interaction: interaction).layout().platter != nil)
        }
        #expect(PageControl(pages: 3, backgroundStyle: .minimal).layout().platter == nil)
    }

    @Test func platterIsACapsuleAroundTheIndicators() throws {
        let layout = PageControl(pages: 3, backgroundStyle: .prominent).layout()
        let platter = try #require(layout.platter)
        #expect(close(platter.width, layout.size.width) && close(platter.height, box + 16))
        let items = PageControl(pages: 3, backgroundStyle: .prominent).sceneItems(appearance: .dark)
        guard case .backdropBlur(let blur) = items.first else { Issue.record("no platter item"); return }
        #expect(blur.tint == M.platterTintDark && blur.sigma == M.platterBlurSigma)
    }

    /// ios-facts §1.4: white current, translucent white others (more opaque on the platter).
    @Test func defaultColoursAreTheSystems() throws {
        let idle = PageControl(pages: 3, currentPage: 1)
        #expect(idle.currentIndicatorColor(.light) == .white && idle.otherIndicatorColor(.dark) == M.otherIndicatorColor)
        let platter = PageControl(pages: 3, backgroundStyle: .prominent)
        #expect(platter.otherIndicatorColor(.light) == M.otherIndicatorColorOnPlatter)
        let tinted = PageControl(pages: 3, tintCurrent: try ColorValue(parsing: "label"), tintOther: try ColorValue(parsing: "systemGray"))
        #expect(tinted.currentIndicatorColor(.dark) == .white && tinted.currentIndicatorColor(.light) == .black)
        #expect(tinted.otherIndicatorColor(.light) == Color(r: 142, g: 142, b: 147))
    }

    /// ios-facts §1.1: custom images larger than 42 pt are scaled to fit.
    @Test func largeCustomImagesAreScaledToFit() {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(84, 0)); p.line(to: Point(84, 21)); p.close()
        let size = PageControl.boxSize(of: .custom(CustomIndicatorImage(path: p, size: Size(84, 21))))
        #expect(close(size.width, 42) && close(size.height, 10.5))
    }
}
