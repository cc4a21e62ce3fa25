import Controls
import Raster
import Testing

/// The screen's layout against docs/ios-facts.md §3.2, §3.2b, §4.1, §4.4 and §4.5, the numbers
/// written here from the facts, not read from `Screen.Metrics`.
@Suite struct ScreenLayoutTests {
    static let sheet = Presentation.sheet(Sheet())

    /// HIG "Pickers": a picker usually appears at the bottom of the screen. Placed on a phone
    /// (notch: 390 × 844 pt, 34 pt home-indicator inset) a 320 × 216 picker is centred with its
    /// bottom on the inset.
    @Test func aPlacedPickerSitsAtTheBottomOfTheScreen() throws {
        let picker = Picker(components: [.init(titles: ["S", "M", "L", "XL"], selectedRow: 1)])
        let layout = Screen(device: .notch, placed: [PlacedControl(picker)]).layout()
        let origin = try #require(layout.placed.first?.origin)
        #expect(origin == Point(35, 844 - 34 - 216))
    }

    @Test func devicesHaveTheirSizesAndInsets() {
        let expected: [(ScreenDevice, Float, Float, Float, Float)] = [
            (.notch, 390, 844, 47, 34), (.dynamicIsland, 393, 852, 59, 34), (.homeButton, 375, 667, 20, 0), (.iPad, 820, 1180, 24, 20),
        ]
        for (device, w, h, top, bottom) in expected {
            #expect(device.size == Size(w, h) && device.topInset == top && device.bottomInset == bottom, "\(device)")
        }
    }

    /// §4.1: a large sheet's top is 10 pt below the status bar; the page behind is scaled to
    /// 1 − 0.0835 about its top centre, its top on the status bar (§4.5).
    @Test func aLargeSheetSitsTenPointsBelowTheStatusBarAndScalesThePageBack() throws {
        for (device, top) in [(ScreenDevice.notch, Float(47)), (.dynamicIsland, 59), (.homeButton, 20)] {
            let layout = Screen(device: device, presentations: [Self.sheet]).layout()
            let sheet = try #require(layout.presented.first)
            #expect(sheet.kind == .pageSheet)
            #expect(sheet.frame == Rect(x: 0, y: top + 10, width: device.size.width, height: device.size.height - top - 10))
            #expect(sheet.cornerRadius == 10)
            let page = layout.pageFrame
            #expect(abs(page.minY - top) < 1e-3 && abs(page.width - device.size.width * 0.9165) < 1e-3, "\(page)")
            #expect(abs(page.midX - device.size.width / 2) < 1e-3)
        }
    }

    @Test func aMediumSheetCoversTheLowerHalfAndDimsWithoutScaling() throws {
        let layout = Screen(presentations: [.sheet(Sheet(detent: .medium))]).layout()
        let sheet = try #require(layout.presented.first)
        #expect(sheet.frame.minY == 422 && sheet.frame.height == 422 && sheet.dimsBelow)
        #expect(!layout.pageRecedes)
    }

    @Test func aSecondSheetScalesTheFirstBack() throws {
        let layout = Screen(presentations: [Self.sheet, Self.sheet]).layout()
        #expect(layout.presented.count == 2)
        let first = layout.presented[0], second = layout.presented[1]
        #expect(second.frame.minY == 57 && second.transform == .identity)
        let moved = ScreenLayout.mapped(first.frame, by: first.transform)
        #expect(abs(moved.minY - 47) < 1e-3 && abs(moved.width - 390 * 0.9165) < 1e-3, "\(moved)")
    }

    @Test func anIPadSheetIsAFormSheetCentred() throws {
        let sheet = try #require(Screen(device: .iPad, presentations: [Self.sheet]).layout().presented.first)
        #expect(sheet.kind == .formSheet && sheet.dimsBelow)
        #expect(sheet.frame == Rect(x: 140, y: 290, width: 540, height: 600))
    }

