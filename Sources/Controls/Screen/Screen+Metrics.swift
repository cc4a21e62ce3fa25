import Raster
import Typeset

extension Screen {
    /// Every number a screen and its presentations are drawn with, in points unless the name
    /// says otherwise, each citing docs/ios-facts.md. Values tagged [INF] there are ours and
    /// meant to be replaced by a measurement here, in one place.
    @usableFromInline package enum Metrics {
        // MARK: Home indicator (ios-facts §3.2b [INF])

        /// The capsule's height; its width is `ScreenDevice.homeIndicatorWidth`.
        package static let homeIndicatorHeight: Float = 5
        /// From the capsule's bottom to the screen's.
        package static let homeIndicatorBottom: Float = 8
        /// Black in light, white in dark: the `label` colours without their alpha.
        package static let homeIndicatorColor = DynamicColor(light: .black, dark: .white)

        // MARK: List rows (ios-facts §3.2b [INF])

        package static let rowHeight: Float = 44
        /// Text and separators start this far from the leading edge.
        package static let rowInset: Float = 16
        /// Body, 17 pt regular, in `label`.
        package static let rowFont = Font(size: 17)
        /// §3.2c [INF]: a row's value takes at most this share of the row's text width; the
        /// title gets what is left.
        package static let rowValueShare: Float = 0.6
        /// §3.2c [INF]: the least room between a row's title and its value.
        package static let rowValueGap: Float = 8

        // MARK: Split view (ios-facts §3.7)

        /// §3.7 [SRC]: the primary column's default width (`-defaultMaximumWidthForColumn:`).
        package static let primaryColumnWidth: Float = 320
        /// §3.7 [SRC]: the widths UIKit gives the primary column (240 for picker-like columns,
        /// 375 and 414 for the extra-wide opt-in); a width outside them is an error.
        package static let primaryColumnWidths: ClosedRange<Float> = 240 ... 414
        /// §3.7 [SRC]: from this width the automatic behaviour tiles the columns side by side
        /// (`-splitBehaviorForSize:`, 1024 pt); narrower, it overlays and shows the secondary alone.
        package static let splitTileWidth: Float = 1024
        /// §3.7 [SRC]: the line between the columns, one device pixel: black at 0.16 in light,
        /// `opaqueSeparator` in dark.
        package static let splitBorder = DynamicColor(light: Color(r: 0, g: 0, b: 0, a: 41), dark: SystemColors.opaqueSeparator.resolved(for: .dark))

        // MARK: Sheets (ios-facts §4.1, §4.5)

        /// §4.1 [SRC]: the sheet's top corners.
        package static let sheetCornerRadius: Float = 10
        /// §4.1 [SRC]: the gap between the top safe-area inset and a large sheet's top.
        package static let sheetTopGap: Float = 10
        /// §4.1 [EYE, Flutter]: the page behind a large sheet is scaled to 1 − 0.0835.
        package static let recededScale: Float = 1 - 0.0835
        /// §4.5 [INF]: a receded page's corners are the sheet's.
        package static let recededCornerRadius: Float = 10
        /// §4.1 [EYE, Flutter]: the tint over a receded page, opacity 0.10: black in light,
        /// (200, 200, 200) in dark.
        package static let recededTint = DynamicColor(light: Color(r: 0, g: 0, b: 0, a: 26), dark: Color(r: 200, g: 200, b: 200, a: 26))
        /// §4.5 [INF]: the window behind a receded page.
        package static let window = Color.black
        /// §4.5 [SRC, Apple docs]: the medium detent covers about half the screen.
        package static let mediumDetentFraction: Float = 0.5
        /// §4.1 [SRC, Flutter's modal barrier]: black at 0.20 light and 0.48 dark, under medium
        /// and form sheets, alerts and action sheets.
        package static let dimming = DynamicColor(light: Color(r: 0, g: 0, b: 0, a: 51), dark: Color(r: 0, g: 0, b: 0, a: 122))
        /// §4.5 [INF], §5.6: a sheet's background, `systemBackground` at the elevated level in dark.
        package static let sheetBackground = DynamicColor(light: .white, dark: Color(r: 28, g: 28, b: 30, a: 255))
        /// §4.1 [SRC]: the iPad form sheet at the default text size, 540 × 600.
        package static let formSheetSize = Size(540, 600)
        /// §4.1 [SRC]: more sheets than this in a stack lose the card look; the HIG's "app inside
        /// the app" warning starts above it.
        package static let deepestStack = 2

        // MARK: Grabber (ios-facts §4.1 [EYE, Flutter])

        package static let grabberSize = Size(36, 5)
        /// From the sheet's top to the grabber's.
        package static let grabberTop: Float = 5

        // MARK: Popover (ios-facts §4.4, §4.5)

        /// §4.4 [SRC]: the arrow's base and height.
        package static let arrowBase: Float = 26
        package static let arrowHeight: Float = 13
        /// §4.4 [SRC]: the body's corners.
        package static let popoverCornerRadius: Float = 13
        /// §4.5 [INF]: the content size when none is given.
        package static let popoverDefaultSize = Size(320, 320)
        /// §4.5 [INF]: the popover keeps this far inside the safe area.
        package static let popoverScreenMargin: Float = 10
        /// §4.5 [INF]: the alert's material stands in for the popover's.
        package static let popoverBlurSigma: Float = 20
        package static let popoverTint = DynamicColor(light: Color(r: 242, g: 242, b: 242, a: 204), dark: Color(r: 45, g: 45, b: 45, a: 204))
        /// §4.5 [INF]: the popover's soft shadow, this many strokes of `popoverShadow` reaching
        /// `popoverShadowReach` beyond its outline.
        package static let popoverShadowSteps = 10
        package static let popoverShadowReach: Float = 10
        package static let popoverShadow = Color(r: 0, g: 0, b: 0, a: 4)
        /// §4.5 [INF]: an action sheet shown as a popover is this wide.
        package static let actionPopoverWidth: Float = 304
    }
}
