// The image files a figure names (an app's image as a bar button): read for the controls'
// decoders from the figure file's folder, by the same rule as backdrops.

import Controls
import Documents
import FileIO
import PNGCodec
import Raster

extension FigureFile {
    /// A reader of the image files the figures of the file at `path` name (nil: flags or Swift): a path is resolved as `resolve`
    /// does (inside the figure file's folder; as given for flags and figures built in Swift),
    /// read within `InputLimits.maxImageFileBytes`, and decoded by its extension (`.png`, `.svg`).
    static func imageFileReader(forFileAt path: String?) -> ImageFileReader {
        let file = FigureFile(figures: [], path: path)
        return ImageFileReader { name in
            let path: String
            do throws(Diagnostic) { path = try file.resolve(name) } catch { return .failure(.init(error.message)) }
            let lower = name.lowercased()
            guard lower.hasSuffix(".png") || lower.hasSuffix(".svg") else {
                return .failure(.init("\(Excerpt.quoted(name)): an image file is a .png or an .svg"))
            }
            let bytes: [UInt8]
            do throws(InputFileError) { bytes = try InputFile.read(path, maxBytes: InputLimits.maxImageFileBytes) } catch {
                return .failure(.init(error.description))  // names the path
            }
            if lower.hasSuffix(".svg") {
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    return .failure(.init("\(path): an SVG file must be UTF-8 text"))
                }
                return .success(.svg(text))
            }
            do { return .success(.bitmap(try PNG.decode(bytes))) } catch { return .failure(.init("\(path): \(error)")) }
        }
    }
}
