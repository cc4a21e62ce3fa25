import Foundation
import Raster
import Testing

/// The one `PixelRect` of the package: its invariants, its single meaning for rects that do
/// not meet, and its JSON form (the keys image-comparison reports use).
@Suite struct PixelRectTests {
    @Test func bothInitializersDescribeTheSamePixels() {
        let edges = PixelRect(x0: 2, y0: 3, x1: 7, y1: 5)
        let sized = PixelRect(x: 2, y: 3, width: 5, height: 2)
        #expect(edges == sized)
        #expect(sized.width == 5 && sized.height == 2 && !sized.isEmpty)
        #expect(sized.contains(x: 2, y: 3) && sized.contains(x: 6, y: 4))
        #expect(!sized.contains(x: 7, y: 4) && !sized.contains(x: 6, y: 5) && !sized.contains(x: 1, y: 3))
    }

    @Test func negativeSizesAndInvertedEdgesAreEmptyAtTheirStart() {
        let negative = PixelRect(x: 11, y: 3, width: -5, height: 5)
        #expect(negative.isEmpty && negative.width == 0 && negative.x0 == 11 && negative.x1 == 11)
        let inverted = PixelRect(x0: 4, y0: 9, x1: 1, y1: 2)
        #expect(inverted.isEmpty && inverted.width == 0 && inverted.height == 0)
        #expect(!inverted.contains(x: 2, y: 5))
    }

    /// Sizes near `Int`'s range used to be stored as given, so `maxX` or `width` could
    /// overflow and trap; now the sides are cut to fit and nothing traps.
    @Test func extremeCoordinatesNeitherTrapNorOverflow() {
        let huge = PixelRect(x0: .min, y0: .min, x1: .max, y1: .max)
        #expect(huge.width == .max && huge.height == .max)
        #expect(huge.x1 == Int.min &+ Int.max)
        let farRight = PixelRect(x: .max - 2, y: 0, width: 10, height: 1)
        #expect(farRight.x1 == .max && farRight.width == 2)
        #expect(huge.intersection(farRight) == PixelRect(x0: .max - 2, y0: 0, x1: -1, y1: 1).intersection(farRight))
    }

    @Test func rectsThatDoNotMeetIntersectInZero() {
        let a = PixelRect(x: 0, y: 0, width: 4, height: 4)
        #expect(a.intersection(PixelRect(x: 10, y: 10, width: 4, height: 4)) == .zero)
        #expect(a.intersection(PixelRect(x: 4, y: 0, width: 4, height: 4)) == .zero)      // touching edges
        #expect(a.intersection(PixelRect(x: 2, y: 2, width: 0, height: 0)) == .zero)      // empty inside
        #expect(a.intersection(PixelRect(x: 2, y: 1, width: 9, height: 2)) == PixelRect(x: 2, y: 1, width: 2, height: 2))
        #expect(PixelRect.zero.isEmpty)
    }

    @Test func encodesAsXYWidthHeight() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(PixelRect(x0: 3, y0: 4, x1: 8, y1: 10)), as: UTF8.self)
        #expect(json == #"{"height":6,"width":5,"x":3,"y":4}"#)
        let back = try JSONDecoder().decode(PixelRect.self, from: Data(json.utf8))
        #expect(back == PixelRect(x: 3, y: 4, width: 5, height: 6))
    }

    @Test func decodingAnOverflowingSizeDoesNotTrap() throws {
        let json = #"{"x": 9223372036854775800, "y": -5, "width": 100, "height": -3}"#
        let rect = try JSONDecoder().decode(PixelRect.self, from: Data(json.utf8))
        #expect(rect.x1 == .max && rect.width == 7 && rect.isEmpty && rect.y0 == -5)
    }
}
