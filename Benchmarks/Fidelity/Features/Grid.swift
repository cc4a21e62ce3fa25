import Raster

/// A calendar's day grid read from ink: the columns from the weekday row, the rows from bands
/// of ink below it, and which cells hold ink.
public struct DayGrid: Sendable, Equatable {
    /// Column centres, px (from the weekday names' ink).
    public var columnCentres: [Double]
    /// Row centres, px (middle of each band of day numbers).
    public var rowCentres: [Double]
    /// `filled[row][column]`: the cell holds ink.
    public var filled: [[Bool]]
    /// Cells without ink, as (row, column), 0-based.
    public var empty: [(row: Int, column: Int)] {
        filled.enumerated().flatMap { r, cells in cells.enumerated().compactMap { $1 ? nil : (r, $0) } }
    }
    public static func == (a: DayGrid, b: DayGrid) -> Bool {
        a.columnCentres == b.columnCentres && a.rowCentres == b.rowCentres && a.filled == b.filled
    }

    /// Reads the grid in `region`, which must start with the month title's row (any ink), then
    /// the weekday row, then the day rows; `columns` names the expected column count (7). Ink
    /// is any level at least `threshold` from `paper`. Nil when fewer than three bands or a
    /// weekday row with a different number of names are found.
    public static func read(_ levels: Levels, region: PixelRect, paper: Float, threshold: Float = 40, columns: Int = 7) -> DayGrid? {
        let r = levels.clip(region)
        guard r.x1 > r.x0, r.y1 > r.y0 else { return nil }
        func ink(_ x: Int, _ y: Int) -> Bool { abs(levels[x, y] - paper) >= threshold }
        var rows = [Double](repeating: 0, count: r.y1 - r.y0)
        for y in r.y0 ..< r.y1 { for x in r.x0 ..< r.x1 where ink(x, y) { rows[y - r.y0] += 1 } }
        let rowBands = bands(rows, above: 0, mergingGapsUpTo: 2)
        guard rowBands.count >= 3 else { return nil }
        let pitchGuess = (r.x1 - r.x0) / columns
        func columnBands(_ band: Range<Int>) -> [Range<Int>] {
            var cols = [Double](repeating: 0, count: r.x1 - r.x0)
            for y in (r.y0 + band.lowerBound) ..< (r.y0 + band.upperBound) { for x in r.x0 ..< r.x1 where ink(x, y) { cols[x - r.x0] += 1 } }
            return bands(cols, above: 0, mergingGapsUpTo: pitchGuess / 4)
        }
        let weekday = columnBands(rowBands[1])
        guard weekday.count == columns else { return nil }
        let centres = weekday.map { Double(r.x0) + Double($0.lowerBound + $0.upperBound) / 2 }
        var filled: [[Bool]] = [], rowCentres: [Double] = []
        for band in rowBands.dropFirst(2) {
            let cells = columnBands(band)
            rowCentres.append(Double(r.y0) + Double(band.lowerBound + band.upperBound) / 2)
            filled.append(centres.map { c in
                cells.contains { b in abs(Double(r.x0) + Double(b.lowerBound + b.upperBound) / 2 - c) < Double(pitchGuess) / 2 }
            })
        }
        return DayGrid(columnCentres: centres, rowCentres: rowCentres, filled: filled)
    }
}
