import Controls
import Raster
import Typeset
import TestSupport
import Testing

/// The action sheet's layout numbers against its metrics (ios-facts §4.3), and its line breaker.
@Suite struct ActionSheetLayoutTests {
    typealias M = ActionSheet.Metrics


    static let twoAndCancel = ActionSheet(actions: [.init("Share"), .init("Delete", style: .destructive)], cancel: "Cancel")

    /// §4.3: 57 pt rows, 8 pt from the sides, 8 pt between the group and Cancel, 8 pt below
    /// Cancel; the dimmed band above.
    @Test func rowsGapAndPaddingAreThoseOfIOS() throws {
        let layout = Self.twoAndCancel.layout()
        #expect(layout.size == Size(390, 40 + 2 * 57 + 8 + 57 + 8))
        let group = try #require(layout.group), cancel = try #require(layout.cancel)
        #expect(group == Rect(x: 8, y: 40, width: 374, height: 114))
        for (i, row) in layout.actions.enumerated() {
            #expect(row.frame == Rect(x: 8, y: 40 + Float(i) * 57, width: 374, height: 57))
            #expect(close(row.title.anchor.x, 195))
            #expect(close(row.title.maxWidth, 374 - 20), "10 pt of padding a side")
        }
        #expect(close(cancel.frame.minY - group.maxY, 8))
        #expect(close(cancel.frame.height, 57) && close(cancel.frame.minX, 8) && close(cancel.frame.width, 374))
        #expect(close(layout.size.height - cancel.frame.maxY, 8))
        #expect(layout.actions.map(\.style) == [.default, .destructive] && cancel.style == nil)
        #expect(layout.actions[0].title.font == Font(size: 21, weight: .regular))
        #expect(cancel.title.font == Font(size: 21, weight: .semibold))
    }

    /// Without a header the first action has no divider above it; with one, every action has.
    @Test func dividersSitOnTheTopOfEveryRowWithSomethingAbove() {
        #expect(Self.twoAndCancel.layout().dividers == [97])
        var titled = Self.twoAndCancel
        titled.title = "Photo"
        let layout = titled.layout()
        #expect(layout.dividers == layout.actions.map(\.frame.minY))
    }

    /// §4.3: 13.5 pt above and below the header, 4 pt between title and message; SF's 15.51 pt
    /// lines; the height rounded up to a whole point; the title semibold only with a message,
    /// the message semibold only without a title.
    @Test func theHeaderIsPaddedAndItsFontsFollowWhatIsThere() throws {
        let both = ActionSheet(title: "Photo", message: "Share it.", actions: [.init("Share")])
        let layout = both.layout()
        #expect(layout.headerLines.count == 2)
        let header = 2 * 13.5 + 2 * M.headerLineHeight + 4
        #expect(close(layout.actions[0].frame.minY - 40, header.rounded(.up)))
        #expect(close(layout.headerLines[0].anchor.y, 40 + 13.5 + 13 * 0.9521, 1e-2))
        #expect(close(layout.headerLines[1].anchor.y - layout.headerLines[0].anchor.y, M.headerLineHeight + 4))
        #expect(layout.headerLines[0].font.weight == .semibold && layout.headerLines[1].font.weight == .regular)
        #expect(ActionSheet(title: "Photo", actions: [.init("Share")]).layout().headerLines[0].font.weight == .regular)
        #expect(ActionSheet(message: "Share it.", actions: [.init("Share")]).layout().headerLines[0].font.weight == .semibold)
    }

    @Test func cancelAloneHasNoGroupAndNoGap() throws {
        let layout = ActionSheet(cancel: "Cancel").layout()
        #expect(layout.group == nil && layout.actions.isEmpty && layout.dividers.isEmpty)
        #expect(try #require(layout.cancel).frame == Rect(x: 8, y: 40, width: 374, height: 57))
        #expect(layout.size.height == 40 + 57 + 8)
    }

    @Test func theSheetFollowsTheWidth() throws {
        var sheet = Self.twoAndCancel
        sheet.width = 428
        let layout = sheet.layout()
        let group = try #require(layout.group)
        #expect(layout.size.width == 428 && group.width == 412)
    }

    /// The line breaker: no line wider than the room, words kept whole when they fit, a word too
    /// long for a line broken between characters, newlines kept, nothing lost.
    @Test func theLineBreakerFitsMeasuredWidths() {
        let font = Font(size: 13)
        let text = "The photo will be deleted from iCloud Photos on all your devices, and from every shared album it is in."
        let lines = TextLines.wrap(text, font: font, width: 200)
        #expect(lines.count > 2)
        for line in lines {
            #expect(TextLines.wrap(line, font: font, width: 200) == [line])
            #expect(!line.hasPrefix(" ") && !line.hasSuffix(" "))
        }
        #expect(lines.joined(separator: " ") == text)
        let word = String(repeating: "W", count: 40)
        let broken = TextLines.wrap(word, font: font, width: 100)
        #expect(broken.count > 1 && broken.joined() == word)
        #expect(TextLines.wrap("One\nTwo", font: font, width: 300) == ["One", "Two"])
        #expect(TextLines.wrap("", font: font, width: 300).isEmpty)
        #expect(TextLines.wrap("Wide", font: font, width: 1).joined() == "Wide", "at least one character a line")
    }
}
