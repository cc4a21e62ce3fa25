import FidelityFeatures
import Raster

/// The measurements per control. Each takes an image and where to look in it, and returns the
/// same named features whatever the image, so a reference and ControlKit's render line up by
/// name. Values are in the image's own device px (or levels); the report converts.
public enum Measurements {
    /// AccessibilitySnapshot's tint: pure cyan/magenta/green at alpha ≈ 0.30 [MEASURED,
    /// Benchmarks/Fidelity/README.md "Overlay": the segmented references' white thumb reads 178
    /// in the channel the magenta tint leaves alone, so 1 − alpha = 178 / 255 = 0.698].
    public static let overlayAlpha: Float = 0.302
    /// Channel spread above which a pixel counts as tinted (a grey pixel spreads 0–3 levels).
    public static let overlaySpread: Float = 12

    static func levels(_ image: RGBAImage, overlay: Bool, reading: Levels.Reading = .luminance) -> Levels {
        Levels(image, reading: overlay ? .overlayRemoved(alpha: overlayAlpha, spread: overlaySpread) : reading)
    }

    // MARK: page control

    /// Dots in `search` (dark ink on light paper, read by the brightest channel so an overlay
    /// rim in pure cyan is paper): count, diameter from area, pitch, the current and other
    /// dots' grey levels (the peak pixel's red channel: the tints are greys).
    public static func pageControl(_ image: RGBAImage, search: PixelRect, current: Int) -> [Measure] {
        let lv = Levels(image, reading: .maxChannel)
        let paper = lv.median(search) ?? 255
        let dots = DotFinder.dots(in: lv, region: search, paper: paper)
        var out = [Measure("dot count", .exact, .text("\(dots.count)"))]
        guard !dots.isEmpty else { return out + [Measure("dot diameter (from area)", .geometry, .unreadable("no dots found"))] }
        let mean = dots.map(\.diameter).reduce(0, +) / Double(dots.count)
        out.append(Measure("dot diameter (from area)", .geometry, .value(mean)))
        out.append(Measure("dot pitch (mean centre to centre)", .geometry, DotFinder.pitch(dots), or: "fewer than two dots"))
        if dots.indices.contains(current) {
            let c = image[dots[current].peakX, dots[current].peakY]
            out.append(Measure("current dot level", .level, .value(Double(c.r))))
            if let o = dots.indices.first(where: { $0 != current }) {
                let p = image[dots[o].peakX, dots[o].peakY]
                out.append(Measure("other dot level", .level, .value(Double(p.r))))
            }
        }
        return out
    }

    // MARK: segmented control

