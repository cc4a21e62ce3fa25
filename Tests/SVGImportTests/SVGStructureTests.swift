// use, symbol, nested svg, gradients, clip paths, and the warnings about what is skipped.

import Documents
import Foundation
import Raster
import SVGImport
import Testing

@Suite struct SVGStructureTests {
    @Test func useMovesByXYAndInheritsFromTheUse() throws {
        let svg = SVGTest.wrap("""
            <defs><rect id="r" width="2" height="2"/></defs>
            <use href="#r" x="5" y="6" fill="red"/>
            <use xlink:href="#r" transform="translate(1 0)" x="1"/>
            """).replacingOccurrences(of: "<svg ", with: "<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\" ")
        let fills = SVGTest.fills(try SVGTest.document(svg))
        #expect(fills.count == 2)
        #expect(fills[0].transform.apply(.zero) == Point(5, 6))
        #expect(fills[0].paint == .solid(Color(r: 255, g: 0, b: 0)))
        #expect(fills[1].transform.apply(.zero) == Point(2, 0))
    }

    @Test func symbolViewBoxFitsTheUseSizeAndIsClipped() throws {
        // A 10 × 10 symbol viewBox shown in a 20 × 40 use: meet scales by 2, centred (10 down).
        let svg = SVGTest.wrap(##"<symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10"/></symbol><use href="#s" width="20" height="40"/>"##, size: 50)
        let doc = try SVGTest.document(svg)
        let group = try #require(SVGTest.groups(doc).first)
        #expect(group.clip?.points == [Point(0, 0), Point(20, 0), Point(20, 40), Point(0, 40)])
        let f = try #require(SVGTest.fills(doc).first)
        #expect(f.transform.apply(Point(10, 10)) == Point(20, 30))
    }

    @Test func symbolOutsideUseDrawsNothing() throws {
        #expect(try SVGTest.document(SVGTest.wrap(##"<symbol id="s"><rect width="3" height="3"/></symbol>"##)).items.isEmpty)
    }

    @Test func linearGradientInBoundingBoxUnitsMapsOntoTheShape() throws {
        let svg = SVGTest.wrap("""
            <linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="100%" stop-color="blue" stop-opacity="0.5"/></linearGradient>
            <rect x="10" y="20" width="40" height="10" fill="url(#g)"/>
            """, size: 60)
        guard case .linearGradient(let g)? = SVGTest.fills(try SVGTest.document(svg)).first?.paint else {
            Issue.record("not a gradient"); return
        }
        #expect(g.start == Point(10, 20))
        #expect(abs(g.end.x - 50) < 1e-4 && g.end.y == 20)
        #expect(g.stops.map(\.color) == [Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255, a: 128)])
    }

    @Test func diagonalGradientOnANonSquareBoxKeepsItsIsolines() throws {
        // (0,0)→(1,1) in bounding-box units over a 4 × 2 box: colour is constant where
        // x/4 + y/2 is, so t = (x/4 + y/2)/2 and its gradient is (1/8, 1/4); the end lies at
        // g/|g|² = (1/8, 1/4) / (5/64) = (1.6, 3.2).
        let svg = SVGTest.wrap("""
            <linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <rect width="4" height="2" fill="url(#g)"/>
            """)
        guard case .linearGradient(let g)? = SVGTest.fills(try SVGTest.document(svg)).first?.paint else {
            Issue.record("not a gradient"); return
        }
        #expect(g.start == .zero)
        #expect(abs(g.end.x - 1.6) < 1e-5 && abs(g.end.y - 3.2) < 1e-5)
    }

    @Test func gradientInheritsStopsAndUnitsThroughHref() throws {
        let svg = SVGTest.wrap("""
            <linearGradient id="base" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="lime"/></linearGradient>
            <linearGradient id="g" href="#base" x1="2" x2="12" gradientTransform="translate(1 1)"/>
            <rect width="20" height="20" fill="url(#g)"/>
            """)
        guard case .linearGradient(let g)? = SVGTest.fills(try SVGTest.document(svg)).first?.paint else {
            Issue.record("not a gradient"); return
        }
        #expect(g.start == Point(3, 1))
        #expect(abs(g.end.x - 13) < 1e-4 && g.end.y == 1)
        #expect(g.stops.count == 2)
    }

    @Test func radialGradientFallsBackToTheAverageWithAWarning() throws {
        let svg = SVGTest.wrap("""
            <radialGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></radialGradient>
            <rect width="4" height="4" fill="url(#g)"/>
            """)
        let doc = try SVGTest.document(svg)
        #expect(SVGTest.fills(doc).first?.paint == .solid(Color(r: 128, g: 128, b: 128)))
        #expect(doc.warnings.contains { $0.message.contains("radial") && $0.location == .line(2) })
    }

    @Test func missingPaintReferenceUsesTheFallback() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect width="4" height="4" fill="url(#nope) red"/><rect width="4" height="4" fill="url(#nope)"/>"##))
        #expect(SVGTest.fills(doc).map(\.paint) == [.solid(Color(r: 255, g: 0, b: 0))])
    }

    @Test func clipPathChildrenAreUnitedInTheElementsSpace() throws {
        let svg = SVGTest.wrap("""
            <clipPath id="c" transform="translate(1 0)"><rect width="2" height="2"/><circle cx="10" cy="10" r="1" transform="scale(2)"/></clipPath>
            <rect width="20" height="20" clip-path="url(#c)"/>
            """, size: 40)
        let group = try #require(SVGTest.groups(try SVGTest.document(svg)).first)
        let clip = try #require(group.clip)
        #expect(clip.points.prefix(4) == [Point(1, 0), Point(3, 0), Point(3, 2), Point(1, 2)])
        #expect(clip.points[4] == Point(23, 20))
    }

    @Test func clipPathInBoundingBoxUnits() throws {
        let svg = SVGTest.wrap("""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath>
            <rect x="4" y="2" width="10" height="6" clip-path="url(#c)"/>
            """)
        let clip = try #require(SVGTest.groups(try SVGTest.document(svg)).first?.clip)
        #expect(clip.points == [Point(4, 2), Point(9, 2), Point(9, 8), Point(4, 8)])
    }

    @Test func unsupportedElementsAndAttributesAreReportedOnceWithTheirFirstLine() throws {
        let svg = SVGTest.wrap("""
            <text>a</text>
            <text>b</text>
            <rect width="1" height="1" marker-end="url(#m)" inkscape:label="x" data-name="y"/>
            <circle r="1" marker-end="url(#m)"/>
            <title>t</title><desc>d</desc>
            """).replacingOccurrences(of: "<svg ", with: "<svg xmlns:inkscape=\"http://www.inkscape.org/namespaces/inkscape\" ")
        let doc = try SVGTest.document(svg)
        #expect(doc.warnings.map(\.description) == [
            "test.svg:2: text: <text>: text is not drawn (SVG fonts and layout are not supported); it is skipped with its content",
            "test.svg:4: rect.marker-end: the attribute 'marker-end' is not supported; it is ignored",
        ])
    }
}
