// Scene: the display list between a control's layout and the pixels.
//
// Does: hold what a figure paints, in order — filled paths, stroked paths, text runs, groups
// with opacity, clip and an alpha mask, backdrop blurs, bitmaps, and projected items (content on a
// plane seen in perspective) — in user-space points with a scale; read and write it
// as JSON (`peers-scene/1`, the benchmark format, and `controlkit-scene/1`, ours;
// docs/scene-format.md); render it onto a `Canvas`.
//
// Does not: know about controls, colour names or files (the caller reads and writes bytes);
// load fonts (the caller passes a `FontLibrary`, loaded once, to `render(fonts:)`).
//
// Invariants: a decoded scene is valid — finite numbers, sizes within `SceneLimits`, every
// path parsed, no backdrop blur or bitmap inside a projected item, every text run's size, weight and length in range, and, when decoded with a
// `FontLibrary`, every family known to it — so rendering a scene without text cannot fail, and
// rendering one with text through the library it was decoded with fails only on a glyph
// FreeType cannot read. Rendering the same scene with the same fonts gives the same pixels.

import Raster
import Typeset

/// A figure's display list.
public struct Scene: Hashable, Sendable {
    /// The JSON dialect a scene was read from, and is written as.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// The benchmark format every peer renderer reads: device pixels, filled paths only.
        case peers = "peers-scene/1"
        /// ControlKit's display list: points and a scale, strokes, text runs, groups, blurs, gradients.
        case controlkit = "controlkit-scene/1"
    }

    /// The JSON dialect the scene was read from and is written as.
    public var format: Format
    /// The scene's name, as the file's `name` field gives it.
    public var name: String
    /// Free text about the scene (the file's `description`), if any.
    public var summary: String?
    /// Canvas size in points.
    public var size: Size
    /// Device pixels per point: 1, 2 or 3 (peers scenes are already in pixels: 1).
    public var scale: Float
    /// The colour the canvas is cleared to before any item is drawn.
    public var background: Color
    /// What the scene paints, in drawing order.
    public var items: [SceneItem]

    /// A scene of `size` points at `scale` device pixels a point, drawing `items` over `background`.
    public init(format: Format = .controlkit, name: String, summary: String? = nil, size: Size, scale: Float = 1,
                background: Color = .clear, items: [SceneItem] = []) {
        self.format = format
        self.name = name
        self.summary = summary
        self.size = size
        self.scale = scale
        self.background = background
        self.items = items
    }

    /// Canvas width in device pixels (points × scale, rounded up). A scene made in Swift can
    /// hold any size: a negative or NaN product gives 0, one beyond Int's range `Int.max`, and
    /// `render()` then draws on the empty canvas `Canvas(width:height:)` gives for a size no
    /// pixmap can have. Decoded scenes are within `SceneLimits`.
    public var pixelWidth: Int { Int(saturating: (size.width * scale).rounded(.up), in: 0 ... .max, nan: 0) }
    /// Canvas height in device pixels (points × scale, rounded up); see `pixelWidth`.
    public var pixelHeight: Int { Int(saturating: (size.height * scale).rounded(.up), in: 0 ... .max, nan: 0) }
}

/// One thing a scene paints. Coordinates are user-space points, mapped by the item's own
/// `transform` and then by the scene's scale.
public indirect enum SceneItem: Hashable, Sendable {
    /// A filled path.
    case fill(FillItem)
    /// A stroked path.
    case stroke(StrokeItem)
    /// Items drawn into a layer, then composited with an opacity, clip and mask.
    case group(GroupItem)
    /// A blur of what is already drawn under a path, tinted.
    case backdropBlur(BackdropBlurItem)
    /// One line of text.
    case text(TextItem)
    /// Items on a plane seen in perspective.
    case projected(ProjectedItem)
    /// A bitmap stretched over a rectangle.
    case image(ImageItem)
}