    /// The track (the bounding box of non-paper pixels in `search`), its corner, the thumb over
    /// `selected`, its corner and its insets from the segment's share of the track, the shadow
    /// strip under the thumb, and the titles' baselines, cap heights and stems.
    public static func segmentedControl(_ image: RGBAImage, search: PixelRect, overlay: Bool, segments: Int, selected: Int,
                                        geometry: Bool = true) -> [Measure] {
        let lv = levels(image, overlay: overlay)
        // The paper is the search region's top-left pixel: outside the track's rounded corner
        // even when the image is the control alone.
        let paper = lv[search.x0, search.y0]
        guard let box = lv.inkBox(in: search, paper: paper, threshold: 6) else {
            return [Measure("control width", .geometry, .unreadable("no control in the search region"))]
        }
        var out: [Measure] = []
        let h = box.y1 - box.y0, w = box.x1 - box.x0
        let midY = (box.y0 + box.y1) / 2
        let segW = Double(w) / Double(segments)
        let other = selected == 0 ? 1 : 0
        // The track's level: a patch inside the first unselected segment's leading side.
        let ox = box.x0 + Int(Double(other) * segW)
        let track = lv.median(PixelRect(x0: ox + 6, y0: midY - 3, x1: ox + 12, y1: midY + 3)) ?? paper
        let trackBox = RoundedBox.measure(lv, search: PixelRect(x0: box.x0 - 3, y0: box.y0 - 3, x1: box.x1 + 3, y1: box.y1 + 3),
                                          midX: ox + Int(segW / 2), midY: midY, outside: paper, inside: track,
                                          cornerSize: Int(Double(h) * 0.4))
        out.append(Measure("control width", .geometry, trackBox?.width, or: "track edges not found"))
        guard geometry else { return out }
        out.append(Measure("control height", .geometry, trackBox?.height, or: "track edges not found"))
        out.append(Measure("track corner (circle of equal area)", .geometry, trackBox?.corner, or: "corner not readable"))
        out.append(Measure("track level", .level, .value(Double(track))))
        // The thumb: pixels inside the track clearly lighter than it.
        let sx = box.x0 + Int(Double(selected) * segW)
        var tx0 = Int.max, tx1 = Int.min, ty0 = Int.max, ty1 = Int.min
        for y in box.y0 ..< box.y1 {
            for x in sx ..< min(box.x1, sx + Int(segW)) where lv[x, y] > track + 10 {
                tx0 = min(tx0, x); tx1 = max(tx1, x + 1); ty0 = min(ty0, y); ty1 = max(ty1, y + 1)
            }
        }
        guard tx0 < tx1 else { return out + [Measure("thumb width", .geometry, .unreadable("no thumb lighter than the track"))] }
        let thumbLevel = lv.median(PixelRect(x0: tx0 + 6, y0: (ty0 + ty1) / 2 - 2, x1: tx0 + 10, y1: (ty0 + ty1) / 2 + 2)) ?? 255
        let thumb = RoundedBox.measure(lv, search: PixelRect(x0: tx0 - 3, y0: ty0 - 3, x1: tx1 + 3, y1: ty1 + 2),
                                       midX: (tx0 + tx1) / 2, midY: (ty0 + ty1) / 2, outside: track, inside: thumbLevel,
                                       cornerSize: Int(Double(ty1 - ty0) * 0.35))
        out.append(Measure("thumb width", .geometry, thumb?.width, or: "thumb edges not found"))
        out.append(Measure("thumb height", .geometry, thumb?.height, or: "thumb edges not found"))
        out.append(Measure("thumb corner (circle of equal area)", .geometry, thumb?.corner, or: "corner not readable"))
        if let t = thumb, let tb = trackBox {
            out.append(Measure("thumb leading side inside its segment's share", .geometry, .value(t.left - (tb.left + Double(selected) * tb.width / Double(segments)))))
            out.append(Measure("thumb top inset", .geometry, .value(t.top - tb.top)))
            // The strip between the thumb's bottom and the track's, middle half of the thumb.
            let y0 = Int(t.bottom.rounded(.up)), y1 = Int(tb.bottom.rounded(.down)) - 1
            let x0 = Int(t.left + t.width / 4), x1 = Int(t.right - t.width / 4)
            let strip = lv.mean(PixelRect(x0: x0, y0: y0, x1: x1, y1: y1))
            out.append(Measure("shadow strip under the thumb, level (the track's is above)", .level, strip, or: "no strip below the thumb"))
        }
        // Titles: each segment's share, inset from the track's edges.
        // The selected title is read inside the thumb, inset 14 px at the sides and 8 px at top
        // and bottom: clear of its rounded corners (≈ 18–21 px at @3x) and its edge.
        for (i, label) in [(selected, "selected"), (other, "unselected")] {
            let x0 = box.x0 + Int(Double(i) * segW) + 4, x1 = box.x0 + Int(Double(i + 1) * segW) - 4
            let region = i == selected ? PixelRect(x0: tx0 + 14, y0: ty0 + 8, x1: tx1 - 14, y1: ty1 - 8)
                                       : PixelRect(x0: x0, y0: box.y0 + 4, x1: x1, y1: box.y1 - 4)
            let local = i == selected ? thumbLevel : track
            let ink = lv.median(region).map { _ in darkest(lv, region) } ?? 0
            guard let t = TextInk.measure(lv, region: region, paper: local, ink: ink) else {
                out.append(Measure("\(label) title baseline", .text, .unreadable("no ink"))); continue
            }
            out.append(Measure("\(label) title baseline (from the control's top)", .text, .value(t.baseline - Double(box.y0))))
            out.append(Measure("\(label) title cap height (S, with overshoot)", .text, .value(t.capHeight)))
            out.append(Measure("\(label) title stem width", .weight, t.stem, or: "no run on the stem row"))
            out.append(Measure("\(label) title ink width", .text, .value(t.right - t.left)))
        }
        return out
    }

