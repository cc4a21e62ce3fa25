import Controls
import DisplayList
import Documents
import Raster
import Testing
import Typeset

/// The glass design's layout in points against docs/ios-facts.md §3.8 [MEASURED]: 44 pt
/// platters 16 pt from the screen's edges, "Clear" on a capsule with about 12 pt of padding,
/// the title's baseline 6.25 pt below the items' centre, no background or hairline; and what
/// it does not draw as asked, each a warning.
@Suite struct NavigationBarGlassTests {
    static func glass(_ bar: NavigationBar) -> NavigationBar { bar.inDesign(.glass) }

    /// HA-26.0: "Location History" with "Clear": a 44 pt capsule ending 16 pt from the trailing
    /// edge, 12 pt of padding each side of the text's advance, centred on the 44 pt row; the
    /// title's baseline 6.25 pt below that centre (the classic title's: its font's own offset).
    @Test func theClearCapsuleAndTheTitleSitAsMeasured() throws {
        let layout = Self.glass(NavigationBar(title: "Location History", trailingItems: [.text("Clear")], width: 390)).layout()
        let platter = try #require(layout.platters.first)
        #expect(layout.platters.count == 1)
        #expect(platter.frame.height == 44 && platter.frame.midY == 22)
        #expect(abs(platter.frame.maxX - (390 - 16)) < 0.001)
        let advance = TextMeasureProbe.width("Clear", size: 17, semibold: false)
        #expect(abs(platter.frame.width - (advance + 24)) < 0.001)
        // The measured capsule is 64 pt wide with SF; Inter's "Clear" is within a point of it.
        #expect(abs(platter.frame.width - 64) < 1)
        let text = try #require(layout.items.first?.baseline)
        #expect(abs(text.x - (platter.frame.minX + 12)) < 0.001, "the text starts after its padding")
        let title = try #require(layout.title)
        #expect(abs(title.anchor.y - (22 + 6.25)) < 0.001)
        #expect(abs(title.anchor.x - 195) < 0.001, "centred on the screen")
        #expect(layout.overhangBelowPixels == 0, "no hairline hangs under a glass bar")
    }

