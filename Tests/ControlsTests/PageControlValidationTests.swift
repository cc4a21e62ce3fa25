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

    /// A square of side `side` at `origin`, clockwise on screen or, `reversed`, the other way.
    static func square(_ origin: Point, _ side: Float, reversed: Bool = false) -> [Point] {
        let corners = [origin, Point(origin.x + side, origin.y), Point(origin.x + side, origin.y + side), Point(origin.x, origin.y + side)]
        return reversed ? corners.reversed() : corners
    }

    static func path(_ contours: [[Point]]) -> Path {
        var p = Path()
        for c in contours {
            p.move(to: c[0])
            for point in c.dropFirst() { p.line(to: point) }
            p.close()
        }
        return p
    }

    /// HIG: custom indicator images are simple shapes, without negative space, inner lines or
    /// text. Measured where the image is drawn (@2x): a hole or a second piece warns.
    @Test func customImagesThatAreNotSimpleShapesWarn() {
        func detailWarnings(_ contours: [[Point]], size: Float = 16) -> [String] {
            let image = CustomIndicatorImage(path: Self.path(contours), size: Size(size, size))
            return warnings(PageControl(pages: 3, indicatorImage: .custom(image))).filter { $0.hasPrefix("indicatorImage.path:") }
        }
        // A frame: a square with a square hole (the inner contour wound the other way).
        let frame = detailWarnings([Self.square(Point(0, 0), 16), Self.square(Point(4, 4), 8, reversed: true)])
        #expect(frame.count == 1 && frame[0].contains("a hole") && frame[0].contains("simple"), "\(frame)")
        // Two marks apart, like two letters.
        let two = detailWarnings([Self.square(Point(0, 4), 6), Self.square(Point(10, 4), 6)])
        #expect(two.count == 1 && two[0].contains("2 separate pieces"), "\(two)")
        // One solid shape is simple; so is a hole too small to show at @2x (0.1 pt).
        #expect(detailWarnings([Self.square(Point(0, 0), 16)]).isEmpty)
        #expect(detailWarnings([Self.square(Point(0, 0), 16), Self.square(Point(8, 8), 0.1, reversed: true)]).isEmpty)
        // The bookmark-like diamond the examples use is simple.
        #expect(detailWarnings([[Point(4, 0), Point(8, 4), Point(4, 8), Point(0, 4)]], size: 8).isEmpty)
    }

    /// HIG: the control highlights the current page's indicator; tints that are the same colour
    /// leave it no different from the others.
    @Test func theSameTintForCurrentAndOtherPagesWarns() throws {
        let white = try ColorValue(parsing: "#FFFFFF")
        let same = warnings(PageControl(pages: 5, tintCurrent: white, tintOther: white))
        #expect(same.count == 1 && same[0].hasPrefix("tintOther:") && same[0].contains("cannot be told"), "\(same)")
        #expect(warnings(PageControl(pages: 5, tintCurrent: white, tintOther: try ColorValue(parsing: "#FFFFFF4D"))).isEmpty)
        #expect(warnings(PageControl(pages: 5, tintCurrent: white)).isEmpty)
    }

    /// HIG: for an especially long list, offer a list view as well as the page control.
    @Test func veryManyPagesSuggestAList() {
        let many = PageControl.Metrics.manyPages
        #expect(warnings(PageControl(pages: many)).isEmpty)
        let over = warnings(PageControl(pages: many + 1))
        #expect(over.count == 1 && over[0].hasPrefix("pages:") && over[0].contains("list view"), "\(over)")
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