    static func darkest(_ lv: Levels, _ r: PixelRect) -> Float {
        var m: Float = 255
        let c = lv.clip(r)
        for y in c.y0 ..< c.y1 { for x in c.x0 ..< c.x1 { m = min(m, lv[x, y]) } }
        return m
    }
    static func lightest(_ lv: Levels, _ r: PixelRect) -> Float {
        var m: Float = 0
        let c = lv.clip(r)
        for y in c.y0 ..< c.y1 { for x in c.x0 ..< c.x1 { m = max(m, lv[x, y]) } }
        return m
    }

    // MARK: navigation bar

    /// Where a bar is: its top row, leading column and width in device px, and the scale.
    public struct Bar: Sendable {
        public var top: Int, left: Int, width: Int, scale: Int
        /// The height searched for the bar's items, pt (the classic row: 44).
        public var rowPoints = 44
        public init(top: Int, left: Int, width: Int, scale: Int) { self.top = top; self.left = left; self.width = width; self.scale = scale }
        var row: Int { rowPoints * scale }
    }

    /// In the bar's 44 pt row: the title (middle half: baseline from the bar's top, cap
    /// height, centre offset from the bar's centre), the leading group (its first column band
    /// is the chevron or glyph: left edge, vertical centre, height; with `backTitle`, the rest
    /// is the back title: left edge and baseline), the trailing group's ink box, and hairline rows within
    /// 3 px of the bar's bottom edge.
    public static func navigationBar(_ image: RGBAImage, bar: Bar, overlay: Bool, dark: Bool = false,
                                     title: Bool, leading: Bool, trailing: Bool, backTitle: Bool = false,
                                     barTopKnown: Bool = true) -> [Measure] {
        // Coloured ink (a tinted glyph) counts as dark on light paper by its darkest channel,
        // as light on dark paper by its brightest.
        let lv = levels(image, overlay: overlay, reading: dark ? .maxChannel : .minChannel)
        let paper: Float = lv.median(PixelRect(x0: bar.left, y0: bar.top, x1: bar.left + bar.width, y1: bar.top + 3)) ?? (dark ? 0 : 255)
        let ink: Float = paper > 128 ? 0 : 255
        let y0 = bar.top, y1 = bar.top + bar.row
        var out: [Measure] = []
        let third = bar.width / 3
        if title {
            // The middle half: clear of the items at either side.
            let r = PixelRect(x0: bar.left + bar.width / 4, y0: y0, x1: bar.left + bar.width * 3 / 4, y1: y1)
            if let t = TextInk.measure(lv, region: r, paper: paper, ink: ink) {
                out.append(barTopKnown ? Measure("title baseline (from the bar's top)", .text, .value(t.baseline - Double(y0)))
                                       : Measure("title baseline (from the bar's top)", .text, .unreadable("the bar's top is not known in this render")))
                out.append(Measure("title cap height", .text, .value(t.capHeight)))
                out.append(Measure("title centre from the bar's centre", .text, .value(t.centreX - Double(bar.left) - Double(bar.width) / 2)))
            } else { out.append(Measure("title baseline (from the bar's top)", .text, .unreadable("no title ink"))) }
        }
        if leading {
            let r = PixelRect(x0: bar.left, y0: y0, x1: bar.left + third, y1: y1)
            let cols = columnBands(lv, r, paper: paper, ink: ink)
            if let first = cols.first, let g = TextInk.measure(lv, region: PixelRect(x0: first.lowerBound, y0: y0, x1: first.upperBound, y1: y1), paper: paper, ink: ink) {
                out.append(Measure("leading glyph left edge", .geometry, .value(g.left - Double(bar.left))))
                out.append(Measure("leading glyph centre (from the bar's top)", .geometry, .value((g.top + g.bottom) / 2 - Double(y0))))
                out.append(Measure("leading glyph height", .geometry, .value(g.bottom - g.top)))
                if backTitle, cols.count > 1, let t = TextInk.measure(lv, region: PixelRect(x0: cols[1].lowerBound, y0: y0, x1: r.x1, y1: y1), paper: paper, ink: ink) {
                    out.append(Measure("back title left edge", .text, .value(t.left - Double(bar.left))))
                    out.append(Measure("back title baseline (from the bar's top)", .text, .value(t.baseline - Double(y0))))
                    out.append(Measure("back title cap height", .text, .value(t.capHeight)))
                }
            } else { out.append(Measure("leading glyph left edge", .geometry, .unreadable("no ink at the leading side"))) }
        }
        if trailing {
            let r = PixelRect(x0: bar.left + bar.width - third, y0: y0, x1: bar.left + bar.width, y1: y1)
            if let t = TextInk.measure(lv, region: r, paper: paper, ink: ink) {
                out.append(Measure("trailing item right edge (from the bar's trailing edge)", .geometry, .value(Double(bar.left + bar.width) - t.right)))
                out.append(Measure("trailing item centre (from the bar's top)", .geometry, .value((t.top + t.bottom) / 2 - Double(y0))))
            } else { out.append(Measure("trailing item right edge (from the bar's trailing edge)", .geometry, .unreadable("no ink at the trailing side"))) }
        }
        if barTopKnown {
            let hl = Hairlines.rows(lv, region: PixelRect(x0: bar.left + third, y0: y1 - 3, x1: bar.left + 2 * third, y1: y1 + 4))
            out.append(Measure("hairline row (from the bar's top)", .exact, .text(hl.isEmpty ? "none" : hl.map { "\($0.row - y0)" }.joined(separator: ", "))))
        }
        return out
    }

