// SVG path data (the `d` attribute) → Path, over UTF-8 bytes, in one pass.
//
// Grammar: SVG 2, "The grammar for path data" (Paths chapter): commands M L H V C S Q T A Z
// in absolute (upper case) and relative (lower case) forms; extra argument groups repeat the
// command, except after M/m where they are L/l; comma or whitespace (space, tab, LF, FF, CR)
// between numbers, where a comma must be followed by a number; arc flags are the single
// characters 0 and 1 and need no separator (`a1 1 0 00 1 1`). Arc radii are read as signed
// numbers and their signs ignored, as SVG 1.1 implementation notes F.6.6 ask of renderers.
//
// Errors follow SVG 2, "Error handling in path data": everything before the first error is
// kept (only whole segments: a segment whose arguments run into the error is dropped), and the
// error names its byte offset.
//
// Speed: the 20,000 paths (6.3 MB) of the bench scene glyph-like.json parse in 24 ms in a
// release build (≈ 260 MB/s on the 2-core build machine); splitting on spaces and calling
// `Float(String)` on each token alone takes 500 ms.

/// Reads SVG path data into a `Path`.
///
/// - Relative commands after `Z`/`z` are relative to the start of the subpath just closed.
/// - `S`/`s` reflect the previous cubic's second control point only when the previous command
///   was C/c/S/s, and `T`/`t` the previous quadratic's control point only after Q/q/T/t;
///   otherwise the reflected control point is the current point.
/// - Arcs become cubics (see `Path.addSVGArc`).
/// - Numbers are correctly rounded to Float; one that does not fit a finite Float is an error.
/// - Errors name the command whose arguments were being read; coordinate pairs after `M`/`m`
///   are reported as the `L`/`l` they stand for.
public enum SVGPathParser {
    /// Parses `d`. On an error the path holds every segment before it, and `error` says where
    /// (a UTF-8 byte offset) and why. Empty or all-whitespace data gives an empty path and no
    /// error. Runs in time linear in `d.utf8.count`; allocates only for the path itself
    /// (and, rarely, for numbers needing more than 19 significant digits).
    public static func parse(_ d: String) -> (path: Path, error: SVGPathError?) {
        if let result = d.utf8.withContiguousStorageIfAvailable({ parse(utf8: $0) }) {
            return result
        }
        return Array(d.utf8).withUnsafeBufferPointer { parse(utf8: $0) }
    }

    /// Parses path data given as UTF-8 bytes; see `parse(_:)`.
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (path: Path, error: SVGPathError?) {
        var reader = Reader(bytes: bytes)
        let error = reader.run()
        return (reader.path, error)
    }

    /// Parses `d` as `parse(_:)` does, but stops as soon as the path holds more than
    /// `maxPoints` points, with `overPoints` true (and the path cut there, to be discarded): how
    /// a reader bounds the points a file may make before they are allocated. One segment adds
    /// at most 13 points (an arc's four cubics, and the move a path after `Z` may need), so the
    /// path never holds more than `maxPoints + 13`. `overPoints` is false when an error came first.
    package static func parse(_ d: String, maxPoints: Int) -> (path: Path, error: SVGPathError?, overPoints: Bool) {
        func run(_ bytes: UnsafeBufferPointer<UInt8>) -> (path: Path, error: SVGPathError?, overPoints: Bool) {
            var reader = Reader(bytes: bytes)
            reader.maxPoints = maxPoints
            let error = reader.run()
            return (reader.path, error, reader.overPoints)
        }
        if let result = d.utf8.withContiguousStorageIfAvailable(run) { return result }
        return Array(d.utf8).withUnsafeBufferPointer(run)
    }
}

extension SVGPathParser {
    /// Which control point the next S or T may reflect.
    enum PreviousCurve {
        case none
        /// After C or S: the second control point.
        case cubic(Point)
        /// After Q or T: the control point.
        case quad(Point)
    }

