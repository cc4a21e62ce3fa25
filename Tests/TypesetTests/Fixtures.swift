import Foundation
import Typeset

/// The library over the package's own Fonts/, loaded once for the tests that only read it.
/// Tests that count glyph-cache hits make their own.
enum Fixtures {
    static let library: Result<FontLibrary, FontError> = Result { () throws(FontError) in try FontLibrary(directories: [FontLibrary.packageFontsDirectory]) }

    static func sharedLibrary() throws -> FontLibrary { try library.get() }

    /// A fresh empty folder under the temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("typeset-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The path of a shipped font file.
    static func fontFile(_ relative: String) -> String {
        (FontLibrary.packageFontsDirectory as NSString).appendingPathComponent(relative)
    }
}
