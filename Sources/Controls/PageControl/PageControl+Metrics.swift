import Raster

extension PageControl {
    /// Every number the page control is drawn with, in points unless the name says otherwise,
    /// each with its source in docs/ios-facts.md (§1 unless noted). [INF] marks an inference there
    /// rather than a stated value.
    @usableFromInline package enum Metrics {
        // MARK: Indicators

        /// ios-facts §1.3a: the measured centre-to-centre pitch, 53 px at @3x (52–54 by pixel
        /// snapping) = 17.667 pt.
        package static let measuredPitch: Float = 53.0 / 3
        /// ios-facts §1.2: 8 pt between adjacent indicators, edge to edge (`_indicatorSpacing`).
        package static let indicatorSpacing: Float = 8
        /// The height of a symbol indicator's image box (the `circlebadge.fill` glyph box at
        /// Footnote/small): the §1.3a pitch less the §1.2 spacing, 9.667 pt. The dot's box is
        /// square; other symbols keep this height and their own width (`Symbol.aspectRatio`).
        package static let symbolBoxHeight: Float = measuredPitch - indicatorSpacing
        /// ios-facts §1.1: the default indicator is the `circlebadge.fill` glyph, drawn in a
        /// `symbolBoxHeight` box; its disc is then 7.567 pt across, the 22.7 px measured at @3x
        /// (ios-facts §1.3a).
        package static let defaultIndicator = Symbols.circleBadgeFill
        /// ios-facts §1.1: a custom image larger than 42 pt on either side is scaled down to fit
        /// 42 pt, keeping its aspect (`-sizeForImage:traits:`).
        package static let maxCustomImageSide: Float = 42
        /// The most outline points over all of a control's custom indicator images: a bound on
        /// input (UIKit sets none). An SF Symbol's outline has a few hundred points; without a
        /// bound, one 16 MB path shared by YAML aliases among 10,000 `pageImages` would be
        /// parsed 10,000 times.
        package static let maxImagePoints = 100_000

        // MARK: Padding and platter

        /// ios-facts §1.2: 14 pt left and right of the indicators; 0 for `.minimal`.
        package static let horizontalPadding: Float = 14
        /// ios-facts §1.2: 8 pt above and below the indicators; 0 for `.minimal`.
        package static let verticalPadding: Float = 8
        /// ios-facts §1.5a [SRC]: while scrubbing, the content slides after the finger by at most
        /// this many points (`-prepare`, the extender's maximum distance).
        package static let maxJog: Float = 20
        /// ios-facts §1.5 [SRC]: at the full jog the platter is this much longer along the row…
        package static let jogStretchAlong: Float = 0.0625
        /// …and this much shorter across it (`-layoutSubviews`).
        package static let jogSqueezeAcross: Float = 0.11111112
        /// ios-facts §1.5: the platter's corner radius is half its height (a capsule).
        package static let platterCornerRadiusRatio: Float = 0.5
        /// The platter is `.systemThinMaterial` (ios-facts §1.5), whose blur radius is not
        /// published. ios-facts §3.5 gives σ 10 pt for iOS's translucent bar material
        /// (Flutter's bar blur) and its chrome-material note σ ≈ 10–15 pt; we use the low end
        /// for the thinner material.
        package static let platterBlurSigma: Float = 10
        /// ios-facts §1.5 [INF]: thin material, light: white at 0.6–0.7 over the blur (0.65 =
        /// 166/255).
        package static let platterTintLight = Color(r: 255, g: 255, b: 255, a: 166)
        /// ios-facts §1.5 [INF]: thin material, dark: rgb(37, 37, 37) at 0.7 (179/255).
        package static let platterTintDark = Color(r: 37, g: 37, b: 37, a: 179)

        // MARK: Colours

        /// ios-facts §1.4: the current page's indicator is opaque white (`systemWhiteColor`),
        /// in both appearances.
        package static let currentIndicatorColor = Color.white
        /// ios-facts §1.4 [INF]: the other indicators without a platter are "a translucent
        /// white", white at 0.3 (77/255).
        package static let otherIndicatorColor = Color(r: 255, g: 255, b: 255, a: 77)
        /// ios-facts §1.4 [INF]: the other indicators on the platter
        /// (`_pageControlPlatterIndicatorColor`): white at 0.3–0.5; the middle, 0.4 (102/255).
        package static let otherIndicatorColorOnPlatter = Color(r: 255, g: 255, b: 255, a: 102)

        /// What a figure of the control alone shows under it when it names no backdrop. Page
        /// controls sit over content (photos, onboarding art), and their white indicators are
        /// blank on white or clear: a neutral mid-dark grey, systemGray2's dark value
        /// (rgb 99, 99, 102, ios-facts §5.2), on which both indicator colours pass the contrast
        /// check. [INF] our choice for figures, not something iOS draws.
        package static let defaultBackdrop = Color(r: 99, g: 99, b: 102)

        // MARK: How many indicators show

        /// ios-facts §1.2: at most 10 indicators show (`-maxVisibleIndicators`), unless a larger
        /// `preferredNumberOfVisibleIndicators` is set.
        package static let maxVisibleIndicators = 10
        /// ios-facts §1.2: the control is never laid out narrower than 5 indicators plus padding
        /// (`-sizeThatFits:`); a `width` below that is an error.
        package static let minimumFittingIndicators = 5
        /// The most pages a control may have. UIKit sets no limit; ours bounds the input so a typo
        /// (`pages: 1000000000`) is an error rather than a long loop over per-page images. A flat
        /// list paged by swiping is far shorter.
        package static let maxPages = 10_000
        /// HIG "Page controls": for an especially long list, offer a list view as well. The
        /// guideline gives no number, and it draws lists longer than the 10 indicators shown at
        /// once (`maxVisibleIndicators`) as normal, the end indicators shrunk; we warn above five
        /// screens of indicators, where a page is 25 swipes away on average [INF: our choice].
        package static let manyPages = 5 * maxVisibleIndicators
        /// The widest control accepted, in points: the widest image at @1x (`ImageLimits`), a
        /// bound on input like `maxPages` (UIKit sets none). A figure's size in pixels is
        /// checked against `ImageLimits` at its scale too.
        package static let maxWidth = Float(ImageLimits.maxSidePixels)

        // MARK: Edge shrinking (ios-facts §1.3)

        /// ios-facts §1.3: at most 2 indicators at each scrolling edge are drawn smaller
        /// (`k = clamp((V − 2) >> 1, 0, 2)` for V visible indicators).
        package static let maxShrunkPerEdge = 2
        /// ios-facts §1.3 ("practical reproduction"): the outermost indicator at a scrolling edge
        /// is drawn at about half size, the next at about 0.75. The decompiled timing curve is
        /// uncertain, so the scale is the straight line through those two points in the position
        /// `t` of §1.3 (t = 1/3 → 0.5, t = 2/3 → 0.75, t = 1 → 1): `scale = 1 − (1 − t) · 0.75`.
        package static let edgeScaleSlope: Float = 0.75

        /// The scale of an indicator at position `t` (0 < t ≤ 1) from a scrolling edge.
        package static func edgeScale(_ t: Float) -> Float { 1 - (1 - min(max(t, 0), 1)) * edgeScaleSlope }
    }
}
