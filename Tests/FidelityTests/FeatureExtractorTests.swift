// Each extractor on a synthetic image drawn with Raster's Canvas, where the true value is known
// from the drawing (not from the extractor): a wrong formula or a wrong edge makes it fail.
import FidelityFeatures
import Raster
import Testing

private func grey(_ v: UInt8) -> Color { Color(r: v, g: v, b: v) }

@Suite struct FeatureExtractorTests {
    @Test func dotsRecoverDiameterAndPitch() {
        // Three dots of diameter 22.5 px, centres 53 px apart, on white (a page control at @3x).
        var canvas = Canvas(width: 200, height: 60, background: .white)
        for i in 0 ..< 3 {
            canvas.fill(.circle(center: Point(x: 40.3 + 53 * Float(i), y: 30.2), radius: 11.25), paint: .solid(grey(85)))
        }
        let lv = Levels(canvas.image(), reading: .maxChannel)
        let dots = DotFinder.dots(in: lv, region: PixelRect(x0: 0, y0: 0, x1: 200, y1: 60), paper: 255)
        #expect(dots.count == 3)
        for d in dots { #expect(abs(d.diameter - 22.5) < 0.25, "diameter \(d.diameter)") }
        #expect(abs((DotFinder.pitch(dots) ?? 0) - 53) < 0.05)
        #expect(abs(dots[0].centreX - 40.3) < 0.05 && abs(dots[0].centreY - 30.2) < 0.05)
    }

    @Test func dotsSkipAThinFrame() {
        // An overlay rim (a 3 px frame) around one dot is not a dot.
        var canvas = Canvas(width: 100, height: 100, background: .white)
        canvas.fill(.rect(Rect(x: 5, y: 5, width: 90, height: 3)), paint: .solid(grey(120)))
        canvas.fill(.circle(center: Point(x: 50, y: 50), radius: 10), paint: .solid(.black))
        let dots = DotFinder.dots(in: Levels(canvas.image(), reading: .maxChannel), region: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100), paper: 255)
        #expect(dots.count == 1)
    }

    @Test func roundedBoxRecoversEdgesAndCorner() {
        // A track of level 238 on white, edges at fractional positions, corner radius 24.75 px.
        var canvas = Canvas(width: 400, height: 140, background: .white)
        let r = Rect(x: 20.4, y: 10.7, width: 330.5, height: 96)
        canvas.fill(.roundedRect(r, cornerRadius: 24.75), paint: .solid(grey(238)))
        let lv = Levels(canvas.image(), reading: .luminance)
        let box = RoundedBox.measure(lv, search: PixelRect(x0: 0, y0: 0, x1: 400, y1: 140), midX: 180, midY: 58,
                                     outside: 255, inside: 238, cornerSize: 38)
        #expect(box != nil)
        guard let box else { return }
        #expect(abs(box.left - 20.4) < 0.1 && abs(box.right - 350.9) < 0.1, "\(box.left) \(box.right)")
        #expect(abs(box.top - 10.7) < 0.1 && abs(box.bottom - 106.7) < 0.1, "\(box.top) \(box.bottom)")
        #expect(abs((box.corner ?? 0) - 24.75) < 0.6, "corner \(box.corner ?? -1)")
        let fitted = EdgeProfile.cornerFromProfile(lv, top: box.top, left: box.left, from: 2, rows: 38)
        #expect(abs((fitted ?? 0) - 24.75) < 0.6, "fitted corner \(fitted ?? -1)")
    }

    @Test func localEdgeReadsAStepBetweenUnevenLevels() {
        // A pill of level 220 from y = 20.4 to 88.7 on paper that is 236 above and 232 below
        // (a dimmed, shaded screen): no single outside level fits both edges.
        var canvas = Canvas(width: 40, height: 120, background: grey(236))
        canvas.fill(.rect(Rect(x: 0, y: 60, width: 40, height: 60)), paint: .solid(grey(232)))
        canvas.fill(.rect(Rect(x: 0, y: 20.4, width: 40, height: 68.3)), paint: .solid(grey(220)))
        let lv = Levels(canvas.image(), reading: .luminance)
        let top = EdgeProfile.localEdge(lv, line: 20, from: 5, direction: .down, limit: 30)
        let bottom = EdgeProfile.localEdge(lv, line: 20, from: 110, direction: .up, limit: 30)
        #expect(abs((top?.edge ?? 0) - 20.4) < 0.1, "top \(top?.edge ?? -1)")
        #expect(abs((bottom?.edge ?? 0) - 88.7) < 0.1, "bottom \(bottom?.edge ?? -1)")
        #expect(top?.outside == 236 && bottom?.outside == 232)
    }