    /// HA-26.4: a glass ✕ and the disabled Done (drawn by iOS 26 as a check mark on a prominent
    /// circle): two 44 pt circles, 16 pt from either edge.
    @Test func glyphItemsAreCirclesAndDoneIsAProminentCheckMark() throws {
        let bar = Self.glass(NavigationBar(title: "New complication", leadingItems: [try #require(.glyph("close"))],
                                           trailingItems: [NavigationBar.Item(.text("Done", done: true), isEnabled: false)]))
        let layout = bar.layout()
        #expect(layout.platters.count == 2)
        let frames = layout.platters.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(frames[0].minX == 16 && frames[0].width == 44 && frames[0].height == 44)
        #expect(abs(frames[1].maxX - (bar.width - 16)) < 0.001 && frames[1].width == 44)
        let done = try #require(layout.items.first { $0.isProminent })
        guard case .glyph(let glyph) = done.item.content else { Issue.record("Done is not a glyph: \(done.item.content)"); return }
        #expect(glyph.name == "checkmark")
        #expect(layout.platters.contains { if case .disabledProminent = $0.style { true } else { false } })
        var enabled = bar
        enabled.trailingItems = [.text("Done", done: true)]
        #expect(enabled.layout().platters.contains { if case .prominent = $0.style { true } else { false } })
    }

    /// Adjacent items share one platter; a fixed space, even of 0 pt, splits them, with the gap
    /// between platters (§3.8 [INF]: 8 pt).
    @Test func adjacentItemsShareAPlatterAndASpaceSplitsThem() throws {
        let compose = try #require(NavigationBar.Item.glyph("compose")), more = try #require(NavigationBar.Item.glyph("more"))
        let shared = Self.glass(NavigationBar(title: "Inbox", trailingItems: [compose, more])).layout()
        #expect(shared.platters.count == 1)
        #expect(shared.platters.first?.frame.width == 88)
        let split = Self.glass(NavigationBar(title: "Inbox", trailingItems: [compose, .init(.fixedSpace(0)), more])).layout()
        #expect(split.platters.count == 2)
        let f = split.platters.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(abs(f[1].minX - f[0].maxX - 8) < 0.001)
    }

    /// The back button is a circle at the leading inset with the chevron's ink centred in it,
    /// and a right-to-left bar mirrors every platter.
    @Test func theBackButtonIsACircleAndRightToLeftMirrors() throws {
        var bar = Self.glass(NavigationBar(title: "Inbox", backTitle: "", trailingItems: [try #require(.glyph("add"))]))
        let layout = bar.layout()
        let circle = try #require(layout.platters.first { $0.frame.minX == 16 })
        let back = try #require(layout.back)
        #expect(back.label == nil)
        // The chevron's ink spans 7.3…15.7 of its 24 units: its middle is the circle's.
        let k = back.chevronBox.width / 24
        #expect(abs(back.chevronBox.minX + 11.5 * k - circle.frame.midX) < 0.001)
        bar.direction = .rtl
        let mirrored = bar.layout()
        #expect(mirrored.platters.contains { abs($0.frame.maxX - (bar.width - 16)) < 0.001 && $0.frame.width == 44 })
        #expect(mirrored.platters.contains { $0.frame.minX == 16 && $0.frame.width == 44 })
    }

    /// Glass draws no background and no hairline, whatever `background` asks; plain items are in
    /// `label`, a prominent item's content white, the tint fills the prominent platter.
    @Test func noBackgroundLabelColouredItemsAndATintedProminentPlatter() throws {
        let bar = Self.glass(NavigationBar(title: "Edit", leadingItems: [.text("Cancel")], trailingItems: [.text("Save", done: true)],
                                           background: .standard))
        let items = bar.sceneItems(appearance: .light)
        let texts = flatten(items).compactMap { item -> TextItem? in if case .text(let t) = item { t } else { nil } }
        #expect(texts.first { $0.text == "Cancel" }?.paint == .solid(.black))
        #expect(texts.first { $0.text == "Save" }?.paint == .solid(.white))
        #expect(!flatten(items).contains { if case .fill(let f) = $0 { f.path == Path.rect(Rect(x: 0, y: 0, width: 390, height: 44)) } else { false } })
        let tint = SystemColors.systemBlue.resolved(for: .light)
        #expect(flatten(items).contains { if case .fill(let f) = $0 { f.paint == .solid(tint) } else { false } })
        // The classic bar draws its material and puts Cancel in the tint.
        let classic = flatten(bar.inDesign(.classic).sceneItems(appearance: .light))
        #expect(classic.contains { if case .backdropBlur = $0 { true } else { false } })
    }

    /// What glass does not draw is a warning on its field; the classic bar warns of none of it.
    @Test(arguments: [
        (NavigationBar(title: "A", backTitle: "Notes"), "backTitle"),
        (NavigationBar(title: "A", background: .opaque), "background"),
        (NavigationBar(title: "A", barTint: .rgba(Color(r: 255, g: 0, b: 0))), "barTint"),
        (NavigationBar(title: "A", tint: .rgba(Color(r: 255, g: 0, b: 0))), "tint"),
    ] as [(NavigationBar, String)])
    func whatGlassDoesNotDrawWarns(bar: NavigationBar, field: String) {
        let glass = Self.glass(bar).validate().filter { $0.field.description == field }
        #expect(glass.count == 1 && glass.first?.isError == false, "\(glass)")
        #expect(glass.first?.message.contains("glass") == true)
        #expect(!bar.validate().contains { $0.field.description == field && $0.message.contains("glass") })
    }

    /// Two text buttons side by side run together in the classic bar (the HIG asks for a fixed
    /// space); in glass each has its capsule's 12 pt of padding, so glass does not warn.
    @Test func textButtonsSideBySideWarnOnlyInClassic() {
        let bar = NavigationBar(title: "A", trailingItems: [.text("Edit"), .text("Select")])
        let advice = "two text buttons side by side run together"
        #expect(bar.validate().contains { $0.message.hasPrefix(advice) })
        #expect(!Self.glass(bar).validate().contains { $0.message.hasPrefix(advice) })
    }

    /// The scroll-edge look with an inline title (NB-17) is a classic warning: a glass bar has
    /// no background at all, so it does not apply.
    @Test func theBorderlessInlineWarningIsClassicOnly() {
        let bar = NavigationBar(title: "A", background: .scrollEdge)
        #expect(bar.validate().contains { $0.message == NavigationBar.borderlessInlineAdvice })
        #expect(!Self.glass(bar).validate().contains { $0.message == NavigationBar.borderlessInlineAdvice })
    }

    func flatten(_ items: [SceneItem]) -> [SceneItem] {
        items.flatMap { item -> [SceneItem] in if case .group(let g) = item { [item] + flatten(g.items) } else { [item] } }
    }
}
