import Raster

/// The devices a screen figure is drawn on: three iPhone shapes and one iPad in portrait, and
/// the iPad in landscape, each with its size, safe-area insets and status bar (ios-facts §3.2,
/// §3.2b).
public enum ScreenDevice: String, Hashable, Sendable, CaseIterable {
    /// iPhone 12, 13, 14: 390 × 844 pt, a notch.
    case notch
    /// iPhone 14 Pro, 15, 15 Pro: 393 × 852 pt, the Dynamic Island.
    case dynamicIsland = "dynamic-island"
    /// iPhone 8, SE (2nd and 3rd generation): 375 × 667 pt, a home button.
    case homeButton = "home-button"
    /// iPad Air (4th, 5th generation), iPad (10th generation): 820 × 1180 pt.
    case iPad = "ipad"
    /// The same iPad in landscape: 1180 × 820 pt (where a split view shows its columns side by side).
    case iPadLandscape = "ipad-landscape"

    /// Whether it is the iPad, either way up.
    public var isPad: Bool { self == .iPad || self == .iPadLandscape }

    /// The screen in points, as it is held.
    public var size: Size {
        switch self {
        case .notch: Size(390, 844)          // ios-facts §3.2 [SRC]
        case .dynamicIsland: Size(393, 852)  // ios-facts §3.2 [SRC]
        case .homeButton: Size(375, 667)     // ios-facts §3.2b [INF]
        case .iPad: Size(820, 1180)          // ios-facts §3.2b [INF]
        case .iPadLandscape: Size(1180, 820) // the same, turned
        }
    }

    /// The status bar drawn at the top of the screen.
    public var statusBarFamily: DeviceFamily {
        switch self {
        case .notch: .notch
        case .dynamicIsland: .dynamicIsland
        case .homeButton: .homeButton
        case .iPad, .iPadLandscape: .iPad
        }
    }

    /// The top safe-area inset: the status bar's height (ios-facts §3.2, §3.2b).
    public var topInset: Float { StatusBar(family: statusBarFamily).height }

    /// The bottom safe-area inset: 34 pt on Face ID iPhones (ios-facts §3.2 [SRC]), 20 on the
    /// iPad (§3.2b [INF]), none with a home button.
    public var bottomInset: Float {
        switch self {
        case .notch, .dynamicIsland: 34
        case .homeButton: 0
        case .iPad, .iPadLandscape: 20
        }
    }

    /// Whether the device has a home indicator (every one without a home button).
    public var hasHomeIndicator: Bool { self != .homeButton }

    /// Compact width: every iPhone (portrait is all they are drawn in). A popover becomes a sheet there (the HIG's
    /// modality page), and an action sheet rises from the bottom instead of being a popover.
    public var isCompactWidth: Bool { !isPad }

    /// The width of the home indicator's capsule (ios-facts §3.2b [INF]).
    public var homeIndicatorWidth: Float { isPad ? 315 : 134 }

    /// Where a control of `controlSize` goes on this screen by its kind's `position`, and the
    /// screen's size, in points: the one place a screen position becomes a frame (the phone
    /// placement of figures and the screen figure's `place` both come here).
    public func frame(of controlSize: Size, position: ScreenPosition) -> Point {
        switch position {
        case .bottomCentre:
            Point((size.width - controlSize.width) / 2, size.height - bottomInset - controlSize.height)
        case .top, .wholeScreen:
            .zero
        case .centre:
            Point((size.width - controlSize.width) / 2, (size.height - controlSize.height) / 2)
        }
    }
}
