// A spec document as a tree of maps, lists and scalars, each node knowing its path from the root
// (`figures[3].pageControl.currentPage`) and, for YAML, its line: what lets every error name its
// field. YAML and JSON both become this tree, so both follow one schema and one decoder.

import Foundation
import Yams

/// A node of a parsed spec file.
struct SpecNode {
    enum Value {
        /// A scalar's text (YAML plain or quoted; JSON numbers and booleans as written by us).
        case scalar(String)
        case list([SpecNode])
        /// Keys in file order (JSON objects: sorted by key).
        case map([(key: String, value: SpecNode)])
        /// YAML `~`, `null`, or JSON `null`.
        case null
    }

    let value: Value
    /// Path from the document root; "" for the root.
    let path: String
    /// 1-based line (YAML only).
    let line: Int?

    func error(_ message: String) -> SpecIssue { SpecIssue(field: path, line: line, message) }

    static func childPath(_ parent: String, _ key: String) -> String { parent.isEmpty ? key : "\(parent).\(key)" }

    var typeName: String {
        switch value {
        case .scalar: "a value"
        case .list: "a list"
        case .map: "a map"
        case .null: "null"
        }
    }

    // MARK: Typed access

    func map() throws(SpecIssue) -> SpecMap {
        guard case .map(let pairs) = value else { throw error("expected a map of keys, found \(typeName)") }
        return SpecMap(node: self, pairs: pairs)
    }

    func list() throws(SpecIssue) -> [SpecNode] {
        guard case .list(let items) = value else { throw error("expected a list, found \(typeName)") }
        return items
    }

    func string() throws(SpecIssue) -> String {
        guard case .scalar(let s) = value else { throw error("expected a value, found \(typeName)") }
        return s
    }

    /// A whole number written as digits (an optional leading minus).
    func integer() throws(SpecIssue) -> Int {
        let s = try string()
        guard let v = Int(s) else { throw error("expected a whole number, found \"\(s)\"") }
        return v
    }

    /// A finite decimal number.
    func number() throws(SpecIssue) -> Float {
        let s = try string()
        guard let v = Float(s), v.isFinite, s.lowercased() != "nan", !s.lowercased().contains("inf") else {
            throw error("expected a finite number, found \"\(s)\"")
        }
        return v
    }

    func bool() throws(SpecIssue) -> Bool {
        let s = try string()
        switch s {
        case "true": return true
        case "false": return false
        default: throw error("expected true or false, found \"\(s)\"")
        }
    }

    /// One of `T`'s raw values.
    func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(SpecIssue) -> T where T.RawValue == String {
        let s = try string()
        guard let v = T(rawValue: s) else {
            throw error("unknown value \"\(s)\" (expected \(T.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return v
    }

    // MARK: Parsing

    /// The largest spec file read: far above any hand-written spec, small enough to parse quickly.
    static let maxBytes = 16 << 20
    /// The deepest nesting accepted (the schema needs 5).
    static let maxDepth = 32
    /// The most nodes a document may hold once read: Yams resolves aliases by sharing nodes, so
    /// a small file of nested aliases would otherwise expand without bound here.
    static let maxNodes = 1_000_000

    /// Parses YAML text. Aliases (`*name`) are expanded; a document that expands past
    /// `maxNodes` values (nested aliases can double at every level) is an error.
    static func parseYAML(_ text: String) throws(SpecIssue) -> SpecNode {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SpecIssue(field: "", "malformed YAML: \(Self.describe(error))")
        } catch {
            throw SpecIssue(field: "", "malformed YAML: \(error)")
        }
        guard let root else { throw SpecIssue(field: "", "the document is empty") }
        var budget = maxNodes
        return try convert(root, path: "", depth: 0, budget: &budget)
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            "line \(mark.line): \(problem)"
        default:
            "\(error)"
        }
    }

