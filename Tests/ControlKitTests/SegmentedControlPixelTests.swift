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
        // The track alone is α 30; a separator over it about α 84, grey; the thumb 255, white
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
        // Equal segments of (300 − 3) / 4 pt across the whole track (§3.6a): separators centred
        // at 74.75, 150 and 225.25 pt.
        #expect(centres.contains { abs($0 - 150) < 2 } && centres.contains { abs($0 - 225.25) < 2 }, "\(centres)")
        #expect(!centres.contains { abs($0 - 74.75) < 5 }, "the separator beside the thumb shows: \(centres)")
        // With no selection, all three show.
        let none = try render("{segments: [Day, Week, Month, Year], width: 300}")
        let plain = (0 ..< none.width).filter { separator(none[$0, y]) }
        let plainRuns = plain.indices.filter { $0 == 0 || plain[$0] != plain[$0 - 1] + 1 }.count
        #expect(plainRuns == 3 && plain.count >= 6 && plain.count <= 12, "three separators, 2–4 px each: \(plain)")
    }
}

/// Issue 25: what real iOS renders of "Segment A/B/C" (13 pt, the middle one selected, @3x;
/// ios-facts §3.6a, measured on iOS 14.5 and 16.4) read at the same places of our render, drawn
/// over white so that the greys compare with the references' (the track reads about 238). Every
/// expected number is the reference's, measured with the same steps; none comes from the code.
@Suite struct SegmentedControlMeasuredPixelTests {
    /// The titles and selection of the measured iOS test.
    static let measured = "segments: [Segment A, Segment B, Segment C], selectedSegment: 1"

