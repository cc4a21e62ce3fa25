/// The numbers a figure is composed with, in points, each with its source.
public enum FigureMetrics {
    /// ios-metrics §3.2: the iPhone 14 screen, 390 × 844 pt, the phone the placement figure shows.
    public static let phoneScreenWidth: Float = 390
    public static let phoneScreenHeight: Float = 844
    /// The page control's bottom edge sits this far above the screen's bottom: the home
    /// indicator's bottom safe-area inset of Face ID iPhones, 34 pt (common knowledge; not in
    /// ios-metrics). Tuned by eye against golden page-control/placement-phone-light-2x.
    public static let phoneControlBottomInset: Float = 34
}
