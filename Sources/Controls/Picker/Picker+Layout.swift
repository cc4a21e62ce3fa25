import Raster

// A picker lays out and draws as its wheel (Sources/Controls/Wheel).

extension Picker {
    /// The layout in points. Only meaningful for a configuration without validation errors.
    public func layout() -> WheelLayout { wheel.layout() }

    /// `layout` drawn in `appearance` with its top-left corner at `origin` (points).
    public func sceneItems(layout: WheelLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        wheel.sceneItems(layout: layout, appearance: appearance, origin: origin)
    }
}
