import Raster
import TestSupport
import Testing

/// Seeded random path data, from soup and from the grammar with mutations: the parser never
/// crashes, reports offsets inside the data, keeps finite points, and agrees with the throwing
/// initializer.
@Suite struct SVGPathFuzzTests {
    /// Every byte class the grammar knows, and a few it does not.
    static let alphabet: [String] = Array("MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \t\n").map(String.init) + ["x", "é", "\u{0}", "1e999"]

    private func check(_ d: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let (path, error) = SVGPathParser.parse(d)
        if let error {
            #expect(error.offset >= 0 && error.offset <= d.utf8.count, "\(d.debugDescription): \(error)", sourceLocation: sourceLocation)
            #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
            #expect(throws: error, sourceLocation: sourceLocation) { try Path(svgPathData: d) }
        } else {
            #expect((try? Path(svgPathData: d)) == path, sourceLocation: sourceLocation)
        }
        // Path invariant: points match the verbs' counts; every subpath starts with a move.
        #expect(path.points.count == path.verbs.reduce(0) { $0 + $1.pointCount }, sourceLocation: sourceLocation)
        #expect(path.verbs.first.map { $0 == .move } ?? true, sourceLocation: sourceLocation)
    }

    @Test func randomSoupNeverCrashes() {
        var rng = SeededRandom(seed: 0xF022)
        for _ in 0 ..< 5_000 {
            var d = rng.int(in: 0 ... 3) == 0 ? "" : "M"
            for _ in 0 ..< rng.int(in: 0 ... 40) { d += Self.alphabet[rng.int(in: 0 ... Self.alphabet.count - 1)] }
            check(d)
        }
    }

    /// Mutations of valid path data: a cut, bytes of the grammar replaced, inserted or deleted,
    /// and numbers replaced by ones no Float holds as written (`Mutator.hugeNumbers`), or by
    /// the alphabet's odd tokens.
    @Test func mutatedGrammarStringsNeverCrash() {
        var mutator = Mutator(seed: 0xBEEF, alphabet: "MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \t\n",
                              dictionary: Mutator.hugeNumbers + ["x", "é", "\u{0}", "1e999"],
                              operations: Mutator.textOperations + [.truncate])
        let commands = Array("MmLlHhVvCcSsQqTtAaZz").map(String.init)
        let arity: [Character: Int] = ["M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0]
        for _ in 0 ..< 5_000 {
            var d = "M\(mutator.random.int(in: -50 ... 50)) \(mutator.random.int(in: -50 ... 50))"
            for _ in 0 ..< mutator.random.int(in: 1 ... 8) {
                let c = commands[mutator.random.int(in: 0 ... commands.count - 1)]
                d += [" ", "", "\n"][mutator.random.int(in: 0 ... 2)] + c
                let n = arity[Character(c.uppercased())] ?? 0
                for k in 0 ..< n * mutator.random.int(in: 1 ... 2) {
                    d += [" ", ",", "", " , "][mutator.random.int(in: 0 ... 3)]
                    let isFlag = c.uppercased() == "A" && (k % 7 == 3 || k % 7 == 4)
                    if isFlag {
                        d += String(mutator.random.int(in: 0 ... 1))
                    } else {
                        d += String(mutator.random.float(in: -200 ... 200))
                    }
                }
            }
            check(d)
            for _ in 0 ..< 3 { check(String(decoding: mutator.mutate(d), as: UTF8.self)) }
        }
    }

    /// Property: the error offset is where the data stops making sense, so the data up to the
    /// offset parses with an error at the end or none.
    @Test func prefixBeforeTheErrorIsClean() {
        var rng = SeededRandom(seed: 7)
        for _ in 0 ..< 3_000 {
            var d = "M"
            for _ in 0 ..< rng.int(in: 0 ... 30) { d += Self.alphabet[rng.int(in: 0 ... Self.alphabet.count - 1)] }
            guard let error = SVGPathParser.parse(d).error else { continue }
            let prefix = String(decoding: Array(d.utf8)[..<error.offset], as: UTF8.self)
            if let earlier = SVGPathParser.parse(prefix).error {
                #expect(earlier.offset == error.offset, "\(d.debugDescription) failed at \(error.offset), its prefix at \(earlier.offset)")
            }
        }
    }
}