/// A filled path.
public struct FillItem: Hashable, Sendable {
    /// The shape, in the item's space; every subpath is closed implicitly.
    public var path: Path
    /// The colour or gradient the shape is filled with.
    public var paint: Paint
    /// Which points are inside the path.
    public var rule: FillRule
    /// Maps the item's space into its parent's, before the scene's scale.
    public var transform: Transform
    /// A fill of `path` with `paint`.
    public init(path: Path, paint: Paint, rule: FillRule = .nonzero, transform: Transform = .identity) {
        self.path = path; self.paint = paint; self.rule = rule; self.transform = transform
    }
}

/// A stroked path.
public struct StrokeItem: Hashable, Sendable {
    /// The path stroked, in the item's space.
    public var path: Path
    /// The colour or gradient the stroke is painted with.
    public var paint: Paint
    /// The pen: width in points, caps, joins and dashes.
    public var style: StrokeStyle
    /// Maps the item's space into its parent's, before the scene's scale.
    public var transform: Transform
    /// A stroke of `path` with `style`, painted with `paint`.
    public init(path: Path, paint: Paint, style: StrokeStyle, transform: Transform = .identity) {
        self.path = path; self.paint = paint; self.style = style; self.transform = transform
    }
}

/// Items drawn together into a layer, then composited with `opacity`, inside `clip` if given,
/// each pixel's coverage multiplied by `mask`'s alpha if given.
public struct GroupItem: Hashable, Sendable {
    /// What the layer is composited with, 0…1 (1 is opaque).
    public var opacity: Float
    /// In the group's space (its `transform` applies), anti-aliased.
    public var clip: Path?
    /// An alpha mask, as a `CAGradientLayer` set as a layer's `mask`: the layer is composited
    /// with each pixel's alpha multiplied by the gradient's alpha at the pixel's centre; the
    /// gradient's colours are ignored. In the group's space (its `transform` applies), padded
    /// beyond its ends. The wheel picker fades its rows towards its edges with one.
    public var mask: LinearGradient?
    /// Maps the group's space into its parent's.
    public var transform: Transform
    /// The items drawn into the layer, in order.
    public var items: [SceneItem]
    /// A group of `items`, drawn with `opacity` inside `clip`, masked by `mask`.
    public init(opacity: Float = 1, clip: Path? = nil, mask: LinearGradient? = nil, transform: Transform = .identity,
                items: [SceneItem]) {
        self.opacity = opacity; self.clip = clip; self.mask = mask; self.transform = transform; self.items = items
    }
}

/// Items on a plane seen in perspective: drawn in the item's own space, then mapped into its
/// parent's space by `projection` (a wheel picker row on its cylinder).
///
/// Every fill, stroke and text run inside, at any depth of groups, becomes geometry: its path
/// (a stroke's outline, a text run's glyph outlines) is projected with
/// `Path.projected(by:deviceScale:)` and filled with the ordinary exact-area coverage, never
/// resampled as a bitmap. Inside:
/// - a group's `clip` is projected the same way;
/// - a gradient (a paint, or a group's `mask`) has its start and end points projected and is
///   then drawn as a linear gradient between those two device points: exact when the
///   projection is affine; under perspective its colours are spaced evenly in device space
///   rather than foreshortened, and an item whose gradient has an end behind the eye is not
///   drawn;
/// - a stroke is outlined in the stroke's own space (widths, dashes and joins on the plane,
///   foreshortened with it), then projected; the hairline and thin-stroke rules use the
///   projection's stretch at the centre of the path's bounds. The whole outline is built: a
///   stroke here is not culled to the canvas as a plain one is, so keep rows' strokes small;
/// - a subpath reaching behind the eye is dropped (see `Path.projected(by:deviceScale:)`).
///
/// Precondition: no `backdropBlur` inside, at any depth: it blurs device pixels, which a
/// projection cannot map. Decoding rejects one; one built in Swift is skipped.
public struct ProjectedItem: Hashable, Sendable {
    /// Maps the items' space into the parent's.
    public var projection: Projection
    /// The items drawn on the plane, in order, in the item's own space.
    public var items: [SceneItem]
    /// `items` mapped into the parent's space by `projection`.
    public init(projection: Projection, items: [SceneItem]) {
        self.projection = projection; self.items = items
    }
}

