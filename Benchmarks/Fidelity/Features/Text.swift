import Raster

/// Ink measurements of one line of text.
///
/// Positions are pixel-edge coordinates in the measured image. The baseline is the lower edge
/// of the last row that still holds a good part of the line's ink (descenders and the
/// overshoot of round letters hold little), so it is read to a whole pixel: text positions
/// are compared with a 2 px tolerance.
public struct TextInk: Sendable, Equatable {
    /// The ink's box (any coverage above 0.1).
    public var left: Double, right: Double, top: Double, bottom: Double
    /// Lower edge of the last row with at least `denseFraction` of the fullest row's ink.
    public var baseline: Double
    /// Top of the first glyph's ink (the first run of inked columns), with its partial top
    /// row counted by its coverage; for a capital this is the cap top (with overshoot for S, O).
    public var firstGlyphTop: Double
    /// `baseline − firstGlyphTop`: the cap height when the line starts with a capital.
    public var capHeight: Double { baseline - firstGlyphTop }
    /// Median width of the ink runs crossing the row a third of the cap height above the
    /// baseline (each run's width = its summed coverage): the stem width of lower-case
    /// letters, px. Nil when no run crosses it.
    public var stem: Double?
    public var centreX: Double { (left + right) / 2 }

    /// The fraction of the fullest row's ink that marks a row as part of the x-height band.
    public static let denseFraction = 0.35

    /// Measures the text in `region` drawn in level `ink` on level `paper` (either may be the
    /// darker). Nil when the region holds no ink.
    public static func measure(_ levels: Levels, region: PixelRect, paper: Float, ink: Float) -> TextInk? {
        let r = levels.clip(region)
        guard r.x1 > r.x0, r.y1 > r.y0 else { return nil }
        func c(_ x: Int, _ y: Int) -> Double { Double(levels.coverage(x: x, y: y, outside: paper, inside: ink)) }
        var rows = [Double](repeating: 0, count: r.y1 - r.y0), cols = [Double](repeating: 0, count: r.x1 - r.x0)
        for y in r.y0 ..< r.y1 {
            for x in r.x0 ..< r.x1 { let v = c(x, y); if v > 0.1 { rows[y - r.y0] += v; cols[x - r.x0] += v } }
        }
        let rowBands = bands(rows, above: 0.05), colBands = bands(cols, above: 0.05)
        guard let firstRow = rowBands.first, let lastRow = rowBands.last, let firstCol = colBands.first,
              let lastCol = colBands.last, let fullest = rows.max(), fullest > 0 else { return nil }
        guard let lastDense = rows.lastIndex(where: { $0 >= denseFraction * fullest }) else { return nil }
        let baseline = Double(r.y0 + lastDense + 1)
        // First glyph: columns of the first band; its top row, counted by its deepest coverage.
        var glyphTop = Double(r.y0 + firstRow.lowerBound)
        for y in r.y0 ..< r.y1 {
            var deepest = 0.0
            for x in (r.x0 + firstCol.lowerBound) ..< (r.x0 + firstCol.upperBound) { deepest = max(deepest, c(x, y)) }
            if deepest > 0.1 { glyphTop = Double(y) + 1 - deepest; break }
        }
        // Stem: runs across the row a third of the cap height above the baseline.
        var stem: Double? = nil
        let stemRow = Int((baseline - (baseline - glyphTop) / 3).rounded(.down))
        if stemRow >= r.y0, stemRow < r.y1 {
            var widths: [Double] = [], run = 0.0, inRun = false
            for x in r.x0 ..< r.x1 {
                let v = c(x, stemRow)
                if v > 0.1 { run += v; inRun = true } else {
                    if inRun { widths.append(run + v) }
                    run = v; inRun = false
                }
            }
            if inRun { widths.append(run) }
            if !widths.isEmpty { widths.sort(); stem = widths[widths.count / 2] }
        }
        return TextInk(left: Double(r.x0 + firstCol.lowerBound), right: Double(r.x0 + lastCol.upperBound),
                       top: Double(r.y0 + firstRow.lowerBound), bottom: Double(r.y0 + lastRow.upperBound),
                       baseline: baseline, firstGlyphTop: glyphTop, stem: stem)
    }

    /// The lines of text in a region: bands of rows holding ink (gaps of `gap` rows or fewer
    /// merged, so a descender does not start a line) at least `minimumHeight` rows tall (a
    /// separator hairline is not a line), each measured on its own.
    public static func lines(_ levels: Levels, region: PixelRect, paper: Float, ink: Float, gap: Int = 2, minimumHeight: Int = 4) -> [TextInk] {
        let r = levels.clip(region)
        guard r.x1 > r.x0, r.y1 > r.y0 else { return [] }
        var rows = [Double](repeating: 0, count: r.y1 - r.y0)
        for y in r.y0 ..< r.y1 {
            for x in r.x0 ..< r.x1 {
                let v = Double(levels.coverage(x: x, y: y, outside: paper, inside: ink))
                if v > 0.1 { rows[y - r.y0] += v }
            }
        }
        return bands(rows, above: 0.5, mergingGapsUpTo: gap).filter { $0.count >= minimumHeight }.compactMap { b in
            measure(levels, region: PixelRect(x0: r.x0, y0: r.y0 + b.lowerBound, x1: r.x1, y1: r.y0 + b.upperBound), paper: paper, ink: ink)
        }
    }
}

/// Rows that differ from both neighbours: hairlines.
public enum Hairlines {
    /// Rows in `region` whose mean level differs from the mean of the rows on either side by
    /// at least `contrast` levels, the two neighbours agreeing within `contrast / 2` — a one-pixel
    /// line, not the edge between two fills. Returns (row, mean level) pairs.
    public static func rows(_ levels: Levels, region: PixelRect, contrast: Double = 6) -> [(row: Int, level: Double)] {
        let r = levels.clip(region)
        guard r.y1 - r.y0 >= 3 else { return [] }
        let means = (r.y0 ..< r.y1).map { levels.mean(PixelRect(x0: r.x0, y0: $0, x1: r.x1, y1: $0 + 1)) ?? 0 }
        var out: [(Int, Double)] = []
        for i in 1 ..< means.count - 1 {
            let a = means[i - 1], m = means[i], b = means[i + 1]
            if abs(a - b) <= contrast / 2, abs(m - a) >= contrast, abs(m - b) >= contrast { out.append((r.y0 + i, m)) }
        }
        return out
    }
}
