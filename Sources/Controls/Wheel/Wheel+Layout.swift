import Raster

// The wheel's geometry in points, after UIKit 18.2 (ios-facts §2.1): columns shared across the
// width inside 9 pt of padding with 5 pt between them, or centred when they have widths; rows
// 32 pt apart on a cylinder of radius H/π × 1.05; the band a row and 2 pt high across the middle.

extension Wheel {
    /// The row height for the picker's height: 32 pt, 24 pt below 216 pt (ios-facts §2.1).
    public var rowHeight: Float { size.height < Metrics.defaultSize.height ? Metrics.compactRowHeight : Metrics.rowHeight }

    /// The selection band: x = 9, W − 18 wide, a row and 2 pt high, centred at
    /// round(midY − h/2) (ios-facts §2.1).
    public var band: Rect {
        let h = rowHeight + Metrics.bandExtraHeight
        return Rect(x: Metrics.horizontalPadding, y: (size.height / 2 - h / 2).rounded(),
                    width: size.width - 2 * Metrics.horizontalPadding, height: h)
    }

    /// The angle between neighbouring rows, radians: 2π / ceil(2H / row height) (25.71° for
    /// 216 / 32).
    public var anglePerRow: Float { 2 * .pi / (2 * size.height / rowHeight).rounded(.up) }

    /// The cylinder's radius: H / π × 1.05.
    public var radius: Float { size.height / .pi * Metrics.radiusFactor }

    /// Each column's x and width, left to right: equal shares of W − 18 − 5 (n − 1) (rounded
    /// down), or the given widths as a block centred by ceil((available − total) / 2).
    public var columnFrames: [(x: Float, width: Float)] {
        let n = Float(columns.count)
        let available = size.width - 2 * Metrics.horizontalPadding
        var out: [(x: Float, width: Float)] = []
        if columns.allSatisfy({ $0.width == nil }) {
            let share = ((available - Metrics.columnGap * (n - 1)) / n).rounded(.down)
            var x = Metrics.horizontalPadding
            for _ in columns {
                out.append((x, share))
                x += share + Metrics.columnGap
            }
            return out
        }
        let shares = ((available - Metrics.columnGap * (n - 1)) / n).rounded(.down)
        let widths = columns.map { $0.width ?? shares }
        let total = widths.reduce(0, +) + Metrics.columnGap * (n - 1)
        var x = Metrics.horizontalPadding + max(((available - total) / 2).rounded(.up), -Metrics.horizontalPadding)
        for w in widths {
            out.append((x, w))
            x += w + Metrics.columnGap
        }
        return out
    }

    /// The layout in points. Expects a wheel as its controls build it (see `Wheel`).
    public func layout() -> WheelLayout {
        let step = anglePerRow
        let frames = columnFrames
        var laidOut: [WheelLayout.Column] = []
        for (column, frame) in zip(columns, frames) {
            let rect = Rect(x: frame.x, y: 0, width: frame.width, height: size.height)
            // ios-facts §2.1: a column wider than a third of the picker leans inwards.
            let lean = frame.width > size.width / 3 ? (rect.midX - size.width / 2) / Metrics.leanDivisor : 0
            // Rows within ±90° of the middle; k rows below the middle is angle −k·step.
            let reach = Int((Float.pi / 2 / step).rounded(.up)) + 1
            var rows: [WheelLayout.Row] = []
            for k in -reach ... reach {
                let index = column.selectedRow + k
                let distance = Float(k) - column.offset
                let angle = -distance * step
                guard abs(angle) < .pi / 2 else { continue }
                if column.wraps {
                    let n = column.rows.count
                    guard n > 0 else { continue }
                    rows.append(WheelLayout.Row(index: ((index % n) + n) % n, distance: distance, angle: angle))
                } else if column.rows.indices.contains(index) {
                    rows.append(WheelLayout.Row(index: index, distance: distance, angle: angle))
                }
            }
            laidOut.append(WheelLayout.Column(frame: rect, lean: lean, rows: rows))
        }
        return WheelLayout(size: size, rowHeight: rowHeight, band: band, radius: radius, anglePerRow: step, columns: laidOut)
    }
}
