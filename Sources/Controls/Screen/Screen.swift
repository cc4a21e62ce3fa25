import Raster

/// A whole device screen to compose on: the device's status bar and home indicator, the app's
/// content — whatever the figure's backdrop shows, an optional navigation bar and a list of
/// rows —, controls placed where their kind says they go, and a chain of presentations over it
/// (sheets, a full-screen cover, alerts, action sheets, popovers, current context), each
/// presented by the one before it.
///
/// Nothing is checked on assignment; `validate()` reports every problem with its field.
public struct Screen: Hashable, Sendable {
    /// The device whose screen it is: its size, status bar and home indicator.
    public var device: ScreenDevice
    /// An iPad split view: its primary column beside or over the screen's own content, which is
    /// then the secondary column. nil: one column.
    public var split: SplitView?
    /// The app's navigation bar. The screen draws it at the top at its own width (the secondary
    /// column's in a split view), with the device's status bar (its `width` and `statusBar` are
    /// the screen's). nil: the status bar alone.
    public var navigationBar: NavigationBar?
    /// List rows under the bar, one line each: plain (`UITableViewCell`'s default style) or a
    /// field with its value at the trailing edge.
    public var rows: [ListRow]
    /// Controls placed on the screen where their kind's `ScreenPosition` says, or in context
    /// below the row they edit (`PlacedControl.belowRow`).
    public var placed: [PlacedControl]
    /// Presentations, each presented by the one before it (the first by the screen).
    public var presentations: [Presentation]
    /// Whether to draw the home indicator (on devices that have one).
    public var showsHomeIndicator: Bool

    /// A screen with every part the initializer names: a notch iPhone with nothing on it but the
    /// status bar and home indicator by default; nothing is checked until `validate()`.
    public init(device: ScreenDevice = .notch, split: SplitView? = nil, navigationBar: NavigationBar? = nil, rows: [ListRow] = [],
                placed: [PlacedControl] = [], presentations: [Presentation] = [], showsHomeIndicator: Bool = true) {
        self.device = device
        self.split = split
        self.navigationBar = navigationBar
        self.rows = rows
        self.placed = placed
        self.presentations = presentations
        self.showsHomeIndicator = showsHomeIndicator
    }

    /// The app's bar as the screen draws it: its column's width (`contentFrame`) and the
    /// device's status bar.
    var screenBar: NavigationBar? {
        navigationBar.map { bar in Self.columnBar(bar, width: contentFrame.width, on: device) }
    }

    /// `bar` at the top of a column `width` wide, under the device's status bar.
    static func columnBar(_ bar: NavigationBar, width: Float, on device: ScreenDevice) -> NavigationBar {
        var bar = bar
        bar.width = width
        bar.statusBar = device.statusBarFamily
        return bar
    }

    /// The split view's display mode as drawn; nil without one.
    var splitMode: SplitView.DisplayMode? { split?.resolvedDisplayMode(on: device.size) }

    /// Where the screen's own content goes: the whole screen, or the secondary column beside a
    /// split view's primary one.
    var contentFrame: Rect {
        let left = splitMode == .beside ? (split?.primaryWidth ?? 0) : 0
        return Rect(x: left, y: 0, width: device.size.width - left, height: device.size.height)
    }
}

/// A control placed on a screen: any registered control, compared by value.
public struct PlacedControl: Hashable, Sendable {
    /// The control placed.
    public let control: any Control
    /// The index of the row whose editor the control is: it is shown in context, in a cell of
    /// its own height just below that row, pushing the rows after it down (HIG, Pickers: "show
    /// it in context, below or near the field being edited"). nil: where its kind goes.
    public var belowRow: Int?

    /// Places `control` where its kind goes, or below row `belowRow` as that row's editor.
    public init(_ control: some Control, belowRow: Int? = nil) {
        self.control = control
        self.belowRow = belowRow
    }

    public static func == (a: PlacedControl, b: PlacedControl) -> Bool {
        a.belowRow == b.belowRow && AnyHashable(a.control) == AnyHashable(b.control)
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(control))
        hasher.combine(belowRow)
    }

    /// The key the control is written under (`pageControl`).
    public var key: String { type(of: control).kind.key }
}
