// SVGTreeBuilder: bytes → a tree of `SVGElement`s through Foundation's `XMLParser`, with the
// element count and nesting bounded while parsing, and XML errors located by line and column.

#if canImport(FoundationXML)
import FoundationXML
#endif
import Documents
import Foundation

/// Builds the element tree of an SVG document. Entity declarations are refused (an SVG icon
/// has no use for them, and they are the road to "billion laughs" expansion); external
/// entities are never resolved.
final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    private let limits: SVGLimits
    private let file: String?
    private var stack: [SVGElement] = []
    private(set) var root: SVGElement?
    private var elementCount = 0
    /// The first error found; parsing stops at it.
    private(set) var error: Diagnostic?
    /// The parser, while it runs: its line and column locate the callbacks.
    private weak var parser: XMLParser?

    private init(limits: SVGLimits, file: String?) {
        self.limits = limits
        self.file = file
    }

    /// The document's root element.
    /// - Throws: a diagnostic with the line (and column) of malformed XML, an entity
    ///   declaration, a root that is not `svg`, or the element limits being exceeded; with the
    ///   line and byte offset of bytes that are not text in the document's encoding, or naming
    ///   an encoding that is not read (`SVGEncoding`).
    static func parse(_ document: Data, limits: SVGLimits, file: String?) throws(Diagnostic) -> SVGElement {
        let text = try SVGEncoding.utf8(document, file: file)
        if let line = entityDeclarationLine(in: text) {
            throw Diagnostic(.error, file: file, location: .line(line),
                             "the document declares an entity; entity declarations are not read (they can expand a small file without bound)")
        }
        if let (line, name) = crowdedTag(in: text, maxAttributes: limits.maxAttributes) {
            throw Diagnostic(.error, file: file, field: [.key(name)], location: .line(line),
                             "an element has more than \(limits.maxAttributes) attributes (SVGLimits.maxAttributes)")
        }
        let builder = SVGTreeBuilder(limits: limits, file: file)
        let parser = XMLParser(data: Data(text))
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        builder.parser = parser
        let ok = parser.parse()
        if let error = builder.error { throw error }
        if !ok {
            throw builder.xmlError(parser.parserError, line: parser.lineNumber, column: parser.columnNumber)
        }
        guard let root = builder.root else {
            throw Diagnostic(.error, file: file, location: .line(max(parser.lineNumber, 1)), "the document has no root element")
        }
        return root
    }

    /// Records the first error and stops the parser. Safe from every callback only because
    /// `SVGEncoding` hands libxml2 UTF-8 with no encoding declared: libxml2 (2.9.14) reports the
    /// errors of its own converters from inside `xmlParseChunk`, and stopping it there frees the
    /// buffer it reads next (Fuzz/Regressions/svg/). Stopping at the first error matters too:
    /// recovering past it, libxml2 went on to hand `XMLParser` a tag name that was not UTF-8,
    /// on which swift-corelibs-foundation traps.
    private func fail(_ diagnostic: Diagnostic) {
        if error == nil { error = diagnostic }
        parser?.abortParsing()
    }

    private var line: Int { max(parser?.lineNumber ?? 1, 1) }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        guard error == nil else { return }
        elementCount += 1
        if elementCount > limits.maxElements {
            return fail(Diagnostic(.error, file: file, field: [.key(elementName)], location: .line(line),
                                   "the document has more than \(limits.maxElements) elements (SVGLimits.maxElements)"))
        }
        if stack.count + 1 > limits.maxDepth {
            return fail(Diagnostic(.error, file: file, field: [.key(elementName)], location: .line(line),
                                   "elements nest more than \(limits.maxDepth) deep (SVGLimits.maxDepth)"))
        }
        let element = SVGElement(name: elementName, attributes: attributes.map { ($0.key, $0.value) }, line: line)
        if let parent = stack.last {
            element.parent = parent
            parent.children.append(element)
        } else if root == nil {
            guard elementName == "svg" else {
                return fail(Diagnostic(.error, file: file, field: [.key(elementName)], location: .line(line),
                                       "the root element is <\(elementName)>, not <svg>: this is not an SVG document"))
            }
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, let top = stack.last, top.name == "style" else { return }
        top.text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard error == nil, let top = stack.last, top.name == "style" else { return }
        top.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuseEntity(name)
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuseEntity(name)
    }

    private func refuseEntity(_ name: String) {
        fail(Diagnostic(.error, file: file, location: .line(line),
                        "the document declares the entity \(Excerpt.quoted(name)); entity declarations are not read "
                            + "(they can expand a small file without bound)"))
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        fail(xmlError(parseError, line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        fail(xmlError(validationError, line: parser.lineNumber, column: parser.columnNumber))
    }

    /// "malformed XML at column 7: <what libxml2 says>".
    private func xmlError(_ error: Error?, line: Int, column: Int) -> Diagnostic {
        var what = "the XML parser stopped"
        if let error = error as NSError? {
            let code = error.code
            what = Self.reasons[code] ?? "libxml2 error \(code)"
        }
        return Diagnostic(.error, file: file, location: .line(max(line, 1)), "malformed XML at column \(max(column, 1)): \(what)")
    }

    /// Words for the libxml2 error codes a broken file most often gives. `XMLParser` reports
    /// libxml2's own numbers (`xmlParserErrors` in libxml2's `xmlerror.h`, read from Debian's
    /// libxml2-dev 2.9.14); swift-corelibs-foundation's `XMLParser.ErrorCode` cases are numbered
    /// differently (its `tagNameMismatchError` is 74, libxml2's tag mismatch 76), so the table is
    /// keyed by libxml2's numbers.
    static let reasons: [Int: String] = [
        3: "the document is empty or does not start with XML",     // XML_ERR_DOCUMENT_START
        4: "the document is empty",                                 // XML_ERR_DOCUMENT_EMPTY
        5: "the document ends inside an element",                   // XML_ERR_DOCUMENT_END
        9: "a character XML does not allow",                        // XML_ERR_INVALID_CHAR
        22: "'&' not followed by an entity name",                   // XML_ERR_ENTITYREF_NO_NAME
        23: "an entity reference without ';'",                      // XML_ERR_ENTITYREF_SEMICOL_MISSING
        26: "an entity that is not declared",                       // XML_ERR_UNDECLARED_ENTITY
        34: "a quoted string is not closed",                        // XML_ERR_STRING_NOT_CLOSED
        35: "a bad namespace declaration",                          // XML_ERR_NS_DECL_ERROR
        38: "'<' inside an attribute value",                        // XML_ERR_LT_IN_ATTRIBUTE
        39: "an attribute value must start with a quote",           // XML_ERR_ATTRIBUTE_NOT_STARTED
        40: "an attribute value is not closed",                     // XML_ERR_ATTRIBUTE_NOT_FINISHED
        41: "an attribute without a value",                         // XML_ERR_ATTRIBUTE_WITHOUT_VALUE
        42: "an attribute is written twice",                        // XML_ERR_ATTRIBUTE_REDEFINED
        45: "a comment is not closed",                              // XML_ERR_COMMENT_NOT_FINISHED
        64: "an XML declaration that is not at the very start",     // XML_ERR_RESERVED_XML_NAME
        65: "a space is missing (between attributes?)",             // XML_ERR_SPACE_REQUIRED
        68: "a name is missing (a tag not closed with '>'?)",       // XML_ERR_NAME_REQUIRED
        72: "'<' expected",                                         // XML_ERR_LT_REQUIRED
        73: "'>' expected",                                         // XML_ERR_GT_REQUIRED
        74: "'</' expected",                                        // XML_ERR_LTSLASH_REQUIRED
        75: "'=' expected after an attribute name",                 // XML_ERR_EQUAL_REQUIRED
        76: "an end tag does not match its start tag",              // XML_ERR_TAG_NAME_MISMATCH
        77: "an element is not closed",                             // XML_ERR_TAG_NOT_FINISHED
        85: "the elements are not nested properly",                 // XML_ERR_NOT_WELL_BALANCED
        86: "content after the root element",                       // XML_ERR_EXTRA_CONTENT
        89: "entities refer to each other in a loop",               // XML_ERR_ENTITY_LOOP
        undefinedNamespaceCode: "a namespace prefix (such as inkscape:) that the document does not declare",
    ]

    /// libxml2's `XML_NS_ERR_UNDEFINED_NAMESPACE`, which `XMLParser.ErrorCode` has no case for.
    static let undefinedNamespaceCode = 201

    /// The bytes that open an entity declaration.
    static let entityDeclaration = Array("<!ENTITY".utf8)

    /// The 1-based line of the first entity declaration in `bytes`, if there is one. libxml2
    /// expands internal entities itself and `XMLParser` does not report their declarations on
    /// every platform, so they are found in the bytes before parsing.
    static func entityDeclarationLine(in bytes: [UInt8]) -> Int? {
        let n = entityDeclaration.count
        guard bytes.count >= n else { return nil }
        var line = 1
        for i in 0 ... bytes.count - n {
            if bytes[i] == UInt8(ascii: "\n") { line += 1 }
            if bytes[i] == UInt8(ascii: "<"), Array(bytes[i ..< i + n]) == entityDeclaration { return line }
        }
        return nil
    }

    /// The line and name of the first start tag in `bytes` with more than `maxAttributes`
    /// attributes (each `=` outside quotes counts one), if there is one. libxml2 2.9 checks every
    /// attribute of a tag against each one before it (and namespace declarations likewise), so a
    /// tag of n attributes takes n²/2 comparisons: 50,000 attributes took 0.9 s. The bytes are
    /// read once; comments, CDATA sections, processing instructions and declarations (`<!…>`)
    /// are passed over. The line is the one where the count went over.
    static func crowdedTag(in bytes: [UInt8], maxAttributes: Int) -> (line: Int, name: String)? {
        let n = bytes.count
        var line = 1
        var i = 0
        func starts(_ prefix: String) -> Bool {
            var j = i
            for b in prefix.utf8 {
                guard j < n, bytes[j] == b else { return false }
                j += 1
            }
            return true
        }
        /// Moves `i` past the next `terminator`, counting lines (to the end when there is none).
        func skip(past terminator: String) {
            let t = Array(terminator.utf8)
            while i < n {
                if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                if bytes[i] == t[0], i + t.count <= n, Array(bytes[i ..< i + t.count]) == t {
                    i += t.count
                    return
                }
                i += 1
            }
        }
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1 }
            guard b == UInt8(ascii: "<") else { i += 1; continue }
            if starts("<!--") { i += 4; skip(past: "-->"); continue }
            if starts("<![CDATA[") { i += 9; skip(past: "]]>"); continue }
            if starts("<?") { i += 2; skip(past: "?>"); continue }
            let declaration = starts("<!")
            i += 1
            let nameStart = i
            while i < n, !Self.endsName(bytes[i]) { i += 1 }
            let name = String(decoding: bytes[nameStart ..< i], as: UTF8.self)
            var count = 0
            var quote: UInt8? = nil
            while i < n {
                let c = bytes[i]
                i += 1
                if c == UInt8(ascii: "\n") { line += 1 }
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: ">") {
                    break
                } else if c == UInt8(ascii: "="), !declaration {
                    count += 1
                    if count > maxAttributes { return (line, name) }
                }
            }
        }
        return nil
    }

    /// Whether `byte` ends a tag's name: white space, `/`, `>` or the end of the name.
    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }
}
