import Raster

/// An iPad split view (`UISplitViewController`, the `.doubleColumn` style): a primary column at
/// the leading edge with its own navigation bar and rows, beside or over the secondary column,
/// which is the screen's own bar, rows and controls (ios-facts §3.7).
///
/// Only a screen in regular width has one; `Screen.validate()` says so otherwise.
public struct SplitView: Hashable, Sendable {
    /// How the two columns share the screen (`UISplitViewController.DisplayMode`).
    public enum DisplayMode: String, Hashable, Sendable, CaseIterable {
        /// UIKit's default for the screen: the columns side by side when the screen is at least
        /// `Screen.Metrics.splitTileWidth` wide (the iPad in landscape), the secondary column
        /// alone otherwise (portrait), ios-facts §3.7 [SRC].
        case automatic
        /// `.oneBesideSecondary`: the primary column, then the secondary in the rest.
        case beside
        /// `.oneOverSecondary`: the secondary across the screen, the primary over its leading edge.
        case over
        /// `.secondaryOnly`: the primary column hidden.
        case secondaryOnly = "secondary-only"
    }

    /// What the primary column shows: its navigation bar (drawn under the status bar at the
    /// column's width) and rows, and a control under them.
    public var primary: ModalPage
    /// The primary column's width in points: UIKit's default 320 (ios-facts §3.7 [SRC]).
    public var primaryWidth: Float
    /// How the columns share the screen.
    public var displayMode: DisplayMode

    /// A split view of `primary`, 320 pt wide unless said (`primaryWidth` nil), shown as UIKit would by default.
    public init(primary: ModalPage = ModalPage(), primaryWidth: Float? = nil, displayMode: DisplayMode = .automatic) {
        self.primary = primary
        self.primaryWidth = primaryWidth ?? Screen.Metrics.primaryColumnWidth
        self.displayMode = displayMode
    }

    /// The display mode as drawn on a screen of `size`: `automatic` resolved (ios-facts §3.7).
    public func resolvedDisplayMode(on size: Size) -> DisplayMode {
        guard displayMode == .automatic else { return displayMode }
        return size.width >= Screen.Metrics.splitTileWidth ? .beside : .secondaryOnly
    }
}
