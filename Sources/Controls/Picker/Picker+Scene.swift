import Raster

// A picker draws as its wheel (Sources/Controls/Wheel).

extension Picker {
    /// `layout` drawn in `appearance` with its top-left corner at `origin` (points).
    public func sceneItems(layout: WheelLayout, appearance: Appearance, origin: Point) -> [SceneItem] {
        wheel.sceneItems(layout: layout, appearance: appearance, origin: origin)
    }
}
