import Foundation
import Raster

// The calendar's chevrons, drawn from the built-in back glyph (a left chevron on the 24 pt
// grid, `BarGlyph+Library.swift`): fitted into the chevron's box, its stroke made heavier by
// `Metrics.chevronWeight`, then mirrored to point right or turned a quarter anticlockwise to
// point down.

extension MonthCalendar {
    /// The chevron's items in `color`, in the calendar's points moved by `origin`.
    static func chevronItems(_ chevron: MonthCalendarLayout.Chevron, color: Color, origin: Point) -> [SceneItem] {
        guard let glyph = BarGlyph.named("back") else { return [] }
        let box = chevron.frame
        let centre = Point(box.midX + origin.x, box.midY + origin.y)
        let turn: Transform
        switch chevron.direction {
        case .left: turn = .identity
        case .right: turn = .scale(-1, 1)
        case .down: turn = .rotation(-.pi / 2)
        }
        let transform = Transform.translation(-box.midX, -box.midY).concatenating(turn).concatenating(.translation(centre.x, centre.y))
        return [.group(GroupItem(transform: transform, items: weighted(glyph.items(in: box, color: color), by: Metrics.chevronWeight)))]
    }

    /// Every stroke in `items` made `factor` times as wide (a symbol's heavier weight).
    static func weighted(_ items: [SceneItem], by factor: Float) -> [SceneItem] {
        items.map { item in
            switch item {
            case .stroke(var s):
                let style = s.style
                if let heavier = try? StrokeStyle(width: style.width * factor, cap: style.cap, join: style.join,
                                                  miterLimit: style.miterLimit, dash: style.dash, dashPhase: style.dashPhase) {
                    s.style = heavier
                }
                return .stroke(s)
            case .group(var g):
                g.items = weighted(g.items, by: factor)
                return .group(g)
            case .fill, .text, .backdropBlur, .projected, .image:
                return item
            }
        }
    }
}
