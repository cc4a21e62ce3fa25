import ControlKit
import Controls
import Testing

/// What iOS measurably draws (ios-facts §1.3a), measured the same way from our PNG pixels.
@Suite struct PageControlPixelTests {
    /// Renders a one-figure file to pixels, through PNG encoding and decoding. The figures are
    /// transparent (`backdrop: clear`), so the dots are the only ink to measure.
    func render(_ yaml: String) throws -> RGBAImage {
        let rendered = try FigurePlan(try FigureFile.decode(yaml: yaml)).render()
        let png = try PNG.encode(try #require(rendered.first).image)
        return try PNG.decode(png)
    }

    /// §1.3a: 3 pages, page 2 current, @3x, tints rgb(85,85,85) and black, no platter: the dots
    /// are ≈ 22.7 px across (area-equivalent) with a ≈ 53 px pitch (52–54 on iOS).
    @Test func threeDotsAtThreeXMatchTheMeasuredIOSDots() throws {
        let image = try render("""
            defaults: {backdrop: clear}
            figures:
              - name: measured
                scale: 3
                pageControl: {pages: 3, currentPage: 2, backgroundStyle: minimal, tintOther: "#555555", tintCurrent: "#000000"}
            """)
        let dots = PixelComponent.components(of: image)
        try #require(dots.count == 3)
        for dot in dots {
            #expect(abs(dot.areaEquivalentDiameter - 22.7) < 0.25, "diameter \(dot.areaEquivalentDiameter)")
        }
        for (a, b) in zip(dots, dots.dropFirst()) {
            let pitch = b.centroidX - a.centroidX
            #expect(pitch >= 52 && pitch <= 54, "pitch \(pitch)")
        }
        // The current dot is the same size; only its colour differs (§1.3a).
        #expect(abs(dots[2].area - dots[0].area) < 0.5)
        let (cx, cy) = (Int(dots[2].centroidX), Int(dots[2].centroidY))
        #expect(image[cx, cy] == Color(r: 0, g: 0, b: 0) && image[Int(dots[0].centroidX), cy] == Color(r: 85, g: 85, b: 85))
    }

    /// §1.3: 30 pages with the current page in the middle: exactly 10 indicators, the two
    /// outermost at each end smaller than the rest and the outermost smallest.
    @Test func thirtyPagesShowTenWithShrunkEdges() throws {
        let image = try render("""
            defaults: {backdrop: clear}
            figures:
              - name: long
                scale: 3
                pageControl: {pages: 30, currentPage: 15, tintOther: "#808080"}
            """)
        let dots = PixelComponent.components(of: image)
        try #require(dots.count == 10, "found \(dots.count) indicators")
        let areas = dots.map(\.area)
        let middle = areas[2 ... 7]
        let smallestMiddle = try #require(middle.min())
        #expect(areas[0] < areas[1] && areas[1] < smallestMiddle, "\(areas)")
        #expect(areas[9] < areas[8] && areas[8] < smallestMiddle, "\(areas)")
        #expect(try #require(middle.max()) - smallestMiddle < 1, "middle indicators differ: \(areas)")
        // Half and three-quarter size by diameter (ios-facts §1.3 practical reproduction).
        let full = dots[4].areaEquivalentDiameter
        #expect(abs(dots[0].areaEquivalentDiameter / full - 0.5) < 0.05 && abs(dots[8].areaEquivalentDiameter / full - 0.75) < 0.05)
        // Evenly spaced: shrinking scales the glyph, not the pitch.
        for (a, b) in zip(dots, dots.dropFirst()) { #expect(abs(b.centroidX - a.centroidX - 53) < 1) }
    }

    /// Right to left: page 0 is the right-most indicator, so the current first page is at the right.
    @Test func rightToLeftPutsPageZeroAtTheRight() throws {
        let image = try render("""
            defaults: {backdrop: clear}
            figures:
              - name: rtl
                scale: 2
                pageControl: {pages: 4, currentPage: 0, direction: rtl, tintOther: "#FF000080"}
            """)
        let dots = PixelComponent.components(of: image)
        try #require(dots.count == 4)
        let right = try #require(dots.last)
        #expect(image[Int(right.centroidX), Int(right.centroidY)] == .white)
        #expect(image[Int(dots[0].centroidX), Int(dots[0].centroidY)] == Color(r: 255, g: 0, b: 0, a: 128))
    }
}
