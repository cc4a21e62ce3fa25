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
    /// - Throws: every error found (`DiagnosticList`, fields named by key); never a picture with
    ///   a missing part.
    public func render(scale: Int = 3, appearance: Appearance = .light, backdrop: Backdrop? = nil,
                       placement: Placement = .control) throws(DiagnosticList) -> Pixmap {
        let figure = Figure(name: Self.kind.command, control: self, scales: [scale], appearances: [appearance],
                            backdrop: backdrop, placement: placement)
        let plan: FigurePlan
        do {
            plan = try FigurePlan(FigureFile(figures: [figure]))
        } catch {
            // Fields named as on the control itself (`currentPage`), not as in a file.
            let prefix: FieldPath = ["figures", 0, .key(Self.kind.key)]
            throw DiagnosticList(error.diagnostics.map { d in
                var copy = d
                if d.field.hasPrefix(prefix) { copy.field = FieldPath(Array(d.field.components.dropFirst(3))) }
                return copy
            })
        }
        guard let variant = plan.variants.first else { throw DiagnosticList(Diagnostic(.error, "nothing to draw")) }
        return variant.render().pixmap
    }
}
