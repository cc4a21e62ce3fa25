import Controls
import Documents
import Raster
import TestSupport
import Testing

/// One test per rule of `NavigationBar.validate()`: each fires on a bar that breaks it and not
/// on one that keeps it.
@Suite struct NavigationBarValidationTests {
    func messages(_ bar: NavigationBar) -> [String] { bar.validate().severityLines }

    @Test func aPlainBarHasNoProblems() {
        #expect(messages(NavigationBar(title: "Settings", backTitle: "General", trailingItems: [.text("Edit")])).isEmpty)
    }

    @Test func moreThanOneControlCrowdsTheBar() {
        let crowded = NavigationBar(title: "Notes", trailingItems: [NavigationBar.Item.glyph("add")!, NavigationBar.Item.glyph("share")!])
        #expect(messages(crowded).contains { $0.hasPrefix("warning trailingItems") && $0.contains("crowd") })
        // A modal bar's Cancel stands in for the back button: Cancel and Done are not a crowd.
        #expect(messages(NavigationBar(title: "New Event", leadingItems: [.text("Cancel")], trailingItems: [.text("Done", done: true)])).isEmpty)
        #expect(messages(NavigationBar(title: "New Event", leadingItems: [.text("Sort")], trailingItems: [.text("Done", done: true)]))
            .contains { $0.contains("crowd") })
    }

    @Test func aSegmentedTitleWithOtherControlsWarns() {
        let bar = NavigationBar(backTitle: "Cal", trailingItems: [NavigationBar.Item.glyph("add")!],
                                segmentedTitle: SegmentedControl(segments: ["Day", "Week"], selectedSegment: 0))
        #expect(messages(bar).contains { $0.hasPrefix("warning titleSegments") })
        let alone = NavigationBar(backTitle: "Cal", segmentedTitle: SegmentedControl(segments: ["Day", "Week"], selectedSegment: 0))
        #expect(!messages(alone).contains { $0.contains("titleSegments") })
    }

    /// HIG "Navigation bars": a segmented control in the bar belongs only at the top level of
    /// the hierarchy; the levels below get accurate back titles.
    @Test func aBackButtonBesideASegmentedTitleWarns() {
        let segments = SegmentedControl(segments: ["Day", "Week"], selectedSegment: 0)
        let below = NavigationBar(backTitle: "Calendars", segmentedTitle: segments)
        #expect(messages(below).filter { $0.hasPrefix("warning backTitle:") && $0.contains("top level") }.count == 1)
        #expect(messages(NavigationBar(segmentedTitle: segments)).isEmpty)
        #expect(messages(NavigationBar(title: "Day", backTitle: "Calendars")).isEmpty)
    }

    /// HIG "Navigation bars": the borderless look suits large titles; under a standard title
    /// the title and buttons are harder to tell from the content.
    @Test func theScrollEdgeLookWithAnInlineTitleWarns() {
        let inline = NavigationBar(title: "Mail", background: .scrollEdge)
        #expect(messages(inline).filter { $0.hasPrefix("warning background:") && $0.contains("large titles") }.count == 1)
        #expect(messages(NavigationBar(title: "Mail", titleDisplay: .large, background: .scrollEdge)).isEmpty)
        for background in [NavigationBar.Background.automatic, .standard, .opaque] {
            #expect(messages(NavigationBar(title: "Mail", background: background)).isEmpty, "\(background)")
        }
    }

    /// An arrow of `width` × 16 pt, as an app's back indicator image.
    static func arrow(width: Float = 18) throws -> AppImage {
        AppImage(.vector(try CustomGlyph(svg: """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="16"><path d="M8 1 L1 8 L8 15 M1 8 H\(width - 1)" \
            fill="none" stroke="#000" stroke-width="2"/></svg>
            """)))
    }

    /// HIG "Navigation bars": an app that replaces the back chevron with its own image also
    /// gives the mask iOS animates the back title through. Without it a warning; a mask alone
    /// is ignored with a warning; an indicator with no back button to draw on warns too; over
    /// the 28 pt maximum is an error.
    @Test func aBackIndicatorWithoutItsMaskWarns() throws {
        var bar = NavigationBar(title: "Photo", backTitle: "Albums")
        bar.backIndicator = try Self.arrow()
        #expect(messages(bar).filter { $0.hasPrefix("warning backIndicatorMask:") && $0.contains("without its transition mask") }.count == 1)
        bar.backIndicatorMask = try Self.arrow()
        #expect(messages(bar).isEmpty)
        var alone = NavigationBar(title: "Photo", backTitle: "Albums")
        alone.backIndicatorMask = try Self.arrow()
        #expect(messages(alone).filter { $0.hasPrefix("warning backIndicatorMask:") && $0.contains("ignored") }.count == 1)
        var noBack = bar
        noBack.backTitle = nil
        #expect(messages(noBack).filter { $0.hasPrefix("warning backIndicator:") && $0.contains("not drawn") }.count == 1)
        var huge = bar
        huge.backIndicator = try Self.arrow(width: 40)
        #expect(messages(huge).contains { $0.hasPrefix("error backIndicator:") && $0.contains("28 pt") })
    }

    /// HIG "Navigation bars": from iOS 13 a large-title bar has no background material or
    /// shadow by default; the automatic background follows the title.
    @Test func theAutomaticBackgroundFollowsTheTitle() {
        #expect(NavigationBar(title: "Mail").background == .automatic)
        #expect(NavigationBar(title: "Mail", titleDisplay: .large).resolvedBackground == .scrollEdge)
        #expect(!NavigationBar(title: "Mail", titleDisplay: .large).hasHairline)
        #expect(NavigationBar(title: "Mail").resolvedBackground == .standard)
        #expect(NavigationBar(title: "Mail").hasHairline)
        #expect(NavigationBar(title: "Mail", titleDisplay: .large, background: .opaque).resolvedBackground == .opaque)
        #expect(NavigationBar(title: "Mail", titleDisplay: .large, background: .standard).resolvedBackground == .standard)
    }

    @Test func textButtonsSideBySideAskForAFixedSpace() {
        let tight = NavigationBar(trailingItems: [.text("Save"), .text("Share")])
        #expect(messages(tight).contains { $0.contains("trailingItems[1]") && $0.contains("fixed space") })
        let spaced = NavigationBar(trailingItems: [.text("Save"), NavigationBar.Item(.fixedSpace(12)), .text("Share")])
        #expect(!messages(spaced).contains { $0.contains("fixed space") })
    }

    @Test func aBreadcrumbBackTitleWarns() {
        #expect(messages(NavigationBar(backTitle: "Home › Music › Albums")).contains { $0.hasPrefix("warning backTitle") })
        #expect(!messages(NavigationBar(backTitle: "Albums")).contains { $0.contains("backTitle") })
    }

    @Test func customGlyphsAreCheckedAgainstTheTargetAndMaximum() throws {
        func glyph(_ side: Int) throws -> NavigationBar.Item {
            NavigationBar.Item(.svg(try CustomGlyph(svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\"><rect width=\"\(side)\" height=\"\(side)\"/></svg>")))
        }
        #expect(messages(NavigationBar(trailingItems: [try glyph(30)])).contains { $0.hasPrefix("error trailingItems[0]") && $0.contains("28 pt maximum") })
        #expect(messages(NavigationBar(trailingItems: [try glyph(16)])).contains { $0.hasPrefix("warning trailingItems[0]") && $0.contains("24 pt target") })
        #expect(messages(NavigationBar(trailingItems: [try glyph(24)])).isEmpty)
    }

    @Test func boundsOnInputAreErrors() {
        #expect(messages(NavigationBar(width: 100)).contains { $0.hasPrefix("error width") })
        #expect(messages(NavigationBar(title: String(repeating: "x", count: 500))).contains { $0.hasPrefix("error title") })
        #expect(messages(NavigationBar(trailingItems: [NavigationBar.Item(.fixedSpace(-3))])).contains { $0.hasPrefix("error trailingItems[0]") })
        #expect(messages(NavigationBar(trailingItems: Array(repeating: .text("x"), count: 9))).contains { $0.hasPrefix("error trailingItems:") })
    }
}
