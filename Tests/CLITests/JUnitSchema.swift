import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The common JUnit XML schema that CI systems read (Ant's JUnit report format, as Jenkins'
/// and GitLab's test reporters take it), checked on a parsed document: which elements may
/// nest where, which attributes are required and their types, and that the counts add up.
///
/// The rules, in our words:
/// - the root is `testsuites` (attributes `name`, `tests`, `failures`, `errors`, `time`, all
///   optional) holding `testsuite`s, or a single `testsuite`;
/// - a `testsuite` needs `name` and `tests`; `failures`, `errors`, `skipped` are
///   non-negative integers, `time` a decimal number of seconds, `timestamp` an ISO 8601 date
///   and time without a zone (`2026-11-26T10:41:07`); it holds `properties`, `testcase`,
///   `system-out` and `system-err`;
/// - a `testcase` needs `name` and `classname`, `time` is a decimal; it holds at most one of
///   `failure`, `error`, `skipped`, plus `system-out` and `system-err`;
/// - `failure` and `error` may carry `message` and `type` and hold text;
/// - a suite's `tests`, `failures` and `errors` equal its cases, those with a failure and those
///   with an error, and the root's equal the sums over its suites.
enum JUnitSchema {
    /// A parsed element.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }
        func count(_ child: String) -> Int { children.filter { $0.name == child }.count }
    }

    /// Every way `xml` breaks the schema; empty when it is valid.
    static func violations(of xml: String) -> [String] {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            return ["not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root element")"]
        }
        var problems: [String] = []
        switch root.name {
        case "testsuites":
            check(root, allowed: ["testsuite"], required: [], problems: &problems)
            for suite in root.children { checkSuite(suite, &problems) }
            for key in ["tests", "failures", "errors"] where root.attributes[key] != nil {
                let sum = root.children.reduce(0) { $0 + (Int($1.attributes[key] ?? "") ?? 0) }
                if Int(root.attributes[key] ?? "") != sum { problems.append("testsuites \(key)=\(root.attributes[key] ?? "") but its suites add up to \(sum)") }
            }
            integer(root, ["tests", "failures", "errors"], &problems)
            decimal(root, "time", &problems)
        case "testsuite":
            checkSuite(root, &problems)
        default:
            problems.append("the root is <\(root.name)>, not <testsuites> or <testsuite>")
        }
        return problems
    }

    private static func checkSuite(_ suite: Element, _ problems: inout [String]) {
        let label = "testsuite \(suite.attributes["name"] ?? "?")"
        check(suite, allowed: ["properties", "testcase", "system-out", "system-err"], required: ["name", "tests"], problems: &problems)
        integer(suite, ["tests", "failures", "errors", "skipped"], &problems)
        decimal(suite, "time", &problems)
        if let stamp = suite.attributes["timestamp"],
           stamp.range(of: #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}$"#, options: .regularExpression) == nil {
            problems.append("\(label): timestamp \(stamp) is not an ISO 8601 date and time without a zone")
        }
        let cases = suite.children.filter { $0.name == "testcase" }
        for c in cases {
            check(c, allowed: ["failure", "error", "skipped", "system-out", "system-err"], required: ["name", "classname"], problems: &problems)
            decimal(c, "time", &problems)
            if c.count("failure") + c.count("error") + c.count("skipped") > 1 {
                problems.append("testcase \(c.attributes["name"] ?? "?"): more than one of failure, error, skipped")
            }
            for outcome in c.children where outcome.name == "failure" || outcome.name == "error" {
                check(outcome, allowed: [], required: [], problems: &problems)
            }
        }
        let counts = ["tests": cases.count, "failures": cases.filter { $0.count("failure") > 0 }.count,
                      "errors": cases.filter { $0.count("error") > 0 }.count]
        for (key, actual) in counts.sorted(by: { $0.key < $1.key }) where suite.attributes[key] != nil && Int(suite.attributes[key] ?? "") != actual {
            problems.append("\(label): \(key)=\(suite.attributes[key] ?? "") but it holds \(actual)")
        }
    }

    private static func check(_ element: Element, allowed: Set<String>, required: [String], problems: inout [String]) {
        for child in element.children where !allowed.contains(child.name) {
            problems.append("<\(child.name)> inside <\(element.name)>")
        }
        for key in required where element.attributes[key] == nil {
            problems.append("<\(element.name)> without its \(key) attribute")
        }
    }

    private static func integer(_ element: Element, _ keys: [String], _ problems: inout [String]) {
        for key in keys {
            if let value = element.attributes[key], (Int(value) ?? -1) < 0 {
                problems.append("<\(element.name)> \(key)=\(value) is not a non-negative integer")
            }
        }
    }

    private static func decimal(_ element: Element, _ key: String, _ problems: inout [String]) {
        if let value = element.attributes[key], value.range(of: #"^[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) == nil {
            problems.append("<\(element.name)> \(key)=\(value) is not a decimal number of seconds")
        }
    }

    /// Builds the element tree as the parser reports it.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Element?
        private var stack: [Element] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }
}
