import Raster

/// The screens figures are composed on, in points, each number with its source.
public enum ScreenMetrics {
    /// A phone screen: its size and its safe-area insets.
    public struct Screen: Hashable, Sendable {
        public var size: Size
        /// The bottom safe-area inset: the strip kept clear for the home indicator.
        public var bottomSafeArea: Float
    }

    /// ios-metrics §3.2: the iPhone 14 screen, 390 × 844 pt. Its bottom safe-area inset, 34 pt, is the home indicator's strip on Face ID iPhones (Apple's
    /// documented safe-area value for these devices; not in ios-metrics). The page control sits
    /// on it: tuned by eye against golden page-control/placement-phone-light-2x.
    public static let phone = Screen(size: Size(390, 844), bottomSafeArea: 34)
}
