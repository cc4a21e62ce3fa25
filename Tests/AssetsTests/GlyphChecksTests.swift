import Assets
import DisplayList
import Raster
import Testing

/// Each rule of `GlyphChecks` fires on a glyph that breaks it, and not on one that keeps it.
@Suite struct GlyphChecksTests {
    func messages(_ artwork: GlyphArtwork, _ change: (inout GlyphOptions) -> Void = { _ in }) -> [String] {
        var options = GlyphOptions()
        change(&options)
        return GlyphResult(artwork, options: options).diagnostics.map { "\($0.severity): \($0.message)" }
    }

    @Test func aPlainBlackSquarePasses() {
        #expect(messages(Shapes.square).isEmpty)
    }

    @Test func anEmptyGlyphIsAnError() {
        let result = GlyphResult(Shapes.artwork("empty"), options: GlyphOptions())
        #expect(result.failed)
        #expect(result.light.isEmpty)
    }

    @Test func coloursInATemplateAreReported() {
        let two = Shapes.artwork("two", Shapes.filled(.rect(Rect(x: 0, y: 0, width: 10, height: 20)), Color(r: 255, g: 0, b: 0)),
                                 Shapes.filled(.rect(Rect(x: 10, y: 0, width: 10, height: 20)), Color(r: 0, g: 0, b: 255)))
        #expect(messages(two).contains { $0.hasPrefix("warning") && $0.contains("template") })
        #expect(!messages(two) { $0.coloring = .original }.contains { $0.contains("template") })
    }

    @Test func aStrokeUnderOnePixelAt2xIsReported() {
        // A 0.25 pt stroke on a 24 pt drawing fitted to 24 pt is 0.5 px at @2x.
        let thin = Shapes.artwork("thin", Shapes.stroked(.rect(Rect(x: 2, y: 2, width: 20, height: 20)), width: 0.25))
        #expect(messages(thin) { $0.balance = .none }.contains { $0.contains("thinner than one device pixel") })
        let thick = Shapes.artwork("thick", Shapes.stroked(.rect(Rect(x: 2, y: 2, width: 20, height: 20)), width: 1))
        #expect(!messages(thick).contains { $0.contains("thinner") })
    }

    @Test func smallInkInItsViewBoxIsReported() {
        let small = GlyphArtwork(name: "small", size: Size(100, 100), items: [Shapes.filled(.rect(Rect(x: 40, y: 40, width: 20, height: 20)))])
        #expect(messages(small) { $0.fit = .viewBox }.contains { $0.contains("much smaller") })
        #expect(!messages(small).contains { $0.contains("much smaller") })
    }

    @Test func inkOverflowingItsViewBoxIsLargerThanTheMaximum() {
        let big = GlyphArtwork(name: "big", size: Size(24, 24), items: [Shapes.filled(.rect(Rect(x: -4, y: -4, width: 32, height: 32)))])
        let found = messages(big) { $0.fit = .viewBox }
        #expect(found.contains { $0.contains("larger than the 28 pt maximum") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("error") && $0.contains("cut off") }, "\(found)")
    }

    @Test func aBalancedGlyphOnATargetCanvasIsCutOff() {
        #expect(messages(Shapes.circle) { $0.canvas = .target; $0.balance = .area }.contains { $0.contains("cut off") })
        #expect(!messages(Shapes.circle) { $0.canvas = .target; $0.balance = .none }.contains { $0.contains("cut off") })
    }
}
