// SVGViewBox: `viewBox` and `preserveAspectRatio` → the transform from the viewBox onto a
// viewport (SVG 2 §8.2, "equivalent transform of an SVG viewport").

import Raster

struct SVGViewBox: Hashable {
    var rect: Rect

    /// `min-x min-y width height`; nil unless four finite numbers with width and height > 0
    /// (a zero size disables rendering, a negative one is an error: the caller tells them apart
    /// with `numbers`).
    init?(_ text: String) {
        guard let v = Self.numbers(text), v[2] > 0, v[3] > 0 else { return nil }
        rect = Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    /// The four numbers of a viewBox, or nil when it is not four numbers.
    static func numbers(_ text: String) -> [Float]? {
        guard let v = SVGScanner.numberList(text), v.count == 4 else { return nil }
        return v
    }
}

/// How a viewBox is fitted into a viewport of another aspect ratio.
struct SVGAspectRatio: Hashable {
    /// Where the viewBox sits along each axis, as a fraction of the free space: 0 min, 0.5 mid,
    /// 1 max; nil for `none` (stretched to fill).
    var alignX: Float?
    var alignY: Float?
    /// `slice`: scaled to cover the viewport (and cut); `meet` (default): to fit inside it.
    var slice = false

    static let `default` = SVGAspectRatio(alignX: 0.5, alignY: 0.5, slice: false)

    /// Reads `[defer] <align> [meet | slice]`; nil when it is not that.
    init?(_ text: String) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        if words.first == "defer" { words.removeFirst() }
        guard let align = words.first, words.count <= 2 else { return nil }
        if words.count == 2 {
            switch words[1] {
            case "meet": slice = false
            case "slice": slice = true
            default: return nil
            }
        }
        if align == "none" { return }
        let fractions: [String: Float] = ["Min": 0, "Mid": 0.5, "Max": 1]
        guard align.count == 8, align.hasPrefix("x"),
              let x = fractions[String(align.dropFirst().prefix(3))],
              align.dropFirst(4).hasPrefix("Y"), let y = fractions[String(align.suffix(3))] else { return nil }
        alignX = x
        alignY = y
    }

    init(alignX: Float?, alignY: Float?, slice: Bool) {
        self.alignX = alignX; self.alignY = alignY; self.slice = slice
    }

    /// Maps `viewBox` onto the viewport (0, 0, `width`, `height`).
    func transform(from viewBox: Rect, to size: Size) -> Transform {
        var sx = size.width / viewBox.width, sy = size.height / viewBox.height
        var tx: Float = 0, ty: Float = 0
        if let alignX, let alignY {
            let s = slice ? max(sx, sy) : min(sx, sy)
            sx = s
            sy = s
            tx = (size.width - viewBox.width * s) * alignX
            ty = (size.height - viewBox.height * s) * alignY
        }
        return Transform(a: sx, b: 0, c: 0, d: sy, e: tx - viewBox.minX * sx, f: ty - viewBox.minY * sy)
    }
}
