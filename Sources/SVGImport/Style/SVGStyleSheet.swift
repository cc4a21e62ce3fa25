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

    /// Whether the selector matches `element`, whose classes are `classes`.
    func matches(_ element: SVGElement, classes own: Set<Substring>) -> Bool {
        if let type, type != element.name { return false }
        if let id, id != element.id { return false }
        return classes.allSatisfy { own.contains($0[...]) }
    }
}

struct SVGStyleSheet {
    struct Rule {
        var selector: SVGSelector
        var order: Int
        var declarations: [SVGDeclaration]
    }

    private(set) var rules: [Rule] = []
    /// The rules by what an element must have for them to match, each rule in one list: its
    /// id when it names one, else its first class, else its type; `universal` holds the rest.
    /// An element is tried only against the lists of its id, its classes and its type, so a
    /// sheet of many class rules costs each element only the rules it could match.
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]
    private var universal: [Int] = []

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
                let index = rules.count
                rules.append(Rule(selector: selector, order: index, declarations: declarations))
                if let id = selector.id {
                    byID[id, default: []].append(index)
                } else if let first = selector.classes.first {
                    byClass[first, default: []].append(index)
                } else if let type = selector.type {
                    byType[type, default: []].append(index)
                } else {
                    universal.append(index)
                }
            }
        }
        return skipped
    }

    /// The rules matching `element`, lowest precedence first: by specificity, then by order in
    /// the document (CSS Cascade 4 §6.1); and how many rules were tried to find them.
    func matchingRules(for element: SVGElement, classes: Set<Substring>) -> (rules: [Rule], tried: Int) {
        var candidates = universal
        if let list = byType[element.name] { candidates += list }
        if let id = element.id, let list = byID[id] { candidates += list }
        for c in classes {
            if let list = byClass[String(c)] { candidates += list }
        }
        let matching = candidates.lazy.map { rules[$0] }.filter { $0.selector.matches(element, classes: classes) }
            .sorted { a, b in
                a.selector.specificity == b.selector.specificity
                    ? a.order < b.order : a.selector.specificity.lexicographicallyPrecedes(b.selector.specificity)
            }
        return (matching, candidates.count)
    }

    /// The declarations of every rule matching `element`, lowest precedence first.
    func declarations(for element: SVGElement) -> [SVGDeclaration] {
        matchingRules(for: element, classes: Set(element.classes)).rules.flatMap(\.declarations)
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