    static func columnBands(_ lv: Levels, _ r: PixelRect, paper: Float, ink: Float) -> [Range<Int>] {
        let c = lv.clip(r)
        var cols = [Double](repeating: 0, count: max(0, c.x1 - c.x0))
        for y in c.y0 ..< c.y1 { for x in c.x0 ..< c.x1 where lv.coverage(x: x, y: y, outside: paper, inside: ink) > 0.1 { cols[x - c.x0] += 1 } }
        // A gap wider than 2 pt separates groups (the chevron from its title); letters sit closer.
        return bands(cols, above: 0, mergingGapsUpTo: 5).map { ($0.lowerBound + c.x0) ..< ($0.upperBound + c.x0) }
    }

    // MARK: large title

    /// The large title in `region` (below the 44 pt row): baseline from the bar's top, cap
    /// height, first ink column from the leading edge.
    public static func largeTitle(_ image: RGBAImage, barTop: Int, left: Int, region: PixelRect) -> [Measure] {
        let lv = Levels(image, reading: .minChannel)
        let paper = lv.median(PixelRect(x0: region.x0, y0: region.y0, x1: region.x1, y1: region.y0 + 2)) ?? 255
        guard let t = TextInk.measure(lv, region: region, paper: paper, ink: paper > 128 ? 0 : 255) else {
            return [Measure("large title baseline (from the bar's top)", .text, .unreadable("no ink"))]
        }
        return [Measure("large title baseline (from the bar's top)", .text, .value(t.baseline - Double(barTop))),
                Measure("large title cap height", .text, .value(t.capHeight)),
                Measure("large title first ink column", .text, .value(t.left - Double(left)))]
    }

