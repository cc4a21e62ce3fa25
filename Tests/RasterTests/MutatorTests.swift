import TestSupport
import Testing

/// The fuzz tests' one mutation loop: deterministic from its seed, and doing what it says.
@Suite struct MutatorTests {
    static let text = ##"{"width": 20, "height": 10, "d": "M0 0 L10 0"}"##

    @Test func sameSeedSameMutations() {
        var a = Mutator(seed: 42, alphabet: "{}0123456789")
        var b = Mutator(seed: 42, alphabet: "{}0123456789")
        for _ in 0 ..< 200 { #expect(a.mutate(Self.text) == b.mutate(Self.text)) }
    }

    @Test func mutationsStayInsideTheRange() {
        var mutator = Mutator(seed: 7, alphabet: "x", operations: [.replaceByte, .insertBytes(upTo: 3), .deleteBytes(upTo: 2), .spliceToken])
        let bytes = Array(Self.text.utf8)
        for _ in 0 ..< 200 {
            let out = mutator.mutate(bytes, times: 1 ... 3, within: 10 ..< 20)
            #expect(Array(out.prefix(10)) == Array(bytes.prefix(10)))
        }
    }

    /// Numbers are replaced whole by dictionary tokens, which include magnitudes no Float holds.
    @Test func replaceNumberSplicesHugeMagnitudes() {
        var mutator = Mutator(seed: 3, alphabet: nil, dictionary: ["1e309"], operations: [.replaceNumber])
        var replaced = 0
        for _ in 0 ..< 100 {
            let out = String(decoding: mutator.mutate(Array("20".utf8), times: 1 ... 1), as: UTF8.self)
            #expect(out == "1e309")
            replaced += 1
        }
        #expect(replaced == 100)
        #expect(Mutator.hugeNumbers.contains("9007199254740993") && Mutator.hugeNumbers.contains("-0"))
        #expect(Mutator.hugeNumbers.contains { $0.utf8.count >= 400 })
    }
}
