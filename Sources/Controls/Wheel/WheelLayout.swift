import Raster

/// Where a wheel's parts go, in points, in the picker's own space (origin at its top-left,
/// y down): what `Wheel.layout()` returns and `Wheel.sceneItems` draws.
///
/// Invariants: `columns` are in visual order, left to right, inside `0…size.width` but for the
/// lean of wide outer columns; each column's `rows` are those whose angle on the cylinder is
/// within ±90° (the rest face away), in order from top to bottom.
public struct WheelLayout: Hashable, Sendable {
    /// One row as the wheel shows it.
    package struct Row: Hashable, Sendable {
        /// Index into the column's rows (after wrapping).
        package var index: Int
        /// Distance of the row's centre from the picker's middle, in rows (negative above).
        package var distance: Float
        /// The row's angle on the cylinder, radians: positive above the middle.
        package var angle: Float
    }

    /// One wheel.
    package struct Column: Hashable, Sendable {
        /// The column's rectangle: the picker's height, the column's width and x.
        package var frame: Rect
        /// The horizontal shift of a wide outer column's rows towards the middle (the lean).
        package var lean: Float
        package var rows: [Row]
    }

    public var size: Size
    package var rowHeight: Float
    /// The selection band, over the wheels.
    package var band: Rect
    /// The cylinder's radius and the angle between neighbouring rows.
    package var radius: Float
    package var anglePerRow: Float
    package var columns: [Column]
}

extension WheelLayout: ControlLayout {}
