import Controls
import Documents
import Foundation
import Raster
import TestSupport
import Testing

/// A picker in context (HIG, Pickers: "show it in context, below or near the field being
/// edited"; issue 29 item 10): a control placed below the row it edits, and a control in a
/// popover's page. Expected numbers come from the facts (rows 44 pt, §3.2b; the wheels 320 ×
/// 216 pt, §2.1), not from the layout code.
@Suite struct PickerInContextTests {
    static let wheels = DatePicker(date: Date(timeIntervalSince1970: 1_781_427_600))
    static let rows: [ListRow] = ["Title", ListRow("Starts", value: "Jun 14, 2026"), ListRow("Ends", value: "10:00 AM"), "Repeat"]

    static func map(_ yaml: String) throws -> DocumentMap { try DocumentNode.parse(yaml: yaml).map() }

    /// Under a 44 pt bar on the 47 pt status bar the rows start at 91 pt; the wheels' 216 pt
    /// cell follows row 1 and pushes rows 2 and 3 down by 216 pt; the wheels are centred.
    @Test func anEditorBelowARowPushesTheRowsAfterItDown() throws {
        let screen = Screen(navigationBar: NavigationBar(title: "New Event"), rows: Self.rows, placed: [PlacedControl(Self.wheels, belowRow: 1)])
        let layout = screen.layout()
        #expect(layout.rows.rowTops == [91, 135, 179 + 216, 223 + 216])
        #expect(layout.rows.cells == [Rect(x: 0, y: 179, width: 390, height: 216)])
        #expect(layout.rows.editorOfRow == [1: 0])
        #expect(layout.placed.first?.origin == Point((390 - 320) / 2, 179))
    }

    /// Two editors under one row stack in the order placed; a control without `belowRow` still
    /// goes where its kind says, and moves no row.
    @Test func editorsStackAndOtherControlsKeepTheirPlace() throws {
        let dots = PageControl(pages: 3)
        let screen = Screen(rows: ["A", "B"], placed: [PlacedControl(Self.wheels, belowRow: 0), PlacedControl(dots),
                                                        PlacedControl(Self.wheels, belowRow: 0)])
        let layout = screen.layout()
        #expect(layout.rows.rowTops == [47, 47 + 44 + 432])
        #expect(layout.placed.map(\.origin.y) == [91, 844 - 34 - dots.layout().size.height, 91 + 216])
    }

    /// The figure file's forms: a row as a map with its value, `below` beside a placed
    /// control's key, and a popover page's `control`, which fits the popover to it.
    @Test func theFigureFileSaysItAsTheFieldsDo() throws {
        let screen = try Screen(from: Self.map("""
            device: ipad
            rows: [Title, {title: Starts, value: "9:00 AM"}]
            place: [{datePicker: {date: 2026-06-14, mode: time}, below: 1}]
            present:
              - popover: {navigationBar: {title: Country, trailingItems: [done]}, control: {picker: {components: [{rows: [France, Germany, Japan, Korea, Spain]}]}}}
                source: [600, 100, 100, 44]
            """))
        #expect(screen.rows == ["Title", ListRow("Starts", value: "9:00 AM")])
        #expect(screen.placed.first?.belowRow == 1 && screen.placed.first?.key == "datePicker")
        guard case .popover(let popover) = screen.presentations.first else { Issue.record("no popover"); return }
        #expect(popover.page.control?.key == "picker")
        // 320 wide (the picker's default, §2.1); 44 pt of bar over 216 pt of wheels.
        #expect(popover.size == Size(320, 44 + 216))
        #expect(screen.validate().isEmpty, "\(screen.validate())")
    }

    /// Each mistake names its field: a row map's unknown key, `below` on a popover's control,
    /// a row that does not exist, a control wider than the screen, and a popover too small for
    /// its control (a warning: drawn clipped).
    @Test func mistakesNameTheirFields() throws {
        let unknownKey = try Self.map("rows: [{title: A, valu: x}]")
        do throws(DiagnosticList) {
            _ = try Screen(from: unknownKey)
            Issue.record("accepted an unknown row key")
        } catch {
            #expect(error.errors.map(\.field.description) == ["rows[0].valu"], "\(error)")
            #expect(error.description.contains("did you mean value?"), "\(error)")
        }
        let belowInPopover = try Self.map("present: [{popover: {control: {picker: {}, below: 0}}}]")
        do throws(DiagnosticList) {
            _ = try Screen(from: belowInPopover)
            Issue.record("accepted below in a popover")
        } catch {
            #expect(error.errors.map(\.field.description) == ["present[0].popover.control.below"], "\(error)")
        }
        let missing = Screen(rows: ["A"], placed: [PlacedControl(Self.wheels, belowRow: 3)])
        #expect(missing.validate().errorDescriptions.contains { $0.hasPrefix("place[0].below: there is no row 3") }, "\(missing.validate())")
        var wide = Self.wheels
        wide.size = Size(400, 216)
        let tooWide = Screen(rows: ["A"], placed: [PlacedControl(wide, belowRow: 0)])
        #expect(tooWide.validate().errorDescriptions.contains { $0.hasPrefix("place[0].datePicker: the control is 400 pt wide") })
        let page = ModalPage(navigationBar: NavigationBar(title: "Date", trailingItems: [.text("Done", done: true)]), control: PlacedControl(Self.wheels))
        let small = Screen(device: .iPad, presentations: [.popover(Popover(source: Rect(x: 600, y: 100, width: 44, height: 44),
                                                                             size: Size(300, 200), page: page))])
        #expect(small.validate().severityLines == ["warning present[0].popover.size: the popover's 300 × 200 pt does not hold its page "
            + "(320 × 260 pt with its control): drawn clipped; leave size out to fit it"])
    }
}
