import ControlKit
import SnapshotTesting

extension Snapshotting where Value == FigureVariant, Format == RGBAImage {
    /// One variant of a figure file's figure (one appearance at one scale), drawn exactly as
    /// `controlkit render` draws it (`FigureVariant.render()`: backdrop photo, then the scene),
    /// stored as a PNG and compared by ControlKit's differ. Name the snapshot after the variant
    /// so each has its own reference:
    ///
    ///     for variant in try FigurePlan.load(path).variants {
    ///         assertSnapshot(of: variant, as: .controlKit(), named: variant.goldenName)
    ///     }
    ///
    /// Variants come from a `FigurePlan`, which has checked every control and bounded every size.
    ///
    /// - Parameters:
    ///   - comparison: mode, thresholds, ignore regions (in the reference's pixels) and pixel
    ///     budget; exact by default.
    ///   - fileID, filePath, line, column: where the strategy is written; leave the defaults.
    public static func controlKit(
        comparison: ComparisonOptions = ComparisonOptions(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<FigureVariant, RGBAImage> {
        let site = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.controlKit(comparison: comparison, at: site).pullback { $0.render().image() }
    }
}
