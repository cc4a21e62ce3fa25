import Foundation

/// A throwaway package folder (just a `Package.swift`) for golden-store tests, removed on deinit.
final class TemporaryPackage {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("controlkit-golden-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Tests/Some", withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.1\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
    }

    /// A source file path inside the package, as `#filePath` would give.
    var testFilePath: String { root + "/Tests/Some/SomeTests.swift" }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    deinit { try? FileManager.default.removeItem(atPath: root) }
}
