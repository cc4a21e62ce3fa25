// Bad SVGs: each a line-bearing error, never a crash or a hang; every SVGLimits bound with an
// input just over it.

import Documents
import Foundation
import Raster
import SVGImport
import Testing

@Suite struct SVGErrorTests {
    func only(_ errors: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Diagnostic? {
        #expect(errors.count == 1, "\(errors)", sourceLocation: sourceLocation)
        #expect(errors.allSatisfy { $0.location?.line != nil && $0.file == "test.svg" }, sourceLocation: sourceLocation)
        return errors.first
    }

    @Test func malformedXMLHasLineAndColumn() {
        let e = only(SVGTest.errors("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\">\n<rect width=\"1\">\n</svg>"))
        #expect(e?.location == .line(3))
        #expect(e?.message.hasPrefix("malformed XML at column") == true, "\(String(describing: e))")
        #expect(only(SVGTest.errors(""))?.location == .line(1))
        #expect(only(SVGTest.errors("<html/>"))?.message.contains("not <svg>") == true)
    }

    /// XMLParser on Linux reports libxml2's error numbers, which Foundation's `ErrorCode` cases
    /// do not share: an unclosed group read as "tag name mismatch" (libxml2's 76), not as the
    /// case numbered 76 in corelibs (a standalone-value error).
    @Test func malformedXMLIsExplainedInWords() {
        let mismatch = only(SVGTest.errors("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><g></svg>"))
        #expect(mismatch?.message.hasSuffix("an end tag does not match its start tag") == true, "\(String(describing: mismatch))")
        let unquoted = only(SVGTest.errors("<svg xmlns=\"http://www.w3.org/2000/svg\" width=4 height=\"4\"/>"))
        #expect(unquoted?.message.hasSuffix("an attribute value must start with a quote") == true, "\(String(describing: unquoted))")
    }

    /// The bytes of a document, with the diagnostics of importing them.
    func errors(_ bytes: [UInt8]) -> [Diagnostic] {
        do {
            _ = try SVGDocument(data: Data(bytes), fileName: "test.svg")
            return []
        } catch {
            return error.errors
        }
    }

    static let body = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="2" height="2"/>"#

    /// An XML declaration naming `encoding`, then `middle` inside the root element.
    func declared(_ encoding: String, _ middle: [UInt8]) -> [UInt8] {
        Array(#"<?xml version="1.0" encoding="\#(encoding)"?>"#.utf8) + Array(Self.body.utf8) + middle + Array("</svg>".utf8)
    }

    /// UTF-16 of either byte order, with or without a byte-order mark, and ISO-8859-1 are read
    /// (SVGEncoding); an encoding named in the declaration is never left to libxml2, whose
    /// converters report bad bytes from where stopping the parser crashed it (the svg fuzz
    /// target's finding, Fuzz/Regressions/svg/). Other encodings are refused by name.
    @Test func documentsInUTF16AndLatin1AreReadAndOtherEncodingsRefusedByName() throws {
        let svg = #"<?xml version="1.0" encoding="UTF-16"?>"# + Self.body + "<g id=\"\u{E9}\u{1F600}\"/></svg>"
        for bigEndian in [false, true] {
            let units = Array(svg.utf16)
            let bytes = units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            #expect(errors(mark + bytes).isEmpty, "UTF-16 with a byte-order mark, big-endian \(bigEndian)")
            #expect(errors(bytes).isEmpty, "UTF-16 starting '<?', big-endian \(bigEndian)")
            #expect(only(errors(mark + bytes + [0x20]))?.message == "an odd byte at the end of UTF-16 at byte offset \(2 + bytes.count)")
            let lone: [UInt8] = bigEndian ? [0xDC, 0x00] : [0x00, 0xDC]
            #expect(only(errors(mark + Array(bytes[..<40]) + lone + Array(bytes[40...])))?.message
                    == "a UTF-16 surrogate without its pair at byte offset 42")
        }
        #expect(errors(declared("ISO-8859-1", [0xE9])).isEmpty, "é in Latin-1 is text")
        #expect(errors(declared("latin1", [0xFF])).isEmpty, "the name is matched without case")
        let latinNUL = only(errors(declared("ISO-8859-1", [0x0A, 0xE9, 0x00])))
        #expect(latinNUL?.location == .line(2))
        #expect(latinNUL?.message == "a NUL character (XML does not allow it) at byte offset \(declared("ISO-8859-1", []).count - 4)",
                "\(String(describing: latinNUL))")
        let shiftJIS = only(errors(declared("Shift_JIS", [0x82, 0xFF])))
        #expect(shiftJIS?.location == .line(1))
        #expect(shiftJIS?.message == "the document declares encoding \(Excerpt.quoted("Shift_JIS")); SVG files are read in UTF-8, "
                    + "UTF-16 or ISO-8859-1: convert it first (iconv -f Shift_JIS -t UTF-8)", "\(String(describing: shiftJIS))")
        #expect(only(errors(declared("UTF-16", [])))?.message.contains("its bytes are not UTF-16") == true)
        #expect(only(errors([0xFF, 0xFE, 0x00, 0x00] + Array("<\0\0\0".utf8)))?.message.hasPrefix("the document is in UTF-32") == true)
        #expect(errors(declared("us-ascii", [])).isEmpty)
        let unreadable = Array(#"<?xml version="1.0" encoding=UTF-8?>"#.utf8) + Array(Self.body.utf8) + Array("</svg>".utf8)
        #expect(only(errors(unreadable))?.message.hasPrefix("the XML declaration's encoding cannot be read") == true)
        let twice = Array(#"<?xml version="1.0" encoding="UTF-8" encoding="Shift_JIS"?>"#.utf8) + Array(Self.body.utf8) + Array("</svg>".utf8)
        #expect(only(errors(twice))?.message == "the XML declaration names an encoding twice")
    }

    /// Bytes that are not UTF-8 (in a document that declares no other encoding) and NUL are
    /// errors with the line and byte offset. A tag name that is not UTF-8 must never reach
    /// `XMLParser`, which traps on it (with libxml2's errors only recorded, not stopping the
    /// parse, this test process died with signal 4).
    @Test func bytesThatAreNotUTF8AreErrorsWithTheirOffset() {
        let prefix = Array((Self.body + "\n<De").utf8)
        let name = only(errors(prefix + [0xFF, 0xFF] + Array("t a=\"1\"/></svg>".utf8)))
        #expect(name?.location == .line(2))
        #expect(name?.message == "bytes that are not UTF-8 (declare the file's encoding, or convert it to UTF-8) at byte offset \(prefix.count)")
        let nul = only(errors(Array((Self.body + "\n\n").utf8) + [0] + Array("</svg>".utf8)))
        #expect(nul?.location == .line(3))
        #expect(nul?.message == "a NUL character (XML does not allow it) at byte offset \(Self.body.utf8.count + 2)")
        #expect(errors([0xEF, 0xBB, 0xBF] + Array((Self.body + "<g id=\"\u{E9}\"/></svg>").utf8)).isEmpty, "UTF-8 with its mark")
    }

    /// The declaration's encoding is overwritten with spaces, so libxml2's lines and columns
    /// are still those of the file: a mismatched tag on line 3 of a Latin-1 document.
    @Test func linesAreThoseOfTheFileAfterDecoding() {
        let broken = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + [0x0A] + Array(Self.body.utf8) + [0xE9, 0x0A]
            + Array("<g>\n</svg>".utf8)
        let e = only(errors(broken))
        #expect(e?.location == .line(4), "\(String(describing: e))")
        #expect(e?.message.hasSuffix("an end tag does not match its start tag") == true, "\(String(describing: e))")
    }

    /// SVG 2, "Error handling in path data": the path is drawn up to the segment the error is
    /// in, and the rest of the document as usual; the warning names the attribute and offset.
    @Test func badPathDataIsDrawnUpToTheErrorWithAWarningNamingTheOffset() throws {
        let doc = try SVGTest.document(SVGTest.wrap("<g>\n<path d=\"M 0 0 L 5 0 L 5 x\"/><rect width=\"2\" height=\"2\"/></g>"))
        #expect(doc.warnings.map(\.description)
                == ["test.svg:3: path.d: SVG path data: offset 16: expected a number after 'L', found 'x'; drawn up to the segment with the error, as SVG specifies"])
        #expect(SVGTest.fills(doc).count == 2, "the path before the error and the rect after it are both drawn")
        let nothing = try SVGTest.document(SVGTest.wrap("<path d=\"A 1 1 0 0 1 5 5\"/>"))
        #expect(nothing.warnings.first?.message.hasSuffix("nothing of it is drawn, as SVG specifies") == true, "\(nothing.warnings)")
        #expect(SVGTest.fills(nothing).isEmpty)
    }

