// SVGStyleSheet: the rules of the document's `<style>` elements — type, class and id
// selectors, alone or compounded (`path.icon#a`), in comma-separated lists — and which of them
// match an element, in cascade order.

/// A declaration `name: value` as written in a rule or a `style` attribute.
struct SVGDeclaration {
    var name: String
    var value: Substring
    var important: Bool

    /// The declarations of a block (`fill: red; stroke: blue`). Comments are removed first;
    /// a part without a colon is skipped (CSS drops it too).
    static func parse(_ block: Substring) -> [SVGDeclaration] {
        SVGStyleSheet.withoutComments(block).split(separator: ";").compactMap { part in
            guard let colon = part.firstIndex(of: ":") else { return nil }
            let name = part[..<colon].trimmingSpaces.lowercased()
            var value = part[part.index(after: colon)...].trimmingSpaces
            var important = false
            if let bang = value.lastIndex(of: "!"), value[value.index(after: bang)...].trimmingSpaces.lowercased() == "important" {
                important = true
                value = value[..<bang].trimmingSpaces
            }
            guard !name.isEmpty else { return nil }
            return SVGDeclaration(name: name, value: value, important: important)
        }
    }
}

/// A compound selector of the kinds the importer reads: `*`, `type`, `.class`, `#id` and
/// combinations of them without spaces.
struct SVGSelector: Hashable {
    var type: String?
    var id: String?
    var classes: [String] = []

    /// (ids, classes, types): CSS Selectors 3 §9 specificity, compared in that order.
    var specificity: [Int] { [id == nil ? 0 : 1, classes.count, type == nil ? 0 : 1] }

    /// Reads one compound selector; nil when it uses anything else (a combinator, an
    /// attribute selector, a pseudo-class).
    init?(_ text: Substring) {
        var s = SVGScanner(text)
        s.skipSpaces()
        if !s.take(UInt8(ascii: "*")), let b = s.peek, SVGScanner.isLetter(b) {
            type = s.name()
        }
        while !s.isAtEnd {
            if s.take(UInt8(ascii: ".")) {
                let n = s.name()
                guard !n.isEmpty else { return nil }
                classes.append(n)
            } else if s.take(UInt8(ascii: "#")) {
                let n = s.name()
                guard !n.isEmpty, id == nil else { return nil }
                id = n
            } else {
                s.skipSpaces()
                guard s.isAtEnd else { return nil }
            }
        }
        guard !text.trimmingSpaces.isEmpty else { return nil }
    }

    func matches(_ element: SVGElement) -> Bool {
        if let type, type != element.name { return false }
        if let id, id != element.id { return false }
        if !classes.isEmpty {
            let own = Set(element.classes.map(String.init))
            if !classes.allSatisfy(own.contains) { return false }
        }
        return true
    }
}

struct SVGStyleSheet {
    struct Rule {
        var selector: SVGSelector
        var order: Int
        var declarations: [SVGDeclaration]
    }

    private(set) var rules: [Rule] = []

    /// Adds the rules of one `<style>` element's text; returns what could not be read (an
    /// at-rule, a selector of another kind), for warnings.
    mutating func add(_ text: String) -> [String] {
        var skipped: [String] = []
        var rest = Substring(Self.withoutComments(Substring(text)))
        while let open = rest.firstIndex(of: "{") {
            let prelude = rest[..<open].trimmingSpaces
            guard let close = Self.matchingBrace(in: rest, from: open) else { break }
            let block = rest[rest.index(after: open) ..< close]
            rest = rest[rest.index(after: close)...]
            if prelude.hasPrefix("@") {
                skipped.append("the at-rule \(prelude.split(separator: " ").first ?? prelude)")
                continue
            }
            let declarations = SVGDeclaration.parse(block)
            for part in prelude.split(separator: ",") {
                guard let selector = SVGSelector(part) else {
                    skipped.append("the selector '\(part.trimmingSpaces)'")
                    continue
                }
                rules.append(Rule(selector: selector, order: rules.count, declarations: declarations))
            }
        }
        return skipped
    }

    /// The declarations of every rule matching `element`, lowest precedence first: by
    /// specificity, then by order in the document (CSS Cascade 4 §6.1).
    func declarations(for element: SVGElement) -> [SVGDeclaration] {
        rules.filter { $0.selector.matches(element) }
            .sorted { a, b in
                a.selector.specificity == b.selector.specificity
                    ? a.order < b.order : a.selector.specificity.lexicographicallyPrecedes(b.selector.specificity)
            }
            .flatMap(\.declarations)
    }

    /// The index of the `}` closing the block opened at `open`, counting nested braces.
    static func matchingBrace(in text: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var i = open
        while i < text.endIndex {
            if text[i] == "{" { depth += 1 }
            if text[i] == "}" {
                depth -= 1
                if depth == 0 { return i }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// The text with `/* … */` comments removed (an unclosed one runs to the end).
    static func withoutComments(_ text: Substring) -> String {
        var out = ""
        var rest = text
        while let start = rest.range(of: "/*") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { return out }
            rest = rest[end.upperBound...]
        }
        out += rest
        return out
    }
}
