import Raster
import Typeset

extension Alert {
    /// Every number the alert is drawn with, in points, each with its source in
    /// docs/ios-facts.md §4.2 (and §4.2a, what ControlKit adds to it).
    @usableFromInline package enum Metrics {
        /// ios-facts §4.2: the alert's width at the default text size (`maximumWidth`).
        package static let width: Float = 270
        /// ios-facts §4.2: the corner radius, a continuous (superellipse-like) corner.
        package static let cornerRadius: Float = 13

        /// ios-facts §4.2: the title in Headline, 17 pt semibold, in `label`.
        package static let titleFont = Font(.headline)
        /// ios-facts §4.2: the message in Footnote, 13 pt regular, under a title; without a
        /// title the message takes the title's font.
        package static let messageFont = Font(.footnote)
        /// ios-facts §4.2a [SRC, Flutter]: baseline to baseline of a wrapped title, 1.3 × 17 pt.
        package static let titleLineSpacing: Float = 17 * 1.3
        /// ios-facts §4.2a [SRC, Flutter]: baseline to baseline of a wrapped message, 1.35 ×
        /// 13 pt (UIKit asks Footnote for its tight leading).
        package static let messageLineSpacing: Float = 13 * 1.35

        /// ios-facts §4.2: the alert's top to the first baseline of its first label (the
        /// title, or a message without a title).
        package static let topToFirstBaseline: Float = 36
        /// ios-facts §4.2: the title's last baseline to the message's first baseline.
        package static let titleToMessageBaseline: Float = 20
        /// ios-facts §4.2: the last label's last baseline to the top of the actions.
        package static let lastBaselineToActions: Float = 24
        /// ios-facts §4.2 / §4.2a [INF]: the last label's last baseline to the top of a text
        /// field (UIKit's margin below the title's last baseline).
        package static let lastBaselineToTextField: Float = 18
        /// ios-facts §4.2a [INF]: the labels' side margin: their lines wrap within 270 − 2 × 16
        /// = 238 pt.
        package static let labelSideMargin: Float = 16

        /// ios-facts §4.2: an action's row, at least 44 pt tall.
        package static let actionHeight: Float = 44
        /// ios-facts §4.2: three or more actions are stacked; one or two sit side by side.
        package static let stackedFromCount = 3
        /// ios-facts §4.2: an action's text beside its button's edges (the interface-action
        /// style's content margin); longer text is cut with "…".
        package static let actionSideMargin: Float = 12
        /// ios-facts §4.2: ordinary actions in Body, 17 pt regular.
        package static let actionFont = Font(.body)
        /// ios-facts §4.2: the preferred action (and, with none preferred, Cancel, §4.2a) in
        /// Headline, 17 pt semibold.
        package static let emphasisedActionFont = Font(.headline)
        /// ios-facts §4.2: destructive actions in `systemRed`.
        package static let destructiveColor = SystemColors.systemRed
        /// ios-facts §4.2, §5.5: the separators, one device pixel of `separator`.
        package static let separatorColor = SystemColors.separator

        /// ios-facts §4.2: the text field's margin from the alert's sides.
        package static let textFieldSideMargin: Float = 15
        /// ios-facts §4.2: the text field container's continuous corner radius.
        package static let textFieldCornerRadius: Float = 7
        /// ios-facts §4.2: the field's text 7 pt below the container's top (and, §4.2a [INF],
        /// above its bottom).
        package static let textFieldInsetVertical: Float = 7
        /// ios-facts §4.2a [INF]: the field's text from the container's sides.
        package static let textFieldInsetHorizontal: Float = 5
        /// ios-facts §4.2a [INF]: the field's text, 13 pt regular.
        package static let textFieldFont = Font(size: 13)
        /// ios-facts §4.2a [INF]: the container's height, the insets around one line of 13 pt
        /// (SF's line height, 1.1934 em, ios-facts §6.1).
        package static let textFieldHeight: Float = 2 * 7 + 13 * 1.1934
        /// ios-facts §4.2a [INF]: the text field's bottom to the top of the actions.
        package static let textFieldToActions: Float = 15
        /// ios-facts §4.2, §5.6: the container in `systemBackground`; alerts are elevated, so
        /// dark mode takes the elevated level (28, 28, 30).
        package static let textFieldBackground = DynamicColor(light: Color(r: 255, g: 255, b: 255), dark: Color(r: 28, g: 28, b: 30))
        /// ios-facts §5.3: the placeholder's colour.
        package static let placeholderColor = SystemColors.placeholderText

        /// ios-facts §4.2 [SRC Flutter, an approximation of UIKit's knockout backdrop]: the
        /// material blurs what is under the alert with σ 20 pt …
        package static let materialBlurSigma: Float = 20
        /// … then lays Flutter's tint over it: `0xCCF2F2F2` light, `0xCC2D2D2D` dark.
        package static let materialTint = DynamicColor(light: Color(r: 242, g: 242, b: 242, a: 204),
                                                      dark: Color(r: 45, g: 45, b: 45, a: 204))
        /// ios-facts §4.1 [SRC, Flutter's modal barrier]: the dimming, black at 0.20 light and
        /// 0.48 dark.
        package static let dimming = DynamicColor(light: Color(r: 0, g: 0, b: 0, a: 51), dark: Color(r: 0, g: 0, b: 0, a: 122))

        /// ios-facts §4.2a [INF]: the figure of the alert alone is a 390 pt wide screen (an
        /// iPhone 14's width, §3.2) …
        package static let figureWidth: Float = 390
        /// … with this much dimmed screen above and below the alert.
        package static let figureMargin: Float = 40
        /// ios-facts §4.2a [INF]: how far the dimming reaches beyond the figure of the alert
        /// alone, so that it covers a whole phone screen when the alert is centred on one
        /// (UIKit's dimming view covers the window); a canvas clips it to the figure.
        package static let dimmingReach: Float = 1000

        /// ios-facts §4.2a [INF]: more actions than this warn ("brief, essential").
        package static let briefActionCount = 3
        /// ios-facts §4.2a [INF]: a message of more lines than this warns.
        package static let briefMessageLines = 3

        /// Bounds on input: the longest title, message, action title and field text, in
        /// characters, and the most actions.
        package static let maxTitleLength = 200
        package static let maxMessageLength = 1000
        package static let maxActionTitleLength = 100
        package static let maxTextFieldLength = 200
        package static let maxActions = 10
    }
}
