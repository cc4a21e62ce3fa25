import FidelityFeatures
import Raster

// The iOS 26 bar (Liquid Glass): no background, items on platters. The captures place the whole
// bar differently (docs/ios-facts.md §3.8), so everything here is relative: the platters' own
// size and their inset from the screen's edges, the title against the platters' centre, the
// text against its capsule.

extension Measurements {
    /// The glass bar in `rows` of a full-width image: the title in the middle half; the trailing
    /// platter (and, with `leading`, the leading one) found by its edge; with `trailingIsText`
    /// the text's ink inside its capsule.
    ///
    /// A platter's edge is a pixel lighter than the page by more than 5 levels (the 26.0 fill,
    /// a highlight) or darker by more than 30 (the 26.4 ring outside the edge in light): the
    /// 26.0 shadow, at most about 22 levels darker, and the 26.4 fill, 1–5 levels lighter, are
    /// neither. The platter's sides are the outermost edge pixels over the rows between the
    /// title and the screen's side; its top and bottom the outermost sharp steps in its middle
    /// column; a dark ring found at an edge is stepped over, so the edge is the glass's own.
    public static func glassBar(_ image: RGBAImage, rows: Range<Int>, dark: Bool, leading: Bool, trailingIsText: Bool) -> [Measure] {
        let lum = Levels(image, reading: .luminance)
        let textLevels = Levels(image, reading: dark ? .maxChannel : .minChannel)
        let w = image.width
        let paper = lum.median(PixelRect(x0: w / 3, y0: rows.lowerBound, x1: w * 2 / 3, y1: rows.lowerBound + 3)) ?? (dark ? 0 : 255)
        let ink: Float = dark ? 255 : 0
        var out: [Measure] = []
        let band = PixelRect(x0: w / 4, y0: rows.lowerBound, x1: w * 3 / 4, y1: rows.upperBound)
        guard let title = TextInk.measure(textLevels, region: band, paper: paper, ink: ink) else {
            return [Measure("title baseline below the items' centre", .text, .unreadable("no title ink"))]
        }
        func isEdge(_ x: Int, _ y: Int) -> Bool { let v = lum[x, y]; return v > paper + 5 || v < paper - 30 }
        func platter(_ columns: Range<Int>) -> (left: Int, right: Int, top: Int, bottom: Int)? {
            var left = Int.max, right = Int.min
            for y in rows where y < image.height {
                for x in columns where isEdge(x, y) { left = min(left, x); right = max(right, x) }
            }
            guard left <= right else { return nil }
            // Top and bottom in the middle column: the first and last sharp step (over 8 levels
            // from one row to the next; the shadows below fade by a level or two a row).
            let midX = (left + right) / 2
            let column = Array(rows.filter { $0 < image.height })
            let steps = column.dropFirst().filter { abs(lum[midX, $0] - lum[midX, $0 - 1]) > 8 }
            guard let firstStep = steps.first, let lastStep = steps.last, firstStep < lastStep else { return nil }
            var top = firstStep, bottom = lastStep - 1
            let midY = (top + bottom) / 2
            // A dark ring lies just outside 26.4's platters in light: the platter's edge is where
            // the ring ends. Above and below, a highlight follows the ring; at the sides the fill
            // does, which on a grey prominent platter is itself 25 levels darker than the page,
            // so a side's ring is only what is 30 levels darker.
            while top < midY, lum[midX, top] < paper - 10 { top += 1 }
            while bottom > midY, lum[midX, bottom] < paper - 10 { bottom -= 1 }
            while left < midX, lum[left, midY] < paper - 30 { left += 1 }
            while right > midX, lum[right, midY] < paper - 30 { right -= 1 }
            return (left, right, top, bottom)
        }
        guard let trailing = platter((Int(title.right) + 10) ..< w) else {
            return [Measure("trailing platter height", .geometry, .unreadable("no platter at the trailing side"))]
        }
        let centre = Double(trailing.top + trailing.bottom + 1) / 2
        out.append(Measure("title baseline below the items' centre", .text, .value(title.baseline - centre)))
        out.append(Measure("title cap height", .text, .value(title.capHeight)))
        out.append(Measure("title centre from the screen's centre", .text, .value(title.centreX - Double(w) / 2)))
        out.append(Measure("trailing platter height", .geometry, .value(Double(trailing.bottom - trailing.top + 1))))
        out.append(Measure("trailing platter width", .geometry, .value(Double(trailing.right - trailing.left + 1))))
        out.append(Measure("trailing platter inset from the trailing edge", .geometry, .value(Double(w - 1 - trailing.right))))
        if trailingIsText {
            // The text on its capsule: its paper is the capsule's fill beside the text.
            let y = Int(centre)
            let fill = lum.median(PixelRect(x0: trailing.left + 6, y0: y - 2, x1: trailing.left + 12, y1: y + 2)) ?? paper
            // The middle 44 px (about 15 pt) of the capsule's height, clear of its round ends'
            // edges and highlights: the text's capitals and x-height lie in it.
            let inside = PixelRect(x0: trailing.left + 8, y0: y - 22, x1: trailing.right - 7, y1: y + 22)
            if let text = TextInk.measure(textLevels, region: inside, paper: fill, ink: ink) {
                out.append(Measure("text inside the capsule: from its leading end", .text, .value(text.left - Double(trailing.left))))
                out.append(Measure("text inside the capsule: to its trailing end", .text, .value(Double(trailing.right + 1) - text.right)))
                out.append(Measure("text baseline below the items' centre", .text, .value(text.baseline - centre)))
            } else {
                out.append(Measure("text inside the capsule: from its leading end", .text, .unreadable("no text ink in the capsule")))
            }
        }
        if leading {
            if let p = platter(0 ..< max(Int(title.left) - 10, 1)) {
                out.append(Measure("leading platter height", .geometry, .value(Double(p.bottom - p.top + 1))))
                out.append(Measure("leading platter width", .geometry, .value(Double(p.right - p.left + 1))))
                out.append(Measure("leading platter inset from the leading edge", .geometry, .value(Double(p.left))))
            } else {
                out.append(Measure("leading platter height", .geometry, .unreadable("no platter at the leading side")))
            }
        }
        return out
    }
}
