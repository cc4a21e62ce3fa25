import Golden
import Raster
import SnapshotTesting

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An image as it is: straight-alpha pixels stored as a PNG (`pathExtension` "png") and
    /// compared by ControlKit's differ (`Diffing.controlKit`).
    ///
    ///     assertSnapshot(of: image, as: .controlKit(comparison: ComparisonOptions(mode: .pixelmatch())))
    ///
    /// - Parameters:
    ///   - comparison: mode, thresholds, ignore regions (in the reference's pixels) and pixel
    ///     budget; exact by default.
    ///   - fileID, filePath, line, column: where the strategy is written; leave the defaults.
    ///     A failure's files go to `<package of filePath>/.build/snapshot-failures/<file>/line-<line>/`.
    public static func controlKit(
        comparison: ComparisonOptions = ComparisonOptions(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<RGBAImage, RGBAImage> {
        let site = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return controlKit(comparison: comparison, at: site)
    }

    /// The image strategy every other one pulls back from.
    static func controlKit(comparison: ComparisonOptions, at site: SnapshotCallSite) -> Snapshotting<RGBAImage, RGBAImage> {
        Snapshotting(pathExtension: "png", diffing: .controlKit(comparison: comparison, failuresFolder: site.failuresFolder))
    }
}

extension Snapshotting where Value == Canvas, Format == RGBAImage {
    /// A canvas's pixels, unpremultiplied as PNGs hold them (`Canvas.image()`), stored and
    /// compared as `Snapshotting<RGBAImage, RGBAImage>.controlKit` does.
    ///
    /// - Parameters:
    ///   - comparison: mode, thresholds, ignore regions (in the reference's pixels) and pixel
    ///     budget; exact by default.
    ///   - fileID, filePath, line, column: where the strategy is written; leave the defaults.
    public static func controlKit(
        comparison: ComparisonOptions = ComparisonOptions(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Canvas, RGBAImage> {
        let site = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.controlKit(comparison: comparison, at: site).pullback { $0.image() }
    }
}
