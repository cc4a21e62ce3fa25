import Foundation

// Where the fonts are. SwiftPM resources (`.copy`) would copy megabytes of fonts into every
// build's bundle, so the library reads a folder in place: the one `CONTROLKIT_FONT_DIR` names,
// else an installation's (`<prefix>/share/controlkit/Fonts`, beside `<prefix>/bin/controlkit`,
// as Scripts/install.sh lays it out), else the package's own `Fonts/` (a build inside a clone).

extension FontLibrary {
    /// The environment variable that, when set, replaces the default folder.
    public static let fontDirectoryEnvironmentVariable = "CONTROLKIT_FONT_DIR"

    /// The package's `Fonts/` folder, found from this source file's path at build time:
    /// `<package>/Sources/Typeset/FontLibrary+Directories.swift` → `<package>/Fonts`. Gone when
    /// the binary runs after its clone is deleted; an installation has its own copy.
    public static var packageFontsDirectory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Typeset
            .deletingLastPathComponent() // Sources
            .deletingLastPathComponent() // package root
            .appendingPathComponent("Fonts")
            .path
    }

    /// An installation's fonts for the running executable `<prefix>/bin/NAME`:
    /// `<prefix>/share/controlkit/Fonts`; nil when the executable's path is unknown.
    public static func installedFontsDirectory(executable: String? = runningExecutable) -> String? {
        guard let executable else { return nil }
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath()
            .deletingLastPathComponent()  // bin
            .deletingLastPathComponent()  // prefix
            .appendingPathComponent("share/controlkit/Fonts").path
    }

    /// The running executable's path (Linux: `/proc/self/exe`).
    public static var runningExecutable: String? {
        Bundle.main.executablePath ?? (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    }

    /// The folders the default fonts are looked for in, in order: `$CONTROLKIT_FONT_DIR` alone
    /// when it is set and non-empty; else the installation's, then the package's.
    public static func searchedDirectories(environment: [String: String] = ProcessInfo.processInfo.environment,
                                           executable: String? = runningExecutable) -> [String] {
        if let override = environment[fontDirectoryEnvironmentVariable], !override.isEmpty { return [override] }
        return [installedFontsDirectory(executable: executable), packageFontsDirectory].compactMap { $0 }
    }

    /// The first of `searchedDirectories` that exists, or the last one (whose absence the load
    /// then reports) when none does.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment,
                                        executable: String? = runningExecutable) -> String {
        let folders = searchedDirectories(environment: environment, executable: executable)
        var isFolder: ObjCBool = false
        return folders.first { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && isFolder.boolValue }
            ?? folders.last ?? packageFontsDirectory
    }
}
