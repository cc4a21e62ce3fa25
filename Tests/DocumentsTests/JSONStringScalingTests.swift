import Documents
import Testing

/// A string with many escapes is read in time linear in its length (issue #17: each escape
/// used to copy the string read so far), with the same scalars as before.
@Suite struct JSONStringScalingTests {
    @Test func manyEscapesReadLinearly() throws {
        let n = 200_000
        let text = "\"" + String(repeating: "a\\u0020\\u00e9\\n\\ud83d\\ude00", count: n) + "b\""
        let value = try DocumentNode.parse(json: Array(text.utf8)).string()
        #expect(value == String(repeating: "a é\n😀", count: n) + "b")
    }

    @Test func runsBetweenEscapesKeepEveryScalar() throws {
        let text = "\"e\\u0301x\\\"é\\\\\""  // "e" + combining acute, x, quote, é, backslash
        #expect(try DocumentNode.parse(json: Array(text.utf8)).string().unicodeScalars.map(\.value)
                    == [0x65, 0x301, 0x78, 0x22, 0xE9, 0x5C])
        #expect(try DocumentNode.parse(json: Array("\"plain\"".utf8)).string() == "plain")
        #expect(try DocumentNode.parse(json: Array("\"\"".utf8)).string() == "")
    }

    @Test func invalidUTF8BeforeAnEscapeIsRefused() {
        #expect((try? DocumentNode.parse(json: [0x22, 0xFF, 0x5C, 0x6E, 0x22])) == nil)
    }
}
