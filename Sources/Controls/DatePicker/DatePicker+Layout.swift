import Foundation
import Raster
import Typeset

// The date picker's wheel: its columns in visual order (right to left for a right-to-left
// locale, with hour and minute swapped first), each as wide as its widest text and its
// padding, the font shrunk 1 pt at a time until they fit (ios-facts §2.2).

extension DatePicker {
    /// The wheels left to right: the pattern's order, or for a right-to-left locale that order
    /// with hour and minute swapped, then reversed (ios-facts §2.2).
    package func visualColumns() -> [DateColumn] {
        var columns = dateColumns()
        if isRightToLeft {
            if let h = columns.firstIndex(where: { $0.kind == .unit(.hour) }), let m = columns.firstIndex(where: { $0.kind == .unit(.minute) }) {
                columns.swapAt(h, m)
            }
            columns.reverse()
        }
        return columns
    }

    /// The wheel the date picker draws.
    public var wheel: Wheel {
        let columns = visualColumns()
        let full = Wheel.Metrics.centreFontSize
        let widest = columns.map { c in c.rows.map { WheelText.width($0.text, size: full) }.max() ?? 0 }
        let available = size.width - 2 * Metrics.edgeInset
        let gaps = Wheel.Metrics.columnGap * Float(max(columns.count - 1, 0))
        func widths(at fontSize: Float) -> [Float] {
            zip(columns, widest).map { c, w in (w * fontSize / full).rounded(.up) + 2 * c.padding }
        }
        var fontSize = full
        while fontSize - Metrics.fontStep >= Metrics.minimumFontSize, widths(at: fontSize).reduce(0, +) + gaps > available {
            fontSize -= Metrics.fontStep
        }
        let fitted = widths(at: fontSize)
        var wheelColumns = zip(columns, fitted).map { c, w in
            Wheel.Column(rows: c.rows, selectedRow: c.selected, width: mode == .countdown ? nil : w, alignment: c.alignment, wraps: c.wraps)
        }
        var labels: [Wheel.Label] = []
        if mode == .countdown { (wheelColumns, labels) = countdownLayout(wheelColumns, fontSize: fontSize) }
        return Wheel(size: size, columns: wheelColumns, labels: labels, centreFontSize: fontSize,
                     rowFontSize: Wheel.Metrics.rowFontSize * fontSize / full)
    }

    /// The countdown's columns share the width; in each, the number and its unit label, 6 pt
    /// apart, are centred together, the label fixed beside the band (ios-facts §2.3) and moved
    /// with its column's inward lean so the gap stays 6 pt. The numbers are aligned towards
    /// their label: right with the label after them, or, in a right-to-left locale, left with
    /// the label before them (reading order puts the number first) [INF].
    func countdownLayout(_ columns: [Wheel.Column], fontSize: Float) -> ([Wheel.Column], [Wheel.Label]) {
        var columns = columns
        let words = countdownUnitWords
        let frames = Wheel(size: size, columns: columns).layout().columns
        let baseline = size.height / 2 + WheelText.baselineOffset(size: Metrics.countdownLabelSize)
        var labels: [Wheel.Label] = []
        for (i, word) in [words.hours, words.minutes].enumerated() where i < columns.count {
            let frame = frames[i].frame
            let number = columns[i].rows.map { WheelText.width($0.text, size: fontSize) }.max() ?? 0
            let label = WheelText.width(word, size: Metrics.countdownLabelSize, weight: .semibold)
            let blockStart = frame.midX - (number + Metrics.countdownLabelGap + label) / 2
            let labelX: Float
            if isRightToLeft {
                columns[i].alignment = .left
                columns[i].alignedInset = blockStart + label + Metrics.countdownLabelGap - frame.minX
                labelX = blockStart
            } else {
                columns[i].alignment = .right
                columns[i].alignedInset = frame.maxX - (blockStart + number)
                labelX = blockStart + number + Metrics.countdownLabelGap
            }
            labels.append(Wheel.Label(word, origin: Point(labelX + frames[i].lean, baseline),
                                      fontSize: Metrics.countdownLabelSize, weight: .semibold))
        }
        return (columns, labels)
    }

}
