// Shapes, transforms, viewBox and units: geometry checked against values worked out here.

import Documents
import Foundation
import Raster
import SVGImport
import Testing

@Suite struct SVGShapeTests {
    /// The exact bounds of a fill's path mapped by its transform.
    func bounds(_ f: FillItem) -> Rect? {
        let pts = f.path.transformed(by: f.transform).points
        guard let first = pts.first else { return nil }
        var minP = first, maxP = first
        for p in pts {
            minP = Point(min(minP.x, p.x), min(minP.y, p.y))
            maxP = Point(max(maxP.x, p.x), max(maxP.y, p.y))
        }
        return Rect(corners: minP, maxP)
    }

    @Test func rectIsItsFourCorners() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect x="2" y="3" width="10" height="5"/>"##))
        let f = try #require(SVGTest.fills(doc).first)
        #expect(f.path.points == [Point(2, 3), Point(12, 3), Point(12, 8), Point(2, 8)])
        #expect(f.paint == .solid(.black))
    }

    @Test func roundedRectClampsRadiiToHalfASide() throws {
        // rx 50 on a 10 × 6 rect: rx clamps to 5; ry takes rx (50) and clamps to 3.
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect width="10" height="6" rx="50"/>"##))
        let f = try #require(SVGTest.fills(doc).first)
        #expect(f.path.points.first == Point(5, 0))
        #expect(bounds(f) == Rect(x: 0, y: 0, width: 10, height: 6))
    }

    @Test func circleStartsAtItsRightmostPoint() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<circle cx="10" cy="10" r="4"/>"##))
        let f = try #require(SVGTest.fills(doc).first)
        #expect(f.path.points.first == Point(14, 10))
        #expect(bounds(f) == Rect(x: 6, y: 6, width: 8, height: 8))
    }

    @Test func ellipseTakesTheOtherRadiusWhenOneIsMissing() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<ellipse cx="10" cy="10" rx="3"/>"##))
        #expect(bounds(try #require(SVGTest.fills(doc).first)) == Rect(x: 7, y: 7, width: 6, height: 6))
    }

    @Test func lineIsStrokedNeverFilled() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<line x1="1" y1="2" x2="9" y2="2" stroke="red" fill="blue"/>"##))
        #expect(SVGTest.fills(doc).isEmpty)
        #expect(SVGTest.strokes(doc).first?.path.points == [Point(1, 2), Point(9, 2)])
    }

    @Test func polygonClosesAndPolylineDoesNot() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<polygon points="0,0 4,0 4,4"/><polyline points="0 0 4 0 4 4" fill="none" stroke="red"/>"##))
        #expect(SVGTest.fills(doc).first?.path.verbs.last == .close)
        #expect(SVGTest.strokes(doc).first?.path.verbs.last == .line)
    }

    @Test func zeroOrNegativeSizesDrawNothing() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect width="0" height="5"/><circle r="-1"/><rect width="-3" height="2"/>"##))
        #expect(doc.items.isEmpty)
        #expect(doc.warnings.contains { $0.message.contains("negative") })
    }

    @Test func everyTransformFunction() throws {
        // Each maps (1, 0) to a point worked out by hand.
        let cases: [(String, Point)] = [
            ("translate(3 4)", Point(4, 4)),
            ("translate(3)", Point(4, 0)),
            ("scale(2 3)", Point(2, 0)),
            ("rotate(90)", Point(0, 1)),
            ("rotate(90 1 1)", Point(2, 1)),
            ("skewX(45)", Point(1, 0)),
            ("skewY(45)", Point(1, 1)),
            ("matrix(1 2 3 4 5 6)", Point(6, 8)),
            ("translate(10,0) scale(2)", Point(12, 0)),
            ("scale(2),translate(10,0)", Point(22, 0)),
        ]
        for (text, expected) in cases {
            let doc = try SVGTest.document(SVGTest.wrap("<path transform=\"\(text)\" d=\"M1 0 L2 0 L2 1z\"/>"))
            let f = try #require(SVGTest.fills(doc).first, "\(text)")
            let p = f.transform.apply(Point(1, 0))
            #expect(abs(p.x - expected.x) < 1e-4 && abs(p.y - expected.y) < 1e-4, "\(text): \(p)")
        }
    }

    @Test func badTransformIsIgnoredWithAWarning() throws {
        let doc = try SVGTest.document(SVGTest.wrap(##"<rect width="2" height="2" transform="rotate(1 2)"/>"##))
        #expect(SVGTest.fills(doc).first?.transform == .identity)
        #expect(doc.warnings.first?.field.description == "rect.transform")
    }

    @Test func viewBoxMapsOntoTheSizeWithAspectRatio() throws {
        // 100 × 50 viewBox into 200 × 200: meet scales by 2 and centres vertically (100 free → 50).
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 100 50"><rect width="100" height="50"/></svg>"##
        let doc = try SVGTest.document(svg)
        #expect(doc.size == Size(200, 200))
        #expect(bounds(try #require(SVGTest.fills(doc).first)) == Rect(x: 0, y: 50, width: 200, height: 100))
        let none = svg.replacingOccurrences(of: "viewBox=", with: "preserveAspectRatio=\"none\" viewBox=")
        #expect(bounds(try #require(SVGTest.fills(try SVGTest.document(none)).first)) == Rect(x: 0, y: 0, width: 200, height: 200))
        let slice = svg.replacingOccurrences(of: "viewBox=", with: "preserveAspectRatio=\"xMinYMin slice\" viewBox=")
        #expect(bounds(try #require(SVGTest.fills(try SVGTest.document(slice)).first)) == Rect(x: 0, y: 0, width: 400, height: 200))
    }

    @Test func sizeUnitsAndFallbacks() throws {
        func size(_ attributes: String) throws -> Size {
            try SVGTest.document("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)/>").size
        }
        #expect(try size(#"width="1in" height="72pt""#) == Size(96, 96))
        #expect(try size(#"width="2.54cm" height="6pc""#).width == 96)
        #expect(try size(#"width="1em" height="10mm""#).width == 16)
        #expect(try size(#"viewBox="0 0 30 40""#) == Size(30, 40))
        #expect(try size(#"width="100%" height="50%" viewBox="0 0 30 40""#) == Size(30, 40))
    }
}