    @Test func absurdSizesAreErrors() {
        for attributes in [#"width="1e30" height="4""#, #"width="-4" height="4""#, #"width="NaN" height="4""#, #"width="0" height="4""#,
                           #"viewBox="0 0 -1 5""#, #"viewBox="0 0 1e30 5""#, #"viewBox="0 0 5""#, "", #"width="4""#] {
            let e = only(SVGTest.errors("<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)/>"))
            #expect(e?.location == .line(1), "\(attributes)")
        }
        #expect(only(SVGTest.errors(##"<svg xmlns="http://www.w3.org/2000/svg" width="16385" height="1"/>"##))?.message.contains("maxSidePoints") == true)
        #expect(SVGTest.errors(##"<svg xmlns="http://www.w3.org/2000/svg" width="16384" height="1"/>"##).isEmpty)
    }

    @Test func useCyclesAreErrors() {
        let selfCycle = SVGTest.wrap("<use id=\"u\" href=\"#u\"/>")
        #expect(only(SVGTest.errors(selfCycle))?.message.contains("cycle") == true)
        let mutual = SVGTest.wrap("<g id=\"a\"><use href=\"#b\"/></g>\n<g id=\"b\"><use href=\"#a\"/></g>")
        #expect(only(SVGTest.errors(mutual))?.message.contains("cycle") == true)
        let ancestor = SVGTest.wrap("<g id=\"a\"><rect width=\"1\" height=\"1\"/><g><use href=\"#a\"/></g></g>")
        #expect(only(SVGTest.errors(ancestor))?.location == .line(2))
    }

