import Documents
import Raster

// The HIG's advice for segmented controls and the model's own bounds, checked before anything
// is drawn. Errors stop a render; warnings are reported.

extension SegmentedControl {
    /// Every problem with this configuration, each naming its field by the figure-file key
    /// (`segments[2]`, `selectedSegment`). Never traps.
    ///
    /// Errors: no segments or more than `Metrics.maxSegments`; a segment without a title, or
    /// with one over `Metrics.maxTitleLength` characters (the first such segment); a
    /// selected segment outside the segments; a disabled segment that does not exist; a height
    /// that is not finite or outside `Metrics.minHeight…maxSide`; a width that is not finite,
    /// narrower than `minimumWidth` or wider than `Metrics.maxSide`; titles too wide to fit
    /// `Metrics.maxSide` when the width is fitted. Warnings: more than
    /// `Metrics.adviseMaxSegments` segments (HIG: five or fewer on iPhone); a title too wide for
    /// its segment at the given width (it is cut short with "…").
    public func validate() -> [Diagnostic] {
        var issues: [Diagnostic] = []
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }
        func warning(_ field: FieldPath, _ message: String) { issues.append(.warning(field, message)) }
        let count = segments.count

        if count == 0 {
            error(["segments"], "a segmented control needs at least one segment")
        } else if count > Metrics.maxSegments {
            error(["segments"], "\(count) segments is over the limit of \(Metrics.maxSegments)")
        } else if count > Metrics.adviseMaxSegments {
            warning(["segments"], "\(count) segments: the HIG asks for \(Metrics.adviseMaxSegments) or fewer on iPhone")
        }
        var reportedLength = false
        for (i, title) in segments.prefix(Metrics.maxSegments).enumerated() {
            if title.isEmpty {
                error(["segments", .index(i)], "a segment needs a title")
            } else if !reportedLength && TextLength.exceeds(title, Metrics.maxTitleLength) {
                // The first only: aliases may give every segment the same long text.
                error(["segments", .index(i)], "a title over the limit of \(Metrics.maxTitleLength) characters")
                reportedLength = true
            }
        }
        if let selectedSegment, !(0 ..< count).contains(selectedSegment) {
            error(["selectedSegment"], "\(selectedSegment) is outside 0..<\(count)")
        }
        for index in disabledSegments.sorted() where !(0 ..< count).contains(index) {
            error(["disabledSegments"], "segment \(index) is outside 0..<\(count)")
        }
        if !(height.isFinite && height >= Metrics.minHeight && height <= Metrics.maxSide) {
            error(["height"], "\(Excerpt.number(height)) pt is outside \(Excerpt.number(Metrics.minHeight))...\(Excerpt.number(Metrics.maxSide))")
        }
        guard issues.allSatisfy({ !$0.isError }) else { return issues }

        if let width {
            if !(width.isFinite && width <= Metrics.maxSide) {
                error(["width"], "\(Excerpt.number(width)) pt is not a finite width up to \(Excerpt.number(Metrics.maxSide))")
            } else if width < minimumWidth {
                error(["width"], "\(Excerpt.number(width)) pt is narrower than the \(Excerpt.number(minimumWidth)) pt \(count) segments need "
                    + "(\(Excerpt.number(Metrics.minSegmentWidth)) pt each, with the separators)")
            } else {
                let cell = segmentWidth(controlWidth: width)
                for (i, title) in segments.enumerated() {
                    let selected = i == selectedSegment
                    let needed = Self.titleWidth(title, selected: selected)
                    let room = Self.titleRoom(segmentWidth: cell)
                    if needed > room {
                        warning(["segments", .index(i)], "\(Excerpt.quoted(title)) is \(Excerpt.number(needed)) pt wide but its segment "
                            + "has \(Excerpt.number(room)) pt for a title: it is cut short with \"…\"")
                    }
                }
            }
        } else if fittedWidth > Metrics.maxSide {
            error(["segments"], "the titles make the control \(Excerpt.number(fittedWidth)) pt wide, over the limit of "
                + "\(Excerpt.number(Metrics.maxSide)) pt; give a width or shorter titles")
        }
        return issues
    }
}
