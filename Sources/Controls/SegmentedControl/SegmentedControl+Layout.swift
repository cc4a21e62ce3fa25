import Raster
import Typeset

// Layout in points (ios-facts §3.6, §3.6a, §3.6b): equal segments side by side inside the
// track's padding, a separator between neighbours, the thumb the selected segment grown by
// 1 pt left and right; worked out left to right, then mirrored for a right-to-left layout.

extension SegmentedControl {
    /// The width of `title` at the selected (semibold) weight, the wider of the two a title is
    /// drawn at, in points; 0 when the fonts cannot be loaded (the render then reports that).
    public static func titleWidth(_ title: String, selected: Bool) -> Float {
        TextMeasure.width(title, font: titleFont(selected: selected))
    }

    /// The font of a title: the system font (Inter for SF Pro, ios-facts §6.4) at 13 pt,
    /// semibold when selected and medium otherwise (ios-facts §3.6).
    public static func titleFont(selected: Bool) -> Font {
        Font(size: Metrics.fontSize, weight: selected ? Metrics.selectedTitleWeight : Metrics.titleWeight)
    }

    /// The width every segment takes when the control is fitted: the widest title (at the
    /// selected weight, so no title is cut whichever is selected) plus the padding on both
    /// sides, rounded up to a whole point (ios-facts §3.6b).
    public var fittedSegmentWidth: Float {
        let widest = segments.map { Self.titleWidth($0, selected: true) }.max() ?? 0
        return (widest + 2 * Metrics.segmentPadding).rounded(.up)
    }

    /// The control's width when `width` is nil: `segments.count` fitted segments, the
    /// separators between them and the track padding at both ends.
    public var fittedWidth: Float { controlWidth(segmentWidth: fittedSegmentWidth) }

    /// The narrowest `width` accepted: `segments.count` segments of `Metrics.minSegmentWidth`.
    public var minimumWidth: Float { controlWidth(segmentWidth: Metrics.minSegmentWidth) }

    /// The control's width for segments `segmentWidth` wide.
    func controlWidth(segmentWidth: Float) -> Float {
        let n = Float(max(segments.count, 1))
        return 2 * Metrics.trackPaddingHorizontal + n * segmentWidth + (n - 1) * Metrics.separatorWidth
    }

    /// Each segment's width in a control `controlWidth` wide: what is left after the track
    /// padding and the separators, shared equally (ios-facts §3.6b).
    func segmentWidth(controlWidth: Float) -> Float {
        let n = Float(max(segments.count, 1))
        return (controlWidth - 2 * Metrics.trackPaddingHorizontal - (n - 1) * Metrics.separatorWidth) / n
    }

    /// The layout in points. Expects a configuration without validation errors.
    public func layout() -> SegmentedControlLayout {
        let size = Size(width ?? fittedWidth, height)
        let cellWidth = segmentWidth(controlWidth: size.width)
        let top = Metrics.trackPaddingVertical
        let innerHeight = size.height - 2 * Metrics.trackPaddingVertical
        let baseline = size.height / 2 + Metrics.baselineBelowMiddle
        /// A rect laid out left to right, placed for the layout direction.
        func placed(_ r: Rect) -> Rect {
            direction == .ltr ? r : Rect(x: size.width - r.maxX, y: r.minY, width: r.width, height: r.height)
        }

        var cells: [SegmentedControlLayout.Segment] = []
        var separators: [SegmentedControlLayout.Separator] = []
        for (i, title) in segments.enumerated() {
            let x = Metrics.trackPaddingHorizontal + Float(i) * (cellWidth + Metrics.separatorWidth)
            let frame = placed(Rect(x: x, y: top, width: cellWidth, height: innerHeight))
            cells.append(SegmentedControlLayout.Segment(
                index: i, frame: frame, title: title, titleOrigin: Point(frame.midX, baseline),
                titleRoom: cellWidth - 2 * Metrics.segmentPadding, isSelected: i == selectedSegment, isEnabled: isSegmentEnabled(i)))
            if i + 1 < segments.count {
                let line = Rect(x: x + cellWidth, y: top + Metrics.separatorInset, width: Metrics.separatorWidth,
                                height: innerHeight - 2 * Metrics.separatorInset)
                let besideThumb = selectedSegment.map { $0 == i || $0 == i + 1 } ?? false
                separators.append(SegmentedControlLayout.Separator(after: i, frame: placed(line), isVisible: !besideThumb))
            }
        }
        let thumb = selectedSegment.flatMap { s in cells.indices.contains(s) ? cells[s].frame : nil }.map { cell in
            Rect(x: cell.minX - Metrics.thumbOutset, y: cell.minY, width: cell.width + 2 * Metrics.thumbOutset, height: cell.height)
        }
        return SegmentedControlLayout(size: size, track: Rect(x: 0, y: 0, width: size.width, height: size.height), thumb: thumb,
                                      segments: cells, separators: separators)
    }
}