    /// The parse state: a cursor over the bytes, the path built so far, the current point.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0
        var path = Path()
        var current = Point.zero
        var subpathStart = Point.zero
        var previous = PreviousCurve.none
        /// The letter of the command being read, for error messages.
        var command: UInt8 = 0
        /// Whether the separator after the last argument read held a comma, so that another
        /// argument must follow.
        var afterComma = false
        /// The most points the path may hold; past it reading stops with `overPoints` set.
        var maxPoints = Int.max
        var overPoints = false

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        /// Reads everything; returns the first error, if any.
        mutating func run() -> SVGPathError? {
            skipWhitespace()
            guard i < bytes.count else { return nil }
            guard bytes[i] | 0x20 == UInt8(ascii: "m") else { return error(.moveTo, at: i, context: nil) }
            while i < bytes.count {
                command = bytes[i]
                i += 1
                skipWhitespace()
                if command | 0x20 == UInt8(ascii: "z") {
                    path.close()
                    current = subpathStart
                    previous = .none
                    guard i < bytes.count else { return nil }
                    guard Self.isCommand(bytes[i]) else { return error(.command, at: i) }
                    continue
                }
                // The first argument group is required; further ones repeat the command. The
                // separator after the group's last argument has been skipped already.
                repeat {
                    if let failure = readArgumentGroup() { return failure }
                    if path.points.count > maxPoints { overPoints = true; return nil }
                    guard i < bytes.count else { return afterComma ? error(.number, at: i) : nil }
                    if afterComma || Self.startsNumber(bytes[i]) { continue }
                    guard Self.isCommand(bytes[i]) else { return error(.commandOrNumber, at: i) }
                    break
                } while true
            }
            return nil
        }

