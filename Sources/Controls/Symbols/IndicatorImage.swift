import Raster

/// What one page indicator shows: a built-in glyph, or a custom outline given as SVG path data.
/// Either is drawn as a template: filled with the indicator colour (UIKit draws indicator
/// images with rendering mode `.alwaysTemplate`, ios-facts §1.1).
public enum IndicatorImage: Hashable, Sendable, CustomStringConvertible {
    /// A built-in glyph.
    case symbol(Symbol)
    /// An outline of the user's own.
    case custom(CustomIndicatorImage)

    public var description: String {
        switch self {
        case .symbol(let s): s.name
        case .custom(let c): "custom image (\(c.size.width) × \(c.size.height) pt)"
        }
    }
}

/// An indicator image of the user's own: an outline in points inside a box of `size` points
/// whose top-left corner is the origin.
///
/// `color` records a colour the user gave the image itself. Indicator images are templates, so
/// it is not drawn: validation warns about it (the HIG asks to let the system tint indicators).
public struct CustomIndicatorImage: Hashable, Sendable {
    /// The outline, in points, in the box.
    public var path: Path
    /// The box's size in points; its top-left corner is the origin.
    public var size: Size
    /// A colour given to the image itself: recorded, never drawn (validation warns); nil for none.
    public var color: ColorValue?

    /// An image of `path` in a box of `size` points, with no colour of its own unless said.
    public init(path: Path, size: Size, color: ColorValue? = nil) {
        self.path = path
        self.size = size
        self.color = color
    }

    /// Identity for counting distinct images: the outline and box, not the ignored colour.
    var shape: CustomIndicatorImage { CustomIndicatorImage(path: path, size: size) }
}
