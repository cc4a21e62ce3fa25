import DisplayList
import Raster

/// One device pixel of a colour along a line, at any scale: the dividers of action sheets and
/// the separators of list rows.
enum Hairline {
    /// One device pixel of `color` just below the line at `y`, from `x0` to `x1`.
    ///
    /// A hairline stroke two device pixels wide, centred on its line, covers on a pixel
    /// boundary the whole row above and the whole row below; clipped to the side below, it
    /// covers exactly one row of pixels, in the colour's own alpha (unlike the alpha-doubling
    /// trick of the navigation bar's hairline, this works for any alpha), whether the fill's
    /// coverage is summed or resolved exactly. `y` should lie on the pixel grid.
    static func below(from x0: Float, to x1: Float, y: Float, color: Color) -> SceneItem {
        clipped(from: Point(x0, y), to: Point(x1, y), side: Rect(x: x0, y: y, width: x1 - x0, height: clipDepth), color: color)
    }

    /// One device pixel of `color` just before (left of) the vertical line at `x`, from `y0` to
    /// `y1`: `below` turned a quarter, for the border between a split view's columns. `x`
    /// should lie on the pixel grid.
    static func before(x: Float, from y0: Float, to y1: Float, color: Color) -> SceneItem {
        clipped(from: Point(x, y0), to: Point(x, y1), side: Rect(x: x - clipDepth, y: y0, width: clipDepth, height: y1 - y0), color: color)
    }

    /// The line from `a` to `b` as a hairline stroke two device pixels wide, clipped to `side`,
    /// the strip on one side of it (the rule `below` describes).
    private static func clipped(from a: Point, to b: Point, side: Rect, color: Color) -> SceneItem {
        var line = Path()
        line.move(to: a)
        line.line(to: b)
        return .group(GroupItem(clip: .rect(side), items: [.stroke(StrokeItem(path: line, paint: .solid(color), style: .hairline(pixels: 2)))]))
    }

    /// How far below the line the clip reaches: more than a device pixel at any scale ≥ 1/8.
    static let clipDepth: Float = 8
}
