// The error SVG path data parsing reports: where, what was expected, what was found.

/// Why SVG path data could not be read to its end.
///
/// `offset` counts UTF-8 bytes from the start of the string, 0-based (the same unit as
/// `d.utf8`); it always lies in `0 ... d.utf8.count`, and equals `d.utf8.count` when the data
/// ended too early. The path parsed before the error stays usable, as SVG renderers draw it.
///
/// `description` reads like `offset 14: expected a number after 'L', found 'x'`; a number it
/// quotes is cut to `InputExcerpt.maxCharacters` with its length, so a message stays short
/// whatever the data holds.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the parser needed at `offset`.
    public enum Expectation: Hashable, Sendable {
        /// Path data must start with `M` or `m`.
        case moveTo
        /// A command letter (after `Z`), or after a complete argument group.
        case command
        /// A command letter or another argument group.
        case commandOrNumber
        /// A coordinate or other number argument.
        case number
        /// An arc flag: the single character `0` or `1`.
        case flag
        /// A number that fits in a finite Float (`1e999` does not).
        case finiteNumber
    }

    /// What stood at `offset` instead.
    public enum Found: Hashable, Sendable {
        /// The Unicode scalar starting at `offset`.
        case character(Unicode.Scalar)
        /// A complete number whose value is out of range, as written.
        case number(String)
        /// The data ended.
        case endOfData
    }

    /// Byte offset into the UTF-8 data, 0-based.
    public let offset: Int
    /// What the parser needed at `offset`.
    public let expected: Expectation
    /// What stood at `offset` instead.
    public let found: Found
    /// The command letter whose arguments were being read, if any.
    public let command: Unicode.Scalar?

    /// The error from its parts; `offset` is a 0-based UTF-8 byte offset.
    public init(offset: Int, expected: Expectation, found: Found, command: Unicode.Scalar?) {
        self.offset = offset
        self.expected = expected
        self.found = found
        self.command = command
    }

    public var description: String {
        let what: String
        switch expected {
        case .moveTo: what = "'M' or 'm'"
        case .command: what = "a command letter"
        case .commandOrNumber: what = "a command letter or a number"
        case .number: what = "a number"
        case .flag: what = "an arc flag ('0' or '1')"
        case .finiteNumber: what = "a finite number"
        }
        let context = command.map { " after '\($0)'" } ?? " at the start"
        let foundText: String
        switch found {
        case .character(let c): foundText = "'\(c.escaped(asASCII: false))'"
        case .number(let text): foundText = InputExcerpt.quoted(text)
        case .endOfData: foundText = "the end of the data"
        }
        return "offset \(offset): expected \(what)\(context), found \(foundText)"
    }
}
