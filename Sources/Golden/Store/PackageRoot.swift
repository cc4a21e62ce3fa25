import Foundation

/// Finds the package a source file belongs to, so goldens resolve the same from any working
/// directory (`swift test`, an IDE, CI).
package enum PackageRoot {
    /// The nearest folder at or above the folder of `filePath` (a caller's `#filePath`) that
    /// holds a `Package.swift`.
    /// - Throws: `GoldenError.packageRootNotFound` when there is none up to `/`.
    package static func containing(filePath: String) throws(GoldenError) -> String {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { throw .packageRootNotFound(path: filePath) }
            url = parent
        }
    }
}
