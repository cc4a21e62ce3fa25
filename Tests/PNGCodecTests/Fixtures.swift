// Locating and loading the committed fixture files.

import Foundation

enum Fixtures {
    struct Missing: Error, CustomStringConvertible {
        var path: String
        var description: String { "fixture not found: \(path) (run make_fixtures.py?)" }
    }

    /// The Fixtures folder copied into the test bundle (`resources: [.copy("Fixtures")]`).
    static let folder: String = Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.path ?? "Fixtures-missing"

    static func path(_ name: String) -> String { folder + "/" + name }

    static func bytes(_ name: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path(name)) else { throw Missing(path: path(name)) }
        return [UInt8](data)
    }

    /// The names of the .png files in the folder, sorted.
    static func pngNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
    }
}
