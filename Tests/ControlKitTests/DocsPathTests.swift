import Foundation
import Testing

/// The pages that tell a newcomer where things are cite only files that exist: every
/// backticked path (`Raster/Canvas/FillBatch.swift`) under the repository, `Sources/` or
/// `Tests/`, and every backticked file name (`Flattener.swift`) somewhere in the tree.
@Suite struct DocsPathTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// Names that the pages cite as what a tool writes, not as a file of this repository.
    static let written: Set = ["Contents.json"]

    static let pages = ["docs/architecture.md", "docs/adding-a-control.md", "docs/golden-testing.md"]

    /// Every file name under the folders a page may point into.
    static let names: Set<String> = {
        var found = Set<String>()
        for folder in ["Sources", "Tests", "Scripts", "Benchmarks", "docs", "Examples", "Goldens"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let path = enumerator?.nextObject() as? String { found.insert((path as NSString).lastPathComponent) }
        }
        return found
    }()

    static func cited(in text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"`([A-Za-z0-9_/+.\-]+\.(?:swift|md|sh|yaml|json|py))`"#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    @Test(arguments: pages)
    func everyCitedFileExists(page: String) throws {
        let text = try String(contentsOfFile: Self.root + "/" + page, encoding: .utf8)
        let cited = try Self.cited(in: text)
        #expect(!cited.isEmpty, "\(page) cites no file: the pattern is broken")
        for file in cited where !file.hasPrefix("+") && !Self.written.contains(file) {
            if file.contains("/") {
                let found = ["", "Sources/", "Tests/"].contains { FileManager.default.fileExists(atPath: Self.root + "/" + $0 + file) }
                #expect(found, "\(page) cites \(file), which does not exist")
            } else {
                #expect(Self.names.contains(file), "\(page) cites \(file), which is nowhere in the tree")
            }
        }
    }

    /// The check can fail: a made-up path is reported.
    @Test func aMissingFileIsFound() throws {
        #expect(try Self.cited(in: "see `Raster/Nowhere.swift`") == ["Raster/Nowhere.swift"])
        #expect(!FileManager.default.fileExists(atPath: Self.root + "/Sources/Raster/Nowhere.swift"))
    }
}
