import Controls
import Documents
import Raster

extension Control {
    /// The control drawn as a figure, in one call: checked against the HIG and every bound
    /// first, then composed over `backdrop` (nil: the control's default) and rendered.
    ///
    ///     let pixels = try PageControl(pages: 5, currentPage: 1).render(scale: 3, appearance: .dark)
    ///     try pixels.writePNG(to: "dots.png")
    ///
    /// - Throws: every error found (`DiagnosticList`, fields named by key), and the drawing's
    ///   warnings as errors (a character no font has, drawn as a box): never a picture with a
    ///   missing part. `rendering(…)` returns those warnings with the pixels instead.
    public func render(scale: Int = 3, appearance: Appearance = .light, backdrop: Backdrop? = nil,
                       placement: Placement = .control) throws(DiagnosticList) -> Pixmap {
        let drawn = try rendering(scale: scale, appearance: appearance, backdrop: backdrop, placement: placement)
        if !drawn.warnings.isEmpty { throw DiagnosticList(drawn.warnings.map(\.asError)) }
        return drawn.pixmap
    }

    /// The control drawn as `render(…)` draws it, with the warnings of the drawing (a character
    /// no font has, drawn as a box; fields named by key) rather than thrown.
    /// - Throws: every error found (`DiagnosticList`, fields named by key), including fonts that
    ///   cannot be loaded for a control with text.
    public func rendering(scale: Int = 3, appearance: Appearance = .light, backdrop: Backdrop? = nil,
                          placement: Placement = .control) throws(DiagnosticList) -> (pixmap: Pixmap, warnings: [Diagnostic]) {
        let figure = Figure(name: Self.kind.command, control: self, scales: [scale], appearances: [appearance],
                            backdrop: backdrop, placement: placement)
        // Fields named as on the control itself (`currentPage`), not as in a file.
        let prefix: FieldPath = ["figures", 0, .key(Self.kind.key)]
        func unprefixed(_ d: Diagnostic) -> Diagnostic {
            var copy = d
            if d.field.hasPrefix(prefix) { copy.field = FieldPath(Array(d.field.components.dropFirst(3))) }
            return copy
        }
        let plan: FigurePlan
        do {
            plan = try FigurePlan(FigureFile(figures: [figure]))
        } catch {
            throw DiagnosticList(error.diagnostics.map(unprefixed))
        }
        guard let variant = plan.variants.first else { throw DiagnosticList(Diagnostic(.error, "nothing to draw")) }
        let drawn = variant.rendering()
        return (drawn.canvas.pixmap, drawn.warnings.map(unprefixed))
    }
}
