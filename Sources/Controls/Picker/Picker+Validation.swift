import Documents
import Raster

// The HIG's advice for pickers (Apple HIG "Pickers") and the model's own bounds, checked
// before anything is drawn. Errors stop a render; warnings are reported.

extension Picker {
    /// Every problem with this configuration, each naming its field by the figure-file key
    /// (`components[1].selectedRow`). Never traps.
    ///
    /// Errors: no components or more than `Metrics.maxComponents`; a component without rows or
    /// with more than `Metrics.maxRows`; a row of more than `Metrics.maxRowLength` characters (the
    /// first in each component); a selected row outside the rows; an offset outside
    /// −0.5…0.5; a width that is not finite and positive, or wider than the picker; a picker
    /// width outside `Metrics.minWidth…maxWidth` or a height other than 216, 180 or 162.
    /// Warnings: a component of `Metrics.fewRows` rows or fewer (HIG: consider a pull-down
    /// button), or of more than `Metrics.manyRows` (HIG: consider a list or table).
    public func validate() -> [Diagnostic] {
        var issues: [Diagnostic] = []
        func error(_ field: FieldPath, _ message: String) { issues.append(.error(field, message)) }
        func warning(_ field: FieldPath, _ message: String) { issues.append(.warning(field, message)) }

        if !(size.width.isFinite && size.width >= Metrics.minWidth && size.width <= Metrics.maxWidth) {
            error(["width"], "\(Excerpt.number(size.width)) pt is outside \(Excerpt.number(Metrics.minWidth))...\(Excerpt.number(Metrics.maxWidth))")
        }
        if !Wheel.Metrics.heights.contains(size.height) {
            error(["height"], "\(Excerpt.number(size.height)) pt is not a picker height (216, 180 or 162, as UIKit snaps it)")
        }
        if components.isEmpty {
            error(["components"], "a picker needs at least one component")
        } else if components.count > Metrics.maxComponents {
            error(["components"], "\(components.count) components is over the limit of \(Metrics.maxComponents)")
        }
        for (i, c) in components.prefix(Metrics.maxComponents).enumerated() {
            let field: FieldPath = ["components", .index(i)]
            if c.rows.isEmpty {
                error(field.appending("rows"), "a component needs at least one row")
            } else if c.rows.count > Metrics.maxRows {
                error(field.appending("rows"), "\(c.rows.count) rows is over the limit of \(Metrics.maxRows)")
            } else {
                if !c.rows.indices.contains(c.selectedRow) {
                    error(field.appending("selectedRow"), "\(c.selectedRow) is outside 0..<\(c.rows.count)")
                }
                // The first only: aliases may give every row the same long text.
                if let r = c.rows.firstIndex(where: { TextLength.exceeds($0.text, Metrics.maxRowLength) }) {
                    error(field.appending("rows").appending(index: r), "a row over the limit of \(Metrics.maxRowLength) characters")
                }
            }
            if !(c.offset.isFinite && abs(c.offset) <= 0.5) {
                error(field.appending("offset"), "\(Excerpt.number(c.offset)) rows is outside -0.5...0.5")
            }
            if let w = c.width, !(w.isFinite && w > 0 && w <= size.width) {
                error(field.appending("width"), "\(Excerpt.number(w)) pt must be greater than 0 and at most the picker's width")
            }
            if !c.rows.isEmpty && c.rows.count <= Metrics.fewRows {
                warning(field.appending("rows"), "\(c.rows.count) rows: the HIG suggests a pull-down button for a list this short")
            } else if c.rows.count > Metrics.manyRows && c.rows.count <= Metrics.maxRows {
                warning(field.appending("rows"), "\(c.rows.count) rows: the HIG suggests a list or table for a list this long")
            }
        }
        if issues.allSatisfy({ !$0.isError }), components.contains(where: { $0.width != nil }) {
            let total = components.reduce(0) { $0 + ($1.width ?? 0) } + Wheel.Metrics.columnGap * Float(components.count - 1)
            if total > size.width {
                error(["components"], "the components are \(Excerpt.number(total)) pt wide, wider than the picker's \(Excerpt.number(size.width)) pt")
            }
        }
        return issues
    }
}
