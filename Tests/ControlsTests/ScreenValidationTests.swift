import Controls
import Documents
import Raster
import TestSupport
import Testing

/// One test per rule of `Screen.validate()` — the HIG's modality advice and the bounds on
/// input —: each fires on a screen that breaks it and not on one that keeps it.
@Suite struct ScreenValidationTests {
    func messages(_ screen: Screen) -> [String] { screen.validate().severityLines }

    static let cancelDone = NavigationBar(title: "New", leadingItems: [.text("Cancel")], trailingItems: [.text("Done", done: true)])
    static let sheet = Presentation.sheet(Sheet(page: ModalPage(navigationBar: cancelDone)))

    @Test func aSheetWithCancelAndDoneHasNoProblems() {
        #expect(messages(Screen(navigationBar: NavigationBar(title: "Inbox"), rows: ["Work"], presentations: [Self.sheet])).isEmpty)
    }

    @Test func aFullScreenCoverWithoutADismissButtonIsAnError() {
        let bare = Screen(presentations: [.fullScreen(ModalPage(navigationBar: NavigationBar(title: "Photo")))])
        #expect(messages(bare).contains { $0.hasPrefix("error present[0].fullScreen.navigationBar:") && $0.contains("dismiss") })
        let noBar = Screen(presentations: [.fullScreen(ModalPage())])
        #expect(messages(noBar).contains { $0.hasPrefix("error present[0].fullScreen.navigationBar:") })
        let edit = Screen(presentations: [.fullScreen(ModalPage(navigationBar: NavigationBar(trailingItems: [.text("Edit")])))])
        #expect(messages(edit).contains { $0.hasPrefix("error present[0].fullScreen") }, "Edit does not dismiss")
        for item in [NavigationBar.Item.text("Done", done: true), .text("Close"), .text("完了", done: true), .glyph("close")!] {
            let ok = Screen(presentations: [.fullScreen(ModalPage(navigationBar: NavigationBar(trailingItems: [item])))])
            #expect(messages(ok).isEmpty, "\(item)")
        }
    }

    @Test func anAlertWithNoActionIsAnErrorAndALongOneWarns() {
        let none = Screen(presentations: [.alert(Alert(title: "Saved"))])
        #expect(messages(none).contains { $0.hasPrefix("error present[0].alert.actions:") && $0.contains("at least one action") })
        let many = Screen(presentations: [.alert(Alert(title: "Share", actions: ["A", "B", "C", "D"].map { Alert.Action($0) }))])
        #expect(messages(many).contains { $0.hasPrefix("warning present[0].alert.actions:") && $0.contains("brief") })
        #expect(messages(Screen(presentations: [.alert(Alert(title: "Saved", actions: [.init("OK")]))])).isEmpty)
    }

    @Test func doneAndCancelOnOneSideWarn() {
        let bar = NavigationBar(title: "New", trailingItems: [.text("Done", done: true), .text("Cancel")])
        let screen = Screen(presentations: [.sheet(Sheet(page: ModalPage(navigationBar: bar)))])
        #expect(messages(screen).contains { $0.hasPrefix("warning present[0].sheet.navigationBar.trailingItems:") && $0.contains("same side") })
    }

    @Test func aPopoverInCompactWidthWarnsThatItIsASheet() {
        let popover = Presentation.popover(Popover(source: Rect(x: 300, y: 47, width: 44, height: 44)))
        #expect(messages(Screen(device: .notch, presentations: [popover])).contains {
            $0.hasPrefix("warning present[0].popover:") && $0.contains("sheet")
        })
        #expect(messages(Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 700, y: 24, width: 44, height: 44)))])).isEmpty)
    }

    @Test func aThirdModalViewInTheChainWarns() {
        let two = Screen(presentations: [Self.sheet, Self.sheet])
        #expect(messages(two).isEmpty)
        let three = Screen(presentations: [Self.sheet, Self.sheet, Self.sheet])
        #expect(messages(three).contains { $0.hasPrefix("warning present[2]:") && $0.contains("app inside the app") })
        // Alerts and action sheets are not modal views with pages of their own.
        let alerts = Screen(presentations: [Self.sheet, Self.sheet, .alert(Alert(title: "Saved", actions: [.init("OK")]))])
        #expect(messages(alerts).isEmpty)
    }

    @Test func aModalBarThatDoesNotLookLikeTheAppsWarns() {
        var red = Self.cancelDone
        red.tint = .system(name: "systemRed", SystemColors.systemRed)
        let screen = Screen(navigationBar: NavigationBar(title: "Inbox"), presentations: [.sheet(Sheet(page: ModalPage(navigationBar: red)))])
        #expect(messages(screen).contains { $0.hasPrefix("warning present[0].sheet.navigationBar:") && $0.contains("look like the app") })
    }

    @Test func anActionSheetOnAnIPadNeedsASource() {
        let sheet = ActionSheet(actions: [.init("Delete", style: .destructive)], cancel: "Cancel")
        #expect(messages(Screen(device: .iPad, presentations: [.actionSheet(sheet, source: nil)])).contains {
            $0.hasPrefix("error present[0].source:") && $0.contains("popover")
        })
        #expect(messages(Screen(device: .iPad, presentations: [.actionSheet(sheet, source: Rect(x: 700, y: 24, width: 44, height: 44))])).isEmpty)
        #expect(messages(Screen(device: .notch, presentations: [.actionSheet(sheet, source: nil)])).isEmpty)
    }

    @Test func rectanglesOffTheScreenAreErrors() {
        let offContext = Screen(presentations: [.currentContext(ModalPage(), frame: Rect(x: 0, y: 500, width: 390, height: 400))])
        #expect(messages(offContext).contains { $0.hasPrefix("error present[0].frame:") })
        let offSource = Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 900, y: 24, width: 44, height: 44)))])
        #expect(messages(offSource).contains { $0.hasPrefix("error present[0].source:") })
        let tiny = Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 700, y: 24, width: 44, height: 44), size: Size(10, 10)))])
        #expect(messages(tiny).contains { $0.hasPrefix("error present[0].popover.size:") })
    }

    @Test func anExplicitPageSheetOnAnIPadWarns() {
        let page = Screen(device: .iPad, presentations: [.sheet(Sheet(style: .page))])
        #expect(messages(page).contains { $0.hasPrefix("warning present[0].sheet.style:") && $0.contains("form sheet") })
        #expect(messages(Screen(device: .iPad, presentations: [.sheet(Sheet())])).isEmpty)
    }

    @Test func placedControlsAreCheckedUnderTheirField() {
        let screen = Screen(placed: [PlacedControl(PageControl(pages: 3, currentPage: 7))])
        #expect(messages(screen).contains { $0.hasPrefix("error place[0].pageControl.currentPage:") })
    }

    @Test func inputOverTheBoundsIsAnError() {
        let rows = Screen(rows: Array(repeating: "Row", count: Screen.Limits.maxRows + 1))
        #expect(messages(rows).contains { $0.hasPrefix("error rows:") })
        #expect(messages(Screen(rows: Array(repeating: "Row", count: Screen.Limits.maxRows))).isEmpty)
        let chain = Screen(presentations: Array(repeating: .alert(Alert(title: "A", actions: [.init("OK")])), count: Screen.Limits.maxPresentations + 1))
        #expect(messages(chain).contains { $0.hasPrefix("error present:") })
    }
}
