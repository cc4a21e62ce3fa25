import Raster

extension Wheel {
    /// Every number a picker wheel is drawn with, in points unless the name says otherwise, each
    /// with its source in docs/ios-facts.md (§2.1 unless noted): UIKit 18.2's own constants.
    @usableFromInline package enum Metrics {
        // MARK: Size

        /// ios-facts §2.1: 320 × 216 pt by default.
        @usableFromInline package static let defaultSize = Size(320, 216)
        /// ios-facts §2.1: `sizeThatFits` snaps the height to 216, 180 or 162.
        package static let heights: [Float] = [216, 180, 162]
        /// ios-facts §2.1: 32 pt rows; 24 pt when the picker is shorter than 216.
        package static let rowHeight: Float = 32
        package static let compactRowHeight: Float = 24

        // MARK: Columns

        /// ios-facts §2.1: 9 pt of horizontal padding around the wheels' contents.
        package static let horizontalPadding: Float = 9
        /// ios-facts §2.1: 5 pt between wheels.
        package static let columnGap: Float = 5
        /// ios-facts §2.1: a row's text sits 9 pt inside each side of its row (`labelSideOffset`).
        package static let labelInset: Float = 9
        /// ios-facts §2.1: a column wider than a third of the picker leans inwards, its x moved by
        /// (column mid-x − picker mid-x) / −10.
        package static let leanDivisor: Float = -10

        // MARK: Text

        /// ios-facts §2.1: the row in the band is drawn at 23.5 pt, the others at 21 pt, regular,
        /// digits monospaced.
        @usableFromInline package static let centreFontSize: Float = 23.5
        @usableFromInline package static let rowFontSize: Float = 21
        /// ios-facts §2.1: the rows outside the band are drawn at alpha 0.447.
        package static let offCentreAlpha: Float = 0.447
        /// ios-facts §2.1: a disabled column is drawn at alpha 0.4.
        package static let disabledAlpha: Float = 0.4

        // MARK: Band

        /// ios-facts §2.1: the selection band is a row and 2 pt high (34 pt for 32 pt rows), inset
        /// by the padding, with continuous corners of radius 8, filled with
        /// `quaternarySystemFill`, drawn over the wheels.
        package static let bandExtraHeight: Float = 2
        package static let bandCornerRadius: Float = 8

        // MARK: Swatches and glyphs before a row's text (not in the dump: our own, tuned by eye)

        /// A colour swatch's side and a glyph's box height, as a fraction of the text size.
        package static let swatchSizeRatio: Float = 0.8
        /// The swatch's corner radius, as a fraction of its side.
        package static let swatchCornerRatio: Float = 0.22
        /// The space between a swatch or glyph and the text, as a fraction of the text size.
        package static let swatchGapRatio: Float = 0.35

        // MARK: The cylinder (ios-facts §2.1)

        /// The cylinder's radius over the picker's height: R = H / π × 1.05 (72.19 pt for 216).
        package static let radiusFactor: Float = 1.05
        /// The perspective of the 3-D transform: m34 = −1/900, the eye 900 pt in front.
        package static let perspectiveDistance: Float = 900
        /// The edge fade: a gradient mask over the picker's height with these alphas; the stop
        /// locations are not in the dump, so they are spread evenly [INF].
        package static let fadeAlphas: [Float] = [0, 0.71, 0.8, 0.8, 0.71, 0]
        package static let fadeLocations: [Float] = [0, 0.2, 0.4, 0.6, 0.8, 1]
    }
}
