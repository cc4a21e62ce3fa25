import Documents
import Testing

/// The JSON reader: RFC 8259's grammar, lines on every node, numbers kept as written, and a
/// message with line and column for every kind of malformed input.
@Suite struct JSONReaderTests {
    func parse(_ text: String) throws(Diagnostic) -> DocumentNode { try DocumentNode.parse(json: Array(text.utf8)) }

    func failure(_ text: String) -> Diagnostic? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func readsEveryKindOfValueWithItsLine() throws {
        let root = try parse("{\n  \"a\": [1, -2.5e3, true],\n  \"b\": {\"c\": null, \"d\": \"x\\u00e9\\n\"}\n}")
        let map = try root.map()
        #expect(map.keys == ["a", "b"])
        let a = try map.required("a").list()
        #expect(try a[0].integer() == 1)
        #expect(try a[1].number() == -2500)
        #expect(a[1].rawText == "-2.5e3", "a number keeps the text it was written with")
        #expect(try a[2].bool() == true)
        #expect(a[0].location == .line(2))
        #expect(a[1].path.description == "a[1]")
        let b = try map.required("b").map()
        #expect(b.optional("c") == nil, "null reads as absent")
        #expect(try b.required("d").string() == "xé\n")
        #expect(try b.required("d").location == .line(3))
    }

    @Test func keepsKeysInTheOrderWritten() throws {
        #expect(try parse("{\"z\": 1, \"a\": 2, \"m\": 3}").map().keys == ["z", "a", "m"])
    }

    @Test func surrogatePairsDecodeAndLoneSurrogatesAreRefused() throws {
        #expect(try parse("\"\\ud83d\\ude00\"").string() == "😀")
        #expect(failure("\"\\ud83d\"")?.message.contains("low surrogate") == true)
        #expect(failure("\"\\ude00\"")?.message.contains("lone surrogate") == true)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "expected a key in double quotes, found '}'"),
        ("[1 2]", "expected ',' or ']' after an item of an array, found '2'"),
        ("{\"a\" 1}", "expected ':' after the key \"a\", found '1'"),
        ("01", "unexpected '1' after the document's value"),
        ("1.", "expected a digit after the decimal point"),
        ("-", "expected a digit in a number"),
        ("1e+", "expected a digit in the exponent"),
        ("tru", "expected a value, found 't'"),
        ("\"a\nb\"", "a control character (U+A) inside a string must be escaped"),
        ("\"\\q\"", "unknown escape \\'q'"),
        ("", "the document is empty"),
        ("[", "unexpected end of the document: expected a value"),
        ("\"abc", "unexpected end of the document inside a string"),
        ("{\"a\": 1, \"a\": 2}", "the key \"a\" appears twice in one object"),
    ])
    func malformedInputNamesWhatWasExpected(text: String, expected: String) {
        let error = failure(text)
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("malformed JSON") == true || error?.message == "the document is empty")
    }

    @Test func reportsTheLineAndColumnOfAnError() {
        let error = failure("{\n  \"a\": 1,\n  \"b\": x\n}")
        #expect(error?.location == .line(3))
        #expect(error?.message.contains("column 8") == true, "\(String(describing: error))")
    }

    @Test func invalidUTF8InAStringIsRefused() {
        let error = (try? DocumentNode.parse(json: [0x22, 0xFF, 0x22])).map { _ in "parsed" }
        #expect(error == nil)
    }

    @Test func nestingAndNodeCountAreBounded() {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(failure(deep)?.message.contains("nested deeper than 128 levels") == true)
        let many = "[" + Array(repeating: "0", count: 20).joined(separator: ",") + "]"
        do {
            _ = try DocumentNode.parse(json: Array(many.utf8), limits: DocumentLimits(maxDepth: 4, maxNodes: 10))
            Issue.record("expected the node limit to refuse 21 values")
        } catch {
            #expect(error.message.contains("more than 10 values"))
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try DocumentNode.parse(json: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).list().count == 1)
    }
}
