// Reading scalars: text, numbers, booleans and choices, each with a message that names the
// field and quotes at most a short excerpt of what was found.

extension DocumentNode {
    /// The scalar's text and style, or an error naming what was found instead.
    func scalar(expected: String) throws(Diagnostic) -> (text: String, style: ScalarStyle) {
        guard case .scalar(let text, let style) = value else { throw error("expected \(expected), found \(kindName)") }
        return (text, style)
    }

    /// Text: a quoted or plain scalar (a JSON number or boolean is not text).
    public func string() throws(Diagnostic) -> String {
        let (text, style) = try scalar(expected: "text")
        guard style == .plain || style == .quoted else { throw error("expected text, found \(kindName) \(Excerpt.quoted(text))") }
        return text
    }

    /// A finite number, written as a JSON number or a plain scalar (`12`, `-0.5`, `1e3`).
    public func number() throws(Diagnostic) -> Double {
        let (text, style) = try scalar(expected: "a number")
        guard style == .plain || style == .number, let v = Self.parseNumber(text) else {
            throw error("expected a number, found \(Self.describe(text, style))")
        }
        guard v.isFinite else { throw error("\(Excerpt.quoted(text)) is not a finite number") }
        return v
    }

    /// A finite number that fits a `Float` (`Float` is what geometry is made of).
    public func float() throws(Diagnostic) -> Float {
        let v = try number()
        guard abs(v) <= Double(Float.greatestFiniteMagnitude) else { throw error("\(Excerpt.quoted(rawText)) is too large") }
        return Float(v)
    }

    /// A finite number in `range`.
    public func number(in range: ClosedRange<Double>) throws(Diagnostic) -> Double {
        let v = try number()
        guard range.contains(v) else { throw error("\(Excerpt.quoted(rawText)) is outside \(range.lowerBound)...\(range.upperBound)") }
        return v
    }

    /// A whole number in `range` (`2.0` is accepted, `2.5` is not).
    public func integer(in range: ClosedRange<Int> = Int.min ... Int.max) throws(Diagnostic) -> Int {
        let (text, style) = try scalar(expected: "a whole number")
        let value: Int?
        if style == .plain || style == .number {
            if let exact = Int(text) {
                value = exact
            } else if let d = Self.parseNumber(text), d.isFinite, d == d.rounded(), abs(d) < 9.0e15 {
                value = Int(d)
            } else {
                value = nil
            }
        } else {
            value = nil
        }
        guard let value else { throw error("expected a whole number, found \(Self.describe(text, style))") }
        guard range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "in \(range.lowerBound)...\(range.upperBound)"
            throw error("\(value) is not \(bounds)")
        }
        return value
    }

    /// `true` or `false`.
    public func bool() throws(Diagnostic) -> Bool {
        let (text, style) = try scalar(expected: "true or false")
        guard style == .plain || style == .boolean, text == "true" || text == "false" else {
            throw error("expected true or false, found \(Excerpt.quoted(text))")
        }
        return text == "true"
    }

    /// One of `T`'s raw values, listing them when the text is none of them.
    public func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(Diagnostic) -> T where T.RawValue == String {
        let text = try string()
        guard let v = T(rawValue: text) else {
            throw error("unknown value \(Excerpt.quoted(text)) (expected \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return v
    }

    /// A scalar as a message quotes it: `"five"`, `text "3"` (quoted where a number was
    /// expected), `true`.
    static func describe(_ text: String, _ style: ScalarStyle) -> String {
        switch style {
        case .plain, .number: Excerpt.quoted(text)
        case .quoted: "text \(Excerpt.quoted(text))"
        case .boolean: text
        }
    }

    /// The scalar's text as written, or "" for a map, list or null (for messages).
    public var rawText: String {
        if case .scalar(let text, _) = value { return text }
        return ""
    }

    /// A decimal number as JSON writes it (also `+1`, `.5`, `1.` and `inf`-free forms YAML
    /// allows); nil for anything else, including `nan`, `inf` and hex.
    static func parseNumber(_ text: String) -> Double? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(first) else { return nil }
        guard text.utf8.allSatisfy({ (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains($0) || "+-.eE".utf8.contains($0) }) else { return nil }
        return Double(text)
    }
}

extension DocumentNode {
    /// Whether the node is a number: a JSON number, or a plain scalar that reads as one. Lets a
    /// field take either a number or a name (`"weight": 600` or `"weight": "semibold"`).
    public var isNumber: Bool {
        switch value {
        case .scalar(_, .number): true
        case .scalar(let text, .plain): Self.parseNumber(text) != nil
        default: false
        }
    }
}
