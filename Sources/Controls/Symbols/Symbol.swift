import Raster

/// A built-in glyph: a filled outline we drew ourselves as vector paths, in the spirit of an SF
/// Symbol of the same name (SF Symbols cannot be redistributed or used off Apple platforms).
///
/// Coordinates: the outline lives in a box `aspectRatio` wide and 1 tall, in units of the box
/// height, y down, origin at the box's top-left; the ink stays inside the box. A control picks
/// the box height in points (the page control's symbol box) and
/// `path(in:)` scales the outline uniformly into it, so the glyph keeps its shape at any size.
public struct Symbol: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbols name this glyph stands for (`location.fill`).
    public let name: String
    /// Box width ÷ box height.
    public let aspectRatio: Float
    /// The filled outline (nonzero rule) in box-height units.
    public let outline: Path

    /// A glyph named `name`, its `outline` in a box `aspectRatio` wide and 1 tall.
    public init(name: String, aspectRatio: Float, outline: Path) {
        self.name = name
        self.aspectRatio = aspectRatio
        self.outline = outline
    }

    /// The box's size in points for a box `height` points tall.
    public func boxSize(height: Float) -> Size { Size(height * aspectRatio, height) }

    /// The outline scaled into `rect` by its height (uniformly, so its width should be
    /// `aspectRatio × height`; a wider rect centres the glyph horizontally).
    public func path(in rect: Rect) -> Path {
        let s = rect.height
        let dx = rect.minX + (rect.width - aspectRatio * s) / 2
        return outline.transformed(by: Transform.scale(s).concatenating(.translation(dx, rect.minY)))
    }

    public var description: String { name }
}
