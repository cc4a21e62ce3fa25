import Raster

/// UIKit's `UISegmentedControl` (the iOS 13+ look) as a value: a row of equally wide segments
/// on a rounded track, each with a title, the selected one on a raised thumb.
///
/// Nothing is checked on assignment; `validate()` reports every problem with its field, and
/// `layout()` / `sceneItems(…)` expect a configuration without validation errors.
///
/// Defaults follow UIKit: no segment selected (`UISegmentedControl.noSegment`), every segment
/// enabled, the system's thumb colour, the control fitted to its titles and 32 pt tall.
///
/// To size it to a given width — a navigation bar's title view, say — set `width`; the segments
/// share it equally. `fittedWidth` is the width it takes when `width` is nil.
public struct SegmentedControl: Hashable, Sendable {
    /// Which end segment 0 is at: the layout direction, reduced to the two a still image can show.
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        /// Segment 0 at the left.
        case ltr
        /// Segment 0 at the right, as in a right-to-left layout.
        case rtl
    }

    /// The segments' titles, in order (segment 0 first). At least one.
    public var segments: [String]
    /// `selectedSegmentIndex`: in `0 ..< segments.count`, or nil for none (UIKit's `noSegment`).
    public var selectedSegment: Int?
    /// The control's width in points; nil to fit the titles (`fittedWidth`).
    public var width: Float?
    /// The control's height in points (UIKit's 32 by default, ios-facts §3.6a).
    public var height: Float
    /// `isEnabled`: false draws every segment disabled.
    public var isEnabled: Bool
    /// The segments drawn disabled (`setEnabled(false, forSegmentAt:)`), indices in
    /// `0 ..< segments.count`.
    public var disabledSegments: Set<Int>
    /// `selectedSegmentTintColor`: the thumb's colour; nil for the system's.
    public var selectedTint: ColorValue?
    /// Which end segment 0 is at; `.ltr` by default.
    public var direction: Direction

    /// A control of `segments` with every part the initializer names, UIKit's defaults for the
    /// rest; nothing is checked until `validate()`.
    public init(segments: [String], selectedSegment: Int? = nil, width: Float? = nil, height: Float = Metrics.defaultHeight,
                isEnabled: Bool = true, disabledSegments: Set<Int> = [], selectedTint: ColorValue? = nil, direction: Direction = .ltr) {
        self.segments = segments
        self.selectedSegment = selectedSegment
        self.width = width
        self.height = height
        self.isEnabled = isEnabled
        self.disabledSegments = disabledSegments
        self.selectedTint = selectedTint
        self.direction = direction
    }

    /// Whether segment `index` is drawn enabled: the control and the segment both are.
    public func isSegmentEnabled(_ index: Int) -> Bool { isEnabled && !disabledSegments.contains(index) }
}
