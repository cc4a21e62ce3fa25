// Reading a text run (`"type": "text"`) of controlkit-scene/1 (docs/scene-format.md).

import Documents
import Raster
import Typeset

extension SceneDecoder {
    /// A text item. Every check `FontLibrary.layoutLine` would make on the run is made here, so
    /// that the error names the field: size and pixels per em in range, a known weight or style,
    /// finite tracking and `maxWidth`, at most `FontLibrary.maxScalarsPerLine` scalars, and (with
    /// a font library) a loaded family.
    func textItem(_ o: DocumentMap) throws(Diagnostic) -> TextItem {
        let textField = try o.required("text")
        let text = try textField.string()
        let scalars = text.unicodeScalars.count
        guard scalars <= FontLibrary.maxScalarsPerLine else {
            throw textField.error("\(scalars) Unicode scalars is more than the \(FontLibrary.maxScalarsPerLine) one line may hold")
        }

        let family = try o.optional("font").map { f throws(Diagnostic) in try self.family(f) } ?? Font.defaultFamily

        var style: TextStyle?
        var size: Float
        var weight: FontWeight
        if let styleField = o.optional("style") {
            for key in ["size", "weight"] {
                if let given = o.optional(key) { throw given.error("not allowed with \"style\", which sets the size and weight") }
            }
            let s = try styleField.oneOf(TextStyle.self)
            style = s
            size = s.sizePoints
            weight = s.weight
            try checkPixelsPerEm(size, styleField)
        } else {
            size = try textSize(o.required("size"))
            weight = try o.optional("weight").map { f throws(Diagnostic) in try self.weight(f) } ?? .regular
        }
        let tracking = try o.optional("tracking").map { f throws(Diagnostic) in try self.tracking(f) } ?? .sanFrancisco

        let alignment = try o.optional("align")?.oneOf(TextAlignment.self) ?? .left
        var maxWidth: Float?
        if let f = o.optional("maxWidth") {
            let w = try f.float()
            guard w >= 0 else { throw f.error("must not be negative, found \(w)") }
            maxWidth = w
        }

        var font = Font(family: family, size: size, weight: weight, tracking: tracking)
        font.monospacedDigits = try o.optional("monospacedDigits")?.bool() ?? false
        var item = TextItem(text, font: font,
                            origin: Point(try o.required("x").float(), try o.required("y").float()),
                            paint: try paint(o.required("fill")), alignment: alignment, maxWidth: maxWidth,
                            transform: try transform(o.optional("transform")))
        item.style = style
        return item
    }

    /// A family name; checked against the loaded families when the decoder has them (matched
    /// without regard to case, as `FontLibrary` matches them).
    func family(_ f: DocumentNode) throws(Diagnostic) -> String {
        let name = try f.string()
        guard !name.isEmpty else { throw f.error("must name a font family") }
        if let families, !families.contains(where: { $0.lowercased() == name.lowercased() }) {
            throw f.error("unknown font family \(Excerpt.quoted(name)) (loaded: \(families.joined(separator: ", ")))")
        }
        return name
    }

    /// The smallest text size accepted, in device pixels per em: FreeType takes sizes in 26.6
    /// fixed point, whose smallest nonzero value is 1/64 pixel.
    static let minPixelsPerEm: Float = 1.0 / 64

    /// A size in points: above 0, at most `FontLibrary.maxSizePoints`, and between
    /// `minPixelsPerEm` and `FontLibrary.maxPixelsPerEm` device pixels at the scene's scale.
    func textSize(_ f: DocumentNode) throws(Diagnostic) -> Float {
        let size = try f.float()
        guard size > 0, size <= FontLibrary.maxSizePoints else {
            throw f.error("\(size) pt is outside 0 < size <= \(FontLibrary.maxSizePoints)")
        }
        try checkPixelsPerEm(size, f)
        return size
    }

    func checkPixelsPerEm(_ size: Float, _ f: DocumentNode) throws(Diagnostic) {
        let pixelsPerEm = size * scale
        guard pixelsPerEm >= Self.minPixelsPerEm, pixelsPerEm <= FontLibrary.maxPixelsPerEm else {
            throw f.error("\(size) pt at @\(scale) is \(pixelsPerEm) px per em, outside \(Self.minPixelsPerEm)...\(FontLibrary.maxPixelsPerEm)")
        }
    }

    /// A weight: a name (regular, medium, semibold, bold) or a usWeightClass number 1…1000.
    func weight(_ f: DocumentNode) throws(Diagnostic) -> FontWeight {
        if !f.isNumber {
            let name = try f.string()
            guard let w = FontWeight(name: name) else {
                throw f.error("unknown weight \(Excerpt.quoted(name)) (expected regular, medium, semibold, bold or a number 1...1000)")
            }
            return w
        }
        let value = try f.integer(in: FontWeight.validRange)
        do {
            return try FontWeight(value)
        } catch {
            throw f.error(error.description)
        }
    }

    /// Tracking: a number of points after each character, "sanFrancisco" (SF's table by size,
    /// the default) or "none".
    func tracking(_ f: DocumentNode) throws(Diagnostic) -> Tracking {
        if !f.isNumber {
            switch try f.string() {
            case "sanFrancisco": return .sanFrancisco
            case "none": return .none
            default: throw f.error("unknown tracking \(Excerpt.quoted(f.rawText)) (expected a number of points, \"sanFrancisco\" or \"none\")")
            }
        }
        return .points(try f.float())
    }
}
