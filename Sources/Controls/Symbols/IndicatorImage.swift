import Raster

/// What one page indicator shows: a built-in glyph, or a custom outline given as SVG path data.
/// Either is drawn as a template: filled with the indicator colour (UIKit draws indicator
/// images with rendering mode `.alwaysTemplate`, ios-facts §1.1).
public enum IndicatorImage: Hashable, Sendable, CustomStringConvertible {
    case symbol(Symbol)
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
    public var path: Path
    public var size: Size
    public var color: ColorValue?

    public init(path: Path, size: Size, color: ColorValue? = nil) {
        self.path = path
        self.size = size
        self.color = color
    }

    /// Identity for counting distinct images: the outline and box, not the ignored colour.
    var shape: CustomIndicatorImage { CustomIndicatorImage(path: path, size: size) }
}
