import Raster

/// A colour with one value per appearance, as UIKit's dynamic system colours have
/// (`UIColor(dynamicProvider:)`). Values are sRGB bytes with straight alpha.
public struct DynamicColor: Hashable, Sendable {
    /// The value in the light appearance.
    public var light: Color
    /// The value in the dark appearance.
    public var dark: Color

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    public init(light: Color, dark: Color) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both appearances.
    public init(_ both: Color) { self.init(light: both, dark: both) }

    /// The value for `appearance`.
    public func resolved(for appearance: Appearance) -> Color {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }
}
