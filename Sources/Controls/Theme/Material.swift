import Raster

/// A system material: what is behind it blurred, with a tint laid over the blur. The materials
/// two controls share live here, so that a control which draws another's material (a popover
/// holding an action sheet draws the sheet's material under its arrow too) does not reach into
/// that control's metrics.
package struct Material: Hashable, Sendable {
    /// The blur's σ, in points.
    package var blurSigma: Float
    /// The colour laid over the blur, by appearance.
    package var tint: DynamicColor

    /// The action sheet's actions group, also the group of an action sheet an iPad shows in a
    /// popover. ios-facts §4.3 [EYE]: σ 30 pt; #FCFCFC at alpha 0xC8 in light, #292929 at alpha
    /// 0xBE in dark.
    package static let actionGroup = Material(blurSigma: 30, tint: DynamicColor(light: Color(r: 0xFC, g: 0xFC, b: 0xFC, a: 0xC8),
                                                                                 dark: Color(r: 0x29, g: 0x29, b: 0x29, a: 0xBE)))

    /// The material over `path` in `appearance`.
    package func item(_ path: Path, appearance: Appearance) -> SceneItem {
        .backdropBlur(BackdropBlurItem(path: path, sigma: blurSigma, tint: tint.resolved(for: appearance)))
    }
}
