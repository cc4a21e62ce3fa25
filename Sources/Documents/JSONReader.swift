// Reading JSON (RFC 8259) into a `DocumentNode` tree, byte by byte, so that every node knows
// its line and every number keeps the text it was written with.

extension DocumentNode {
    /// Parses `bytes` as one JSON value (UTF-8, an optional byte-order mark).
    /// - Throws: a `Diagnostic` on the document naming the line, column and what was expected:
    ///   malformed JSON, invalid UTF-8 in a string, a duplicate key, nesting deeper than
    ///   `limits.maxDepth` or more than `limits.maxNodes` values.
    public static func parse(json bytes: [UInt8], limits: DocumentLimits = .default) throws(Diagnostic) -> DocumentNode {
        try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) in
            var reader = JSONReader(buffer, limits: limits)
            return try reader.document()
        }
    }
}

/// A recursive-descent JSON reader over UTF-8 bytes. Recursion depth is bounded by
/// `DocumentLimits.maxDepth`, the node count by `maxNodes`.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: DocumentLimits
    var offset = 0
    var line = 1
    /// Offset of the current line's first byte, for columns.
    var lineStart = 0
    var budget: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: DocumentLimits) {
        self.bytes = bytes
        self.limits = limits
        self.budget = limits.maxNodes
    }

    mutating func document() throws(Diagnostic) -> DocumentNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        skipWhitespace()
        guard offset < bytes.count else { throw failure("the document is empty") }
        let root = try value(depth: 0)
        skipWhitespace()
        guard offset == bytes.count else { throw failure("unexpected \(describeNext()) after the document's value") }
        return root
    }

    // MARK: Values

    mutating func value(depth: Int) throws(Diagnostic) -> DocumentNode {
        guard depth <= limits.maxDepth else { throw failure("nested deeper than \(limits.maxDepth) levels") }
        budget -= 1
        guard budget >= 0 else { throw failure("the document holds more than \(limits.maxNodes) values") }
        let location = SourceLocation.line(line)
        guard offset < bytes.count else { throw failure("unexpected end of the document: expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return DocumentNode(.map(try object(depth: depth)), location: location)
        case UInt8(ascii: "["): return DocumentNode(.list(try array(depth: depth)), location: location)
        case UInt8(ascii: "\""): return DocumentNode(.scalar(try string(), .quoted), location: location)
        case UInt8(ascii: "t"): try literal("true"); return DocumentNode(.scalar("true", .boolean), location: location)
        case UInt8(ascii: "f"): try literal("false"); return DocumentNode(.scalar("false", .boolean), location: location)
        case UInt8(ascii: "n"): try literal("null"); return DocumentNode(.null, location: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            return DocumentNode(.scalar(try number(), .number), location: location)
        default:
            throw failure("expected a value, found \(describeNext())")
        }
    }

    mutating func object(depth: Int) throws(Diagnostic) -> [(key: String, value: DocumentNode)] {
        offset += 1  // {
        var pairs: [(key: String, value: DocumentNode)] = []
        var keys = Set<String>()
        skipWhitespace()
        if peek == UInt8(ascii: "}") { offset += 1; return pairs }
        while true {
            skipWhitespace()
            guard peek == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes, found \(describeNext())") }
            let keyLine = line
            let key = try string()
            guard keys.insert(key).inserted else {
                throw Diagnostic(.error, location: .line(keyLine), "malformed JSON: the key \(Excerpt.quoted(key)) appears twice in one object")
            }
            skipWhitespace()
            guard peek == UInt8(ascii: ":") else { throw failure("expected ':' after the key \(Excerpt.quoted(key)), found \(describeNext())") }
            offset += 1
            skipWhitespace()
            pairs.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return pairs
            default: throw failure("expected ',' or '}' after a member of an object, found \(describeNext())")
            }
        }
    }

    mutating func array(depth: Int) throws(Diagnostic) -> [DocumentNode] {
        offset += 1  // [
        var items: [DocumentNode] = []
        skipWhitespace()
        if peek == UInt8(ascii: "]") { offset += 1; return items }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            switch peek {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return items
            default: throw failure("expected ',' or ']' after an item of an array, found \(describeNext())")
            }
        }
    }

    mutating func literal(_ word: StaticString) throws(Diagnostic) {
        let count = word.utf8CodeUnitCount
        let matches = offset + count <= bytes.count
            && (0 ..< count).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
        guard matches else { throw failure("expected a value, found \(describeNext())") }
        offset += count
    }

    /// A number's text, checked against JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func number() throws(Diagnostic) -> String {
        let start = offset
        func digits(_ reader: inout JSONReader) -> Int {
            let from = reader.offset
            while reader.offset < reader.bytes.count, (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(reader.bytes[reader.offset]) {
                reader.offset += 1
            }
            return reader.offset - from
        }
        if peek == UInt8(ascii: "-") { offset += 1 }
        if peek == UInt8(ascii: "0") {
            offset += 1
        } else if digits(&self) == 0 {
            throw failure("expected a digit in a number, found \(describeNext())")
        }
        if peek == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw failure("expected a digit after the decimal point, found \(describeNext())") }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw failure("expected a digit in the exponent, found \(describeNext())") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< offset]), as: UTF8.self)
    }

    /// A string's contents with escapes resolved; the bytes must be valid UTF-8.
    ///
    /// A string without escapes is validated and made in one step. Once an escape is seen, the
    /// runs between escapes (each validated where it ends, so an error points there) and the
    /// escaped scalars are gathered as UTF-8 in one buffer: appending each piece to a `String`
    /// instead copied the whole string so far every time, quadratic in the number of escapes.
    mutating func string() throws(Diagnostic) -> String {
        offset += 1  // "
        var utf8: [UInt8] = []
        var hasEscapes = false
        var runStart = offset
        func validRun(_ reader: JSONReader, upTo end: Int) throws(Diagnostic) -> String {
            guard end > runStart else { return "" }
            let run = UnsafeBufferPointer(rebasing: reader.bytes[runStart ..< end])
            guard let text = String(validating: run, as: UTF8.self) else {
                throw reader.failure("a string holds bytes that are not UTF-8")
            }
            return text
        }
        while true {
            guard offset < bytes.count else { throw failure("unexpected end of the document inside a string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                let run = try validRun(self, upTo: offset)
                offset += 1
                guard hasEscapes else { return run }
                utf8.append(contentsOf: run.utf8)
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let run = try validRun(self, upTo: offset)
                offset += 1
                let scalar = try escape()
                hasEscapes = true
                utf8.append(contentsOf: run.utf8)
                UTF8.encode(scalar) { utf8.append($0) }
                runStart = offset
            case 0x00 ..< 0x20:
                throw failure("a control character (U+\(String(byte, radix: 16, uppercase: true))) inside a string must be escaped")
            default:
                offset += 1
            }
        }
    }

    /// The character an escape after `\` stands for.
    mutating func escape() throws(Diagnostic) -> Unicode.Scalar {
        guard offset < bytes.count else { throw failure("unexpected end of the document in an escape") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800 ..< 0xDC00).contains(high) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw failure("a \\u escape of a high surrogate must be followed by a low surrogate")
                }
                offset += 2
                let low = try hex4()
                guard (0xDC00 ..< 0xE000).contains(low) else { throw failure("a \\u escape of a high surrogate must be followed by a low surrogate") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("a \\u escape names a lone surrogate") }
            return scalar
        default:
            offset -= 1
            throw failure("unknown escape \\\(describeNext())")
        }
    }

    mutating func hex4() throws(Diagnostic) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0 ..< 4 {
            guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                throw failure("expected four hex digits after \\u, found \(describeNext())")
            }
            v = v << 4 | UInt32(digit)
            offset += 1
        }
        return v
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Positions and messages

    var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            case UInt8(ascii: "\n"): offset += 1; line += 1; lineStart = offset
            default: return
            }
        }
    }

    /// The next character, quoted, or "the end of the document".
    func describeNext() -> String {
        guard offset < bytes.count else { return "the end of the document" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func failure(_ message: String) -> Diagnostic {
        Diagnostic(.error, location: .line(line), "malformed JSON: column \(offset - lineStart + 1): \(message)")
    }
}
