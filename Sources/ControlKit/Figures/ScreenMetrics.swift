import Raster

/// The screens figures are composed on, in points, each number with its source.
public enum ScreenMetrics {
    /// A phone screen: its size and its safe-area insets.
    public struct Screen: Hashable, Sendable {
        /// The screen's size in points.
        public var size: Size
        /// The bottom safe-area inset: the strip kept clear for the home indicator.
        public var bottomSafeArea: Float
    }

    /// ios-facts §3.2: the iPhone 14 screen, 390 × 844 pt, and its bottom safe-area inset,
    /// 34 pt, the strip Face ID iPhones keep clear for the home indicator. A bottom-centred
    /// control (the page control) sits on it, as checked by eye in golden
    /// page-control/placement-phone-light-2x.
    public static let phone = Screen(size: phoneDevice.size, bottomSafeArea: phoneDevice.bottomInset)

    /// The device a phone placement draws on: the notch iPhone (`ScreenDevice.notch`), whose
    /// `frame(of:position:)` places the control.
    public static let phoneDevice = ScreenDevice.notch
}
