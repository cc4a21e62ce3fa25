import Documents
import Raster

/// An app's own image, as a bar button draws it (`UIBarButtonItem(image:)`): a PNG at its
/// scale or an SVG document, drawn at its size in points.
///
/// UIKit draws a bar button's image as a template unless the image asks for its original
/// colours (`UIImage.RenderingMode.alwaysOriginal`): only its alpha is used, painted in the
/// bar's tint (or `tertiaryLabel` when disabled). `rendering` says which.
public struct AppImage: Hashable, Sendable {
    /// `UIImage.RenderingMode`, reduced to what a bar button shows.
    public enum Rendering: String, Hashable, Sendable, CaseIterable {
        /// The image's alpha in the item's colour (UIKit's default in a bar).
        case template
        /// The image's own colours (`alwaysOriginal`).
        case original
    }

    /// What the image is made of.
    public enum Source: Hashable, Sendable {
        /// Pixels and how many of them make a point (`UIImage.scale`: 1, 2 or 3).
        case bitmap(RGBAImage, scale: Int)
        /// An SVG document, drawn as shapes at every scale.
        case vector(CustomGlyph)
    }

    /// The image's pixels or SVG document.
    public var source: Source
    /// Whether it is drawn as a template in the item's colour or in its own colours.
    public var rendering: Rendering

    /// An image from `source`, drawn as a template unless said.
    public init(_ source: Source, rendering: Rendering = .template) {
        self.source = source
        self.rendering = rendering
    }

    /// The image's size in points: a bitmap's pixels divided by its scale, an SVG's own size.
    public var size: Size {
        switch source {
        case .bitmap(let image, let scale):
            let s = Float(max(scale, 1))
            return Size(Float(image.width) / s, Float(image.height) / s)
        case .vector(let glyph):
            return glyph.size
        }
    }

    /// The image's scale from its file name, as `UIImage(named:)` reads it: `icon@3x.png` is
    /// 3, `icon@2x.png` 2, any other name 1.
    package static func scale(ofFileName name: String) -> Int {
        let stem = name.split(separator: "/").last.map(String.init) ?? name
        let base = stem.split(separator: ".").first.map(String.init) ?? stem
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The scene items that draw the image centred on `centre` (points): a template in `color`,
    /// an original in its own colours.
    func items(centredOn centre: Point, color: Color) -> [SceneItem] {
        let size = self.size
        let origin = Point(centre.x - size.width / 2, centre.y - size.height / 2)
        switch source {
        case .bitmap(let image, _):
            let frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            return [.image(ImageItem(image: image, frame: frame, tint: rendering == .template ? color : nil))]
        case .vector(let glyph):
            let drawn = rendering == .template ? BarGlyph.recolored(glyph.items, color) : glyph.items
            return [.group(GroupItem(transform: .translation(origin.x, origin.y), items: drawn))]
        }
    }
}

/// Reads the image files a figure names, for the decoder: the figure's reader sets one (it knows
/// the figure file's folder and what may be read), and `AppImage`'s decoding asks it.
///
/// The reader is a task-local value rather than a decoding parameter so that every control's
/// decoding keeps one signature; outside a figure file or the command line (a control decoded
/// from a map in Swift) there is none, and an image file is an error that says so.
package struct ImageFileReader: Sendable {
    /// What a file held.
    package enum Contents: Sendable {
        /// A decoded PNG.
        case bitmap(RGBAImage)
        /// An SVG document's text.
        case svg(String)
    }

    /// Why a file cannot be used, in words for the user (the decoder adds field and line).
    package struct Problem: Error, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
    }

    let read: @Sendable (String) -> Result<Contents, Problem>

    /// A reader that gives the contents of the file `path` names, or why it cannot.
    package init(_ read: @escaping @Sendable (String) -> Result<Contents, Problem>) {
        self.read = read
    }

    /// The reader of the figure being decoded, if any.
    @TaskLocal package static var current: ImageFileReader?

    /// The image the file at `path` (as written in the figure) holds, with its rendering.
    /// - Throws: a diagnostic on `node` when there is no reader, the file cannot be read, or its
    ///   contents are not an image.
    static func image(_ path: String, rendering: AppImage.Rendering, at node: DocumentNode) throws(Diagnostic) -> AppImage {
        guard let reader = current else {
            throw node.error("an image file can be read only from a figure file or the command line; in Swift, give an AppImage")
        }
        switch reader.read(path) {
        case .failure(let problem):
            throw node.error(problem.message)
        case .success(.bitmap(let image)):
            return AppImage(.bitmap(image, scale: AppImage.scale(ofFileName: path)), rendering: rendering)
        case .success(.svg(let text)):
            do { return AppImage(.vector(try CustomGlyph(svg: text)), rendering: rendering) } catch {
                let first = error.diagnostics.first(where: \.isError)?.message ?? "cannot be read"
                throw node.error("\(Excerpt.quoted(path)): \(first)")
            }
        }
    }
}
