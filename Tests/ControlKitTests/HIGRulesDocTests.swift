import Foundation
import Testing

/// docs/hig-rules.md traces every rule and state of the five guideline pages to what ControlKit
/// does about it. A row that names a check names the file and words of its code; a row that
/// names a test names the file and the function. Both must exist, so the table cannot promise
/// a check or a test that was renamed or never written.
@Suite struct HIGRulesDocTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// One row of a table: its ID, what it says ControlKit does, and its code and test cells.
    struct Row {
        var id: String
        var does: String
        var code: String
        var test: String
        var line: Int
    }

    /// What a row may say ControlKit does.
    static let doesValues: Set<String> = ["error", "warning", "drawn", "not a still image", "not modelled", "planned"]
    /// The rows that must cite code and a test.
    static let proven: Set<String> = ["error", "warning", "drawn"]

    static func rows(_ text: String) -> [Row] {
        var rows: [Row] = []
        for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard line.hasPrefix("| ") else { continue }
            let cells = line.dropFirst(2).dropLast(line.hasSuffix("|") ? 1 : 0).components(separatedBy: " | ")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, cells[0].range(of: #"^[A-Z]{2}-[0-9]+$"#, options: .regularExpression) != nil else { continue }
            rows.append(Row(id: cells[0], does: cells[2].replacingOccurrences(of: "`", with: ""), code: cells[3], test: cells[4], line: n + 1))
        }
        return rows
    }

    /// The backticked spans of a cell, in order.
    static func ticked(_ cell: String) -> [String] {
        let parts = cell.components(separatedBy: "`")
        return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
    }

    /// The double-quoted spans of a cell, in order.
    static func quoted(_ cell: String) -> [String] {
        let parts = cell.components(separatedBy: "\"")
        return stride(from: 1, to: parts.count, by: 2).map { parts[$0] }
    }

    func read(_ relative: String) -> String? {
        try? String(contentsOfFile: Self.root + "/" + relative, encoding: .utf8)
    }

    @Test func everyRowNamesCodeAndATestThatExist() throws {
        let doc = try #require(read("docs/hig-rules.md"))
        let rows = Self.rows(doc)
        #expect(rows.count >= 40, "only \(rows.count) rows")
        var seen = Set<String>()
        for row in rows {
            let at = "docs/hig-rules.md:\(row.line) \(row.id)"
            #expect(seen.insert(row.id).inserted, "\(at): the ID is used twice")
            #expect(Self.doesValues.contains(row.does), "\(at): \(row.does) is not one of \(Self.doesValues.sorted())")
            guard Self.proven.contains(row.does) else { continue }
            let codeFile = Self.ticked(row.code).first, words = Self.quoted(row.code)
            if let codeFile, let source = read(codeFile) {
                #expect(!words.isEmpty, "\(at): the code cell quotes no words of \(codeFile)")
                for w in words { #expect(source.contains(w), "\(at): \(codeFile) does not contain \"\(w)\"") }
            } else {
                Issue.record("\(at): the code cell names no file that exists: \(row.code)")
            }
            let test = Self.ticked(row.test)
            if test.count == 2, let source = read(test[0]) {
                #expect(source.contains("func \(test[1])("), "\(at): \(test[0]) has no test \(test[1])")
            } else {
                Issue.record("\(at): the test cell names no test file and function that exist: \(row.test)")
            }
        }
    }

    @Test func theFivePagesAndTheIssuesItemsAreCovered() throws {
        let doc = try #require(read("docs/hig-rules.md"))
        for section in ["## Page controls", "## Pickers", "## Date pickers", "## Navigation bar", "## Modality"] {
            #expect(doc.contains(section), "no section \(section)")
        }
        let prefixes = Set(Self.rows(doc).map { String($0.id.prefix(2)) })
        #expect(prefixes == ["PC", "PK", "DP", "NB", "MO"], "\(prefixes.sorted())")
    }

    /// The checker finds a row whose test was renamed (it can fail).
    @Test func aRowNamingAMissingTestIsFound() {
        let row = "| PC-1 | a rule | warning | `Sources/Controls/PageControl/PageControl+Validation.swift` \"HIG\" | "
            + "`Tests/ControlsTests/PageControlValidationTests.swift` `noSuchTest` |"
        let parsed = Self.rows(row)
        #expect(parsed.count == 1)
        let test = Self.ticked(parsed[0].test)
        #expect(test == ["Tests/ControlsTests/PageControlValidationTests.swift", "noSuchTest"])
        #expect(read(test[0])?.contains("func noSuchTest(") == false)
        #expect(Self.quoted(parsed[0].code) == ["HIG"])
    }
}
