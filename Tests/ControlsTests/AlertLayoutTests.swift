import Controls
import Raster
import Testing

/// The alert's layout in points against its metrics (docs/ios-facts.md §4.2, §4.2a), and the
/// line breaking of its labels by measured width.
@Suite struct AlertLayoutTests {
    static let ok = [Alert.Action("OK")]

    @Test func theAlertIs270PointsWideCentredOnA390PointScreen() {
        let layout = Alert(title: "Saved", actions: Self.ok).layout()
        #expect(layout.alert.width == 270 && layout.alert.minX == 60 && layout.alert.minY == 40)
        #expect(layout.size == Size(390, layout.alert.maxY + 40))
    }

    @Test func baselinesFollowTheMargins() throws {
        let layout = Alert(title: "Delete photo?", message: "This cannot be undone.", actions: Self.ok).layout()
        let top = layout.alert.minY
        let title = try #require(layout.title), message = try #require(layout.message)
        #expect(title.baselines == [top + 36])
        #expect(message.baselines == [top + 36 + 20])
        #expect(message.font.sizePoints == 13 && title.font.sizePoints == 17 && title.font.weight == .semibold)
        // The actions 24 pt below the last baseline, on a whole point; 44 pt tall.
        #expect(layout.actionsTop == (top + 36 + 20 + 24).rounded(.up))
        #expect(layout.actions[0].frame.height == 44)
        #expect(layout.alert.maxY == layout.actionsTop + 44)
    }

    @Test func aMessageWithoutATitleTakesTheTitlesPlaceAndFont() throws {
        let layout = Alert(message: "Connected.", actions: Self.ok).layout()
        let message = try #require(layout.message)
        #expect(layout.title == nil)
        #expect(message.baselines == [layout.alert.minY + 36])
        #expect(message.font == Alert.Metrics.titleFont)
    }

    @Test func aLongTitleWrapsWithinTheContentWidth() throws {
        let layout = Alert(title: "Are you sure you want to remove this account from every device?", actions: Self.ok).layout()
        let title = try #require(layout.title)
        #expect(title.lines.count >= 2)
        #expect(title.lines.joined(separator: " ") == "Are you sure you want to remove this account from every device?")
        for (line, next) in zip(title.baselines, title.baselines.dropFirst()) { #expect(abs(next - line - 22.1) < 0.001) }
        for line in title.lines { #expect(TextMeasureProbe.width(line, size: 17, semibold: true) <= 238) }
        // Greedy: the next line's first word would not have fitted on the line before.
        let first = title.lines[0] + " " + title.lines[1].split(separator: " ")[0]
        #expect(TextMeasureProbe.width(first, size: 17, semibold: true) > 238)
    }

    @Test func oneOrTwoActionsSitSideBySideThreeOrMoreAreStacked() {
        let two = Alert(title: "Delete?", actions: [.init("Delete", style: .destructive), .init("Cancel", style: .cancel)]).layout()
        #expect(!two.isStacked)
        #expect(two.actions.map(\.frame.width) == [135, 135])
        // Cancel leads a pair, whatever the order it was added in; it is semibold with no preferred action.
        #expect(two.actions.map(\.action.title) == ["Cancel", "Delete"])
        #expect(two.actions.map(\.isEmphasised) == [true, false])
        // One hairline above the row, one between the buttons.
        #expect(two.separators.count == 2 && two.separators[1].isVertical && two.separators[1].inside.minX == 60 + 135)

        let three = Alert(title: "Allow?", actions: [.init("Later", style: .cancel), .init("Allow"), .init("Don't Allow")]).layout()
        #expect(three.isStacked)
        #expect(three.actions.map(\.frame.width) == [270, 270, 270])
        #expect(three.actions.map(\.action.title) == ["Allow", "Don't Allow", "Later"])
        #expect(three.alert.maxY == three.actionsTop + 3 * 44)
        #expect(three.separators.count == 3 && three.separators.allSatisfy { !$0.isVertical })
    }

    @Test func aPreferredActionIsTheOnlySemiboldOne() {
        let layout = Alert(title: "Save?", actions: [.init("Cancel", style: .cancel), .init("Save", isPreferred: true)]).layout()
        #expect(layout.actions.map(\.isEmphasised) == [false, true])
    }

    @Test func theTextFieldSitsBetweenTheLabelsAndTheActions() throws {
        let layout = Alert(title: "Sign in", actions: Self.ok, textField: .init(placeholder: "Password")).layout()
        let field = try #require(layout.textField)
        let titleBaseline = try #require(layout.title?.baselines.last)
        #expect(field.container.minY == titleBaseline + 18)
        #expect(field.container.minX == layout.alert.minX + 15 && field.container.maxX == layout.alert.maxX - 15)
        #expect(layout.actionsTop == (field.container.maxY + 15).rounded(.up))
    }

    @Test func everyPartStaysInsideTheAlert() {
        let alert = Alert(title: "Delete photo?", message: "This cannot be undone.", actions: [.init("Cancel"), .init("Delete", style: .destructive)],
                          textField: .init(placeholder: "Name"))
        let layout = alert.layout()
        for action in layout.actions {
            #expect(action.frame.minX >= layout.alert.minX && action.frame.maxX <= layout.alert.maxX)
            #expect(action.frame.maxY <= layout.alert.maxY)
        }
    }
}
