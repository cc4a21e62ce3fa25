import Controls
import Foundation
import Raster
import Testing

/// The wheel's geometry in points, each expected number worked out by hand from
/// docs/ios-facts.md §2.1 (UIKit 18.2's picker constants).
@Suite struct WheelLayoutTests {
    static func wheel(_ widths: [Float?], width: Float = 320, height: Float = 216) -> Wheel {
        Wheel(size: Size(width, height), columns: widths.map { w in
            Wheel.Column(rows: (0 ..< 20).map { Wheel.Row("\($0)") }, selectedRow: 10, width: w)
        })
    }

    /// Without widths: floor((W − 2·9 − 5·(n − 1)) / n) each, from x = 9, 5 pt apart.
    @Test func columnsShareTheWidth() {
        let frames = Self.wheel([nil, nil, nil]).columnFrames
        // (320 − 18 − 10) / 3 = 97.33 → 97.
        #expect(frames.map(\.width) == [97, 97, 97])
        #expect(frames.map(\.x) == [9, 111, 213])
        #expect(Self.wheel([nil]).columnFrames.map(\.width) == [302])
    }

    /// With widths: the block centred by ceil((available − total) / 2), never further left
    /// than −9 past the padding.
    @Test func givenWidthsAreCentredAsABlock() {
        // 375: available 357; 200 + 5 + 80 = 285; ceil(72 / 2) = 36 → x = 9 + 36.
        let frames = Self.wheel([200, 80], width: 375).columnFrames
        #expect(frames.map(\.x) == [45, 250])
        #expect(frames.map(\.width) == [200, 80])
        // Too wide: the offset stops at −9, so the block starts at the picker's edge.
        #expect(Self.wheel([200, 200]).columnFrames.first?.x == 0)
        // One width given, the other an equal share of the whole: (302 − 5) / 2 = 148.5 → 148.
        #expect(Self.wheel([100, nil]).columnFrames.map(\.width) == [100, 148])
    }

    /// The band: x = 9, W − 18 wide, a row and 2 pt high, at round(midY − h/2).
    @Test(arguments: [(Float(216), Float(32), Float(91)), (180, 24, 77), (162, 24, 68)])
    func theBandIsARowAndTwoPointsHigh(height: Float, row: Float, top: Float) {
        let wheel = Self.wheel([nil], height: height)
        #expect(wheel.rowHeight == row)
        #expect(wheel.band == Rect(x: 9, y: top, width: 302, height: row + 2))
    }

    /// 2π / ceil(2H / row height) a row; radius H / π × 1.05.
    @Test func theCylinder() {
        let tall = Self.wheel([nil])
        #expect(abs(tall.anglePerRow - 2 * .pi / 14) < 1e-6)
        #expect(abs(tall.radius - 72.19) < 0.01)
        #expect(abs(Self.wheel([nil], height: 180).anglePerRow - 2 * .pi / 15) < 1e-6)
        #expect(abs(Self.wheel([nil], height: 162).anglePerRow - 2 * .pi / 14) < 1e-6)
    }

    /// The rows drawn are those within ±90° of the middle: 3 each side at 25.7° a row, the
    /// band's row at angle 0, angles positive above; an offset turns every row by that much.
    @Test func rowsWithinAQuarterTurnAreDrawn() throws {
        let layout = Self.wheel([nil]).layout()
        let rows = try #require(layout.columns.first?.rows)
        #expect(rows.map(\.index) == Array(7 ... 13))
        #expect(rows.map(\.distance) == [-3, -2, -1, 0, 1, 2, 3])
        for row in rows { #expect(abs(row.angle + row.distance * 2 * .pi / 14) < 1e-6) }

        var turned = Self.wheel([nil])
        turned.columns[0].offset = 0.5
        let half = try #require(turned.layout().columns.first?.rows)
        #expect(half.map(\.distance).contains(-0.5) && half.map(\.distance).contains(0.5))
        #expect(half.allSatisfy { abs($0.angle) < .pi / 2 })
    }

    /// A short, non-wrapping column stops at its ends; a wrapping one repeats.
    @Test func endsAndWrapping() throws {
        var wheel = Self.wheel([nil])
        wheel.columns[0].selectedRow = 0
        #expect(try #require(wheel.layout().columns.first).rows.map(\.index) == [0, 1, 2, 3])
        wheel.columns[0].wraps = true
        #expect(try #require(wheel.layout().columns.first).rows.map(\.index) == [17, 18, 19, 0, 1, 2, 3])
    }

    /// A column wider than a third of the picker leans towards the middle by a tenth of its
    /// centre's distance from the picker's; narrower ones do not.
    @Test func wideOuterColumnsLeanInwards() {
        let two = Self.wheel([nil, nil]).layout().columns
        // Columns 148 wide at x = 9 and 162: centres 83 and 236, the picker's 160.
        #expect(two.map(\.lean) == [7.7, -7.6])
        #expect(Self.wheel([nil, nil, nil]).layout().columns.allSatisfy { $0.lean == 0 })
    }
}
