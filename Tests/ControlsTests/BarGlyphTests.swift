import Controls
import DisplayList
import Foundation
import Raster
import SVGImport
import Testing

/// The built-in bar glyphs: each imports cleanly, stays inside its 24 pt grid, draws something,
/// and draws in the colour a control asks for.
@Suite struct BarGlyphTests {
    @Test func theSetHasTheIssuesGlyphsUnderUniqueNames() {
        let required = ["back", "add", "share", "compose", "trash", "more", "search", "bookmark", "settings", "close"]
        #expect(required.allSatisfy { BarGlyph.named($0) != nil })
        #expect(Set(BarGlyph.names).count == BarGlyph.all.count)
    }

    @Test(arguments: BarGlyph.all)
    func importsWithoutWarningsInsideItsGrid(glyph: BarGlyph) throws {
        let document = try SVGDocument(data: Data(glyph.svg.utf8), fileName: glyph.name)
        #expect(document.warnings.isEmpty, "\(document.warnings)")
        #expect(document.size == Size(24, 24))
        // Drawn at @4, the ink is inside the grid with at least one point to spare on each side.
        var scene = document.scene(name: glyph.name, scale: 4)
        scene.background = .clear
        let pixmap = scene.render().pixmap
        var inked = 0, edge = 0
        for y in 0 ..< pixmap.height {
            for x in 0 ..< pixmap.width where pixmap[x, y].a > 0 {
                inked += 1
                if x < 4 || y < 4 || x >= pixmap.width - 4 || y >= pixmap.height - 4 { edge += 1 }
            }
        }
        #expect(inked > 500, "\(glyph.name) draws almost nothing")
        #expect(edge == 0, "\(glyph.name) reaches the outer point of its grid")
    }

    @Test func itemsInARectDrawInTheGivenColour() {
        let tint = Color(r: 0, g: 122, b: 255)
        let glyph = BarGlyph.named("add")!
        let scene = Scene(name: "add", size: Size(48, 48), items: glyph.items(in: Rect(x: 0, y: 0, width: 48, height: 48), color: tint))
        let pixmap = scene.render().pixmap
        // The centre of the plus is fully covered, in the tint.
        #expect(pixmap[24, 24].unpremultiplied == tint)
        #expect(pixmap[2, 2].a == 0)
    }
}
