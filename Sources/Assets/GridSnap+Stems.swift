import DisplayList
import Raster

/// Stem snapping, the second half of `--snap`: the items are mapped into device pixels, each
/// stroke's width is rounded to whole pixels (at least one), and every straight horizontal or
/// vertical edge is moved onto the pixel grid — a filled shape's edge onto a pixel boundary, a
/// stroke's centre line onto a boundary (even width) or a pixel centre (odd width) — so its
/// sides cover whole pixels. Curves keep their shape; their ends follow the straight edges they
/// share. Each coordinate moves by at most half a pixel, each stroke width by at most half a
/// pixel.
///
/// Only items whose transform to device space is a similarity (rotation, uniform scale,
/// translation) are snapped: under skew or unequal scales a stroke's width and a gradient's
/// direction do not survive being moved into device space, so those items are drawn as they are.
extension GridSnap {
    /// How far a straight edge may lean, in device pixels, and still count as horizontal or vertical.
    static let axisTolerance: Float = 0.01

    /// `items` drawn through `transform` (artwork points → device pixels), snapped.
    static func stems(_ items: [SceneItem], transform: Transform) -> [SceneItem] {
        items.map { item in
            let own: Transform
            switch item {
            case .fill(let f): own = f.transform
            case .stroke(let s): own = s.transform
            case .group(let g): own = g.transform
            case .text, .backdropBlur, .projected, .image: return .group(GroupItem(transform: transform, items: [item]))
            }
            let t = own.concatenating(transform)
            guard isSimilarity(t) else { return .group(GroupItem(transform: transform, items: [item])) }
            switch item {
            case .fill(let f):
                let path = snapped(f.path.transformed(by: t)) { $0.rounded() }
                return .fill(FillItem(path: path, paint: mapped(f.paint, t), rule: f.rule))
            case .stroke(let s):
                let scale = abs(t.determinant).squareRoot()
                let widthPixels = s.style.isHairline ? 0 : max(1, (s.style.width * scale).rounded())
                let odd = Int(widthPixels) % 2 == 1
                let path = snapped(s.path.transformed(by: t)) { odd ? $0.rounded(.down) + 0.5 : $0.rounded() }
                guard let style = try? StrokeStyle(width: widthPixels, cap: s.style.cap, join: s.style.join, miterLimit: s.style.miterLimit,
                                                   dash: s.style.dash.map { $0 * scale }, dashPhase: s.style.dashPhase * scale)
                else { return .group(GroupItem(transform: transform, items: [item])) }
                return .stroke(StrokeItem(path: path, paint: mapped(s.paint, t), style: style))
            case .group(let g):
                let mask = g.mask.flatMap { LinearGradient(start: t.apply($0.start), end: t.apply($0.end), stops: $0.stops) }
                return .group(GroupItem(opacity: g.opacity, clip: g.clip?.transformed(by: t), mask: mask, items: stems(g.items, transform: t)))
            case .text, .backdropBlur, .projected, .image:
                return item
            }
        }
    }

    /// True when `t` keeps angles and scales every direction alike.
    static func isSimilarity(_ t: Transform) -> Bool {
        let x = t.a * t.a + t.b * t.b, y = t.c * t.c + t.d * t.d
        return abs(x - y) <= 1e-4 * max(x, y) && abs(t.a * t.c + t.b * t.d) <= 1e-4 * max(x, y) && x > 0
    }

    static func mapped(_ paint: Paint, _ t: Transform) -> Paint {
        guard case .linearGradient(let g) = paint, let moved = LinearGradient(start: t.apply(g.start), end: t.apply(g.end), stops: g.stops)
        else { return paint }
        return .linearGradient(moved)
    }

    /// `path` with the shared coordinate of every horizontal or vertical line (closing lines
    /// included) replaced by `snap` of it.
    static func snapped(_ path: Path, _ snap: (Float) -> Float) -> Path {
        var points = path.points
        var index = 0, previous = -1, subpathStart = -1
        func align(_ i: Int, _ j: Int) {
            let dx = abs(points[i].x - points[j].x), dy = abs(points[i].y - points[j].y)
            if dx <= axisTolerance && dy > axisTolerance {
                let x = snap((points[i].x + points[j].x) / 2)
                points[i].x = x; points[j].x = x
            } else if dy <= axisTolerance && dx > axisTolerance {
                let y = snap((points[i].y + points[j].y) / 2)
                points[i].y = y; points[j].y = y
            }
        }
        for verb in path.verbs {
            switch verb {
            case .move:
                subpathStart = index
            case .line:
                if previous >= 0 { align(previous, index) }
            case .close:
                if previous >= 0, subpathStart >= 0, previous != subpathStart { align(previous, subpathStart) }
            case .quad, .cubic:
                break
            }
            index += verb.pointCount
            previous = verb == .close ? subpathStart : index - 1
        }
        var result = Path()
        index = 0
        for verb in path.verbs {
            switch verb {
            case .move: result.move(to: points[index])
            case .line: result.line(to: points[index])
            case .quad: result.quad(control: points[index], to: points[index + 1])
            case .cubic: result.cubic(control1: points[index], control2: points[index + 1], to: points[index + 2])
            case .close: result.close()
            }
            index += verb.pointCount
        }
        return result
    }
}
