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
    /// - Throws: `FileError` naming the file, with the scene's field path when the content is bad.
    public static func load(_ path: String, limits: SceneLimits = .default) throws(FileError) -> Scene {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, maxBytes: maxBytes)
        } catch {
            throw FileError(path: path, "\(error)".replacingPrefix("\(path): ", with: ""))
        }
        do {
            return try Scene.decode(json: bytes, limits: limits)
        } catch {
            throw FileError(path: path, error.description)
        }
    }

    /// Renders `scene` and writes it as a PNG at `output`, atomically.
    public static func renderPNG(_ scene: Scene, to output: String, compression: PNGCompression = .fast) throws(FileError) {
        let canvas = scene.render()
        do {
            try canvas.pixmap.writePNG(to: output, compression: compression)
        } catch {
            throw FileError(path: output, "\(error)")
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with new: String) -> String {
        hasPrefix(prefix) ? new + dropFirst(prefix.count) : self
    }
}
