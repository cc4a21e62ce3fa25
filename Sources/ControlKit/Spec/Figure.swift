// Composing a figure: the control placed in its frame over its backdrop, as a Scene in points,
// plus the backdrop photo when there is one (pixels cannot live in a Scene).

import Controls
import Raster

/// One variant of one figure, ready to draw: a figure at one appearance and one scale.
public struct FigureVariant: Sendable {
    public var figureName: String
    /// Where the figure sits in the spec (`figures[3]`).
    public var field: String
    public var appearance: Appearance
    public var scale: Int
    /// Output path relative to the output folder (`dots-dark-3x.png`).
    public var outputPath: String
    /// Backdrop colour or gradient, then the control, in points.
    public var scene: Scene
    /// A backdrop photo drawn under the scene, scaled to cover it.
    public var backdropImage: RGBAImage?

    /// The figure's pixels: the backdrop photo (if any), then the scene's items.
    public func render() -> Canvas {
        var canvas = Canvas(width: scene.pixelWidth, height: scene.pixelHeight, background: scene.background)
        if let backdropImage { canvas.drawCovering(backdropImage) }
        scene.drawItems(into: &canvas)
        return canvas
    }
}

/// Builds a figure's scene from its parts.
public enum FigureComposer {
    /// The scene of `control` drawn in `appearance` at `scale`, placed as `placement` says, over
    /// `backdrop` (a colour or a gradient; a photo is drawn by `FigureVariant.render`).
    public static func scene(name: String, control: SpecControl, appearance: Appearance, scale: Int,
                             placement: Placement, backdrop: Backdrop?) -> Scene {
        switch control {
        case .pageControl(let pageControl):
            let layout = pageControl.layout()
            let size: Size
            let origin: Point
            switch placement {
            case .control:
                size = layout.size
                origin = .zero
            case .phone:
                size = Size(FigureMetrics.phoneScreenWidth, FigureMetrics.phoneScreenHeight)
                origin = Point((size.width - layout.size.width) / 2,
                               size.height - FigureMetrics.phoneControlBottomInset - layout.size.height)
            }
            var items = backdropItems(backdrop, size: size, appearance: appearance, placement: placement)
            items += pageControl.sceneItems(layout: layout, appearance: appearance, origin: origin)
            return Scene(name: name, size: size, scale: Float(scale), background: .clear, items: items)
        }
    }

    /// A colour or gradient over the whole figure. Without a backdrop a control figure stays
    /// transparent (an asset) and a phone figure shows `systemBackground`, the screen's colour.
    static func backdropItems(_ backdrop: Backdrop?, size: Size, appearance: Appearance, placement: Placement) -> [SceneItem] {
        let whole = Path.rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
        switch backdrop {
        case .color(let c):
            return [.fill(FillItem(path: whole, paint: .solid(c.resolved(for: appearance))))]
        case .gradient(let colors):
            let stops = colors.enumerated().map { i, c in
                LinearGradient.Stop(offset: Float(i) / Float(max(colors.count - 1, 1)), color: c.resolved(for: appearance))
            }
            guard let g = LinearGradient(start: Point(0, 0), end: Point(0, size.height), stops: stops) else { return [] }
            return [.fill(FillItem(path: whole, paint: .linearGradient(g)))]
        case .image:
            return []
        case nil:
            guard placement == .phone else { return [] }
            return [.fill(FillItem(path: whole, paint: .solid(SystemColors.systemBackground.resolved(for: appearance))))]
        }
    }
}
