import Raster
import Typeset

// Layout in points (ios-facts §3.6a, §3.6b): equal segments side by side across the whole
// track, a 1 pt separator between neighbours, the thumb the selected segment inset by 2 pt on
// every side; worked out left to right, then mirrored for a right-to-left layout.

extension SegmentedControl {
    /// The advance width of `title` at the weight it is drawn at (semibold when `selected`,
    /// regular otherwise), in points; 0 when the fonts cannot be loaded (the render then
    /// reports that).
    public static func titleWidth(_ title: String, selected: Bool) -> Float {
        TextMeasure.width(title, font: titleFont(selected: selected))
    }

    /// The horizontal extent of `title`'s ink at the weight it is drawn at, in points: its
    /// advance width less the side bearings of its first and last glyphs. 0 when the fonts
    /// cannot be loaded or the title draws nothing.
    public static func titleInkWidth(_ title: String, selected: Bool) -> Float {
        guard let fonts = try? FontLibrary.shared(), let line = try? fonts.layoutLine(title, font: titleFont(selected: selected)),
              let bounds = line.path(at: Point(0, 0)).controlBounds else { return 0 }
        return bounds.width
    }

    /// The font of a title: the system font (Inter for SF Pro, ios-facts §6.4) at 13 pt,
    /// semibold when selected and regular otherwise (ios-facts §3.6a).
    public static func titleFont(selected: Bool) -> Font {
        Font(size: Metrics.fontSize, weight: selected ? Metrics.selectedTitleWeight : Metrics.titleWeight)
    }

    /// The width every segment takes when the control is fitted: the widest title's ink in the
    /// unselected (regular) weight plus the title margin on both sides, rounded to a whole point
    /// (ios-facts §3.6a, §3.6b). The selected title, semibold, grows into the margin.
    public var fittedSegmentWidth: Float {
        let widest = segments.map { Self.titleInkWidth($0, selected: false) }.max() ?? 0
        return (widest + 2 * Metrics.titleMargin).rounded()
    }

    /// The control's width when `width` is nil: `segments.count` fitted segments and the
    /// separators between them.
    public var fittedWidth: Float { controlWidth(segmentWidth: fittedSegmentWidth) }

    /// The narrowest `width` accepted: `segments.count` segments of `Metrics.minSegmentWidth`.
    public var minimumWidth: Float { controlWidth(segmentWidth: Metrics.minSegmentWidth) }

    /// The control's width for segments `segmentWidth` wide: the segments span the track, with
    /// a separator between neighbours (ios-facts §3.6a).
    func controlWidth(segmentWidth: Float) -> Float {
        let n = Float(max(segments.count, 1))
        return n * segmentWidth + (n - 1) * Metrics.separatorWidth
    }

    /// Each segment's width in a control `controlWidth` wide: what the separators leave, shared
    /// equally (ios-facts §3.6a, §3.6b).
    func segmentWidth(controlWidth: Float) -> Float {
        let n = Float(max(segments.count, 1))
        return (controlWidth - (n - 1) * Metrics.separatorWidth) / n
    }

    /// The most advance width a title may take in a segment `segmentWidth` wide: the segment less
    /// `Metrics.titleRoomInset` on each side (ios-facts §3.6b).
    static func titleRoom(segmentWidth: Float) -> Float {
        segmentWidth - 2 * Metrics.titleRoomInset
    }

    /// The layout in points. Expects a configuration without validation errors.
    public func layout() -> SegmentedControlLayout {
        let size = Size(width ?? fittedWidth, height)
        let cellWidth = segmentWidth(controlWidth: size.width)
        let baseline = size.height / 2 + Metrics.baselineBelowMiddle
        /// A rect laid out left to right, placed for the layout direction.
        func placed(_ r: Rect) -> Rect {
            direction == .ltr ? r : Rect(x: size.width - r.maxX, y: r.minY, width: r.width, height: r.height)
        }

        var cells: [SegmentedControlLayout.Segment] = []
        var separators: [SegmentedControlLayout.Separator] = []
        for (i, title) in segments.enumerated() {
            let x = Float(i) * (cellWidth + Metrics.separatorWidth)
            let frame = placed(Rect(x: x, y: 0, width: cellWidth, height: size.height))
            let selected = i == selectedSegment
            cells.append(SegmentedControlLayout.Segment(
                index: i, frame: frame, title: title, titleOrigin: Point(frame.midX, baseline),
                titleRoom: Self.titleRoom(segmentWidth: cellWidth), isSelected: selected,
                isEnabled: isSegmentEnabled(i)))
            if i + 1 < segments.count {
                let line = Rect(x: x + cellWidth, y: Metrics.separatorInset, width: Metrics.separatorWidth,
                                height: size.height - 2 * Metrics.separatorInset)
                let besideThumb = selectedSegment.map { $0 == i || $0 == i + 1 } ?? false
                separators.append(SegmentedControlLayout.Separator(after: i, frame: placed(line), isVisible: !besideThumb))
            }
        }
        let thumb = selectedSegment.flatMap { s in cells.indices.contains(s) ? cells[s].frame : nil }.map { cell in
            cell.insetBy(Metrics.thumbInset)
        }
        return SegmentedControlLayout(size: size, track: Rect(x: 0, y: 0, width: size.width, height: size.height), thumb: thumb,
                                      segments: cells, separators: separators)
    }
}
