import DisplayList
import Raster

/// One glyph's drawing as it came in: scene items in the artwork's own points (an SVG's
/// viewBox already mapped onto its `width` × `height`), before any fitting.
///
/// Invariant: `name` is a safe file name stem (letters, digits, `-`, `_`, `.`), checked by
/// whoever makes the artwork from a file name (`GlyphExport`); the image set and PNG names
/// are derived from it.
public struct GlyphArtwork: Hashable, Sendable {
    /// The image set's name: `NAME.imageset/NAME@2x.png`.
    public var name: String
    /// The artwork's own box in points (an SVG's `width` × `height`), used by `--fit viewbox`.
    public var size: Size
    /// What the artwork paints, in its points.
    public var items: [SceneItem]
    /// The file the artwork came from, for messages; nil for a built-in glyph.
    public var file: String?

    /// Artwork named `name`, `size` points in its own box, painting `items`, read from `file` if given.
    public init(name: String, size: Size, items: [SceneItem], file: String? = nil) {
        self.name = name; self.size = size; self.items = items; self.file = file
    }
}
