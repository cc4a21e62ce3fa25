import Controls
import Raster
import TestSupport
import Testing

/// The HIG's rules (Apple HIG "Page controls", developer.apple.com/design/human-interface-guidelines/page-controls) and the model's bounds, one test each.
@Suite struct PageControlValidationTests {
    func errors(_ c: PageControl) -> [String] { c.validate().errorDescriptions }
    func warnings(_ c: PageControl) -> [String] { c.validate().warningDescriptions }

    @Test func aPlainControlIsValid() {
        #expect(PageControl(pages: 5, currentPage: 2).validate().isEmpty)
    }

    @Test func currentPageOutOfRangeNamesTheField() {
        #expect(errors(PageControl(pages: 10, currentPage: 12)) == ["currentPage: 12 is outside 0..<10"])
        #expect(errors(PageControl(pages: 10, currentPage: -1)) == ["currentPage: -1 is outside 0..<10"])
        #expect(errors(PageControl(pages: 10, currentPage: 9)).isEmpty)
    }

    @Test func zeroPagesIsAnError() {
        #expect(errors(PageControl(pages: 0)) == ["pages: 0 must be at least 1 (a page control shows one indicator per page)"])
    }

    @Test func pagesOverTheLimitIsAnError() {
        let limit = PageControl.Metrics.maxPages
        #expect(errors(PageControl(pages: limit)).isEmpty)
        #expect(errors(PageControl(pages: limit + 1)) == ["pages: \(limit + 1) is over the limit of \(limit) pages"])
    }

    /// HIG: "Don't support scrubbing when you use the minimal background style."
    @Test func minimalWithScrubbingIsAnError() throws {
        let issues = PageControl(pages: 5, backgroundStyle: .minimal, interaction: .scrubbing).validate()
        let issue = try #require(issues.first)
        #expect(issues.count == 1 && issue.isError && issue.field.description == "interaction")
        #expect(issue.message.contains("use automatic or prominent"))
        for background in [PageControl.BackgroundStyle.automatic, .prominent] {
            #expect(errors(PageControl(pages: 5, backgroundStyle: background, interaction: .scrubbing)).isEmpty)
        }
        #expect(errors(PageControl(pages: 5, backgroundStyle: .minimal, interaction: .tapping)).isEmpty)
    }

    /// HIG: "Avoid using more than two different indicator images in a page control."
    @Test func moreThanTwoDistinctImagesWarns() {
        let two = PageControl(pages: 5, pageImages: [0: .symbol(Symbols.locationFill)])
        #expect(two.validate().isEmpty)
        let three = PageControl(pages: 5, pageImages: [0: .symbol(Symbols.locationFill), 3: .symbol(Symbols.starFill)])
        #expect(warnings(three).count == 1)
        #expect(warnings(three).first?.hasPrefix("pageImages: 3 distinct indicator images (circlebadge.fill, location.fill, star.fill)") == true)
        #expect(errors(three).isEmpty)
        // Every page with its own image: the preferred image is not shown, so it does not count.
        let covered = PageControl(pages: 2, indicatorImage: .symbol(Symbols.heartFill),
                                  pageImages: [0: .symbol(Symbols.locationFill), 1: .symbol(Symbols.starFill)])
        #expect(warnings(covered).isEmpty)
    }

    /// HIG: "Avoid coloring indicator images": a custom image's own colour is ignored, with a warning.
    @Test func customImageWithItsOwnColourWarns() throws {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(8, 0)); p.line(to: Point(4, 8)); p.close()
        let tinted = CustomIndicatorImage(path: p, size: Size(8, 8), color: try ColorValue(parsing: "systemRed"))
        let issues = PageControl(pages: 4, pageImages: [2: .custom(tinted)]).validate()
        #expect(issues.count == 1)
        #expect(issues.first?.severity == .warning && issues.first?.field.description == "pageImages[2].color")
        let plain = CustomIndicatorImage(path: p, size: Size(8, 8))
        #expect(PageControl(pages: 4, pageImages: [2: .custom(plain)]).validate().isEmpty)
    }

    @Test func pageImageForAMissingPageIsAnError() {
        #expect(errors(PageControl(pages: 3, pageImages: [3: .symbol(Symbols.starFill)])) == ["pageImages[3]: page 3 is outside 0..<3"])
    }

    @Test func badCustomImagesAreErrors() {
        let empty = CustomIndicatorImage(path: Path(), size: Size(0, 8))
        #expect(Set(errors(PageControl(pages: 3, indicatorImage: .custom(empty))).map { String($0.prefix(while: { $0 != ":" })) })
                == ["indicatorImage.size", "indicatorImage.path"])
    }

    @Test func maxVisibleBelowOneIsAnError() {
        #expect(errors(PageControl(pages: 3, maxVisible: 0)) == ["maxVisible: 0 must be at least 1"])
    }

    /// ios-facts §1.2: never narrower than 5 indicators and padding.
    @Test func widthBelowTheMinimumIsAnError() throws {
        let minimum = PageControl(pages: 12).minimumWidth
        #expect(abs(minimum - (5 * PageControl.Metrics.symbolBoxHeight + 4 * 8 + 28)) < 1e-4)
        #expect(errors(PageControl(pages: 12, width: minimum)).isEmpty)
        let narrow = errors(PageControl(pages: 12, width: minimum - 1))
        #expect(narrow.count == 1 && narrow[0].hasPrefix("width: "))
        #expect(errors(PageControl(pages: 12, width: .nan)).first?.hasPrefix("width: nan must be a finite number") == true)
    }

    @Test func issuesArePrefixedWithWhereTheControlSits() throws {
        let issue = try #require(PageControl(pages: 10, currentPage: 12).validate().first)
        #expect(issue.under(["figures", 3, "pageControl"]).description == "figures[3].pageControl.currentPage: 12 is outside 0..<10")
    }
}