        /// Reads one argument group of `command` and appends its segment.
        mutating func readArgumentGroup() -> SVGPathError? {
            let relative = command >= UInt8(ascii: "a")
            let base = current
            // Absolute coordinates are taken as read (adding 0 would turn −0 into +0).
            func resolve(_ p: Point) -> Point { relative ? p + base : p }
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                var p = Point.zero
                if let e = readPair(&p) { return e }
                let to = resolve(p)
                path.move(to: to)
                current = to; subpathStart = to; previous = .none
                // SVG: pairs after a moveto are implicit linetos of the same relativity.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                var p = Point.zero
                if let e = readPair(&p) { return e }
                lineTo(resolve(p))
            case UInt8(ascii: "h"):
                var x: Float = 0
                if let e = readNumber(&x) { return e }
                lineTo(Point(relative ? x + base.x : x, current.y))
            case UInt8(ascii: "v"):
                var y: Float = 0
                if let e = readNumber(&y) { return e }
                lineTo(Point(current.x, relative ? y + base.y : y))
            case UInt8(ascii: "c"):
                var c1 = Point.zero, c2 = Point.zero, p = Point.zero
                if let e = readPair(&c1) ?? readPair(&c2) ?? readPair(&p) { return e }
                cubicTo(resolve(c1), resolve(c2), resolve(p))
            case UInt8(ascii: "s"):
                var c2 = Point.zero, p = Point.zero
                if let e = readPair(&c2) ?? readPair(&p) { return e }
                var c1 = current
                if case .cubic(let last) = previous { c1 = current * 2 - last }
                cubicTo(c1, resolve(c2), resolve(p))
            case UInt8(ascii: "q"):
                var c = Point.zero, p = Point.zero
                if let e = readPair(&c) ?? readPair(&p) { return e }
                quadTo(resolve(c), resolve(p))
            case UInt8(ascii: "t"):
                var p = Point.zero
                if let e = readPair(&p) { return e }
                var c = current
                if case .quad(let last) = previous { c = current * 2 - last }
                quadTo(c, resolve(p))
            case UInt8(ascii: "a"):
                var radii = Point.zero, rotation: Float = 0, large = false, sweep = false, p = Point.zero
                if let e = readPair(&radii) ?? readNumber(&rotation) ?? readFlag(&large) ?? readFlag(&sweep) ?? readPair(&p) {
                    return e
                }
                let to = resolve(p)
                path.addSVGArc(radii: Size(radii.x, radii.y), xAxisRotationDegrees: rotation,
                               largeArc: large, sweep: sweep, to: to)
                current = to; previous = .none
            default:
                return error(.commandOrNumber, at: i)
            }
            return nil
        }

        mutating func lineTo(_ p: Point) {
            path.line(to: p)
            current = p; previous = .none
        }

        mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) {
            path.cubic(control1: c1, control2: c2, to: p)
            current = p; previous = .cubic(c2)
        }

        mutating func quadTo(_ c: Point, _ p: Point) {
            path.quad(control: c, to: p)
            current = p; previous = .quad(c)
        }

        /// Reads two numbers separated by optional comma-whitespace.
        mutating func readPair(_ p: inout Point) -> SVGPathError? {
            if let e = readNumber(&p.x) { return e }
            return readNumber(&p.y)
        }

        /// Reads a number at the cursor (whitespace before it has been skipped), then the
        /// comma-whitespace after it.
        mutating func readNumber(_ value: inout Float) -> SVGPathError? {
            guard i < bytes.count else { return error(.number, at: i) }
            switch SVGPathParser.scanNumber(bytes, from: i) {
            case .value(let v, let end):
                value = v
                i = end
            case .malformed(let at):
                return error(.number, at: at)
            case .nonFinite(let end):
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[i ..< end]), as: UTF8.self)
                return SVGPathError(offset: i, expected: .finiteNumber, found: .number(text), command: Unicode.Scalar(command))
            }
            afterComma = skipCommaWhitespace()
            return nil
        }

        /// Reads an arc flag, a single `0` or `1`.
        mutating func readFlag(_ flag: inout Bool) -> SVGPathError? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
                return error(.flag, at: i)
            }
            flag = bytes[i] == UInt8(ascii: "1")
            i += 1
            afterComma = skipCommaWhitespace()
            return nil
        }

        /// Skips whitespace, at most one comma, and whitespace; tells whether a comma was seen.
        mutating func skipCommaWhitespace() -> Bool {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ",") else { return false }
            i += 1
            skipWhitespace()
            return true
        }

        mutating func skipWhitespace() {
            while i < bytes.count, Self.isWhitespace(bytes[i]) { i += 1 }
        }

        func error(_ expected: SVGPathError.Expectation, at offset: Int) -> SVGPathError {
            error(expected, at: offset, context: Unicode.Scalar(command))
        }

        func error(_ expected: SVGPathError.Expectation, at offset: Int, context: Unicode.Scalar?) -> SVGPathError {
            SVGPathError(offset: offset, expected: expected, found: found(at: offset), command: context)
        }

        /// The Unicode scalar starting at `offset`, or end of data. Offsets always point at the
        /// start of a scalar: the parser only ever steps over ASCII bytes.
        func found(at offset: Int) -> SVGPathError.Found {
            guard offset < bytes.count else { return .endOfData }
            let tail = UnsafeBufferPointer(rebasing: bytes[offset...])
            var decoder = UTF8()
            var iterator = tail.makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) { return .character(scalar) }
            // Bytes given directly to `parse(utf8:)` need not be valid UTF-8.
            return .character("\u{FFFD}")
        }

        static func isWhitespace(_ b: UInt8) -> Bool {
            b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
        }

        static func startsNumber(_ b: UInt8) -> Bool {
            SVGPathParser.isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
        }

        static func isCommand(_ b: UInt8) -> Bool {
            switch b | 0x20 {
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
                 UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
                 UInt8(ascii: "a"), UInt8(ascii: "z"):
                return true
            default:
                return false
            }
        }
    }
}
