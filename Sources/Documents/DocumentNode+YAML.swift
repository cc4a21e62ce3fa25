// Reading YAML (through Yams, which wraps libyaml) into a `DocumentNode` tree with lines.

import Yams

extension DocumentNode {
    /// Parses YAML text. Aliases (`*name`) are expanded; a document that expands past
    /// `limits.maxNodes` values (nested aliases can double at every level) is an error, as is
    /// nesting deeper than `limits.maxDepth`, a key that is not a scalar, or a key given twice.
    public static func parse(yaml text: String, limits: DocumentLimits = .default) throws(Diagnostic) -> DocumentNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.describe(error)
        } catch {
            throw Diagnostic(.error, "malformed YAML")
        }
        guard let root else { throw Diagnostic(.error, "the document is empty") }
        var budget = limits.maxNodes
        return try convert(root, path: .root, depth: 0, limits: limits, budget: &budget)
    }

    /// The problem and line of a libyaml error, without Yams's own context text.
    private static func describe(_ error: YamlError) -> Diagnostic {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            Diagnostic(.error, location: .line(mark.line), "malformed YAML: \(problem)")
        case .reader(let problem, _, _, _):
            Diagnostic(.error, "malformed YAML: \(problem)")
        default:
            Diagnostic(.error, "malformed YAML")
        }
    }

    private static func convert(_ node: Node, path: FieldPath, depth: Int, limits: DocumentLimits,
                                budget: inout Int) throws(Diagnostic) -> DocumentNode {
        let location = node.mark.map { SourceLocation.line($0.line) }
        guard depth <= limits.maxDepth else { throw Diagnostic(.error, field: path, location: location, "nested deeper than \(limits.maxDepth) levels") }
        budget -= 1
        guard budget >= 0 else {
            throw Diagnostic(.error, field: path, location: location, "the document holds more than \(limits.maxNodes) values")
        }
        switch node {
        case .scalar(let s):
            if s.style == .plain && ["~", "null", "Null", "NULL", ""].contains(s.string) {
                return DocumentNode(.null, location: location)
            }
            return DocumentNode(.scalar(s.string, s.style == .plain ? .plain : .quoted), location: location)
        case .sequence(let sequence):
            var items: [DocumentNode] = []
            for (i, child) in sequence.enumerated() {
                items.append(try convert(child, path: path.appending(index: i), depth: depth + 1, limits: limits, budget: &budget))
            }
            return DocumentNode(.list(items), location: location)
        case .mapping(let mapping):
            var pairs: [(key: String, value: DocumentNode)] = []
            var seen = Set<String>()
            for (k, v) in mapping {
                let keyLocation = k.mark.map { SourceLocation.line($0.line) }
                guard case .scalar(let keyScalar) = k else {
                    throw Diagnostic(.error, field: path, location: keyLocation, "map keys must be plain values")
                }
                let key = keyScalar.string
                guard seen.insert(key).inserted else {
                    throw Diagnostic(.error, field: path.appending(key), location: keyLocation, "the key \(Excerpt.quoted(key)) appears twice")
                }
                pairs.append((key, try convert(v, path: path.appending(key), depth: depth + 1, limits: limits, budget: &budget)))
            }
            return DocumentNode(.map(pairs), location: location)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one is refused rather than guessed.
            throw Diagnostic(.error, field: path, location: location, "an unresolved YAML alias")
        }
    }
}
