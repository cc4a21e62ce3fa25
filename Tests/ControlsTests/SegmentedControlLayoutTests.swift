import Controls
import Raster
import TestSupport
import Testing

/// The segmented control's layout numbers against its metrics (ios-facts §3.6, §3.6a, §3.6b).
@Suite struct SegmentedControlLayoutTests {
    typealias M = SegmentedControl.Metrics

    /// §3.6a: 32 pt tall by default; the track is the whole control.
    @Test func theDefaultHeightIsUIKits() {
        let layout = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1).layout()
        #expect(layout.size.height == 32)
        #expect(layout.track == Rect(x: 0, y: 0, width: layout.size.width, height: 32))
    }

    /// §3.6a/§3.6b: fitted, every segment is the widest title's regular ink plus 32 px (10.67 pt)
    /// a side, rounded to a point; the segments span the track with 1 pt separators between.
    @Test func theFittedWidthIsTheWidestTitlePlusMargins() {
        let control = SegmentedControl(segments: ["Day", "Week", "Month"])
        let widest = SegmentedControl.titleInkWidth("Month", selected: false)
        #expect(widest > SegmentedControl.titleInkWidth("Week", selected: false))
        #expect(widest < SegmentedControl.titleWidth("Month", selected: false), "ink is narrower than the advance")
        let cell = (widest + 2 * 32 / 3).rounded()
        let layout = control.layout()
        #expect(close(layout.size.width, 3 * cell + 2 * 1))
        for segment in layout.segments { #expect(close(segment.frame.width, cell)) }
        #expect(close(layout.segments[0].frame.minX, 0))
        #expect(close(layout.segments[1].frame.minX - layout.segments[0].frame.maxX, 1))
        #expect(close(layout.size.width - layout.segments[2].frame.maxX, 0))
    }

    /// §3.6a: "Segment A/B/C" fit to 263 pt, iOS's own width for them (ink within a pixel or
    /// two of SF's).
    @Test func theMeasuredTitlesFitToIOSWidth() {
        let layout = SegmentedControl(segments: ["Segment A", "Segment B", "Segment C"], selectedSegment: 1).layout()
        #expect(abs(layout.size.width - 263) <= 1, "\(layout.size.width) pt")
    }

    /// A given width is shared equally after the separators; a title may take all but the
    /// thumb's inset and corner radius (8 pt) on each side.
    @Test func aGivenWidthIsSharedEqually() {
        let layout = SegmentedControl(segments: ["A", "B", "C", "D"], width: 343).layout()
        let cell = (343 - 3 * Float(1)) / 4
        #expect(layout.size.width == 343)
        for (i, segment) in layout.segments.enumerated() {
            #expect(close(segment.frame.width, cell))
            #expect(close(segment.frame.minX, Float(i) * (cell + 1)))
            #expect(close(segment.titleRoom, cell - 16))
        }
    }

    /// §3.6a: the thumb is its segment inset 2 pt on every side: 2 pt from the track's top,
    /// bottom and end at the first segment, 2 pt inside the separators' edges in the middle.
    @Test func theThumbIsItsSegmentInsetTwoPoints() {
        let layout = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 0).layout()
        let thumb = try! #require(layout.thumb)
        #expect(close(thumb.minY, 2) && close(thumb.maxY, 30))
        #expect(close(thumb.minX, 2))
        #expect(close(thumb.width, layout.segments[0].frame.width - 4))
        let middle = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 1).layout()
        let t = try! #require(middle.thumb)
        #expect(close(t.minX, middle.segments[1].frame.minX + 2) && close(t.maxX, middle.segments[1].frame.maxX - 2))
        #expect(SegmentedControl(segments: ["Day", "Week"]).layout().thumb == nil)
    }

    /// §3.6/§3.6a: separators 1 pt wide, 7 pt from the top and bottom, hidden next to the
    /// thumb; with no selection every one shows.
    @Test func separatorsAreHiddenBesideTheThumb() {
        let layout = SegmentedControl(segments: ["A", "B", "C", "D"], selectedSegment: 0).layout()
        #expect(layout.separators.map(\.after) == [0, 1, 2])
        #expect(layout.separators.map(\.isVisible) == [false, true, true])
        for s in layout.separators {
            #expect(close(s.frame.width, 1) && close(s.frame.minY, 7) && close(s.frame.maxY, 25))
        }
        #expect(layout.separators[1].frame.minX == layout.segments[1].frame.maxX)
        let middle = SegmentedControl(segments: ["A", "B", "C", "D"], selectedSegment: 2).layout()
        #expect(middle.separators.map(\.isVisible) == [true, false, false])
        // The hidden separators are the ones at the thumb's segment's two edges.
        #expect(middle.separators[1].frame.maxX == middle.segments[2].frame.minX)
        #expect(middle.separators[2].frame.minX == middle.segments[2].frame.maxX)
        #expect(SegmentedControl(segments: ["A", "B", "C"]).layout().separators.allSatisfy { $0.isVisible })
    }

    /// §3.6a: the baseline 21 pt below the top of a 32 pt control; 5 pt below the middle at
    /// other heights (§3.6b); titles centred on their segments.
    @Test func titlesSitOnTheMeasuredBaseline() {
        let layout = SegmentedControl(segments: ["Day", "Week"], selectedSegment: 0).layout()
        for segment in layout.segments {
            #expect(segment.titleOrigin.y == 21 && segment.titleOrigin.x == segment.frame.midX)
        }
        let tall = SegmentedControl(segments: ["Day", "Week"], height: 40).layout()
        #expect(tall.segments[0].titleOrigin.y == 25)
    }

    /// Right to left, segment 0 is at the right, every rect mirrored, the same separators hidden.
    @Test func rightToLeftMirrorsTheSegments() {
        let ltr = SegmentedControl(segments: ["Day", "Week", "Month"], selectedSegment: 0)
        var rtl = ltr
        rtl.direction = .rtl
        let a = ltr.layout(), b = rtl.layout()
        #expect(a.size == b.size)
        for (l, r) in zip(a.segments, b.segments) {
            #expect(close(r.frame.minX, a.size.width - l.frame.maxX) && r.frame.width == l.frame.width)
        }
        #expect(b.segments[0].frame.minX > b.segments[2].frame.minX)
        #expect(close(try! #require(b.thumb).maxX, b.size.width - 2))
        #expect(b.separators.map(\.isVisible) == a.separators.map(\.isVisible))
    }

    /// Enabled per segment and for the whole control.
    @Test func disabledSegmentsAreMarked() {
        var control = SegmentedControl(segments: ["A", "B", "C"], selectedSegment: 0, disabledSegments: [2])
        #expect(control.layout().segments.map(\.isEnabled) == [true, true, false])
        control.isEnabled = false
        #expect(control.layout().segments.allSatisfy { !$0.isEnabled })
    }

    /// The selected segment's title is semibold, the others regular (§3.6a); the thumb white in
    /// light, systemGray2's dark value in dark, or the tint.
    @Test func theSceneUsesTheWeightsAndThumbColours() {
        var control = SegmentedControl(segments: ["Day", "Week"], selectedSegment: 1)
        let texts = control.sceneItems(appearance: .light).compactMap { item -> TextItem? in
            if case .text(let t) = item { return t }
            return nil
        }
        #expect(texts.map(\.font.weight) == [.regular, .semibold])
        #expect(texts.allSatisfy { $0.font.sizePoints == 13 && $0.alignment == .center })
        #expect(control.thumbColor(.light) == .white && control.thumbColor(.dark) == Color(r: 99, g: 99, b: 102))
        control.selectedTint = .rgba(Color(r: 255, g: 0, b: 0))
        #expect(control.thumbColor(.dark) == Color(r: 255, g: 0, b: 0))
    }
}
