// Seeded byte-level mutations for the fuzz tests (scene JSON, figure YAML, SVG path data,
// PNG files): one mutation loop instead of one per test, and one dictionary of the numbers
// that break parsers and converters — magnitudes beyond Float and Int, negative zero, integers
// just past Double's precision, hundreds of digits.

/// Mutates bytes with a seeded random number generator, so a failing case names its seed and
/// replays on every machine.
///
/// Each mutation picks an operation from `operations` (uniformly; repeat one to weight it) and
/// a position: inside `within` when given, re-read after every mutation as the bytes grow and
/// shrink.
public struct Mutator {
    public enum Operation: Hashable, Sendable {
        /// One byte becomes one from the alphabet.
        case replaceByte
        /// 1 … n bytes from the alphabet are inserted.
        case insertBytes(upTo: Int)
        /// 1 … n bytes are removed.
        case deleteBytes(upTo: Int)
        /// One bit of one byte flips.
        case flipBit
        /// Everything from the position on is cut.
        case truncate
        /// A token from the dictionary is inserted.
        case spliceToken
        /// The number around the position (its run of digits, signs, points and exponents) is
        /// replaced by a token from the dictionary; a token is inserted if there is none.
        case replaceNumber
    }

    /// Numbers a text format can hold that no Float (or Int) holds as written: beyond Float's
    /// range (1e39, 1e309), at its edge (3.4e38), below its precision (1e-400), past Double's
    /// exact integers (2⁵³ + 1), past Int64 and Int32, negative zero, and long digit strings.
    public static let hugeNumbers: [String] = [
        "1e20", "-1e20", "1e38", "-1e38", "3.4e38", "-3.4028236e38", "3.5e38", "1e39", "1e309", "-1e309",
        "1e-400", "-0", "-0.0", "9007199254740993", "18446744073709551616", "-9223372036854775809",
        "2147483648", "4294967296", ".5e+38", "1e+20", "NaN", "Infinity", "-Infinity",
        String(repeating: "9", count: 400), "0." + String(repeating: "0", count: 400) + "1", "1" + String(repeating: "0", count: 320),
    ]

    /// The same idea for binary formats (PNG's big-endian fields): 32-bit values at the edges
    /// of signed and unsigned ranges, and zero.
    public static let hugeBinaryIntegers: [[UInt8]] = [
        [0x7F, 0xFF, 0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF], [0x80, 0x00, 0x00, 0x00], [0x00, 0x00, 0x00, 0x00],
        [0x00, 0x01, 0x00, 0x00], [0x00, 0x00, 0xFF, 0xFF], [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF],
    ]

    /// Edits for text formats: bytes replaced, inserted and deleted one at a time, tokens
    /// spliced in and numbers replaced by them.
    public static let textOperations: [Operation] = [.replaceByte, .insertBytes(upTo: 1), .deleteBytes(upTo: 1), .spliceToken, .replaceNumber]

    /// Edits for binary formats: bit flips, any byte, truncation, runs of up to 8 bytes
    /// inserted or deleted, integers spliced in.
    public static let binaryOperations: [Operation] = [.flipBit, .replaceByte, .truncate, .insertBytes(upTo: 8), .deleteBytes(upTo: 8), .spliceToken]

    public var random: SeededRandom
    /// The bytes inserted and replaced with; nil for any byte.
    public let alphabet: [UInt8]?
    public let dictionary: [[UInt8]]
    public let operations: [Operation]

    public init(seed: UInt64, alphabet: String?, dictionary: [String] = Mutator.hugeNumbers,
                operations: [Operation] = Mutator.textOperations) {
        self.init(seed: seed, alphabet: alphabet.map { Array($0.utf8) }, binaryDictionary: dictionary.map { Array($0.utf8) },
                  operations: operations)
    }

    public init(seed: UInt64, alphabet: [UInt8]?, binaryDictionary: [[UInt8]], operations: [Operation]) {
        precondition(!operations.isEmpty, "Mutator: no operations")
        precondition(alphabet.map { !$0.isEmpty } ?? true, "Mutator: empty alphabet")
        random = SeededRandom(seed: seed)
        self.alphabet = alphabet
        self.dictionary = binaryDictionary
        self.operations = operations
    }

    /// `bytes` after `times` mutations (at least one), each at a position in `within` (all of
    /// the bytes when nil).
    public mutating func mutate(_ bytes: [UInt8], times: ClosedRange<Int> = 1 ... 4, within: Range<Int>? = nil) -> [UInt8] {
        var out = bytes
        for _ in 0 ..< random.int(in: times) {
            let low = min(within?.lowerBound ?? 0, out.count)
            let high = min(within?.upperBound ?? out.count, out.count)
            let at = high > low ? random.int(in: low ... high - 1) : low
            apply(operations[random.int(in: 0 ... operations.count - 1)], at: at, to: &out)
        }
        return out
    }

    /// The UTF-8 bytes of `text`, mutated; see `mutate(_:times:within:)`.
    public mutating func mutate(_ text: String, times: ClosedRange<Int> = 1 ... 4, within: Range<Int>? = nil) -> [UInt8] {
        mutate(Array(text.utf8), times: times, within: within)
    }

    /// A byte from the alphabet, or any byte.
    public mutating func byte() -> UInt8 {
        guard let alphabet else { return UInt8(truncatingIfNeeded: random.next()) }
        return alphabet[random.int(in: 0 ... alphabet.count - 1)]
    }

    /// A token from the dictionary.
    public mutating func token() -> [UInt8] {
        dictionary.isEmpty ? [byte()] : dictionary[random.int(in: 0 ... dictionary.count - 1)]
    }

    private mutating func apply(_ operation: Operation, at: Int, to out: inout [UInt8]) {
        switch operation {
        case .replaceByte:
            if at < out.count { out[at] = byte() } else { out.append(byte()) }
        case .insertBytes(let upTo):
            let run = (0 ..< random.int(in: 1 ... max(upTo, 1))).map { _ in byte() }
            out.insert(contentsOf: run, at: at)
        case .deleteBytes(let upTo):
            guard at < out.count else { return }
            out.removeSubrange(at ..< min(out.count, at + random.int(in: 1 ... max(upTo, 1))))
        case .flipBit:
            guard at < out.count else { return }
            out[at] ^= UInt8(1 << random.int(in: 0 ... 7))
        case .truncate:
            out.removeSubrange(at...)
        case .spliceToken:
            out.insert(contentsOf: token(), at: at)
        case .replaceNumber:
            let run = Self.numberRun(in: out, around: at)
            out.replaceSubrange(run, with: token())
        }
    }

    /// The run of number bytes (digits, signs, '.', 'e', 'E') around `index`; empty at
    /// `index` when the byte there is not one.
    static func numberRun(in bytes: [UInt8], around index: Int) -> Range<Int> {
        func isNumberByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
        }
        guard index < bytes.count, isNumberByte(bytes[index]) else { return index ..< index }
        var start = index, end = index + 1
        while start > 0, isNumberByte(bytes[start - 1]) { start -= 1 }
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        return start ..< end
    }
}
