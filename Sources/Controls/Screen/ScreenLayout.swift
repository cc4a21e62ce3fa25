import Raster

/// Where a screen's parts go, in the screen's points (origin at its top-left): its own content,
/// then each presentation as drawn. A later large sheet scales an earlier card back; the
/// transforms say where each card ended up.
public struct ScreenLayout: ControlLayout {
    /// The device's screen.
    public var size: Size
    /// Where the screen's own content goes: the whole screen, or the secondary column.
    package var content: Rect
    /// The app's bar (the content's width, the device's status bar) and its layout.
    package var bar: (bar: NavigationBar, layout: NavigationBar.Layout)?
    /// The list's rows and the editors shown in context below them.
    package var rows: ListLayout
    /// The split view's primary column, when it shows.
    package var split: SplitLayout?
    /// Each placed control with its layout's top-left corner.
    package var placed: [(control: any Control, origin: Point)]
    /// Where the screen's own page was moved by the sheets over it: identity, or a scale back
    /// about its top centre (ios-facts §4.5).
    package var pageTransform: Transform
    /// The presentations, in the order drawn.
    package var presented: [PresentedLayout]

    /// The page's frame after `pageTransform`: where the figure's backdrop shows.
    package var pageFrame: Rect { ScreenLayout.mapped(Rect(origin: .zero, size: size), by: pageTransform) }
    /// Whether a sheet scaled the screen's page back (the window shows around it).
    package var pageRecedes: Bool { pageTransform != .identity }

    /// `rect` under `transform`, a scale and a translation (what cards are moved by): the
    /// rectangle between its mapped corners.
    package static func mapped(_ rect: Rect, by transform: Transform) -> Rect {
        Rect(corners: transform.apply(Point(rect.minX, rect.minY)), transform.apply(Point(rect.maxX, rect.maxY)))
    }
}

/// A split view's primary column as drawn (ios-facts §3.7).
package struct SplitLayout: Sendable {
    /// `beside` or `over`: never `automatic` or `secondaryOnly`, which draw no column.
    package var mode: SplitView.DisplayMode
    /// The column, at the leading edge, the screen's height.
    package var primaryFrame: Rect
    /// Its bar, at the column's width under the status bar.
    package var bar: (bar: NavigationBar, layout: NavigationBar.Layout)?
    /// Its rows.
    package var rows: ListLayout
}

/// Where a list's rows go, in the screen's points, with the cells of controls shown in context
/// below the rows they edit (`PlacedControl.belowRow`).
package struct ListLayout: Sendable {
    /// Where the list starts: the first row's top, also when there is none.
    package var top: Float
    /// Each row's top, in order; every row is `Screen.Metrics.rowHeight` tall.
    package var rowTops: [Float]
    /// The editors' cells, full width, each as tall as its control, in the order laid.
    package var cells: [Rect]
    /// Each editor's top-left corner, by its index among the placed controls.
    package var editors: [Int: Point]
    /// For each row with an editor open below it, the index among the placed controls of the
    /// first one: the row's value is drawn in that control's tint.
    package var editorOfRow: [Int: Int]

    /// Plain rows from `top`, one after the other, with no editors.
    package static func plain(count: Int, top: Float) -> ListLayout {
        ListLayout(top: top, rowTops: (0 ..< count).map { top + Float($0) * Screen.Metrics.rowHeight }, cells: [], editors: [:], editorOfRow: [:])
    }
}

/// One presentation as drawn.
public struct PresentedLayout: Sendable {
    /// What is drawn: a popover in compact width is drawn as a sheet, an action sheet on an iPad
    /// as an action popover.
    package enum Kind: String, Sendable {
        case pageSheet, formSheet, fullScreen, alert, actionSheet, actionPopover, popover, currentContext
    }

    package var kind: Kind
    /// The presentation as given.
    package var presentation: Presentation
    /// The modal view's rectangle before any later sheet scaled it back: the sheet, the
    /// popover's body (arrow not included), the covered rectangle; for an alert or an action
    /// sheet the control's own frame (`Control.layout().size` at `frame.origin`).
    package var frame: Rect
    /// The corner radius of `frame` (a page sheet rounds its top corners only).
    package var cornerRadius: Float
    /// Whether the screen under it is dimmed with the modal barrier (ios-facts §4.1).
    package var dimsBelow: Bool
    /// For a popover: its arrow.
    package var arrow: PopoverArrow?
    /// Where a later large sheet moved this card: identity when none did.
    package var transform: Transform
    /// The page it shows, at its frame's width.
    package var page: ModalPage?
}

/// A popover's arrow: a triangle on one edge of the body, its tip on the source rectangle.
package struct PopoverArrow: Hashable, Sendable {
    /// The way it points.
    package var direction: Popover.Arrow
    /// The tip, on the source rectangle's edge.
    package var tip: Point
    /// The middle of its base, on the body's edge.
    package var baseCentre: Point

    /// The triangle, clockwise (as `Path.rect` is, so a union with the body under the nonzero
    /// rule has no seam): `base` wide where it meets the body's edge, continued `overlap` points
    /// into the body as a strip of the same width.
    package func path(base: Float, overlap: Float = 1) -> Path {
        let d = Point(tip.x - baseCentre.x, tip.y - baseCentre.y)
        let length = max(d.length, 1e-6)
        let u = Point(d.x / length, d.y / length)
        let across = Point(-u.y, u.x)
        var a = baseCentre + across * (base / 2), c = baseCentre - across * (base / 2)
        if (tip - a).cross(c - tip) < 0 { swap(&a, &c) }
        var path = Path()
        path.move(to: a)
        path.line(to: tip)
        path.line(to: c)
        if overlap > 0 {
            path.line(to: c - u * overlap)
            path.line(to: a - u * overlap)
        }
        path.close()
        return path
    }
}
