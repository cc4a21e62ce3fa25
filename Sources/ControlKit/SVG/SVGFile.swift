// SVG files: reading one (size-checked, errors naming the file and line), sizing its scene
// (a scale, or a width in pixels), and rendering it to a PNG or writing it as scene JSON
// (written together and atomically: a failed run leaves no file).

import Documents
import DisplayList
import FileIO
import Foundation
import PNGCodec
import Raster
import SVGImport

/// Reads SVG files, sizes their scenes, and renders them to PNG or writes them as scene JSON.
public enum SVGFile {
    /// The largest `scale` an SVG is drawn at: the most device pixels a point a scene may have
    /// (`SceneLimits.maxScale`, 8), so the scene it makes can be saved and read back.
    public static let maxScale = SceneLimits.default.maxScale

    /// Reads and imports an SVG file.
    /// - Throws: every error found, each naming the file and the line, with the warnings before it.
    public static func load(_ path: String, options: SVGImportOptions = .init()) throws(DiagnosticList) -> SVGDocument {
        let bytes = try InputFile.readForDiagnostics(path, maxBytes: options.limits.maxFileBytes)
        return try SVGDocument(data: Data(bytes), fileName: path, options: options)
    }

    /// The document's scene at `scale` device px per point, or scaled so the image is `width`
    /// pixels wide (the height follows the aspect ratio) when `width` is given.
    /// - Throws: a diagnostic naming `flag` when the image would be outside `ImageLimits` or
    ///   the scale outside 1…`maxScale`'s pixels.
    public static func scene(_ document: SVGDocument, name: String, scale: Float = 1, width: Int? = nil,
                             background: Color = .clear) throws(DiagnosticList) -> Scene {
        var s = scale
        var flag = "--scale"
        if let width {
            flag = "--width"
            s = Float(width) / document.size.width
        }
        let scene = document.scene(name: name, scale: s, background: background)
        guard ImageLimits.allows(width: document.size.width, height: document.size.height, scale: s) else {
            let w = Double(document.size.width) * Double(s), h = Double(document.size.height) * Double(s)
            let pixels = w.isFinite && h.isFinite && w < Double(Int.max) && h < Double(Int.max)
                ? ImageLimits.excess(width: Int(w.rounded(.up)), height: Int(h.rounded(.up))) : "too large"
            throw DiagnosticList(Diagnostic(.error, location: .flag(flag),
                                            "\(Excerpt.number(document.size.width)) × \(Excerpt.number(document.size.height)) pt at "
                                                + "\(Excerpt.number(s)) px a point is \(pixels)"))
        }
        return scene
    }

    /// Renders `scene` and writes it as a PNG at `output`, and as `controlkit-scene/1` JSON at
    /// `sceneJSON` when given: both together and atomically, creating missing folders.
    /// - Throws: a diagnostic naming the file: a write failure, or an output that is one of
    ///   `inputs`. Nothing is written then.
    public static func write(_ scene: Scene, png output: String, sceneJSON: String? = nil, compression: PNGCompression = .fast,
                             protecting inputs: [String] = []) throws(DiagnosticList) {
        let outputs = OutputSet(protecting: inputs)
        try outputs.stagePNG(scene.render().image(), to: output, compression: compression)
        if let sceneJSON { try outputs.stage(Array(scene.jsonText().utf8), to: sceneJSON) }
        try outputs.commitReporting()
    }
}
