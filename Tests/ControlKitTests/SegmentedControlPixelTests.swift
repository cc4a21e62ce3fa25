import ControlKit
import Controls
import Testing

/// What iOS measurably draws in a segmented control (ios-facts §3.6a), measured the same way
/// from our PNG pixels, without asking the layout code where anything is.
@Suite struct SegmentedControlPixelTests {
    /// Renders a one-figure file at @3x to pixels, through PNG encoding and decoding, over a
    /// transparent backdrop: the track is faint (tertiarySystemFill, α 30), the thumb opaque
    /// white, the separators in between, the selected title black on the thumb.
    func render(_ control: String) throws -> RGBAImage {
        let yaml = "defaults: {backdrop: clear, scale: 3}\nfigures:\n  - name: measured\n    segmentedControl: \(control)\n"
        let rendered = try FigurePlan(try FigureFile.decode(yaml: yaml)).render()
        return try PNG.decode(try PNG.encode(try #require(rendered.first).image))
    }

    /// The rows `y` of column `x` for which `test` holds, as the first and last such row.
    func span(_ image: RGBAImage, x: Int, where test: (Color) -> Bool) -> ClosedRange<Int>? {
        let rows = (0 ..< image.height).filter { test(image[x, $0]) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first ... last
    }

    /// §3.6a's own case: "Segment A/B/C", the middle one selected, @3x. The control is 96 px
    /// tall; the thumb about 83 px, inset about 2 pt (6 px) top and bottom; the "S" of the
    /// selected title 29 px tall with its overshoot, on a baseline 21 pt (63 px) below the top.
    @Test func threeSegmentsAtThreeXMatchTheMeasuredIOSControl() throws {
        let image = try render("{segments: [Segment A, Segment B, Segment C], selectedSegment: 1}")
        #expect(image.height == 96)
        // The thumb: the white columns across the middle row (the other titles are opaque too,
        // but black); then the opaque rows of its middle column, the selected title included.
        let white: (Color) -> Bool = { $0.a == 255 && $0.r > 240 }
        let whiteColumns = (0 ..< image.width).filter { white(image[$0, 48]) }
        let thumbLeft = try #require(whiteColumns.first), thumbRight = try #require(whiteColumns.last)
        #expect(thumbLeft > image.width / 4 && thumbRight < image.width * 3 / 4, "the middle segment's thumb: \(thumbLeft)...\(thumbRight)")
        let thumb = try #require(span(image, x: (thumbLeft + thumbRight) / 2) { $0.a == 255 })
        #expect(abs(thumb.lowerBound - 6) <= 1 && abs(95 - thumb.upperBound - 6) <= 1, "thumb rows \(thumb)")
        #expect(abs(thumb.count - 84) <= 2, "thumb \(thumb.count) px tall (iOS: about 83)")

        // The selected title's first letter: the dark pixels of the first inked column range
        // on the thumb, grown column by column until a column without ink.
        let dark: (Color) -> Bool = { $0.a == 255 && $0.r < 160 }
        let inked = (thumbLeft ... thumbRight).filter { x in (0 ..< 96).contains { dark(image[x, $0]) } }
        var letter = [try #require(inked.first)]
        while let next = letter.last.map({ $0 + 1 }), inked.contains(next) { letter.append(next) }
        let rows = letter.compactMap { span(image, x: $0, where: dark) }
        let top = try #require(rows.map(\.lowerBound).min()), bottom = try #require(rows.map(\.upperBound).max())
        let height = bottom - top + 1
        #expect(abs(height - 29) <= 1, "\"S\" is \(height) px tall (iOS: 29 with overshoot, a 13 pt font)")
        #expect(abs(bottom + 1 - 63) <= 1, "\"S\" ends at row \(bottom + 1) (iOS: baseline 63 px, 21 pt, plus overshoot)")
    }

    /// §3.6: separators show between segments, except beside the thumb. 4 segments, the first
    /// selected: along a row above the titles, a separator between segments 1 and 2 and one
    /// between 2 and 3, none between 0 and 1 (under the thumb's edge).
    @Test func separatorsShowExceptBesideTheThumb() throws {
        let image = try render("{segments: [Day, Week, Month, Year], selectedSegment: 0, width: 300}")
        let y = 25  // 8.3 pt: inside the separators (7...25 pt), above the titles' caps
        // The track alone is α 30; a separator over it about α 98, grey; the thumb 255, white
        // (its anti-aliased edge is translucent, but white).
        let separator: (Color) -> Bool = { (60 ... 200).contains($0.a) && $0.r < 200 }
        let columns = (0 ..< image.width).filter { separator(image[$0, y]) }
        var runs: [ClosedRange<Int>] = []
        for x in columns {
            if let last = runs.last, last.upperBound == x - 1 { runs[runs.count - 1] = last.lowerBound ... x } else { runs.append(x ... x) }
        }
        let centres = runs.map { Float($0.lowerBound + $0.upperBound) / 2 / 3 }
        #expect(runs.count == 2, "separator runs \(runs)")
        #expect(runs.allSatisfy { $0.count <= 4 }, "a 1 pt separator is 3 or 4 px wide: \(runs)")
        // Equal segments of (300 − 6 − 3) / 4 pt: boundaries near 75.75, 148.5 and 221.25 pt.
        #expect(centres.contains { abs($0 - 150) < 2 } && centres.contains { abs($0 - 222.5) < 2 }, "\(centres)")
        #expect(!centres.contains { abs($0 - 77.5) < 5 }, "the separator beside the thumb shows: \(centres)")
        // With no selection, all three show.
        let none = try render("{segments: [Day, Week, Month, Year], width: 300}")
        let plain = (0 ..< none.width).filter { separator(none[$0, y]) }
        #expect(plain.count >= 9 && plain.count <= 12, "three separators, 3–4 px each: \(plain)")
    }
}
