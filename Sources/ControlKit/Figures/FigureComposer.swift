// Composing a figure: a control placed in its frame over its backdrop, as a Scene in points.
// Composition knows nothing of which control it places: it asks the control for its layout's
// size and its scene items, and its kind for where it goes on a screen.

import Controls
import Raster

/// Builds a figure's scene from its parts.
public enum FigureComposer {
    /// The scene of `control` drawn in `appearance` at `scale`, placed as `placement` says, over
    /// `backdrop` (a colour or a gradient; a photo is drawn by `FigureVariant.render`).
    /// Expects a control without validation errors.
    public static func scene<C: Control>(name: String, control: C, appearance: Appearance, scale: Int,
                                         placement: Placement, backdrop: Backdrop?) -> Scene {
        let layout = control.layout()
        let (size, origin) = frame(of: layout.size, position: C.kind.screenPosition, placement: placement)
        var items = backdropItems(backdrop, size: size, appearance: appearance, placement: placement)
        items += control.sceneItems(layout: layout, appearance: appearance, origin: origin)
        return Scene(name: name, size: size, scale: Float(scale), background: .clear, items: items)
    }

    /// The figure's size and the control's top-left corner in it, in points.
    static func frame(of controlSize: Size, position: ScreenPosition, placement: Placement) -> (size: Size, origin: Point) {
        switch placement {
        case .control:
            return (controlSize, .zero)
        case .phone:
            let screen = ScreenMetrics.phone
            switch position {
            case .bottomCentre:
                return (screen.size, Point((screen.size.width - controlSize.width) / 2,
                                           screen.size.height - screen.bottomSafeArea - controlSize.height))
            }
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
