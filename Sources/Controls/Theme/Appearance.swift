/// The interface style a figure is drawn in: UIKit's `UIUserInterfaceStyle` light and dark.
public enum Appearance: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `UIUserInterfaceStyle.light`.
    case light
    /// `UIUserInterfaceStyle.dark`.
    case dark

    public var description: String { rawValue }
}
