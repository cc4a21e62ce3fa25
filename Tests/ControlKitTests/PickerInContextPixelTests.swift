import ControlKit
import Foundation
import Raster
import Testing

/// A picker in context, measured on rendered pixels against docs/ios-facts.md §3.2c: a row's
/// value is `secondaryLabel` at the trailing margin, and in the tint while its editor is open
/// below it; the editor's cell is 216 pt tall with a separator under it. Expected numbers come
/// from the facts, not from the layout code.
@Suite struct PickerInContextPixelTests {
    static let scale = 2

    /// New Event under a 44 pt bar on the notch iPhone (rows from 91 pt), the wheels under Starts.
    func render() throws -> RGBAImage {
        let screen = Screen(navigationBar: NavigationBar(title: "New Event"),
                            rows: ["Title", ListRow("Starts", value: "9:00 AM"), ListRow("Ends", value: "10:00 AM")],
                            placed: [PlacedControl(DatePicker(date: Date(timeIntervalSince1970: 1_781_427_600)), belowRow: 1)])
        return try screen.render(scale: Self.scale, appearance: .light).unpremultiplied()
    }

    /// The darkest pixel of the value's text between `top` and `top + 44` pt, right of the
    /// screen's middle (separators left out); and the rightmost column with ink, in px.
    func value(in image: RGBAImage, top: Int) throws -> (ink: (r: Int, g: Int, b: Int), right: Int) {
        var darkest = (r: 255, g: 255, b: 255), right = 0
        for y in top * Self.scale + 2 ..< (top + 44) * Self.scale - 2 {  // the separators left out
            for x in 195 * Self.scale ..< image.width {
                let p = image[x, y]
                if Int(p.r) + Int(p.g) + Int(p.b) < darkest.r + darkest.g + darkest.b { darkest = (Int(p.r), Int(p.g), Int(p.b)) }
                if Int(p.r) < 250 || Int(p.b) < 250 { right = max(right, x) }
            }
        }
        return (darkest, right)
    }

    /// Starts (91 + 44 = 135 pt) has its editor open: its value is in systemBlue (0, 122, 255,
    /// §5.1), its ink its text ending at the 16 pt margin. Ends, below the 216 pt cell
    /// (179 + 216 = 395 pt), is grey: `secondaryLabel` (60, 60, 67 at 0.6, §5.3) over white.
    @Test func theEditedRowsValueIsInTheTintAndTheOthersAreSecondaryLabel() throws {
        let image = try render()
        let starts = try value(in: image, top: 135)
        #expect(starts.ink.b > 200 && starts.ink.r < 60, "the edited value's ink is \(starts.ink)")
        // The text's advance ends at the margin; its ink a side bearing (under 2 pt) before it.
        let margin = (390 - 16) * Self.scale
        #expect((0 ... 2 * Self.scale).contains(margin - starts.right - 1), "the value's ink ends at \(starts.right + 1) px")
        let ends = try value(in: image, top: 395)
        #expect(abs(ends.ink.r - ends.ink.b) <= 12 && ends.ink.r > 100 && ends.ink.r < 190, "the other value's ink is \(ends.ink)")
        #expect((0 ... 2 * Self.scale).contains(margin - ends.right - 1), "the value's ink ends at \(ends.right + 1) px")
    }

    /// The cell's separator: one device pixel at 179 + 216 = 395 pt, from the 16 pt inset; the
    /// wheels' middle band sits in the cell, not over a row.
    @Test func theEditorsCellIs216PointsTallWithASeparatorUnderIt() throws {
        let image = try render()
        let x = 200 * Self.scale
        let separators = (150 * Self.scale ..< 420 * Self.scale).filter { y in
            image[x, y].r < 240 && image[x, y].r == image[x + 40, y].r && image[x, y - 1].r == 255 && image[x, y + 1].r == 255
        }
        #expect(separators.contains { abs($0 - 395 * Self.scale) <= 1 }, "separators at \(separators) px")
        #expect(separators.contains { abs($0 - 179 * Self.scale) <= 1 }, "the edited row's separator, at \(separators) px")
        #expect(image[16 * Self.scale - 2, 395 * Self.scale - 1].r == 255, "the separator is inset 16 pt")
    }
}
