import Raster
import Typeset

/// UIKit's `UIPickerView` (the iOS 14+ look) as a value: one or more wheels ("components"),
/// each a list of rows — text, or a colour swatch or glyph before text — and the row selected
/// in each, in the rounded band across the middle.
///
/// Nothing is checked on assignment; `validate()` reports every problem with its field.
public struct Picker: Hashable, Sendable {
    /// One wheel of the picker.
    public struct Component: Hashable, Sendable {
        /// The wheel's rows, top to bottom; at least one.
        public var rows: [Wheel.Row]
        /// The row in the band: in `0 ..< rows.count`.
        public var selectedRow: Int
        /// The component's width in points (`pickerView(_:widthForComponent:)`); nil to share
        /// the picker's width equally. When any component has one, the block is centred.
        public var width: Float?
        /// Where the rows' text sits in the column (default centred, as UIKit's default titles).
        public var alignment: TextAlignment
        /// A disabled component is drawn at alpha 0.4.
        public var isEnabled: Bool
        /// The wheel turned past the selected row by this many rows, −0.5…0.5: a picker caught
        /// between two rows, as in motion.
        public var offset: Float

        /// A component of `rows`, the first selected, centred and enabled by default; nothing is
        /// checked until `validate()`.
        public init(rows: [Wheel.Row], selectedRow: Int = 0, width: Float? = nil, alignment: TextAlignment = .center,
                    isEnabled: Bool = true, offset: Float = 0) {
            self.rows = rows
            self.selectedRow = selectedRow
            self.width = width
            self.alignment = alignment
            self.isEnabled = isEnabled
            self.offset = offset
        }

        /// A component of plain text rows.
        public init(titles: [String], selectedRow: Int = 0) {
            self.init(rows: titles.map { Wheel.Row($0) }, selectedRow: selectedRow)
        }
    }

    /// The wheels, left to right; at least one.
    public var components: [Component]
    /// The picker's size in points: any width, and a height of 216, 180 or 162 (UIKit's).
    public var size: Size

    /// A picker of `components`, 320 × 216 pt by default; nothing is checked until `validate()`.
    public init(components: [Component], size: Size = Wheel.Metrics.defaultSize) {
        self.components = components
        self.size = size
    }

    /// The wheel the picker draws.
    public var wheel: Wheel {
        Wheel(size: size, columns: components.map { c in
            Wheel.Column(rows: c.rows, selectedRow: c.selectedRow, offset: c.offset, width: c.width, alignment: c.alignment,
                         isEnabled: c.isEnabled)
        })
    }
}
