import Controls
import Documents
import Raster

/// One variant of one figure, ready to draw: a figure at one appearance and one scale.
public struct FigureVariant: Sendable {
    public var figureName: String
    /// Where the figure sits in its file (`figures[3]`).
    public var field: FieldPath
    public var appearance: Appearance
    public var scale: Int
    /// Output path relative to the output folder (`dots-dark-3x.png`).
    public var outputPath: String
    /// Backdrop colour or gradient, then the control, in points.
    public var scene: Scene
    /// A backdrop photo drawn under the scene, scaled to cover it.
    public var backdropImage: RGBAImage?

    /// The variant's golden name: its output path without `.png`.
    public var goldenName: String { String(outputPath.dropLast(".png".count)) }

    /// The figure's pixels: the backdrop photo (if any), then the scene's items.
    public func render() -> Canvas {
        var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
        if let backdropImage { canvas.drawCovering(backdropImage) }
        scene.drawItems(into: &canvas)
        return canvas
    }
}