    // MARK: alert

    /// Text lines inside the alert's `frame`: the first (title) and second (message) lines'
    /// baselines and the last line's (the button), from the frame's top, the title's cap
    /// height, and the frame's height.
    public static func alert(_ image: RGBAImage, frame: PixelRect) -> [Measure] {
        let lv = Levels(image, reading: .minChannel)
        // Inset a tenth of the width at the sides, clear of the platter's rounded corners.
        let inner = PixelRect(x0: frame.x0 + (frame.x1 - frame.x0) / 10, y0: frame.y0 + 6, x1: frame.x1 - (frame.x1 - frame.x0) / 10, y1: frame.y1 - 6)
        let paper = lv.median(inner) ?? 255
        let lines = TextInk.lines(lv, region: inner, paper: paper, ink: 0)
        var out = [Measure("alert height", .geometry, .value(Double(frame.y1 - frame.y0))),
                   Measure("text lines", .exact, .text("\(lines.count)"))]
        guard lines.count >= 3 else { return out + [Measure("title baseline", .text, .unreadable("\(lines.count) lines, expected title, message, button"))] }
        out.append(Measure("title baseline (from the alert's top)", .text, .value(lines[0].baseline - Double(frame.y0))))
        out.append(Measure("title cap height", .text, .value(lines[0].capHeight)))
        out.append(Measure("message baseline (from the alert's top)", .text, .value(lines[1].baseline - Double(frame.y0))))
        out.append(Measure("button baseline (from the alert's top)", .text, .value(lines[lines.count - 1].baseline - Double(frame.y0))))
        return out
    }

    /// The alert's frame in ControlKit's render: the platter found from edge profiles against
    /// the dimmed screen around it (top and bottom along the centre column, sides along the
    /// middle row).
    public static func alertFrame(_ image: RGBAImage) -> PixelRect? {
        let lv = Levels(image, reading: .luminance)
        let dim = lv.median(PixelRect(x0: 0, y0: 0, x1: 8, y1: 8)) ?? 0
        let cx = image.width / 2
        guard let top = (0 ..< image.height).first(where: { abs(lv[cx, $0] - dim) > 20 }),
              let bottom = (0 ..< image.height).last(where: { abs(lv[cx, $0] - dim) > 20 }) else { return nil }
        let my = (top + bottom) / 2
        guard let left = (0 ..< image.width).first(where: { abs(lv[$0, my] - dim) > 20 }),
              let right = (0 ..< image.width).last(where: { abs(lv[$0, my] - dim) > 20 }) else { return nil }
        return PixelRect(x0: left, y0: top, x1: right + 1, y1: bottom + 1)
    }

    // MARK: calendar

