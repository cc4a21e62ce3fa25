import ControlKit
import SnapshotTesting

extension Snapshotting where Value == Scene, Format == RGBAImage {
    /// A display list drawn at its own `scale` (`scene.pixelWidth` × `scene.pixelHeight`
    /// pixels, its background first), stored as a PNG and compared by ControlKit's differ.
    /// Text runs are laid out with the package's fonts (`FontLibrary.shared()`); their warnings
    /// (a missing glyph drawn as a box) show in the pixels and are not reported again.
    ///
    ///     assertSnapshot(of: try SceneFile.load(path), as: .controlKit())
    ///
    /// A scene over `ImageLimits` at its scale, or whose text cannot be laid out, is a test
    /// failure at this call naming the problem, and is snapshotted as the 0 × 0 image, which
    /// matches no real reference.
    ///
    /// - Parameters:
    ///   - comparison: mode, thresholds, ignore regions (in the reference's pixels) and pixel
    ///     budget; exact by default.
    ///   - fileID, filePath, line, column: where the strategy is written; leave the defaults.
    public static func controlKit(
        comparison: ComparisonOptions = ComparisonOptions(),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting<Scene, RGBAImage> {
        let site = SnapshotCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.controlKit(comparison: comparison, at: site).pullback { scene in
            guard ImageLimits.allows(width: scene.size.width, height: scene.size.height, scale: scene.scale) else {
                site.fail("ControlKit: the scene, \(Excerpt.number(scene.size.width)) × \(Excerpt.number(scene.size.height)) pt "
                    + "at @\(Excerpt.number(scene.scale))x, "
                    + "is over \(ImageLimits.maxSidePixels) px a side or \(ImageLimits.maxPixels) px (docs/limits.md)")
                return .empty
            }
            guard scene.containsText else { return scene.render().image() }
            do {
                return try scene.render(fonts: FontLibrary.shared()).canvas.image()
            } catch {
                site.fail("ControlKit: the scene's text cannot be laid out: \(error)")
                return .empty
            }
        }
    }
}
