import Raster

/// The shapes of device top edge the status bar is drawn for — three of iPhone, one of iPad —
/// each with its own top safe-area inset (ios-facts §3.2, §3.2b).
public enum DeviceFamily: String, Hashable, Sendable, CaseIterable {
    /// Touch ID iPhones (iPhone 8, SE 2nd and 3rd generation): a 20 pt status bar.
    case homeButton = "home-button"
    /// Face ID iPhones with a notch (iPhone 12, 13, 14): 47 pt.
    case notch
    /// iPhones with the Dynamic Island (iPhone 14 Pro, 15, 15 Pro): 59 pt.
    case dynamicIsland = "dynamic-island"
    /// iPads without a home button (iPad Air, iPad 10th generation): a 24 pt status bar.
    case iPad = "ipad"
}

/// The iOS status bar — time, cellular bars, Wi-Fi and battery — as a piece the navigation bar
/// and the phone-screen figure draw above their own content. The glyphs are drawn here from
/// simple geometry (`StatusBar+Glyphs.swift`), in the `label` colour of the appearance, over a
/// transparent background: whatever is behind the bar shows through.
///
/// Nothing is checked on assignment: `batteryLevel` is clamped to 0…1 when drawn (NaN draws
/// an empty battery), and any `time` is drawn as given, on one line.
public struct StatusBar: Hashable, Sendable {
    /// The device family it is drawn for: its height and where its items go.
    public var family: DeviceFamily
    /// The clock's text; "9:41" as in Apple's own images (ios-facts §3.2a).
    public var time: String
    /// The battery's charge, 0…1: the fraction of the battery's inside that is filled.
    public var batteryLevel: Float
    /// Whether to draw the Dynamic Island itself, as a black capsule (ios-facts §3.2a). It is
    /// hardware, not part of the status bar, so off by default; ignored by the other families
    /// (a notch cannot be drawn as a shape inside the bar).
    public var drawsSensorHousing: Bool

    /// A status bar for `family` showing "9:41" and a full battery unless said; the Dynamic Island
    /// itself is not drawn (`drawsSensorHousing` false).
    public init(family: DeviceFamily, time: String = Metrics.defaultTime, batteryLevel: Float = 1) {
        self.family = family
        self.time = time
        self.batteryLevel = batteryLevel
        self.drawsSensorHousing = false
    }

    /// Top safe-area inset in points for the family: 20 (home button), 47 (notch), 59 (Dynamic
    /// Island) — docs/ios-facts.md §3.2 — and 24 (iPad, §3.2b).
    public var height: Float {
        switch family {
        case .homeButton: Metrics.homeButtonHeight
        case .notch: Metrics.notchHeight
        case .dynamicIsland: Metrics.dynamicIslandHeight
        case .iPad: Metrics.iPadHeight
        }
    }
}