    @Test func textInkRecoversBaselineCapHeightAndStem() {
        // An "H" (stems 4.5 px, cap height 30 px) and an "n"-like glyph (x-height 21 px, stems
        // 4.5 px) on a baseline at y = 70, black on white.
        var canvas = Canvas(width: 120, height: 100, background: .white)
        for x: Float in [10, 30] { canvas.fill(.rect(Rect(x: x, y: 40, width: 4.5, height: 30)), paint: .solid(.black)) }
        canvas.fill(.rect(Rect(x: 10, y: 53, width: 24, height: 4)), paint: .solid(.black))
        for x: Float in [45, 62] { canvas.fill(.rect(Rect(x: x, y: 49, width: 4.5, height: 21)), paint: .solid(.black)) }
        canvas.fill(.rect(Rect(x: 45, y: 49, width: 21.5, height: 4)), paint: .solid(.black))
        let t = TextInk.measure(Levels(canvas.image(), reading: .luminance), region: PixelRect(x0: 0, y0: 0, x1: 120, y1: 100), paper: 255, ink: 0)
        #expect(t != nil)
        guard let t else { return }
        #expect(t.baseline == 70)
        #expect(abs(t.capHeight - 30) < 0.5, "cap height \(t.capHeight)")
        #expect(abs((t.stem ?? 0) - 4.5) < 0.3, "stem \(t.stem ?? -1)")
        #expect(t.left == 10 && t.right == 67)
    }

    @Test func textLinesSkipASeparator() {
        // Two text blocks and a one-pixel separator between them: two lines.
        var canvas = Canvas(width: 200, height: 120, background: .white)
        canvas.fill(.rect(Rect(x: 20, y: 10, width: 100, height: 20)), paint: .solid(.black))
        canvas.fill(.rect(Rect(x: 0, y: 50, width: 200, height: 1)), paint: .solid(grey(200)))
        canvas.fill(.rect(Rect(x: 20, y: 80, width: 60, height: 15)), paint: .solid(.black))
        let lines = TextInk.lines(Levels(canvas.image(), reading: .luminance), region: PixelRect(x0: 0, y0: 0, x1: 200, y1: 120), paper: 255, ink: 0)
        #expect(lines.map(\.baseline) == [30, 95])
    }

    @Test func hairlineRowIsFound() {
        // Black at 0.30 on the first row below a 132 px bar: row 132 reads 178.5.
        var canvas = Canvas(width: 60, height: 200, background: .white)
        canvas.fill(.rect(Rect(x: 0, y: 132, width: 60, height: 1)), paint: .solid(Color(r: 0, g: 0, b: 0, a: 77)))
        let rows = Hairlines.rows(Levels(canvas.image(), reading: .luminance), region: PixelRect(x0: 0, y0: 120, x1: 60, y1: 140))
        #expect(rows.map(\.row) == [132])
        // A step between two fills is not a hairline.
        var step = Canvas(width: 60, height: 200, background: .white)
        step.fill(.rect(Rect(x: 0, y: 132, width: 60, height: 68)), paint: .solid(grey(200)))
        #expect(Hairlines.rows(Levels(step.image(), reading: .luminance), region: PixelRect(x0: 0, y0: 120, x1: 60, y1: 140)).isEmpty)
    }

    @Test func overlayTintIsDividedOut() {
        // A 238 grey under cyan, magenta and green at alpha 0.30 reads back as 238.
        for tint in [Color(r: 0, g: 255, b: 255, a: 77), Color(r: 255, g: 0, b: 255, a: 77), Color(r: 0, g: 255, b: 0, a: 77)] {
            var canvas = Canvas(width: 4, height: 4, background: grey(238))
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(tint))
            let lv = Levels(canvas.image(), reading: .overlayRemoved(alpha: 77.0 / 255, spread: 12))
            #expect(abs(lv[1, 1] - 238) < 1.5, "\(tint): \(lv[1, 1])")
        }
    }

    @Test func dayGridFindsEmptyCells() {
        // A title row, a weekday row of 7 names, two day rows; the second has days in its
        // first 4 cells only.
        var canvas = Canvas(width: 700, height: 400, background: .white)
        canvas.fill(.rect(Rect(x: 20, y: 10, width: 200, height: 30)), paint: .solid(.black))
        for c in 0 ..< 7 {
            let x = Float(50 + 100 * c)
            canvas.fill(.rect(Rect(x: x - 20, y: 70, width: 40, height: 14)), paint: .solid(grey(180)))
            canvas.fill(.rect(Rect(x: x - 12, y: 130, width: 24, height: 30)), paint: .solid(.black))
            if c < 4 { canvas.fill(.rect(Rect(x: x - 12, y: 230, width: 24, height: 30)), paint: .solid(.black)) }
        }
        let g = DayGrid.read(Levels(canvas.image(), reading: .luminance), region: PixelRect(x0: 0, y0: 0, x1: 700, y1: 400), paper: 255)
        #expect(g != nil)
        guard let g else { return }
        #expect(g.columnCentres == [50, 150, 250, 350, 450, 550, 650])
        #expect(g.rowCentres == [145, 245])
        #expect(g.empty.map { "\($0.row),\($0.column)" } == ["1,4", "1,5", "1,6"])
    }
}
