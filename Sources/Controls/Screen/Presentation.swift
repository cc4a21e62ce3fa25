import Raster

/// One modal presentation (`UIModalPresentationStyle` and the alert controller's two styles),
/// presented over everything before it on a screen.
public enum Presentation: Hashable, Sendable {
    /// A page sheet (iPhone) or form sheet (iPad), with the card look of ios-facts §4.1.
    case sheet(Sheet)
    /// `.fullScreen`: covers everything; its bar must carry a button that dismisses it.
    case fullScreen(ModalPage)
    /// `UIAlertController`, `.alert`: centred over a dimmed screen.
    case alert(Alert)
    /// `UIAlertController`, `.actionSheet`: from the bottom on an iPhone; on an iPad a popover
    /// pointing at `source` (points, the screen's), without its Cancel button.
    case actionSheet(ActionSheet, source: Rect?)
    /// `.popover`: on an iPad a bubble pointing at its source; in compact width a sheet.
    case popover(Popover)
    /// `.currentContext`: the page covers one rectangle of the screen (points) and nothing else.
    case currentContext(ModalPage, frame: Rect)

    /// The word a figure file names it by.
    public var key: String {
        switch self {
        case .sheet: "sheet"
        case .fullScreen: "fullScreen"
        case .alert: "alert"
        case .actionSheet: "actionSheet"
        case .popover: "popover"
        case .currentContext: "currentContext"
        }
    }

    /// The page a presentation shows, for those that show one.
    public var page: ModalPage? {
        switch self {
        case .sheet(let s): s.page
        case .fullScreen(let p), .currentContext(let p, _): p
        case .popover(let p): p.page
        case .alert, .actionSheet: nil
        }
    }
}

/// What a modal view shows: an optional navigation bar (no status bar; drawn at the view's
/// width), list rows under it and a control under them (a picker in a popover, HIG, Pickers).
public struct ModalPage: Hashable, Sendable {
    /// The page's navigation bar, drawn at the view's width without a status bar; nil for none.
    public var navigationBar: NavigationBar?
    /// List rows under the bar, top to bottom, one line each; empty for none.
    public var rows: [ListRow]
    /// A control under the rows, centred across the view: its `belowRow` is not used.
    public var control: PlacedControl?

    /// A page of `rows` and `control` under an optional bar; empty by default.
    public init(navigationBar: NavigationBar? = nil, rows: [ListRow] = [], control: PlacedControl? = nil) {
        self.navigationBar = navigationBar
        self.rows = rows
        self.control = control
    }

    /// The height the page's content takes at `width`: its bar, its rows and its control.
    func contentHeight(width: Float) -> Float {
        let bar = self.bar(width: width)?.layout().size.height ?? 0
        return bar + Float(rows.count) * Screen.Metrics.rowHeight + (control?.control.layout().size.height ?? 0)
    }

    /// The bar at `width`, without a status bar.
    func bar(width: Float) -> NavigationBar? {
        navigationBar.map { bar in
            var bar = bar
            bar.width = width
            bar.statusBar = nil
            return bar
        }
    }
}

/// A sheet (`UISheetPresentationController`).
public struct Sheet: Hashable, Sendable {
    /// `.automatic` (a page sheet on an iPhone, a form sheet on an iPad), `.pageSheet` (the
    /// iPhone's card) or `.formSheet` (centred on an iPad; a page sheet in compact width).
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// `automatic` (UIKit's `.automatic`), `page` (`.pageSheet`) or `form` (`.formSheet`).
        case automatic, page, form
    }

    /// `UISheetPresentationController.Detent`.
    public enum Detent: String, Hashable, Sendable, CaseIterable {
        /// About half the screen; the page behind is dimmed, not scaled back.
        case medium
        /// The full height less the gap; the page behind is scaled back.
        case large
    }

    /// Which kind of sheet: automatic, page sheet or form sheet (`modalPresentationStyle`).
    public var style: Style
    /// The height the sheet rests at: medium or large.
    public var detent: Detent
    /// `prefersGrabberVisible`.
    public var showsGrabber: Bool
    /// What the sheet shows.
    public var page: ModalPage

    /// A sheet of `page`: automatic style, large, without a grabber unless said.
    public init(style: Style = .automatic, detent: Detent = .large, showsGrabber: Bool = false, page: ModalPage = ModalPage()) {
        self.style = style
        self.detent = detent
        self.showsGrabber = showsGrabber
        self.page = page
    }
}

/// A popover (`UIPopoverPresentationController`).
public struct Popover: Hashable, Sendable {
    /// The direction the arrow points (`UIPopoverArrowDirection`): `up` puts the popover below
    /// its source.
    public enum Arrow: String, Hashable, Sendable, CaseIterable {
        /// The arrow pointing up (the popover below its source), down, left or right.
        case up, down, left, right
    }

    /// The rectangle the arrow points at, in the screen's points (`sourceRect`).
    public var source: Rect
    /// nil: the side with the most room, as UIKit's `.any`.
    public var arrow: Arrow?
    /// The content's size (`preferredContentSize`), arrow not included.
    public var size: Size
    /// What the popover shows.
    public var page: ModalPage

    /// A popover of `page` pointing at `source`, on the side with the most room unless said.
    /// With `size` nil: the page's own size when it shows a control (the control's width, its
    /// bar, rows and control tall: ios-facts §4.5), else 320 × 320 pt.
    public init(source: Rect, arrow: Arrow? = nil, size: Size? = nil, page: ModalPage = ModalPage()) {
        self.source = source
        self.arrow = arrow
        self.size = size ?? Self.fittingSize(of: page)
        self.page = page
    }

    /// The size a popover takes when none is given: fitted to its page's control, or 320 × 320.
    static func fittingSize(of page: ModalPage) -> Size {
        guard let control = page.control?.control else { return Screen.Metrics.popoverDefaultSize }
        let width = control.layout().size.width
        return Size(width, page.contentHeight(width: width))
    }
}
