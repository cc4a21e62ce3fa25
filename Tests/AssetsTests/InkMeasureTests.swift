import Assets
import DisplayList
import Raster
import Testing

/// The ink's box and areas against shapes whose geometry is known in closed form.
@Suite struct InkMeasureTests {
    /// One grid pixel of a region `side` points long, in points.
    static func cell(_ side: Float) -> Float { side / Float(InkMeasure.gridSide) }

    @Test func aRectanglesBoxAndAreasAreItsOwn() throws {
        let ink = try #require(InkMeasure(items: [Shapes.filled(.rect(Rect(x: 5, y: 3, width: 10, height: 20)))]))
        let tolerance = Self.cell(20) * 1.01
        #expect(abs(ink.box.minX - 5) <= tolerance && abs(ink.box.maxX - 15) <= tolerance)
        #expect(abs(ink.box.minY - 3) <= tolerance && abs(ink.box.maxY - 23) <= tolerance)
        #expect(abs(ink.inkArea - 200) < 1)
        #expect(abs(ink.hullArea - 200) < 1)
    }

    @Test func aRingHasTheHullOfItsDiscButLessInk() throws {
        let radius: Float = 10, width: Float = 2
        let ring = try #require(InkMeasure(items: [Shapes.stroked(.circle(center: Point(12, 12), radius: radius), width: width)]))
        let outer = radius + width / 2, inner = radius - width / 2
        let disc = Float.pi * outer * outer
        #expect(abs(ring.hullArea - disc) / disc < 0.01, "hull \(ring.hullArea) vs disc \(disc)")
        let annulus = Float.pi * (outer * outer - inner * inner)
        #expect(abs(ring.inkArea - annulus) / annulus < 0.01, "ink \(ring.inkArea) vs annulus \(annulus)")
        #expect(abs(ring.box.width - 2 * outer) < 0.1)
    }

    @Test func anEvenOddHoleIsNotInk() throws {
        var frame = Path.rect(Rect(x: 0, y: 0, width: 20, height: 20))
        frame.append(.rect(Rect(x: 5, y: 5, width: 10, height: 10)))
        let ink = try #require(InkMeasure(items: [.fill(FillItem(path: frame, paint: .solid(.black), rule: .evenodd))]))
        #expect(abs(ink.inkArea - 300) < 1)
        #expect(abs(ink.hullArea - 400) < 1)
    }

    @Test func nothingInkedMeasuresAsNil() {
        #expect(InkMeasure(items: []) == nil)
        #expect(InkMeasure(items: [Shapes.filled(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .clear)]) == nil)
        #expect(InkMeasure(items: [.group(GroupItem(opacity: 0, items: [Shapes.filled(.rect(Rect(x: 0, y: 0, width: 5, height: 5)))]))]) == nil)
    }

    @Test func transformsOfGroupsAreFollowed() throws {
        let moved = GroupItem(transform: Transform.scale(2).concatenating(.translation(100, 50)),
                              items: [Shapes.filled(.rect(Rect(x: 0, y: 0, width: 5, height: 10)))])
        let ink = try #require(InkMeasure(items: [.group(moved)]))
        #expect(abs(ink.box.minX - 100) < 0.1 && abs(ink.box.minY - 50) < 0.1)
        #expect(abs(ink.box.width - 10) < 0.1 && abs(ink.box.height - 20) < 0.1)
    }
}
