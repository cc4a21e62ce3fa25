// SVGEncoding: a document's bytes → UTF-8 that libxml2 reads without converting anything, or an
// error with the line and byte offset of the first byte that is not text.

import Documents
import Foundation

/// Decodes a document before `XMLParser` sees it, so that libxml2 only ever reads UTF-8 and
/// never switches to a converter of its own. Two failures below the importer make this
/// necessary (the first found by the svg fuzz target, Fuzz/Regressions/svg/; the second met
/// while fixing it):
///   - libxml2 (2.9.14) reports bytes its converter cannot read from inside `xmlParseChunk`;
///     stopping the parser from that error callback frees the input buffer `xmlParseChunk`
///     reads next, and the process dies (a Shift_JIS document with bytes that are not
///     Shift_JIS);
///   - swift-corelibs-foundation's `XMLParser` traps on an element name that is not UTF-8
///     (a UTF-8 document with 0xFF inside a tag name), if libxml2 gets as far as reporting it.
///
/// What is read: UTF-8 (with or without its byte-order mark), UTF-16 of either order (with a
/// byte-order mark, or starting `<?` as XML 1.0 appendix F describes), and ISO-8859-1 when the
/// XML declaration names it. Every code point of ISO-8859-1 is U+0000…U+00FF, so its decoding
/// cannot fail. Anything else is refused with its name: converting Shift_JIS or windows-1252
/// is the job of `iconv`, before the file reaches ControlKit.
///
/// Invariants of the result: valid UTF-8, no NUL, no byte-order mark other than UTF-8's, no
/// `encoding` in the XML declaration (it is overwritten with spaces, so the declaration keeps
/// its length), and the same line breaks as the input, so every line number libxml2 reports
/// is a line of the file as written.
enum SVGEncoding {
    /// The document as UTF-8, ready for libxml2.
    /// - Throws: a diagnostic with the line and the byte offset (in the file as written) of
    ///   the first byte that is not text in the document's encoding, or naming the encoding the
    ///   document declares when it is not one of those read.
    static func utf8(_ data: Data, file: String?) throws(Diagnostic) -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            throw Diagnostic(.error, file: file, location: .line(1),
                             "the document is in UTF-32, which is not read: convert it to UTF-8 (iconv -f UTF-32 -t UTF-8)")
        }
        var text: [UInt8]
        if let order = utf16Order(bytes) {
            text = try decodeUTF16(bytes, bigEndian: order.bigEndian, from: order.bomLength, file: file)
        } else {
            text = bytes
            if let name = try declaredEncoding(in: text, file: file)?.name, !utf8Names.contains(name.uppercased()) {
                let upper = name.uppercased()
                if latin1Names.contains(upper) {
                    if let nul = text.firstIndex(of: 0) {
                        throw notText(nulCharacter, offset: nul, line: 1 + text[..<nul].count(where: { $0 == 0x0A }), file: file)
                    }
                    text = decodeLatin1(text)
                } else if upper.hasPrefix("UTF-16") || upper.hasPrefix("UTF16") || upper.hasPrefix("UCS-2") {
                    throw Diagnostic(.error, file: file, location: .line(1),
                                     "the document declares encoding \(Excerpt.quoted(name)), but its bytes are not UTF-16 "
                                         + "(no byte-order mark, and it does not start with '<' in UTF-16): "
                                         + "write the declaration to match the file")
                } else {
                    throw Diagnostic(.error, file: file, location: .line(1),
                                     "the document declares encoding \(Excerpt.quoted(name)); SVG files are read in UTF-8, "
                                         + "UTF-16 or ISO-8859-1: convert it first (iconv -f \(name) -t UTF-8)")
                }
            } else {
                try checkUTF8(text, file: file)
            }
        }
        if let declaration = try declaredEncoding(in: text, file: file) {
            for i in declaration.attribute { text[i] = UInt8(ascii: " ") }
            if try declaredEncoding(in: text, file: file) != nil {
                throw Diagnostic(.error, file: file, location: .line(1), "the XML declaration names an encoding twice")
            }
        }
        return text
    }

    /// Encoding names that mean UTF-8 (upper case); US-ASCII is a subset of it.
    static let utf8Names: Set<String> = ["UTF-8", "UTF8", "US-ASCII", "ASCII"]
    /// Encoding names that mean ISO-8859-1 (upper case), from IANA's character-set registry.
    static let latin1Names: Set<String> = ["ISO-8859-1", "ISO_8859-1", "ISO-LATIN-1", "LATIN1", "L1", "ISO-IR-100",
                                           "CP819", "IBM819", "ISO_8859-1:1987", "CSISOLATIN1"]

    /// The byte order of a UTF-16 document and the length of its byte-order mark: a mark, or no
    /// mark and `<?` as the first character (XML 1.0 appendix F's `3C 00 3F 00` and `00 3C 00 3F`).
    static func utf16Order(_ bytes: [UInt8]) -> (bigEndian: Bool, bomLength: Int)? {
        if bytes.starts(with: [0xFE, 0xFF]) { return (true, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (false, 2) }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return (true, 0) }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return (false, 0) }
        return nil
    }

    /// `bytes[start...]` as UTF-16 of the given order, re-encoded as UTF-8.
    /// - Throws: at an odd byte left over, a surrogate without its pair, or a NUL.
    static func decodeUTF16(_ bytes: [UInt8], bigEndian: Bool, from start: Int, file: String?) throws(Diagnostic) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var i = start
        while i + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            units.append(UInt16(high) << 8 | UInt16(low))
            i += 2
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        let lines = try scan(units, Unicode.UTF16.self, from: start, file: file,
                             notText: "a UTF-16 surrogate without its pair") { scalar in Unicode.UTF8.encode(scalar) { out.append($0) } }
        if i < bytes.count { throw notText("an odd byte at the end of UTF-16", offset: i, line: lines, file: file) }
        return out
    }

    /// ISO-8859-1 bytes as UTF-8: each byte is the code point of the same number.
    static func decodeLatin1(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for b in bytes {
            if b < 0x80 {
                out.append(b)
            } else {
                out.append(0xC0 | b >> 6)
                out.append(0x80 | b & 0x3F)
            }
        }
        return out
    }

    /// Checks that `bytes` is UTF-8 without NUL.
    /// - Throws: at the first byte of the first sequence that is not UTF-8, or at a NUL.
    static func checkUTF8(_ bytes: [UInt8], file: String?) throws(Diagnostic) {
        if !bytes.contains(where: { $0 == 0 || $0 >= 0x80 }) { return }
        _ = try scan(bytes, Unicode.UTF8.self, from: 0, file: file,
                     notText: "bytes that are not UTF-8 (declare the file's encoding, or convert it to UTF-8)") { _ in }
    }

    /// What a NUL is called in errors, in any encoding.
    static let nulCharacter = "a NUL character (XML does not allow it)"

    /// Reads `units` as `codec` (a document's text from byte `start` of its file), handing each
    /// scalar to `body`, and returns the number of the line it ended on.
    /// - Throws: `notText` at the first sequence that is not `codec`, or at a NUL, with its line
    ///   and byte offset in the file.
    static func scan<Codec: Unicode.Encoding>(_ units: [Codec.CodeUnit], _ codec: Codec.Type, from start: Int, file: String?,
                                              notText what: String, _ body: (Unicode.Scalar) -> Void) throws(Diagnostic) -> Int {
        let unitBytes = MemoryLayout<Codec.CodeUnit>.size
        var line = 1
        var unit = 0
        var parser = Codec.ForwardParser()
        var iterator = units.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Codec.decode(encoded)
                if scalar.value == 0 {
                    throw notText(nulCharacter, offset: start + unitBytes * unit, line: line, file: file)
                }
                if scalar == "\n" { line += 1 }
                body(scalar)
                unit += encoded.count
            case .error:
                throw notText(what, offset: start + unitBytes * unit, line: line, file: file)
            case .emptyInput:
                return line
            }
        }
    }

    static func notText(_ what: String, offset: Int, line: Int, file: String?) -> Diagnostic {
        Diagnostic(.error, file: file, location: .line(line), "\(what) at byte offset \(offset)")
    }

    /// The encoding named in the XML declaration that opens `bytes` (after a UTF-8 byte-order
    /// mark), and the byte range of the whole `encoding="…"` pseudo-attribute; nil when there
    /// is no declaration or it names no encoding. Only ASCII is read: the declaration is ASCII
    /// in every encoding this reads it in.
    /// - Throws: when `encoding` is in the declaration but its value cannot be read (no `=`, no
    ///   quotes, a byte that is not ASCII), so that libxml2 is never left to make sense of it.
    static func declaredEncoding(in bytes: [UInt8], file: String?) throws(Diagnostic) -> (name: String, attribute: Range<Int>)? {
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[i...].starts(with: Array("<?xml".utf8)), i + 5 < bytes.count, isSpace(bytes[i + 5]) else { return nil }
        i += 5
        let key = Array("encoding".utf8)
        while i < bytes.count, bytes[i] != UInt8(ascii: "?") {
            guard bytes[i...].starts(with: key) else { i += 1; continue }
            let start = i
            i += key.count
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "=") {
                i += 1
                while i < bytes.count, isSpace(bytes[i]) { i += 1 }
                if i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                    let quote = bytes[i]
                    i += 1
                    let valueStart = i
                    while i < bytes.count, bytes[i] != quote, bytes[i] > 0x20, bytes[i] < 0x80, bytes[i] != UInt8(ascii: "?") { i += 1 }
                    if i < bytes.count, bytes[i] == quote, i > valueStart {
                        return (String(decoding: bytes[valueStart ..< i], as: UTF8.self), start ..< i + 1)
                    }
                }
            }
            throw Diagnostic(.error, file: file, location: .line(1),
                             "the XML declaration's encoding cannot be read (write it as encoding=\"UTF-8\")")
        }
        return nil
    }

    static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }
}