    /// §4.4: the arrow is 13 pt high and 26 pt wide at its base, its tip on the source's edge
    /// facing the popover, in every direction.
    @Test(arguments: [
        (Popover.Arrow.up, Rect(x: 758, y: 24, width: 44, height: 44)),
        (.down, Rect(x: 388, y: 1080, width: 44, height: 44)),
        (.left, Rect(x: 40, y: 500, width: 120, height: 44)),
        (.right, Rect(x: 660, y: 700, width: 120, height: 44)),
    ])
    func thePopoversArrowPointsAtItsSource(arrow: Popover.Arrow, source: Rect) throws {
        let screen = Screen(device: .iPad, presentations: [.popover(Popover(source: source, arrow: arrow, size: Size(300, 200)))])
        let laid = try #require(screen.layout().presented.first)
        let a = try #require(laid.arrow)
        #expect(laid.kind == .popover && a.direction == arrow)
        #expect(abs(a.tip.distance(to: a.baseCentre) - 13) < 1e-3)
        let body = laid.frame
        switch arrow {
        case .up: #expect(a.tip.y == source.maxY && a.baseCentre.y == body.minY && source.minX <= a.tip.x && a.tip.x <= source.maxX)
        case .down: #expect(a.tip.y == source.minY && a.baseCentre.y == body.maxY && source.minX <= a.tip.x && a.tip.x <= source.maxX)
        case .left: #expect(a.tip.x == source.maxX && a.baseCentre.x == body.minX && source.minY <= a.tip.y && a.tip.y <= source.maxY)
        case .right: #expect(a.tip.x == source.minX && a.baseCentre.x == body.maxX && source.minY <= a.tip.y && a.tip.y <= source.maxY)
        }
        #expect(body.size == Size(300, 200))
        // The base stays clear of the rounded corners: 13 pt of radius plus half the base.
        let along = arrow == .up || arrow == .down ? (a.baseCentre.x - body.minX, body.maxX - a.baseCentre.x)
                                                   : (a.baseCentre.y - body.minY, body.maxY - a.baseCentre.y)
        #expect(along.0 >= 26 && along.1 >= 26)
        // The triangle's base, 26 pt wide, is where the path reaches across the arrow.
        let bounds = try #require(a.path(base: 26, overlap: 0).controlBounds)
        let across = arrow == .up || arrow == .down ? bounds.width : bounds.height
        #expect(abs(across - 26) < 1e-3)
    }

    @Test func withNoArrowGivenThePopoverGoesWhereThereIsRoom() throws {
        let below = Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 758, y: 24, width: 44, height: 44)))])
        #expect(try #require(below.layout().presented.first?.arrow).direction == .up)
        let above = Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 388, y: 1100, width: 44, height: 40)))])
        #expect(try #require(above.layout().presented.first?.arrow).direction == .down)
    }

    @Test func compactWidthTurnsAPopoverIntoASheetAndAnIPadActionSheetIntoAPopover() throws {
        let phone = Screen(presentations: [.popover(Popover(source: Rect(x: 300, y: 47, width: 44, height: 44)))]).layout()
        #expect(phone.presented.first?.kind == .pageSheet && phone.pageRecedes)
        let sheet = ActionSheet(actions: [.init("Delete", style: .destructive)], cancel: "Cancel")
        let pad = try #require(Screen(device: .iPad, presentations: [.actionSheet(sheet, source: Rect(x: 758, y: 24, width: 44, height: 44))])
            .layout().presented.first)
        #expect(pad.kind == .actionPopover && pad.frame.width == 304 && pad.arrow?.direction == .up)
        let onPhone = try #require(Screen(presentations: [.actionSheet(sheet, source: nil)]).layout().presented.first)
        #expect(onPhone.kind == .actionSheet && onPhone.frame.maxY == 844 - 34)
    }

    @Test func rowsStartUnderTheBarAndControlsGoWhereTheirKindSays() throws {
        let withBar = Screen(navigationBar: NavigationBar(title: "Inbox"), rows: ["A"]).layout()
        #expect(withBar.rows.rowTops == [47 + 44])
        #expect(Screen(device: .dynamicIsland, rows: ["A"]).layout().rows.rowTops == [59])
        let dots = PageControl(pages: 3)
        let placed = try #require(Screen(placed: [PlacedControl(dots)]).layout().placed.first)
        let size = dots.layout().size
        #expect(placed.origin == Point((390 - size.width) / 2, 844 - 34 - size.height))
    }
}
