// Composing a figure: a control placed in its frame over its backdrop, as a Scene in points.
// Composition knows nothing of which control it places: it asks the control for its layout's
// size, its scene items and what must stand out, and its kind for where it goes on a screen and
// what it shows on by default.

import Controls
import Raster

/// Builds a figure's scene from its parts.
public enum FigureComposer {
    /// A composed figure: its scene, and the control's contrast requirements placed in it.
    public struct Composition: Sendable {
        /// The figure in points: the backdrop's items (a photo is drawn apart, in `backdropFrame`),
        /// then the control's.
        public var scene: Scene
        /// Where a backdrop photo goes, in the figure's points: nil for the whole figure.
        public var backdropFrame: Rect?
        /// In the figure's points.
        public var contrast: [ContrastRequirement]
    }

    /// The scene of `control` drawn in `appearance` at `scale`, placed as `placement` says, over
    /// `backdrop` (a colour, a gradient or a scene — `backdropScene`, read by the caller; a photo
    /// is drawn by `FigureVariant.render`). Expects a control without validation errors.
    public static func compose<C: Control>(name: String, control: C, appearance: Appearance, scale: Int, placement: Placement,
                                           backdrop: Backdrop?, backdropScene: Scene? = nil) -> Composition {
        let layout = control.layout()
        var (size, origin) = frame(of: layout.size, position: C.kind.screenPosition, placement: placement)
        if placement == .control {
            // On a phone screen the overhang falls over what is under the control.
            size.height = grown(size.height, byPixels: layout.overhangBelowPixels, scale: scale)
        }
        var items = backdropItems(backdrop, scene: backdropScene, size: size, appearance: appearance, placement: placement,
                                  controlDefault: C.kind.defaultBackdrop)
        let backdropFrame = control.backdropFrame(layout: layout).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
        if let frame = backdropFrame, size.width > 0 {
            // The backdrop is laid out for the whole figure, then moved into its frame.
            let f = frame.width / size.width
            items = [.group(GroupItem(transform: Transform.scale(f).concatenating(.translation(frame.minX, frame.minY)), items: items))]
        }
        items += control.sceneItems(layout: layout, appearance: appearance, origin: origin)
        let contrast = control.contrastRequirements(layout: layout, appearance: appearance).map { requirement in
            var placed = requirement
            placed.region = requirement.region.offsetBy(dx: origin.x, dy: origin.y)
            return placed
        }
        return Composition(scene: Scene(name: name, size: size, scale: Float(scale), background: .clear, items: items),
                           backdropFrame: backdropFrame, contrast: contrast)
    }

    /// The scene alone (see `compose`).
    public static func scene<C: Control>(name: String, control: C, appearance: Appearance, scale: Int,
                                         placement: Placement, backdrop: Backdrop?) -> Scene {
        compose(name: name, control: control, appearance: appearance, scale: scale, placement: placement, backdrop: backdrop).scene
    }

    /// `height` (points) grown by `pixels` device pixels at `scale`: a figure of a control that
    /// draws below its bottom edge (`ControlLayout.overhangBelowPixels`) is that many pixel
    /// rows taller. The result is the largest Float whose pixel height, rounded up as `Scene`
    /// rounds it, is exactly the control's pixel rows plus `pixels`.
    static func grown(_ height: Float, byPixels pixels: Int, scale: Int) -> Float {
        guard pixels > 0, scale > 0 else { return height }
        let s = Float(scale)
        let rows = Int((height * s).rounded(.up)) + pixels
        var grown = Float(rows) / s
        while (grown * s).rounded(.up) > Float(rows) { grown = grown.nextDown }
        return grown
    }

    /// The figure's size and the control's top-left corner in it, in points.
    static func frame(of controlSize: Size, position: ScreenPosition, placement: Placement) -> (size: Size, origin: Point) {
        switch placement {
        case .control:
            return (controlSize, .zero)
        case .phone where position == .wholeScreen:
            return (controlSize, .zero)
        case .phone:
            return (ScreenMetrics.phoneDevice.size, ScreenMetrics.phoneDevice.frame(of: controlSize, position: position))
        }
    }

    /// What is under the control, over the whole figure. Without a backdrop a phone figure
    /// shows `systemBackground`, the screen's colour, and a control figure the control's
    /// default (`ControlKind.defaultBackdrop`; `backdrop: clear` makes it transparent).
    static func backdropItems(_ backdrop: Backdrop?, scene: Scene?, size: Size, appearance: Appearance, placement: Placement,
                              controlDefault: DynamicColor?) -> [SceneItem] {
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
        case .scene:
            guard let scene else { return [] }
            return covering(scene, size: size, whole: whole)
        case .image:
            return []
        case nil:
            let fill = placement == .phone ? SystemColors.systemBackground : controlDefault
            guard let fill else { return [] }
            return [.fill(FillItem(path: whole, paint: .solid(fill.resolved(for: appearance))))]
        }
    }

    /// `scene`'s background and items scaled to cover `size` (aspect fill, centred) and clipped
    /// to it: vector backdrops stay sharp at the figure's own scale.
    static func covering(_ scene: Scene, size: Size, whole: Path) -> [SceneItem] {
        guard scene.size.width > 0, scene.size.height > 0 else { return [] }
        let f = max(size.width / scene.size.width, size.height / scene.size.height)
        let dx = (size.width - scene.size.width * f) / 2, dy = (size.height - scene.size.height * f) / 2
        let items: [SceneItem] = [.fill(FillItem(path: Path.rect(Rect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)),
                                                 paint: .solid(scene.background)))] + scene.items
        return [.group(GroupItem(opacity: 1, clip: whole, items: [
            .group(GroupItem(transform: Transform.scale(f).concatenating(.translation(dx, dy)), items: items)),
        ]))]
    }
}
