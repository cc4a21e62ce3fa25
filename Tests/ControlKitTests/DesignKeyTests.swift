import ControlKit
import Testing

/// `design:` on figures and defaults: glass reaches the navigation bar (and a screen's bars),
/// leaves classic figures as they were, and a control without a glass look says so.
@Suite struct DesignKeyTests {
    static func plan(_ yaml: String) throws -> FigurePlan {
        try FigurePlan(try FigureFile.decode(yaml: yaml))
    }

    static func hasBackdropBlur(_ items: [SceneItem]) -> Bool {
        items.contains { item in
            switch item {
            case .backdropBlur: true
            case .group(let g): hasBackdropBlur(g.items)
            default: false
            }
        }
    }

    static func texts(_ items: [SceneItem]) -> [TextItem] {
        items.flatMap { item -> [TextItem] in
            switch item {
            case .text(let t): [t]
            case .group(let g): texts(g.items)
            default: []
            }
        }
    }

    /// A figure's `design: glass` draws the glass bar (items in label, no hairline row); the
    /// file's default reaches every figure, and a figure's own key wins over it.
    @Test func theKeyReachesTheBarFromTheFigureOrTheDefaults() throws {
        let plan = try Self.plan("""
            defaults: {design: glass}
            figures:
              - {name: glass, navigationBar: {title: T, trailingItems: [edit], background: opaque}}
              - {name: classic, design: classic, navigationBar: {title: T, trailingItems: [edit], background: opaque}}
            """)
        let glass = try #require(plan.variants.first { $0.figureName == "glass" })
        let classic = try #require(plan.variants.first { $0.figureName == "classic" })
        #expect(Self.texts(glass.scene.items).first { $0.text == "Edit" }?.paint == .solid(.black))
        #expect(Self.texts(classic.scene.items).first { $0.text == "Edit" }?.paint != .solid(.black))
        // The classic opaque bar hangs its hairline one device pixel under the bar; glass has none.
        #expect(glass.scene.size.height < classic.scene.size.height)
        // The glass figure's ignored background is reported on its field.
        #expect(plan.warnings.contains { $0.field.description == "figures[0].navigationBar.background" })
    }

    /// Without the key nothing changes: a figure file from before it plans the same scene.
    @Test func withoutTheKeyTheControlKeepsItsOwnDesign() throws {
        let yaml = "figures: [{name: bar, navigationBar: {title: T, trailingItems: [edit]}}]"
        let plain = try Self.plan(yaml), classic = try Self.plan("defaults: {design: classic}\n" + yaml)
        #expect(plain.variants.first?.scene == classic.variants.first?.scene)
        #expect(Self.hasBackdropBlur(plain.variants.first?.scene.items ?? []))
    }

    /// A screen in glass draws its bar in glass.
    @Test func aScreenDrawsItsBarInGlass() throws {
        let plan = try Self.plan("figures: [{name: s, design: glass, screen: {navigationBar: {title: T, trailingItems: [edit]}}}]")
        let scene = try #require(plan.variants.first?.scene)
        #expect(Self.texts(scene.items).first { $0.text == "Edit" }?.paint == .solid(.black))
    }

    /// A control with no glass look is drawn classic, with a warning on the `design` field that
    /// asked (the figure's or the defaults'); a bad value is an error naming the field.
    @Test func aControlWithoutGlassWarnsAndABadValueFails() throws {
        let own = try Self.plan("figures: [{name: p, design: glass, pageControl: {pages: 3}}]")
        #expect(own.warnings.contains { $0.field.description == "figures[0].design" && $0.message.contains("page-control has no glass design") })
        let inherited = try Self.plan("defaults: {design: glass}\nfigures: [{name: p, pageControl: {pages: 3}}]")
        #expect(inherited.warnings.contains { $0.field.description == "defaults.design" })
        #expect(throws: DiagnosticList.self) { try Self.plan("figures: [{name: p, design: frosted, pageControl: {pages: 3}}]") }
        do {
            _ = try FigureFile.decode(yaml: "figures: [{name: p, design: frosted, pageControl: {pages: 3}}]")
            Issue.record("a bad design decoded")
        } catch {
            #expect(error.diagnostics.contains { $0.field.description == "figures[0].design" && $0.message.contains("classic, glass") })
        }
    }
}
