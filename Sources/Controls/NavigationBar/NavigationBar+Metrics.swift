import Raster
import Typeset

extension NavigationBar {
    /// Every number the bar is drawn with, in points, each with its source in docs/ios-facts.md.
    @usableFromInline package enum Metrics {
        /// ios-facts §3.2: iPhone 14's portrait width, the bar's default.
        @usableFromInline package static let defaultWidth: Float = 390
        /// The narrowest and widest bar accepted: a bound on input (a 320 pt iPhone SE 1st
        /// generation; the widest image at @1x).
        package static let minWidth: Float = 320
        package static let maxWidth: Float = 16_384

        /// ios-facts §3.1: the bar with an inline title.
        package static let rowHeight: Float = 44
        /// ios-facts §3.1: the large-title row under it (44 + 52 = 96).
        package static let largeTitleRowHeight: Float = 52
        /// ios-facts §3.1: leading and trailing edge padding.
        package static let edgePadding: Float = 16
        /// ios-facts §3.1: the gap between the title and the items beside it.
        package static let titleGap: Float = 6
        /// ios-facts §3.1: the minimum space between two bar button items.
        package static let interItemSpace: Float = 8
        /// ios-facts §3.1: the minimum space between two groups of items (the back button and
        /// the leading items).
        package static let interGroupSpace: Float = 6

        /// ios-facts §3.3: the inline title, 17 pt semibold (SF's tracking at 17 pt, −0.41, is
        /// the font's default tracking).
        package static let titleFont = Font(size: 17, weight: .semibold)
        /// ios-facts §3.3: the large title, 34 pt bold.
        package static let largeTitleFont = Font(size: 34, weight: .bold)
        /// ios-facts §3.3a [MEASURED]: the large title's baseline, below the top of the bar.
        package static let largeTitleBaseline: Float = 80
        /// ios-facts §3.3: a plain bar button's text, 17 pt regular; `done` style semibold.
        package static let itemFont = Font(size: 17, weight: .regular)
        package static let doneItemFont = Font(size: 17, weight: .semibold)

        /// ios-facts §3.4a [MEASURED]: the chevron's ink starts 28 px from the leading edge at
        /// @3x (9.33 pt) on iOS 16.4 and 17.5.
        package static let backLeadingPadding: Float = 28.0 / 3
        /// ios-facts §3.4a [MEASURED]: the chevron's ink is 57 px (19 pt) tall at @3x; the built-in
        /// `back` glyph's ink is 14.8 of its 24 units tall, so its box is drawn 19 × 24 / 14.8 pt
        /// (which makes its ink 10.8 pt wide, against iOS's 11).
        package static let backChevronBox: Float = 19 * 24 / 14.8
        /// ios-facts §3.4a [MEASURED] ink to ink, [INF] as an origin: iOS leaves 30 px (10 pt)
        /// between the chevron's ink and the back title's ink at @3x; less Inter's side bearing of
        /// a capital at 17 pt (about 1.4 pt), the title's origin is 8.6 pt after the chevron's ink.
        package static let backTitleGap: Float = 8.6
        /// ios-facts §3.4 [SRC, Flutter]: "Back", the label when the previous title does not fit.
        package static let backFallbackTitle = "Back"

        /// ios-facts §3.1 (HIG): a bar glyph's target box; built-in glyphs are drawn in it.
        package static let glyphBox: Float = 24
        /// ios-facts §3.1 (HIG): the largest a custom glyph may be.
        package static let glyphMaximum: Float = 28
        /// A custom glyph whose longer side is under this is further from the 24 pt target than
        /// balance takes a glyph (the glyph tool's area-extent balance enlarges by at most
        /// 28 / 24, so a glyph drawn for the target is at least 24 × 24 / 28 ≈ 20.6 pt).
        package static let glyphMinimum: Float = 24 * 24 / 28

        /// ios-facts §3.5 [SRC, Flutter]: the chrome material's blur, σ 10 pt.
        package static let materialBlurSigma: Float = 10
        /// ios-facts §3.5 [INF, Flutter's values]: the chrome material's tint over the blur.
        package static let materialTint = DynamicColor(light: Color(r: 249, g: 249, b: 249, a: 240),
                                                      dark: Color(r: 29, g: 29, b: 29, a: 240))
        /// ios-facts §3.5 [SRC, Flutter]: the hairline, black at 0.30.
        package static let hairline = Color(r: 0, g: 0, b: 0, a: 77)
        /// ios-facts §3.5 [SRC, UIKit 18.2 `_UIBarBackground -layoutSubviews`]: the hairline is
        /// one device pixel (1 / displayScale points) tall, its top on the bar's bottom edge:
        /// the first device-pixel row below the bar, outside its bounds.
        package static let hairlinePixels = 1
        /// A bar tint's alpha over the material (as the system tint's, 0.94) [INF].
        package static let barTintAlpha: Float = 0.94

        /// Bounds on input: the longest title and item text, in characters.
        package static let maxTextLength = 200
        /// The most items on one side: a bound on input (a 390 pt bar holds about six).
        package static let maxItems = 8
        /// The widest fixed space, in points.
        package static let maxFixedSpace: Float = 200
    }
}
