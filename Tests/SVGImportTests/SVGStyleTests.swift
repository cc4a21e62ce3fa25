// Colours, the cascade (attributes, style sheet, style attribute), inheritance, opacity,
// display and visibility.

import Documents
import Foundation
import Raster
import SVGImport
import Testing

@Suite struct SVGStyleTests {
    func fillColor(_ fill: String) throws -> Color? {
        let doc = try SVGTest.document(SVGTest.wrap("<rect width=\"4\" height=\"4\" fill=\"\(fill)\"/>"))
        guard case .solid(let c)? = SVGTest.fills(doc).first?.paint else { return nil }
        return c
    }

    @Test func everyColourForm() throws {
        let cases: [(String, Color)] = [
            ("#f00", Color(r: 255, g: 0, b: 0)),
            ("#F008", Color(r: 255, g: 0, b: 0, a: 0x88)),
            ("#102030", Color(r: 16, g: 32, b: 48)),
            ("#10203040", Color(r: 16, g: 32, b: 48, a: 64)),
            ("rgb(1, 2, 3)", Color(r: 1, g: 2, b: 3)),
            ("rgba(1,2,3,0.5)", Color(r: 1, g: 2, b: 3, a: 128)),
            ("rgb(100%, 0%, 50%)", Color(r: 255, g: 0, b: 128)),
            ("rgb(1 2 3 / 25%)", Color(r: 1, g: 2, b: 3, a: 64)),
            ("rgb(300 -5 0)", Color(r: 255, g: 0, b: 0)),
            ("hsl(120, 100%, 50%)", Color(r: 0, g: 255, b: 0)),
            ("hsl(0.5turn 100% 25%)", Color(r: 0, g: 128, b: 128)),
            ("hsla(240, 100%, 50%, 0.5)", Color(r: 0, g: 0, b: 255, a: 128)),
            ("rebeccapurple", Color(r: 0x66, g: 0x33, b: 0x99)),
            ("LightGoldenrodYellow", Color(r: 0xFA, g: 0xFA, b: 0xD2)),
            ("transparent", .clear),
        ]
        for (text, expected) in cases {
            #expect(try fillColor(text) == expected, "\(text)")
        }
    }

    @Test func badColourIsIgnoredWithOneWarning() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect width="4" height="4" fill="#12"/><rect width="4" height="4" fill="rgb(1 2)"/>"##))
        #expect(SVGTest.fills(doc).map(\.paint) == [.solid(.black), .solid(.black)])
        #expect(doc.warnings.filter { $0.message.contains("not a valid value") }.count == 1)
        #expect(doc.warnings.first?.location == .line(2))
    }

    @Test func styleAttributeBeatsSheetBeatsPresentationAttribute() throws {
        let svg = SVGTest.wrap("""
            <style>#a { fill: blue } .c { fill: green } rect { fill: yellow } .c.d { stroke: red }</style>
            <rect width="4" height="4" fill="black" class="c d"/>
            <rect width="4" height="4" fill="black" class="c" id="a"/>
            <rect width="4" height="4" fill="black" class="c" id="a" style="fill: white"/>
            <rect width="4" height="4" fill="black"/>
            """)
        let doc = try SVGTest.document(svg)
        #expect(SVGTest.fills(doc).map(\.paint) == [
            .solid(Color(r: 0, g: 128, b: 0)), .solid(Color(r: 0, g: 0, b: 255)), .solid(.white), .solid(Color(r: 255, g: 255, b: 0)),
        ])
        #expect(SVGTest.strokes(doc).count == 1)
    }

    @Test func laterRuleOfEqualSpecificityWins() throws {
        let doc = try SVGTest.document(SVGTest.wrap("<style>.a, .b { fill: red } .a { fill: blue }</style><rect class=\"a\" width=\"4\" height=\"4\"/>"))
        #expect(SVGTest.fills(doc).first?.paint == .solid(Color(r: 0, g: 0, b: 255)))
    }

    @Test func unsupportedSelectorAndImportantAreReported() throws {
        let doc = try SVGTest.document(SVGTest.wrap("<style>g rect { fill: red } rect { fill: blue !important }</style><rect width=\"4\" height=\"4\"/>"))
        #expect(SVGTest.fills(doc).first?.paint == .solid(Color(r: 0, g: 0, b: 255)))
        #expect(doc.warnings.contains { $0.message.contains("selector 'g rect'") })
        #expect(doc.warnings.contains { $0.message.contains("!important") })
    }

    @Test func fillAndStrokeInheritButOpacityMakesAGroup() throws {
        let svg = SVGTest.wrap(##"<g fill="red" stroke="blue" stroke-width="3" opacity="0.5"><rect width="4" height="4" opacity="0.5"/></g>"##)
        let doc = try SVGTest.document(svg)
        let groups = SVGTest.groups(doc)
        #expect(groups.map(\.opacity) == [0.5, 0.5])
        #expect(SVGTest.fills(doc).first?.paint == .solid(Color(r: 255, g: 0, b: 0)))
        #expect(SVGTest.strokes(doc).first?.style.width == 3)
    }

    @Test func fillOpacityAndCurrentColor() throws {
        let svg = SVGTest.wrap(##"<g color="#00ff00"><rect width="4" height="4" fill="currentColor" fill-opacity="0.5"/></g><rect width="4" height="4" fill="currentColor"/>"##)
        let doc = try SVGTest.document(svg, options: SVGImportOptions(currentColor: Color(r: 9, g: 9, b: 9)))
        #expect(SVGTest.fills(doc).map(\.paint) == [.solid(Color(r: 0, g: 255, b: 0, a: 128)), .solid(Color(r: 9, g: 9, b: 9))])
    }

    @Test func displayNoneHidesChildrenButVisibilityCanBeOverridden() throws {
        let svg = SVGTest.wrap("""
            <g display="none"><rect width="1" height="1" display="inline"/></g>
            <g visibility="hidden"><rect width="2" height="2"/><rect width="3" height="3" visibility="visible"/></g>
            """)
        let doc = try SVGTest.document(svg)
        #expect(SVGTest.fills(doc).map(\.path.points[2]) == [Point(3, 3)])
    }

    @Test func strokeProperties() throws {
        let svg = SVGTest.wrap(##"<path d="M0 0 L5 5" stroke="red" stroke-width="2" stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="7" stroke-dasharray="1 2 3" stroke-dashoffset="1.5"/>"##)
        let s = try #require(SVGTest.strokes(try SVGTest.document(svg)).first)
        #expect(s.style.width == 2 && s.style.cap == .round && s.style.join == .bevel && s.style.miterLimit == 7)
        #expect(s.style.dash == [1, 2, 3, 1, 2, 3] && s.style.dashPhase == 1.5)
    }

    @Test func strokeWidthZeroDrawsNoStroke() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect width="4" height="4" stroke="red" stroke-width="0"/>"##))
        #expect(SVGTest.strokes(doc).isEmpty)
    }
}
