import ControlKit
import SnapshotTesting

extension Snapshotting where Value: Control, Format == RGBAImage {
    /// A control drawn as a figure (`Control.render(scale:appearance:backdrop:)`: checked
    /// against the HIG and its bounds, composed over its backdrop, rendered), stored as a PNG
    /// and compared by ControlKit's differ.
    ///
    ///     assertSnapshot(of: PageControl(pages: 5, currentPage: 1), as: .controlKit(scale: 3, appearance: .dark))
    ///
    /// A control that does not validate is a test failure at this call naming every error
    /// (fields as on the control, `currentPage`), and is snapshotted as the 0 × 0 image, which
    /// matches no real reference: it never passes.
    ///
    /// - Parameters:
    ///   - scale: device pixels per point (iOS's @1x, @2x, @3x are 1, 2, 3); a figure that is
    ///     empty or over `ImageLimits` at this scale does not render (a failure, as above).
    ///   - appearance: light or dark system colours.
    ///   - backdrop: what the control is drawn over; `nil` for the control's default.
    ///   - comparison: mode, thresholds, ignore regions (in the reference's pixels) and pixel
    ///     budget; exact by default.
    ///   - fileID, filePath, line, column: where the strategy is written; leave the defaults.
    public static func controlKit(
        scale: Int = 3, appearance: Appearance = .light, backdrop: Backdrop? = nil,
        comparison: ComparisonOptions = ComparisonOptions(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Value, RGBAImage> {
        let site = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.controlKit(comparison: comparison, at: site).pullback { control in
            do {
                return try control.render(scale: scale, appearance: appearance, backdrop: backdrop).unpremultiplied()
            } catch {
                site.fail("ControlKit: the \(Value.kind.command) does not render at @\(scale)x, \(appearance):\n\(error)")
                return .empty
            }
        }
    }
}