/// iOS's material look: what lies under `path` blurred (Gaussian of `sigma` points), then
/// `tint` painted over it.
public struct BackdropBlurItem: Hashable, Sendable {
    /// The region blurred, in the item's space.
    public var path: Path
    /// The Gaussian's standard deviation, in points.
    public var sigma: Float
    /// The colour painted over the blurred pixels.
    public var tint: Color
    /// Maps the item's space into its parent's, before the scene's scale.
    public var transform: Transform
    /// A blur of what lies under `path` with standard deviation `sigma` points, then `tint` over it.
    public init(path: Path, sigma: Float, tint: Color, transform: Transform = .identity) {
        self.path = path; self.sigma = sigma; self.tint = tint; self.transform = transform
    }
}

/// A bitmap stretched over a rectangle: an app's own image (a bar button's PNG).
///
/// Units: `frame` in user-space points. The image is sampled bilinearly at device pixel
/// centres and its rectangle's edges are anti-aliased (`Canvas.draw(_:in:transform:tint:)`).
/// With `tint` it is a template: only its alpha is drawn, in that colour, as UIKit draws a
/// bar button's image unless it asks for its original colours.
public struct ImageItem: Hashable, Sendable {
    /// The pixels, straight alpha.
    public var image: RGBAImage
    /// The rectangle the image is stretched over, in points.
    public var frame: Rect
    /// When set, the colour the image's alpha is drawn in (a template image); nil draws its own colours.
    public var tint: Color?
    /// Maps the item's space into its parent's, before the scene's scale.
    public var transform: Transform
    /// `image` stretched over `frame`, tinted when `tint` is given.
    public init(image: RGBAImage, frame: Rect, tint: Color? = nil, transform: Transform = .identity) {
        self.image = image; self.frame = frame; self.tint = tint; self.transform = transform
    }
}

/// One line of text, laid out by Typeset and drawn as one nonzero-filled path through the same
/// rasterizer as every other shape.
///
/// Units: points, y down. The line's baseline passes through `origin`, which is the line's
/// start, centre or end by `alignment`.
public struct TextItem: Hashable, Sendable {
    /// The characters. Control characters are removed when drawn (with a warning); "" draws
    /// nothing.
    public var text: String
    /// Family, size in points, weight and tracking.
    public var font: Font
    /// The iOS text style `font` was made from, if any. JSON writes `style` in place of `size`
    /// and `weight` while `font` still has the style's size and weight.
    public var style: TextStyle?
    /// The anchor on the baseline, in points.
    public var origin: Point
    /// The colour or gradient the glyphs are filled with.
    public var paint: Paint
    /// Where `origin` lies on the line: its start, centre or end.
    public var alignment: TextAlignment
    /// When set, a line wider than this many points is cut and ended with "…" to fit.
    public var maxWidth: Float?
    /// Maps the item's space into its parent's, before the scene's scale.
    public var transform: Transform

    /// A run of `text` in `font` anchored at `origin` on its baseline; `maxWidth` cuts a longer line with "…".
    public init(_ text: String, font: Font, origin: Point, paint: Paint, alignment: TextAlignment = .left,
                maxWidth: Float? = nil, transform: Transform = .identity) {
        self.text = text; self.font = font; self.style = nil; self.origin = origin; self.paint = paint
        self.alignment = alignment; self.maxWidth = maxWidth; self.transform = transform
    }

    /// A run in an iOS text style: the style's size and weight in `family`.
    public init(_ text: String, style: TextStyle, family: String = Font.defaultFamily, origin: Point, paint: Paint,
                alignment: TextAlignment = .left, maxWidth: Float? = nil, transform: Transform = .identity) {
        self.init(text, font: Font(style, family: family), origin: origin, paint: paint, alignment: alignment,
                  maxWidth: maxWidth, transform: transform)
        self.style = style
    }

    /// True when `style` is set and `font` still has its size and weight.
    var fontIsStyle: Bool {
        guard let style else { return false }
        return font.sizePoints == style.sizePoints && font.weight == style.weight
    }
}
