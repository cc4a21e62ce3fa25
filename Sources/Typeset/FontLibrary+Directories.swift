import Foundation

// Where the fonts are. SwiftPM resources (`.copy`) would copy megabytes of fonts into every
// build's bundle, so the library reads the repository's Fonts/ folder in place instead.

extension FontLibrary {
    /// The environment variable that, when set, replaces the package's `Fonts/` folder as the
    /// default (for a `controlkit` binary installed away from its source tree).
    public static let fontDirectoryEnvironmentVariable = "CONTROLKIT_FONT_DIR"

    /// The package's `Fonts/` folder, found from this source file's path at build time:
    /// `<package>/Sources/Typeset/FontLibrary+Directories.swift` → `<package>/Fonts`.
    public static var packageFontsDirectory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Typeset
            .deletingLastPathComponent() // Sources
            .deletingLastPathComponent() // package root
            .appendingPathComponent("Fonts")
            .path
    }

    /// `$CONTROLKIT_FONT_DIR` when set and non-empty, else `packageFontsDirectory`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let override = environment[fontDirectoryEnvironmentVariable], !override.isEmpty { return override }
        return packageFontsDirectory
    }
}