    @Test func useFanOutStopsAtTheExpansionLimit() {
        // Ten levels, each using the one before ten times: 10¹⁰ rects if expanded.
        var body = "<defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1 ... 10 {
            body += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        body += "</defs><use href=\"#l10\"/>"
        // Refused at the limit, so the work is bounded by it (a timed check here measured the
        // machine: 56 s under AddressSanitizer on a busy one).
        let e = only(SVGTest.errors(SVGTest.wrap(body)))
        #expect(e?.message.contains("maxExpandedElements") == true, "\(String(describing: e))")
    }

    @Test func entityDeclarationsAreRefused() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><desc>&b;</desc></svg>
            """
        let e = only(SVGTest.errors(laughs))
        #expect(e?.message.contains("entity") == true)
        #expect(e?.location == .line(2))
    }

    /// Each bound, with a limit of n, refuses an input of n + 1 and accepts one of n.
    @Test func eachLimitJustOver() {
        func check(_ limits: SVGLimits, over: String, at: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            let options = SVGImportOptions(limits: limits)
            let e = only(SVGTest.errors(over, options: options), sourceLocation: sourceLocation)
            #expect(e?.message.contains(name) == true, "\(String(describing: e))", sourceLocation: sourceLocation)
            #expect(SVGTest.errors(at, options: options).isEmpty, sourceLocation: sourceLocation)
        }
        let rects = { (n: Int) in SVGTest.wrap(String(repeating: "<rect width=\"1\" height=\"1\"/>", count: n)) }
        check(SVGLimits(maxElements: 4), over: rects(4), at: rects(3), "maxElements")
        let nested = { (n: Int) in SVGTest.wrap(String(repeating: "<g>", count: n) + String(repeating: "</g>", count: n)) }
        check(SVGLimits(maxDepth: 4), over: nested(4), at: nested(3), "maxDepth")
        let chain = { (n: Int) in
            SVGTest.wrap("<defs><rect id=\"u0\" width=\"1\" height=\"1\"/>" + (1 ..< n).map { "<use id=\"u\($0)\" href=\"#u\($0 - 1)\"/>" }.joined()
                + "</defs><use href=\"#u\(n - 1)\"/>")
        }
        check(SVGLimits(maxUseDepth: 3), over: chain(4), at: chain(3), "maxUseDepth")
        check(SVGLimits(maxExpandedElements: 4), over: rects(4), at: rects(3), "maxExpandedElements")
        check(SVGLimits(maxPoints: 8), over: rects(3), at: rects(2), "maxPoints")
        let dashes = { (n: Int) in SVGTest.wrap("<path d=\"M0 0H5\" stroke=\"red\" stroke-dasharray=\"\(Array(repeating: "1", count: n).joined(separator: " "))\"/>") }
        check(SVGLimits(maxDashEntries: 4), over: dashes(5), at: dashes(4), "maxDashEntries")
        check(SVGLimits(maxFileBytes: rects(1).utf8.count), over: rects(1) + " ", at: rects(1), "maxFileBytes")
        let side = { (n: Int) in "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n)\" height=\"1\"/>" }
        check(SVGLimits(maxSidePoints: 100), over: side(101), at: side(100), "maxSidePoints")
    }

    @Test func deepNestingOfGroupsWithOpacityStaysWithinSceneDepth() {
        let n = 40
        let svg = SVGTest.wrap(String(repeating: "<g opacity=\"0.9\">", count: n) + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: n))
        #expect(only(SVGTest.errors(svg))?.message.contains("nest more than") == true)
    }
}
