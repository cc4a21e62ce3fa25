import Raster
import Typeset

extension ActionSheet {
    /// Every number the action sheet is drawn with, in points unless the name says otherwise,
    /// each with its source in docs/ios-facts.md (§4.3 and what ControlKit adds there). [EYE]
    /// marks Flutter's values matched by eye on an iOS 17 simulator, [INF] our inference.
    @usableFromInline package enum Metrics {
        // MARK: Where the sheet sits

        /// ios-facts §3.2: iPhone 14's portrait width, the default screen width.
        @usableFromInline package static let defaultWidth: Float = 390
        /// The narrowest and widest screen accepted: a bound on input (a 320 pt iPhone SE 1st
        /// generation; the widest image at @1x).
        package static let minWidth: Float = 320
        package static let maxWidth: Float = 16_384
        /// ios-facts §4.3 [SRC, Flutter]: the sheet's padding from the screen's sides.
        package static let sidePadding: Float = 8
        /// ios-facts §4.3 [SRC, Flutter]: below Cancel (or the group), above the safe area.
        package static let bottomPadding: Float = 8
        /// ios-facts §4.3 [SRC, UIKit `actionSectionSpacing`]: between the actions group and Cancel.
        package static let cancelGap: Float = 8
        /// How much dimmed backdrop the figure of the control alone shows above the sheet: a
        /// framing choice, not an iOS fact (enough to read the dimming beside the corners).
        package static let dimmedBand: Float = 40
        /// ios-facts §4.3 and §4.1 [SRC, Flutter's modal barrier]: the dimming, black at 0.20
        /// light and 0.48 dark (`0x33000000`, `0x7A000000`).
        package static let dimming = DynamicColor(light: Color(r: 0, g: 0, b: 0, a: 0x33), dark: Color(r: 0, g: 0, b: 0, a: 0x7A))
        /// How far the dimming reaches above the sheet's bottom edge and below it, so that a phone
        /// figure is dimmed whole (UIKit's dimming view covers the window): the tallest phone of
        /// ios-facts §3.2 (932 pt) above, its 34 pt home-indicator strip below. A figure of the
        /// control alone clips it to the control's frame.
        package static let dimmingReachAbove: Float = 932
        package static let dimmingReachBelow: Float = 34

        // MARK: Groups and rows

        /// ios-facts §4.3 [SRC, UIKit `minimumActionContentSize`]: an action row's height.
        package static let rowHeight: Float = 57
        /// ios-facts §4.3 [SRC, UIKit]: the corner radius of the group and of Cancel.
        package static let cornerRadius: Float = 13
        /// ios-facts §4.3 [EYE]: the least room between an action's title and its row's sides.
        package static let titlePadding: Float = 10
        /// ios-facts §4.3 [EYE]: the material under the actions group (shared with the popover an
        /// iPad shows the sheet in, so it lives in Theme).
        package static let groupMaterial = Material.actionGroup
        /// ios-facts §4.3 [EYE]: Cancel's opaque background.
        package static let cancelColor = DynamicColor(light: Color(r: 0xFF, g: 0xFF, b: 0xFF), dark: Color(r: 0x2C, g: 0x2C, b: 0x2C))
        /// ios-facts §4.3 [EYE]: the dividers, one device pixel each.
        package static let dividerColor = DynamicColor(light: Color(r: 0xC9, g: 0xC9, b: 0xC9, a: 0xD4),
                                                      dark: Color(r: 0x7D, g: 0x7D, b: 0x7D, a: 0xD5))

        // MARK: Text

        /// ios-facts §4.3 [INF from UIKit's table and Flutter's measurement]: actions in 21 pt
        /// regular at the default text size.
        package static let actionFont = Font(size: 21, weight: .regular)
        /// ios-facts §4.3: Cancel, the preferred action, in `boldSystemFont`, which renders semibold.
        package static let cancelFont = Font(size: 21, weight: .semibold)
        /// ios-facts §4.3 [EYE]: the header's text size.
        package static let headerFontSize: Float = 13
        /// ios-facts §4.3 [EYE]: the header's colour.
        package static let headerColor = DynamicColor(light: Color(r: 0x1D, g: 0x1D, b: 0x1D, a: 0x85),
                                                     dark: Color(r: 0xF1, g: 0xF1, b: 0xF1, a: 0x96))
        /// ios-facts §4.3 [EYE]: the header's padding at its sides.
        package static let headerSidePadding: Float = 16
        /// ios-facts §4.3 [EYE]: the header's padding above its first line and below its last.
        package static let headerVerticalPadding: Float = 13.5
        /// ios-facts §4.3 [EYE]: between the title's last line and the message's first.
        package static let titleMessageGap: Float = 4
        /// ios-facts §4.3 [INF] from §6.1: a header line's height, SF's 1.1934 em.
        package static let headerLineHeight: Float = headerFontSize * 1.1934
        /// ios-facts §4.3 [INF] from §6.1: the first baseline below a line's top, SF's ascent 0.9521 em.
        package static let headerAscent: Float = headerFontSize * 0.9521

        // MARK: Bounds on input and advice

        /// ios-facts §4.3 [INF]: more actions than this warns.
        package static let adviseMaxActions = 8
        /// The most actions accepted: UIKit sets no limit; a bound on input.
        package static let maxActions = 100
        /// A message of more lines than this warns [INF: our advice; a long message pushes the
        /// actions up and UIKit then scrolls the header].
        package static let adviseMaxMessageLines = 4
        /// Bounds on input: the longest title, message and action text, in characters.
        package static let maxTextLength = 2_000
    }
}