    private static func convert(_ node: Node, path: String, depth: Int, budget: inout Int) throws(SpecIssue) -> SpecNode {
        let line = node.mark?.line
        guard depth <= maxDepth else { throw SpecIssue(field: path, line: line, "nested deeper than \(maxDepth) levels") }
        budget -= 1
        guard budget >= 0 else { throw SpecIssue(field: path, line: line, "the document holds more than \(maxNodes) values") }
        switch node {
        case .scalar(let s):
            let isNull = s.style == .plain && ["~", "null", "Null", "NULL", ""].contains(s.string)
            return SpecNode(value: isNull ? .null : .scalar(s.string), path: path, line: line)
        case .sequence(let seq):
            var items: [SpecNode] = []
            for (i, child) in seq.enumerated() { items.append(try convert(child, path: "\(path)[\(i)]", depth: depth + 1, budget: &budget)) }
            return SpecNode(value: .list(items), path: path, line: line)
        case .mapping(let mapping):
            var pairs: [(key: String, value: SpecNode)] = []
            for (k, v) in mapping {
                guard case .scalar(let keyScalar) = k else {
                    throw SpecIssue(field: path, line: k.mark?.line, "map keys must be plain values")
                }
                let key = keyScalar.string
                if pairs.contains(where: { $0.key == key }) {
                    throw SpecIssue(field: childPath(path, key), line: k.mark?.line, "the key \"\(key)\" appears twice")
                }
                pairs.append((key, try convert(v, path: childPath(path, key), depth: depth + 1, budget: &budget)))
            }
            return SpecNode(value: .map(pairs), path: path, line: line)
        case .alias:
            // Yams resolves aliases while composing; an unresolved one is refused rather than guessed.
            throw SpecIssue(field: path, line: line, "an unresolved YAML alias")
        }
    }

    /// Parses JSON bytes into the same tree (numbers keep the text Swift prints for them).
    static func parseJSON(_ bytes: [UInt8]) throws(SpecIssue) -> SpecNode {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw SpecIssue(field: "", "malformed JSON: \(detail)")
        }
        return try convert(json: object, path: "", depth: 0)
    }

    private static func convert(json: Any, path: String, depth: Int) throws(SpecIssue) -> SpecNode {
        guard depth <= maxDepth else { throw SpecIssue(field: path, "nested deeper than \(maxDepth) levels") }
        switch json {
        case is NSNull:
            return SpecNode(value: .null, path: path, line: nil)
        case let s as String:
            return SpecNode(value: .scalar(s), path: path, line: nil)
        // JSONSerialization gives booleans as NSNumber with the objCType of a C char.
        case let n as NSNumber where String(cString: n.objCType) == "c":
            return SpecNode(value: .scalar(n.boolValue ? "true" : "false"), path: path, line: nil)
        case let n as NSNumber:
            let d = n.doubleValue
            let text = d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : "\(d)"
            return SpecNode(value: .scalar(text), path: path, line: nil)
        case let a as [Any]:
            var items: [SpecNode] = []
            for (i, child) in a.enumerated() { items.append(try convert(json: child, path: "\(path)[\(i)]", depth: depth + 1)) }
            return SpecNode(value: .list(items), path: path, line: nil)
        case let o as [String: Any]:
            var pairs: [(key: String, value: SpecNode)] = []
            for key in o.keys.sorted() {
                guard let v = o[key] else { continue }
                pairs.append((key, try convert(json: v, path: childPath(path, key), depth: depth + 1)))
            }
            return SpecNode(value: .map(pairs), path: path, line: nil)
        default:
            throw SpecIssue(field: path, "unsupported JSON value")
        }
    }
}

/// A map node's keys, looked up by name; unknown keys are errors so typos never pass silently.
struct SpecMap {
    let node: SpecNode
    let pairs: [(key: String, value: SpecNode)]

    /// The value of `key`, or nil when absent or null.
    func optional(_ key: String) -> SpecNode? {
        guard let v = pairs.first(where: { $0.key == key })?.value else { return nil }
        if case .null = v.value { return nil }
        return v
    }

    func required(_ key: String) throws(SpecIssue) -> SpecNode {
        guard let v = optional(key) else {
            throw SpecIssue(field: SpecNode.childPath(node.path, key), line: node.line, "is required")
        }
        return v
    }

    /// Throws for the first key not in `known`, listing the keys that are.
    func rejectUnknownKeys(_ known: [String]) throws(SpecIssue) {
        for (key, value) in pairs where !known.contains(key) {
            throw SpecIssue(field: SpecNode.childPath(node.path, key), line: value.line,
                            "unknown key (expected one of: \(known.joined(separator: ", ")))")
        }
    }
}
