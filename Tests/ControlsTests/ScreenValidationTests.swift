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
            let ok = Screen(presentations: [.fullScreen(ModalPage(navigationBar: NavigationBar(title: "Photo", trailingItems: [item])))])
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
        let page = ModalPage(navigationBar: Self.cancelDone)
        #expect(messages(Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 700, y: 24, width: 44, height: 44), page: page))])).isEmpty)
    }

    /// HIG "Modality": always provide a button that dismisses a modal view (Done, Cancel or a
    /// close button). A full-screen cover without one is an error (above); a sheet, a popover
    /// and a page over the current context can be left by a gesture, so they warn.
    @Test func aModalViewWithoutADismissButtonWarns() {
        let titled = ModalPage(navigationBar: NavigationBar(title: "Filters", trailingItems: [.text("Edit")]))
        let source = Rect(x: 700, y: 24, width: 44, height: 44)
        let cases: [(Screen, String)] = [
            (Screen(presentations: [.sheet(Sheet(page: titled))]), "warning present[0].sheet.navigationBar:"),
            (Screen(device: .iPad, presentations: [.popover(Popover(source: source, page: titled))]), "warning present[0].popover.navigationBar:"),
            (Screen(device: .iPad, presentations: [.currentContext(titled, frame: Rect(x: 0, y: 400, width: 820, height: 780))]),
             "warning present[0].currentContext.navigationBar:"),
        ]
        for (screen, prefix) in cases {
            #expect(messages(screen).filter { $0.hasPrefix(prefix) && $0.contains("no button dismisses") }.count == 1, "\(prefix)")
            #expect(!messages(screen).contains { $0.hasPrefix("error") })
        }
        for item in [NavigationBar.Item.text("Done", done: true), .text("Cancel"), .glyph("close")!] {
            let page = ModalPage(navigationBar: NavigationBar(title: "Filters", trailingItems: [item]))
            #expect(messages(Screen(presentations: [.sheet(Sheet(page: page))])).isEmpty, "\(item)")
        }
    }

    /// HIG "Modality": identify the modal task with a title (or text that explains it).
    @Test func anUntitledModalViewWarns() {
        let untitled = [
            ModalPage(),
            ModalPage(navigationBar: NavigationBar(trailingItems: [.text("Done", done: true)])),
            ModalPage(navigationBar: NavigationBar(title: "  ", trailingItems: [.text("Done", done: true)])),
        ]
        for page in untitled {
            for presentation in [Presentation.sheet(Sheet(page: page)), .fullScreen(page)] {
                let found = messages(Screen(presentations: [presentation])).filter { $0.contains("an untitled modal view") }
                #expect(found.count == 1 && found[0].hasPrefix("warning present[0].\(presentation.key).navigationBar.title:"), "\(found)")
            }
        }
        var segmented = NavigationBar(trailingItems: [.text("Done", done: true)])
        segmented.segmentedTitle = SegmentedControl(segments: ["Day", "Week"])
        #expect(!messages(Screen(presentations: [.sheet(Sheet(page: ModalPage(navigationBar: segmented)))])).contains { $0.contains("untitled") })
        // Alerts and action sheets have no page: their own checks apply.
        #expect(messages(Screen(presentations: [.alert(Alert(title: "Saved", actions: [.init("OK")]))])).isEmpty)
    }

    /// HIG "Modality": a page shown over the current context switches to a sheet in a compact
    /// environment; every iPhone is compact in width.
    @Test func aCurrentContextPageInCompactWidthWarns() {
        let page = ModalPage(navigationBar: Self.cancelDone)
        let phone = Screen(device: .notch, presentations: [.currentContext(page, frame: Rect(x: 0, y: 400, width: 390, height: 444))])
        #expect(messages(phone).filter { $0.hasPrefix("warning present[0].currentContext:") && $0.contains("as a sheet") }.count == 1)
        let pad = Screen(device: .iPad, presentations: [.currentContext(page, frame: Rect(x: 0, y: 400, width: 820, height: 780))])
        #expect(messages(pad).isEmpty)
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
        #expect(messages(Screen(device: .iPad, presentations: [.sheet(Sheet(page: ModalPage(navigationBar: Self.cancelDone)))])).isEmpty)
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
