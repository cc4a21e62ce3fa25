// Inputs that made a stage of the import super-linear (issue #17), each now linear or bounded:
// style sheets of many rules (tried only against the elements they could match), tags of many
// attributes (refused before libxml2 reads them), gradients used by many shapes, and cascades
// multiplied by `use`. Benchmarks/Scaling/scaling.py times them at three sizes.

import Documents
import Foundation
import Raster
import SVGImport
import Testing

@Suite struct SVGScalingTests {
    func colors(_ doc: SVGDocument) -> [Color?] {
        SVGTest.fills(doc).map { item -> Color? in
            guard case .solid(let c) = item.paint else { return nil }
            return c
        }
    }

    /// Rules indexed by id, class and type still cascade by specificity, then order, whatever
    /// list each rule is kept in.
    @Test func indexedRulesCascadeBySpecificityThenOrder() throws {
        let sheet = """
            <style>
            rect.b { fill: #000004 }
            #i { fill: #000005 }
            .a { fill: #000002 }
            * { fill: #000001 }
            rect { fill: #000003 }
            .a.b { fill: #000006 }
            circle, .c { fill: #000007 }
            </style>
            """
        let doc = try SVGTest.document(SVGTest.wrap(sheet + """
            <rect width="1" height="1"/>
            <rect class="a" width="1" height="1"/>
            <rect class="b  a" width="1" height="1"/>
            <rect id="i" class="a b" width="1" height="1"/>
            <path class="b" d="M0 0H1V1Z"/>
            <path class="c a" d="M0 0H1V1Z"/>
            """))
        #expect(colors(doc) == [Color(r: 0, g: 0, b: 3), Color(r: 0, g: 0, b: 2), Color(r: 0, g: 0, b: 6),
                                Color(r: 0, g: 0, b: 5), Color(r: 0, g: 0, b: 1), Color(r: 0, g: 0, b: 7)])
    }

    /// Many class rules and many elements: each element is tried against its own rules only.
    @Test func manyClassRulesMatchTheirElements() throws {
        let n = 2_000
        let rules = (0 ..< n).map { ".c\($0) { fill: #0000\(String(format: "%02x", $0 % 256)) }" }.joined(separator: "\n")
        let rects = (0 ..< n).map { "<rect class=\"x c\($0)\" width=\"1\" height=\"1\"/>" }.joined()
        let doc = try SVGTest.document(SVGTest.wrap("<style>\(rules)</style>" + rects))
        #expect(colors(doc) == (0 ..< n).map { Color(r: 0, g: 0, b: UInt8($0 % 256)) })
    }

    @Test func attributesPerElementAreBounded() {
        let rect = { (n: Int) in SVGTest.wrap("<rect width=\"1\" height=\"1\"" + (0 ..< n - 2).map { " data-a\($0)=\"=\"" }.joined() + "/>") }
        let options = SVGImportOptions(limits: SVGLimits(maxAttributes: 5))
        let errors = SVGTest.errors(rect(6), options: options)
        #expect(errors.count == 1 && errors[0].message.contains("SVGLimits.maxAttributes") && errors[0].location == .line(2), "\(errors)")
        #expect(SVGTest.errors(rect(5), options: options).isEmpty, "'=' inside quotes is not an attribute")
        // Comments, CDATA and declarations are passed over.
        let quiet = "<!-- a=1 b=2 c=3 d=4 e=5 f=6 --><?pi a=1 b=2 c=3 d=4 e=5 f=6?>"
            + "<style><![CDATA[ a=1 b=2 c=3 d=4 e=5 f=6 ]]></style>" + "<rect x=\"0\" y=\"0\" width=\"1\" height=\"1\" fill=\"red\"/>"
        #expect(SVGTest.errors(SVGTest.wrap(quiet), options: options).isEmpty)
    }

    @Test func cascadeStepsAreBounded() {
        let doc = { (rules: Int) in
            SVGTest.wrap("<style>" + String(repeating: "rect { fill: red }\n", count: rules) + "</style>"
                + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 20))
        }
        let options = SVGImportOptions(limits: SVGLimits(maxCascadeSteps: 1_000))
        let errors = SVGTest.errors(doc(100), options: options)
        #expect(errors.count == 1 && errors[0].message.contains("SVGLimits.maxCascadeSteps"), "\(errors)")
        #expect(SVGTest.errors(doc(10), options: options).isEmpty)
        #expect(SVGTest.errors(doc(100)).isEmpty, "the default allows it")
    }

    /// Every shape painted with a gradient counts its stops.
    @Test func gradientStopsAreBounded() throws {
        let doc = SVGTest.wrap("""
            <defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="0.5" stop-color="lime"/>\
            <stop offset="1" stop-color="blue"/></linearGradient></defs>
            """ + String(repeating: "<rect fill=\"url(#g)\" width=\"4\" height=\"4\"/>", count: 4))
        let over = SVGTest.errors(doc, options: SVGImportOptions(limits: SVGLimits(maxGradientStops: 11)))
        #expect(over.count == 1 && over[0].message.contains("SVGLimits.maxGradientStops"), "\(over)")
        let fills = SVGTest.fills(try SVGTest.document(doc, options: SVGImportOptions(limits: SVGLimits(maxGradientStops: 12))))
        #expect(fills.count == 4)
    }
}
