import Raster

/// iOS's system colours with their light and dark values, under their UIKit names
/// (`UIColor.systemBlue` is `SystemColors.systemBlue`).
///
/// Source for every value unless noted: ios-facts §5 (Flutter's `CupertinoColors`, which
/// copies Apple's published values; Apple's HIG colour table lists the same). Dark values are
/// the base level; the elevated dark backgrounds of sheets and popovers are not modelled here.
/// Alphas are bytes 0–255 as §5 gives them.
public enum SystemColors {
    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color { Color(r: r, g: g, b: b, a: a) }
    private static func pair(_ light: Color, _ dark: Color) -> DynamicColor { DynamicColor(light: light, dark: dark) }

    // MARK: Tint colours (ios-facts §5.1)

    /// `UIColor.systemBlue`.
    public static let systemBlue = pair(rgb(0, 122, 255), rgb(10, 132, 255))
    /// `UIColor.systemGreen`.
    public static let systemGreen = pair(rgb(52, 199, 89), rgb(48, 209, 88))
    /// `UIColor.systemIndigo`.
    public static let systemIndigo = pair(rgb(88, 86, 214), rgb(94, 92, 230))
    /// `UIColor.systemOrange`.
    public static let systemOrange = pair(rgb(255, 149, 0), rgb(255, 159, 10))
    /// `UIColor.systemPink`.
    public static let systemPink = pair(rgb(255, 45, 85), rgb(255, 55, 95))
    /// `UIColor.systemPurple`.
    public static let systemPurple = pair(rgb(175, 82, 222), rgb(191, 90, 242))
    /// `UIColor.systemRed`.
    public static let systemRed = pair(rgb(255, 59, 48), rgb(255, 69, 58))
    /// `UIColor.systemTeal`, the iOS 13–14 values (§5.1; iOS 15 changed it).
    public static let systemTeal = pair(rgb(90, 200, 250), rgb(100, 210, 255))
    /// `UIColor.systemYellow`.
    public static let systemYellow = pair(rgb(255, 204, 0), rgb(255, 214, 10))
    /// `UIColor.link`.
    public static let link = pair(rgb(0, 122, 255), rgb(9, 132, 255))

    // MARK: Grays (ios-facts §5.2)

    /// `UIColor.systemGray`.
    public static let systemGray = pair(rgb(142, 142, 147), rgb(142, 142, 147))
    /// `UIColor.systemGray2`.
    public static let systemGray2 = pair(rgb(174, 174, 178), rgb(99, 99, 102))
    /// `UIColor.systemGray3`.
    public static let systemGray3 = pair(rgb(199, 199, 204), rgb(72, 72, 74))
    /// `UIColor.systemGray4`.
    public static let systemGray4 = pair(rgb(209, 209, 214), rgb(58, 58, 60))
    /// `UIColor.systemGray5`.
    public static let systemGray5 = pair(rgb(229, 229, 234), rgb(44, 44, 46))
    /// `UIColor.systemGray6`.
    public static let systemGray6 = pair(rgb(242, 242, 247), rgb(28, 28, 30))

    // MARK: Label colours (ios-facts §5.3)

    /// `UIColor.label`.
    public static let label = pair(rgb(0, 0, 0), rgb(255, 255, 255))
    /// `UIColor.secondaryLabel`.
    public static let secondaryLabel = pair(rgb(60, 60, 67, 153), rgb(235, 235, 245, 153))
    /// `UIColor.tertiaryLabel`.
    public static let tertiaryLabel = pair(rgb(60, 60, 67, 76), rgb(235, 235, 245, 76))
    /// `UIColor.quaternaryLabel`.
    public static let quaternaryLabel = pair(rgb(60, 60, 67, 45), rgb(235, 235, 245, 40))
    /// `UIColor.placeholderText` (= tertiaryLabel, §5.3).
    public static let placeholderText = tertiaryLabel

    // MARK: Fills (ios-facts §5.4)

    /// `UIColor.systemFill`.
    public static let systemFill = pair(rgb(120, 120, 128, 51), rgb(120, 120, 128, 91))
    /// `UIColor.secondarySystemFill`.
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 40), rgb(120, 120, 128, 81))
    /// `UIColor.tertiarySystemFill`.
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 30), rgb(118, 118, 128, 61))
    /// `UIColor.quaternarySystemFill`.
    public static let quaternarySystemFill = pair(rgb(116, 116, 128, 20), rgb(118, 118, 128, 45))

    // MARK: Separators (ios-facts §5.5)

    /// `UIColor.separator`.
    public static let separator = pair(rgb(60, 60, 67, 73), rgb(84, 84, 88, 153))
    /// `UIColor.opaqueSeparator`.
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58))

    // MARK: Backgrounds (ios-facts §5.6, dark base level)

    /// `UIColor.systemBackground`.
    public static let systemBackground = pair(rgb(255, 255, 255), rgb(0, 0, 0))
    /// `UIColor.secondarySystemBackground`.
    public static let secondarySystemBackground = pair(rgb(242, 242, 247), rgb(28, 28, 30))
    /// `UIColor.tertiarySystemBackground`.
    public static let tertiarySystemBackground = pair(rgb(255, 255, 255), rgb(44, 44, 46))
    /// `UIColor.systemGroupedBackground`.
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0))
    /// `UIColor.secondarySystemGroupedBackground`.
    public static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30))
    /// `UIColor.tertiarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46))

    // MARK: Fixed colours (UIKit's `UIColor.white`, `.black`, `.clear`: the same in both appearances)

    /// `UIColor.white`.
    public static let white = DynamicColor(.white)
    /// `UIColor.black`.
    public static let black = DynamicColor(.black)
    /// `UIColor.clear`.
    public static let clear = DynamicColor(.clear)

    /// Every colour by its UIKit name, the names figure files and `--tint-…` flags accept.
    public static let byName: [String: DynamicColor] = [
        "systemBlue": systemBlue, "systemGreen": systemGreen, "systemIndigo": systemIndigo,
        "systemOrange": systemOrange, "systemPink": systemPink, "systemPurple": systemPurple,
        "systemRed": systemRed, "systemTeal": systemTeal, "systemYellow": systemYellow, "link": link,
        "systemGray": systemGray, "systemGray2": systemGray2, "systemGray3": systemGray3,
        "systemGray4": systemGray4, "systemGray5": systemGray5, "systemGray6": systemGray6,
        "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel,
        "quaternaryLabel": quaternaryLabel, "placeholderText": placeholderText,
        "systemFill": systemFill, "secondarySystemFill": secondarySystemFill,
        "tertiarySystemFill": tertiarySystemFill, "quaternarySystemFill": quaternarySystemFill,
        "separator": separator, "opaqueSeparator": opaqueSeparator,
        "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
        "tertiarySystemBackground": tertiarySystemBackground, "systemGroupedBackground": systemGroupedBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground,
        "white": white, "black": black, "clear": clear,
    ]

    /// The names of `byName`, sorted, for messages and `--help`.
    public static let names: [String] = byName.keys.sorted()
}
