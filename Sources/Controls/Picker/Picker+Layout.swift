import Raster

// A picker lays out as its wheel (Sources/Controls/Wheel): its layout is the wheel's.

extension Picker {
    /// The layout in points. Only meaningful for a configuration without validation errors.
    public func layout() -> WheelLayout { wheel.layout() }
}
