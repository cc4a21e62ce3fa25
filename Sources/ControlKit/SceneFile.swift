// Scene files: reading one (size-checked, errors naming the file and field) and rendering it
// to a PNG (written atomically: a failed render leaves no file).

/// An error about one input or output file, with the path it concerns.
public struct FileError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public init(path: String, _ message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}

public enum SceneFile {
    /// The largest scene file read (the largest bench scene is 7.3 MB).
    public static let maxBytes = 256 << 20

    /// Reads and decodes a scene file.
    /// - Parameter fonts: when given, text runs naming a family it lacks are errors here.
    /// - Throws: `FileError` naming the file, with the scene's field path when the content is bad.
    public static func load(_ path: String, limits: SceneLimits = .default, fonts: FontLibrary? = nil) throws(FileError) -> Scene {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, maxBytes: maxBytes)
        } catch {
            throw FileError(path: path, "\(error)".replacingPrefix("\(path): ", with: ""))
        }
        do {
            return try Scene.decode(json: bytes, limits: limits, fonts: fonts)
        } catch {
            throw FileError(path: path, error.description)
        }
    }

    /// Renders `scene`, its text laid out with `fonts`, and writes it as a PNG at `output`,
    /// atomically; returns the text runs' warnings (missing glyphs, removed control characters).
    /// - Throws: `FileError` naming `output`: a text run that cannot be laid out (with its field),
    ///   or a write failure. Nothing is written then.
    @discardableResult
    public static func renderPNG(_ scene: Scene, to output: String, fonts: FontLibrary,
                                 compression: PNGCompression = .fast) throws(FileError) -> [SceneWarning] {
        let rendering: SceneRendering
        do {
            rendering = try scene.render(fonts: fonts)
        } catch {
            throw FileError(path: output, "not written: \(error)")
        }
        try OutputPath.createParentFolders(of: output)
        do {
            try rendering.canvas.pixmap.writePNG(to: output, compression: compression)
        } catch {
            throw FileError(path: output, "\(error)")
        }
        return rendering.warnings
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with new: String) -> String {
        hasPrefix(prefix) ? new + dropFirst(prefix.count) : self
    }
}

/// Output files: their folders are created when missing, as `mkdir -p` would, so
/// `-o out/figures/a.png` works on a fresh checkout.
public enum OutputPath {
    /// Creates the folders above `path` that do not exist yet.
    public static func createParentFolders(of path: String) throws(FileError) {
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, "cannot create the folder \(parent): \(error.localizedDescription)")
        }
    }
}

import Foundation
