import Controls
import Documents
import Raster
import TestSupport
import Testing

/// The iPad split view (HIG, Navigation bars: a bar in each pane, and both panes borderless as
/// the exception to NB-17; issue 29 item 11). Expected numbers come from docs/ios-facts.md §3.7
/// (320 pt primary column, tiled from 1024 pt wide) and §3.2b (the iPad, 820 × 1180 pt, its
/// 24 pt status bar), not from the layout code.
@Suite struct SplitViewTests {
    static let mailboxes = ModalPage(navigationBar: NavigationBar(title: "Mailboxes"), rows: ["Inbox", "VIP"])

    static func map(_ yaml: String) throws -> DocumentMap { try DocumentNode.parse(yaml: yaml).map() }

    /// Landscape tiles: the primary column is 0…320 pt, the secondary column the other 860 pt,
    /// each with its bar at its own width under the 24 pt status bar (24 + §3.1's 44 pt),
    /// and the screen's rows in the secondary column.
    @Test func inLandscapeTheColumnsAreSideBySide() throws {
        let screen = Screen(device: .iPadLandscape, split: SplitView(primary: Self.mailboxes), navigationBar: NavigationBar(title: "Inbox"),
                            rows: ["Kim Lee"])
        let layout = screen.layout()
        let column = try #require(layout.split)
        #expect(column.primaryFrame == Rect(x: 0, y: 0, width: 320, height: 820))
        #expect(layout.content == Rect(x: 320, y: 0, width: 860, height: 820))
        #expect(layout.bar?.bar.width == 860 && column.bar?.bar.width == 320)
        #expect(layout.bar?.layout.size.height == 68 && column.bar?.layout.size.height == 68)
        #expect(layout.rows.rowTops == [68] && column.rows.rowTops == [68, 112])
        #expect(screen.validate().isEmpty, "\(screen.validate())")
    }

    /// Portrait (820 pt, under 1024) overlays: by default the secondary column shows alone, and
    /// a figure that gave a primary column hears that it is not drawn; `over` draws it over
    /// the secondary, which keeps the whole width; `beside` tiles even in portrait.
    @Test func inPortraitTheAutomaticModeHidesThePrimary() throws {
        let automatic = Screen(device: .iPad, split: SplitView(primary: Self.mailboxes), navigationBar: NavigationBar(title: "Inbox"))
        #expect(automatic.layout().split == nil && automatic.layout().content.width == 820)
        #expect(automatic.validate().severityLines.count == 1)
        #expect(automatic.validate().severityLines.first?.hasPrefix("warning split.displayMode: automatic on a screen 820 pt wide") == true)
        let over = Screen(device: .iPad, split: SplitView(primary: Self.mailboxes, displayMode: .over), navigationBar: NavigationBar(title: "Inbox"))
        #expect(over.layout().split?.primaryFrame.width == 320 && over.layout().content.width == 820)
        #expect(over.validate().isEmpty)
        let beside = Screen(device: .iPad, split: SplitView(primary: Self.mailboxes, displayMode: .beside))
        #expect(beside.layout().content == Rect(x: 320, y: 0, width: 500, height: 1180))
        let hidden = Screen(device: .iPadLandscape, split: SplitView(primary: Self.mailboxes, displayMode: .secondaryOnly))
        #expect(hidden.layout().split == nil && hidden.validate().isEmpty)
    }

    /// NB-17 warns of a borderless bar under an inline title; NB-18 is the exception: when both
    /// columns are borderless neither warns. One borderless column still does.
    @Test func bothPanesBorderlessIsTheGuidelinesException() throws {
        func bar(_ title: String, _ background: NavigationBar.Background) -> NavigationBar {
            var bar = NavigationBar(title: title)
            bar.background = background
            return bar
        }
        let both = Screen(device: .iPadLandscape, split: SplitView(primary: ModalPage(navigationBar: bar("Notes", .scrollEdge))),
                          navigationBar: bar("Shopping", .scrollEdge))
        #expect(both.validate().isEmpty, "\(both.validate())")
        let one = Screen(device: .iPadLandscape, split: SplitView(primary: ModalPage(navigationBar: bar("Notes", .standard))),
                         navigationBar: bar("Shopping", .scrollEdge))
        #expect(one.validate().severityLines.map { $0.prefix(32) } == ["warning navigationBar.background"])
        let alone = Screen(device: .iPad, navigationBar: bar("Shopping", .scrollEdge))
        #expect(alone.validate().severityLines.count == 1, "no split view, no exception")
    }

    /// A split view on an iPhone, or a primary column UIKit never draws that wide, is an error
    /// naming its field; the primary page's bar is checked under its own field.
    @Test func mistakesNameTheirFields() throws {
        let phone = Screen(split: SplitView(primary: Self.mailboxes))
        #expect(phone.validate().errorDescriptions.contains { $0.hasPrefix("split: a split view shows its columns only in regular width") })
        let wide = Screen(device: .iPadLandscape, split: SplitView(primary: Self.mailboxes, primaryWidth: 500))
        #expect(wide.validate().errorDescriptions == ["split.primaryWidth: the primary column is 500 pt wide; UIKit gives it 240 to 414 pt"])
        var crowded = NavigationBar(title: "Mailboxes")
        crowded.width = 0
        crowded.trailingItems = Array(repeating: .text("Edit"), count: 40)
        let bad = Screen(device: .iPadLandscape, split: SplitView(primary: ModalPage(navigationBar: crowded)))
        #expect(bad.validate().errorDescriptions.contains { $0.hasPrefix("split.primary.navigationBar.trailingItems") }, "\(bad.validate())")
    }

    /// The figure file's form, and a mistyped key with its hint.
    @Test func theFigureFileSaysItAsTheFieldsDo() throws {
        let screen = try Screen(from: Self.map("""
            device: ipad-landscape
            split: {primary: {navigationBar: Mailboxes, rows: [Inbox]}, primaryWidth: 375, displayMode: beside}
            navigationBar: Inbox
            """))
        #expect(screen.split == SplitView(primary: ModalPage(navigationBar: NavigationBar(title: "Mailboxes"), rows: ["Inbox"]),
                                          primaryWidth: 375, displayMode: .beside))
        let typo = try Self.map("split: {primary: {rowz: [A]}, displayMode: sideways}")
        do throws(DiagnosticList) {
            _ = try Screen(from: typo)
            Issue.record("accepted a bad split view")
        } catch {
            #expect(Set(error.errors.map(\.field.description)) == ["split.primary.rowz", "split.displayMode"], "\(error)")
        }
    }
}
