import Controls
import Typeset
import Raster
import Testing

/// The bar's layout in points against its metrics (docs/ios-facts.md §3.1, §3.4), and the back
/// button's fallback by measured width.
@Suite struct NavigationBarLayoutTests {
    /// An app's back indicator takes the chevron's place: its box starts where the chevron's ink
    /// starts, is centred on the chevron's row, and the back title follows it by the chevron's
    /// gap; in a right-to-left bar all of it is mirrored.
    @Test func aBackIndicatorTakesTheChevronsPlace() throws {
        let system = NavigationBar(title: "Photo", backTitle: "Albums")
        var custom = system
        custom.backIndicator = try NavigationBarValidationTests.arrow()
        let plain = try #require(system.layout().back), arrow = try #require(custom.layout().back)
        // ios-facts §3.4a: the chevron's ink starts at the leading padding, and the title
        // follows the ink after the measured gap.
        #expect(abs(arrow.chevronBox.minX - NavigationBar.Metrics.backLeadingPadding) < 0.001)
        #expect(arrow.chevronBox.width == 18 && arrow.chevronBox.height == 16)
        #expect(abs(arrow.chevronBox.midY - plain.chevronBox.midY) < 0.001)
        #expect(abs(arrow.labelBaseline.x - (arrow.chevronBox.maxX + NavigationBar.Metrics.backTitleGap)) < 0.001)
        #expect(arrow.labelBaseline.y == plain.labelBaseline.y)
        #expect(arrow.label == "Albums")
        var rtl = custom
        rtl.direction = .rtl
        let mirrored = try #require(rtl.layout().back)
        #expect(abs(mirrored.chevronBox.maxX - (rtl.width - arrow.chevronBox.minX)) < 0.001)
    }

    /// HIG "Navigation bars": a title may be left empty where it would be redundant; the bar
    /// then draws no title, inline or large, and keeps its height.
    @Test func anEmptyTitleDrawsNoTitle() {
        for display in NavigationBar.TitleDisplay.allCases {
            let empty = NavigationBar(title: "", titleDisplay: display, backTitle: "Notes").layout()
            #expect(empty.title == nil, "\(display)")
            #expect(empty.size == NavigationBar(title: "Note", titleDisplay: display, backTitle: "Notes").layout().size)
            #expect(NavigationBar(title: "Note", titleDisplay: display).layout().title != nil)
        }
    }

    @Test func heightsAreTheRowsPlusTheStatusBar() {
        #expect(NavigationBar().layout().size == Size(390, 44))
        #expect(NavigationBar(titleDisplay: .large).layout().size == Size(390, 96))
        #expect(NavigationBar(statusBar: .dynamicIsland).layout().size.height == 59 + 44)
        #expect(NavigationBar(titleDisplay: .large, statusBar: .homeButton).layout().size.height == 20 + 96)
    }

    /// The previous title, then "Back", then the chevron alone, as the room before the centred
    /// title shrinks — at two bar widths each.
    @Test(arguments: [Float(320), 430])
    func theBackButtonFallsBackByMeasuredWidth(width: Float) {
        func label(back: String, title: String) -> String? {
            NavigationBar(title: title, backTitle: back, width: width).layout().back?.label
        }
        // Short: fits beside a short title at either width.
        #expect(label(back: "Notes", title: "Inbox") == "Notes")
        // A previous title far wider than half the bar: "Back" instead.
        #expect(label(back: "All iCloud Mailboxes and Folders", title: "Inbox") == "Back")
        // A title so wide that not even "Back" fits before it: the chevron alone.
        #expect(label(back: "Notes", title: "Notification Summary Settings and Options") == nil)
        // With no title in the row (a large title), the whole room to the trailing items.
        #expect(NavigationBar(title: "Notification Summary Settings and Options", titleDisplay: .large, backTitle: "Notes",
                              width: width).layout().back?.label == "Notes")
        // "" asks for the chevron alone.
        #expect(label(back: "", title: "Inbox") == nil)
    }

    @Test func theBackLabelEndsBeforeTheTitleBegins() {
        let bar = NavigationBar(title: "Reading List", backTitle: "Bookmarks")
        let layout = bar.layout()
        let back = try! #require(layout.back)
        let title = try! #require(layout.title)
        let titleLeft = title.anchor.x - TextMeasureProbe.width("Reading List", size: 17, semibold: true) / 2
        #expect(back.labelBaseline.x + TextMeasureProbe.width("Bookmarks", size: 17, semibold: false) <= titleLeft - 6 + 0.01)
    }

    @Test func trailingItemsRunInwardsFromTheEdgePadding() {
        let layout = NavigationBar(trailingItems: [NavigationBar.Item.glyph("add")!, NavigationBar.Item.glyph("share")!]).layout()
        #expect(layout.items.count == 2)
        #expect(layout.items[0].frame.maxX == 390 - 16)
        #expect(layout.items[0].frame.width == 24)
        #expect(layout.items[0].frame.minX - layout.items[1].frame.maxX == 8)
    }

    @Test func aLongTitleIsGivenOnlyTheRoomTheItemsLeave() {
        let bar = NavigationBar(title: String(repeating: "Long title ", count: 8), backTitle: "Back",
                                trailingItems: [.text("Edit")], width: 390)
        let layout = bar.layout()
        let title = try! #require(layout.title)
        let back = try! #require(layout.back)
        // The back button ends with its label, or (chevron alone) with the chevron's ink, the
        // title gap before where a label would start (§3.4a).
        let leadingEnd = back.label.map { back.labelBaseline.x + TextMeasureProbe.width($0, size: 17, semibold: false) }
            ?? back.labelBaseline.x - NavigationBar.Metrics.backTitleGap
        let trailingStart = layout.items[0].frame.minX
        #expect(title.anchor.x - title.maxWidth / 2 >= leadingEnd + 6 - 0.01)
        #expect(title.anchor.x + title.maxWidth / 2 <= trailingStart - 6 + 0.01)
    }

    @Test func rightToLeftMirrorsTheBar() {
        let ltr = NavigationBar(title: "Inbox", backTitle: "Mail", trailingItems: [.text("Edit")]).layout()
        let rtl = NavigationBar(title: "Inbox", backTitle: "Mail", trailingItems: [.text("Edit")], direction: .rtl).layout()
        #expect(rtl.isRightToLeft)
        #expect(abs(rtl.back!.chevronBox.maxX - (390 - ltr.back!.chevronBox.minX)) < 0.01)
        #expect(abs(rtl.items[0].frame.minX - 16) < 0.01)
        #expect(abs(rtl.title!.anchor.x - (390 - ltr.title!.anchor.x)) < 0.01)
    }
}

/// Widths measured the way a reader of the fonts would, through Typeset directly.
enum TextMeasureProbe {
    static func width(_ text: String, size: Float, semibold: Bool) -> Float {
        let fonts = try! FontLibrary.shared()
        return try! fonts.layoutLine(text, font: Font(size: size, weight: semibold ? .semibold : .regular)).width
    }
}
