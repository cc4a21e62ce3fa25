import Controls
import Raster
import Testing

@Suite struct SymbolsTests {
    /// Every glyph keeps its ink inside its box (with the design margin), so boxes never overlap.
    @Test(arguments: Symbols.all)
    func inkStaysInsideTheBox(symbol: Symbol) throws {
        let bounds = try #require(symbol.outline.controlBounds)
        #expect(bounds.minX >= 0.05 && bounds.maxX <= symbol.aspectRatio - 0.05, "\(symbol.name): \(bounds)")
        #expect(bounds.minY >= 0.05 && bounds.maxY <= 0.95, "\(symbol.name): \(bounds)")
        #expect(symbol.outline.isFinite)
    }

    /// The dot's coverage, rasterized large, has the area of the measured dot (ios-facts §1.3a).
    @Test func dotAreaMatchesTheMeasuredDiameter() {
        let side = 400
        var canvas = Canvas(width: side, height: side)
        canvas.fill(Symbols.circleBadgeFill.path(in: Rect(x: 0, y: 0, width: Float(side), height: Float(side))), color: .black)
        let area = canvas.image().bytes.enumerated().filter { $0.offset % 4 == 3 }.reduce(0.0) { $0 + Double($1.element) / 255 }
        let diameter = (4 * area / Double.pi).squareRoot() / Double(side)
        #expect(abs(diameter - Double(Symbols.circleBadgeDiscRatio)) < 0.002)
    }

    @Test func namesLookUp() {
        #expect(Symbols.named("dot") == Symbols.circleBadgeFill)
        #expect(Symbols.named("location.fill") == Symbols.locationFill)
        #expect(Symbols.named("bookmark.fill")?.aspectRatio == 0.75)
        #expect(Symbols.named("star") == nil)
    }

    /// `path(in:)` scales uniformly by the rect's height and centres in a wider rect.
    @Test func pathInRectScalesByHeight() throws {
        let p = Symbols.circleBadgeFill.path(in: Rect(x: 10, y: 20, width: 30, height: 10))
        let b = try #require(p.controlBounds)
        #expect(abs(b.midX - 25) < 1e-4 && abs(b.midY - 25) < 1e-4)
        #expect(abs(b.width - 10 * Symbols.circleBadgeDiscRatio) < 1e-4)
    }
}