    /// The day grid in `region` (from the month title's row down): column and row pitch,
    /// day rows, empty cells, and the selected day's circle (pixels clearly bluer than grey
    /// and light: diameter from area counting the digits inside as covered).
    public static func calendar(_ image: RGBAImage, region: PixelRect) -> [Measure] {
        let lv = Levels(image, reading: .luminance)
        let paper = lv.median(region) ?? 255
        guard let g = DayGrid.read(lv, region: region, paper: paper) else {
            return [Measure("day grid", .exact, .unreadable("no 7-column weekday row followed by day rows"))]
        }
        var out: [Measure] = []
        let cp = (g.columnCentres.last! - g.columnCentres.first!) / Double(g.columnCentres.count - 1)
        out.append(Measure("column pitch", .geometry, .value(cp)))
        if g.rowCentres.count > 1 {
            out.append(Measure("row pitch", .geometry, .value((g.rowCentres.last! - g.rowCentres.first!) / Double(g.rowCentres.count - 1))))
        }
        out.append(Measure("day rows", .exact, .text("\(g.rowCentres.count)")))
        let empty = g.empty.map { "r\($0.row + 1)c\($0.column + 1)" }
        out.append(Measure("empty cells (row, column)", .exact, .text(empty.isEmpty ? "none" : empty.joined(separator: " "))))
        // Selected circle: blue exceeds red by 12+ levels and the pixel is light.
        var area = 0.0
        let c = lv.clip(region)
        let rowPitch = g.rowCentres.count > 1 ? (g.rowCentres[1] - g.rowCentres[0]) : cp
        let daysTop = max(c.y0, Int(g.rowCentres[0] - rowPitch / 2))
        for y in daysTop ..< c.y1 {
            for x in c.x0 ..< c.x1 {
                let p = image[x, y]
                if Int(p.b) - Int(p.r) > 12 { area += Double(p.r) > 150 ? min(1, Double(Int(p.b) - Int(p.r)) / 30) : 1 }
            }
        }
        out.append(Measure("selected circle diameter (from area)", .geometry, area > 50 ? (4 * area / Double.pi).squareRoot() : nil, or: "no tinted circle"))
        return out
    }

    // MARK: compact pill

    /// The compact picker's pill: found as the box of pixels `threshold` levels off the paper
    /// (the search region's top-left pixel); top and bottom edges read with local levels
    /// (`EdgeProfile.localEdge`, so a dimming gradient does not matter) one pill-height in from
    /// its leading edge, past the corner; the leading edge along the middle row; the top-left
    /// corner fitted to the rows' leading edges (`cornerFromProfile`); the text's inset and baseline; the fill
    /// (`fillReadable` false when the reference's fill is covered, e.g. by a dimming layer).
    public static func pill(_ image: RGBAImage, search: PixelRect, fillReadable: Bool, threshold: Float = 4) -> [Measure] {
        let lv = Levels(image, reading: .luminance)
        let paper = lv[search.x0, search.y0]
        guard let box = lv.inkBox(in: lv.clip(search), paper: paper, threshold: threshold) else { return [Measure("pill height", .geometry, .unreadable("no pill"))] }
        let midY = (box.y0 + box.y1) / 2, h = box.y1 - box.y0, col = box.x0 + h
        let s = lv.clip(search)
        guard let top = EdgeProfile.localEdge(lv, line: col, from: max(s.y0, box.y0 - 8), direction: .down, limit: h / 3),
              let bottom = EdgeProfile.localEdge(lv, line: col, from: min(s.y1 - 1, box.y1 + 7), direction: .up, limit: h / 3),
              let left = EdgeProfile.localEdge(lv, line: midY, from: max(s.x0, box.x0 - 8), direction: .right, limit: h / 3)
        else { return [Measure("pill height", .geometry, .unreadable("pill edges not found"))] }
        let corner = EdgeProfile.cornerFromProfile(lv, top: top.edge, left: left.edge, from: max(s.x0, box.x0 - 8), rows: Int(Double(h) * 0.4))
        var out = [Measure("pill height", .geometry, .value(bottom.edge - top.edge)),
                   Measure("pill corner (circle fitted to the edge profile)", .geometry, corner, or: "corner not readable"),
                   Measure("pill fill level", .level, fillReadable ? .value(Double(top.inside)) : .unreadable("dimmed by the popover's presentation"))]
        let ink = Levels(image, reading: .minChannel)
        let inner = PixelRect(x0: Int(left.edge) + 4, y0: Int(top.edge) + 4, x1: box.x1 - 4, y1: Int(bottom.edge) - 4)
        if let t = TextInk.measure(ink, region: inner, paper: lightest(ink, inner), ink: darkest(ink, inner)) {
            out.append(Measure("text inset from the pill's leading edge", .text, .value(t.left - left.edge)))
            out.append(Measure("text baseline (from the pill's top)", .text, .value(t.baseline - top.edge)))
        }
        return out
    }
}