    /// Renders `control` at @3x over white, as greys (the mean of R, G and B), row by row.
    func greys(_ control: String) throws -> (width: Int, height: Int, grey: (Int, Int) -> Float) {
        let yaml = "defaults: {backdrop: \"#FFFFFF\", scale: 3}\nfigures:\n  - name: measured\n    segmentedControl: {\(control)}\n"
        let rendered = try FigurePlan(try FigureFile.decode(yaml: yaml)).render()
        let image = try PNG.decode(try PNG.encode(try #require(rendered.first).image))
        return (image.width, image.height, { x, y in
            let c = image[x, y]
            return (Float(c.r) + Float(c.g) + Float(c.b)) / 3
        })
    }

    /// The thumb's first and last white column (above 252) on row 32 (10.7 pt down: below
    /// the thumb's corners, above the titles), looked for in the middle third and 10 px round it.
    func thumbColumns(_ image: (width: Int, height: Int, grey: (Int, Int) -> Float)) throws -> ClosedRange<Int> {
        let columns = (image.width / 3 - 30 ..< 2 * image.width / 3 + 30).filter { image.grey($0, 32) > 252 }
        return try #require(columns.first) ... #require(columns.last)
    }

    /// The horizontal extent of each third's dark ink (grey below 150), in px.
    func inkWidths(_ image: (width: Int, height: Int, grey: (Int, Int) -> Float)) -> [Int] {
        (0 ..< 3).map { k in
            let columns = (k * image.width / 3 + 4 ..< (k + 1) * image.width / 3 - 4).filter { x in
                (28 ..< 72).contains { image.grey(x, $0) < 150 }
            }
            guard let first = columns.first, let last = columns.last else { return 0 }
            return last - first + 1
        }
    }

    /// §3.6a: iOS sizes the control to 263 pt (789 px); the titles' ink spans 196, 199 and 197
    /// px. A title cut to "Segmen…" spans about 180 px or less; our Inter stays within 6 px of SF.
    @Test func theFittedControlIsIOSWidthWithEveryTitleWhole() throws {
        let image = try greys(Self.measured)
        #expect(abs(image.width - 789) <= 3, "fitted width \(image.width) px (iOS: 789)")
        let ink = inkWidths(image)
        for (measured, ios) in zip(ink, [196, 199, 197]) {
            #expect(abs(measured - ios) <= 6, "title ink \(ink) px (iOS: 196, 199, 197): cut short?")
        }
    }

    /// §3.6a: at iOS's own width, 263 pt, no title is cut either.
    @Test func atIOSWidthNoTitleIsCut() throws {
        let image = try greys(Self.measured + ", width: 263")
        #expect(image.width == 789)
        let ink = inkWidths(image)
        for (measured, ios) in zip(ink, [196, 199, 197]) {
            #expect(abs(measured - ios) <= 6, "title ink \(ink) px (iOS: 196, 199, 197): cut short?")
        }
    }

    /// §3.6a: the middle thumb is 249 px (83 pt) wide at 263 pt, its sides 7 px inside the
    /// track's thirds (the segment's edges 1 pt of separator from the thirds, then 2 pt).
    @Test func theThumbIsInsetLikeIOS() throws {
        let image = try greys(Self.measured + ", width: 263")
        let thumb = try thumbColumns(image)
        #expect(abs(thumb.count - 249) <= 1, "thumb \(thumb.count) px wide (iOS: 249)")
        #expect(abs(thumb.lowerBound - 263 - 7) <= 1, "thumb's left side \(thumb.lowerBound - 263) px inside the third (iOS: 7)")
        #expect(abs(526 - (thumb.upperBound + 1) - 7) <= 1, "thumb's right side \(526 - thumb.upperBound - 1) px inside the third (iOS: 7)")
    }

    /// §3.6a: the corners, as the area left out of a corner box. The track's top-left 36 × 36 px,
    /// coverage read against the track's grey: iOS 130.8 (14.5) and 136.2 px² (16.4). The
    /// thumb's top-left 30 × 30 px from its top row (6) and left side, coverage read against
    /// the grey 3 px left of it on each row: iOS 77.0 px² (16.4).
    @Test func theCornersAreIOSs() throws {
        let image = try greys(Self.measured + ", width: 263")
        let track = image.grey(10, 48)
        var trackMissing: Float = 0
        for y in 0 ..< 36 { for x in 0 ..< 36 { trackMissing += 1 - min(max((255 - image.grey(x, y)) / (255 - track), 0), 1) } }
        #expect(trackMissing >= 130.8 - 6 && trackMissing <= 136.2 + 6, "track corner leaves out \(trackMissing) px² (iOS: 130.8–136.2)")

        let left = try thumbColumns(image).lowerBound
        var thumbMissing: Float = 0
        for y in 6 ..< 36 {
            let background = image.grey(left - 3, y)
            for x in left ..< left + 30 {
                thumbMissing += 1 - min(max((image.grey(x, y) - background) / (255 - background), 0), 1)
            }
        }
        #expect(abs(thumbMissing - 77.0) <= 10, "thumb corner leaves out \(thumbMissing) px² (iOS: 77.0)")
    }

    /// §3.6a: in the 2 pt strip under the thumb (rows 90–95), across the middle half of the
    /// thumb, the shadow darkens the track to 217.5 (16.4) and 217.8 (14.5) on average.
    @Test func theShadowUnderTheThumbIsAsStrongAsIOSs() throws {
        let image = try greys(Self.measured + ", width: 263")
        let thumb = try thumbColumns(image)
        let columns = thumb.lowerBound + thumb.count / 4 ... thumb.upperBound - thumb.count / 4
        var sum: Float = 0
        for y in 90 ..< 96 { for x in columns { sum += image.grey(x, y) } }
        let mean = sum / Float(6 * columns.count)
        #expect(abs(mean - 217.6) <= 2, "strip under the thumb reads \(mean) (iOS: 217.5–217.8)")
    }

    /// §3.6a: the unselected titles are regular. The median width of the dark runs (coverage
    /// summed across each run) on rows 46–53, the middle of the lower-case letters, is the stem
    /// width: iOS 3.91–3.97 px for the unselected titles (4.65 for the semibold selected one).
    @Test func theUnselectedTitlesAreRegular() throws {
        let image = try greys(Self.measured + ", width: 263")
        for k in [0, 2] {
            var runs: [Float] = []
            for y in 46 ..< 54 {
                let row = (k * 263 + 10 ..< (k + 1) * 263 - 10).map { image.grey($0, y) }
                guard let darkest = row.min(), let background = row.sorted().dropFirst(row.count * 95 / 100).first,
                      background - darkest > 50 else { continue }
                let coverage = row.map { min(max((background - $0) / (background - darkest), 0), 1) }
                var run: [Float] = []
                for c in coverage + [0] {
                    if c > 0.05 { run.append(c) } else {
                        if run.count >= 2 { runs.append(run.reduce(0, +)) }
                        run = []
                    }
                }
            }
            let stem = runs.sorted()[runs.count / 2]
            // No heavier than iOS's regular (medium reads 4.2 px), and within 1 px of it (Inter's
            // regular is lighter than SF's at 13 pt).
            #expect(stem <= 3.94 + 0.1 && stem >= 3.94 - 1, "segment \(k)'s stems \(stem) px (iOS regular: 3.91–3.97)")
        }
    }
}
