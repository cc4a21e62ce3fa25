import Raster
import Typeset

/// The wheels every picker draws — UIPickerView and the date picker's wheels style (iOS 14+):
/// columns of rows on a cylinder, the selected row of each in a rounded band across the
/// middle. A picker control builds a `Wheel` from its own value; the wheel lays itself out and
/// draws itself (ios-facts §2.1).
///
/// Nothing is checked on assignment; the controls that build a wheel validate their own
/// values, so a wheel they build has at least one column, rows in every column, a selected
/// row inside each and a size of positive, finite points.
public struct Wheel: Hashable, Sendable {
    /// One row: text, optionally after a colour swatch or a glyph.
    public struct Row: Hashable, Sendable {
        /// The row's text.
        public var text: String
        /// A colour chip drawn before the text (a colour picker's rows).
        public var swatch: ColorValue?
        /// A glyph drawn before the text, in the text's colour.
        public var symbol: Symbol?
        /// False for a row that cannot be chosen (a date outside the minimum or maximum): drawn
        /// in the disabled colour.
        public var isEnabled: Bool

        /// A row of `text`, enabled, with neither swatch nor glyph unless said.
        public init(_ text: String, swatch: ColorValue? = nil, symbol: Symbol? = nil, isEnabled: Bool = true) {
            self.text = text
            self.swatch = swatch
            self.symbol = symbol
            self.isEnabled = isEnabled
        }
    }

    /// One wheel.
    public struct Column: Hashable, Sendable {
        /// The rows, top to bottom; at least one.
        public var rows: [Row]
        /// The row in the band, 0-based: in `0 ..< rows.count`.
        public var selectedRow: Int
        /// How far the wheel is turned past the selected row, in rows (−0.5…0.5 shows it
        /// between two rows; positive turns later rows up into the band).
        public var offset: Float
        /// The column's width in points; nil to share the picker's width equally.
        public var width: Float?
        /// Where the rows' text sits in the column.
        public var alignment: TextAlignment
        /// A disabled column is drawn at `Metrics.disabledAlpha`.
        public var isEnabled: Bool
        /// Whether the rows repeat without end (a date picker's months, days, hours, minutes).
        public var wraps: Bool
        /// How far inside the column's edge on the side of `alignment` left-aligned text
        /// starts or right-aligned text ends; nil for `Metrics.labelInset`. Ignored for centred
        /// text. (The countdown moves its numbers towards their labels with it.)
        public var alignedInset: Float?

        /// A column of `rows`, the first in the band, centred, enabled and not wrapping unless said.
        public init(rows: [Row], selectedRow: Int = 0, offset: Float = 0, width: Float? = nil, alignment: TextAlignment = .center,
                    isEnabled: Bool = true, wraps: Bool = false) {
            self.rows = rows
            self.selectedRow = selectedRow
            self.offset = offset
            self.width = width
            self.alignment = alignment
            self.isEnabled = isEnabled
            self.wraps = wraps
        }
    }

    /// A fixed label beside the band that does not turn with the wheels (the countdown
    /// timer's "hours" and "min"), drawn in the label colour.
    public struct Label: Hashable, Sendable {
        /// The label's text.
        public var text: String
        /// Where its baseline starts, in the picker's points.
        public var origin: Point
        /// Its text size in points.
        public var fontSize: Float
        /// Its font weight.
        public var weight: FontWeight

        /// A label of `text` whose baseline starts at `origin`.
        public init(_ text: String, origin: Point, fontSize: Float, weight: FontWeight) {
            self.text = text
            self.origin = origin
            self.fontSize = fontSize
            self.weight = weight
        }
    }

    /// The wheels' size in points (UIKit's picker: 320 × 216).
    public var size: Size
    /// The wheels, left to right; at least one.
    public var columns: [Column]
    /// Fixed labels beside the band; empty for none.
    public var labels: [Label]
    /// The band row's text size in points (23.5 unless a date picker shrinks it to fit).
    public var centreFontSize: Float
    /// The other rows' text size in points (21 unless a date picker shrinks it to fit).
    public var rowFontSize: Float

    /// A wheel of `columns`, 320 × 216 pt, with no labels and UIKit's text sizes unless said.
    public init(size: Size = Metrics.defaultSize, columns: [Column], labels: [Label] = [],
                centreFontSize: Float = Metrics.centreFontSize, rowFontSize: Float = Metrics.rowFontSize) {
        self.size = size
        self.columns = columns
        self.labels = labels
        self.centreFontSize = centreFontSize
        self.rowFontSize = rowFontSize
    }
}
