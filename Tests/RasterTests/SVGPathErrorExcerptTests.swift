import Raster
import Testing

/// An error message echoed a 20 MB number from the input in full. Messages quote at most a
/// short excerpt, and name the byte offset.
@Suite struct SVGPathErrorExcerptTests {
    @Test func aMegabyteNumberGivesAShortMessageWithItsOffset() {
        let number = String(repeating: "9", count: 1 << 20)
        for d in ["M0 0 L" + number + " 1", "M0 0 L1 " + number + "e9", "M" + number] {
            let (_, error) = SVGPathParser.parse(d)
            let message = error?.description ?? ""
            #expect(message.utf8.count < 200, "\(message.prefix(300))")
            #expect(message.hasPrefix("offset \(error?.offset ?? -1):"), "\(message.prefix(300))")
            #expect(message.contains("(\(number.utf8.count) bytes)") || message.contains("bytes)"), "\(message.prefix(300))")
        }
        #expect(SVGPathParser.parse("M0 0 L" + number + " 1").error?.offset == 6)
    }

    @Test func shortNumbersAreQuotedWhole() {
        #expect(SVGPathParser.parse("M0 0 L1e99 1").error?.description == "offset 6: expected a finite number after 'L', found '1e99'")
    }
}
