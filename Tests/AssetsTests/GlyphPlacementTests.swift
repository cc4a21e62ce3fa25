import Assets
import Raster
import Testing

/// Fitting and balance, in points, against the closed-form sizes of the balance table.
@Suite struct GlyphPlacementTests {
    func placed(_ artwork: GlyphArtwork, _ balance: GlyphBalance, fit: GlyphOptions.Fit = .ink) throws -> GlyphPlacement {
        var options = GlyphOptions()
        options.balance = balance
        options.fit = fit
        return GlyphPlacement(artwork: artwork, ink: try #require(InkMeasure(items: artwork.items)), options: options)
    }

    @Test func withoutBalanceTheLongerSideIsTheTarget() throws {
        for artwork in [Shapes.square, Shapes.circle, Shapes.wide] {
            let p = try placed(artwork, .none)
            #expect(abs(max(p.inkBox.width, p.inkBox.height) - 24) < 0.05, "\(artwork.name): \(p.inkBox)")
            #expect(p.enlargement == 1)
        }
    }

    @Test func areaBalanceGivesACircleTheSquaresArea() throws {
        let square = try placed(Shapes.square, .area), circle = try placed(Shapes.circle, .area)
        #expect(abs(square.inkBox.width - 24) < 0.05)
        // π d² / 4 = 24² → d = 24 · 2 / √π ≈ 27.08
        #expect(abs(circle.inkBox.width - 24 * 2 / Float.pi.squareRoot()) < 0.15, "\(circle.inkBox.width)")
        let half = try placed(Shapes.circle, .areaExtent)
        #expect(abs(half.inkBox.width - (24 * 27.08).squareRoot()) < 0.15, "\(half.inkBox.width)")
    }

    @Test func balanceNeverPassesTheMaximum() throws {
        for balance in GlyphBalance.allCases {
            let p = try placed(Shapes.wide, balance)
            #expect(max(p.inkBox.width, p.inkBox.height) <= 28 + 1e-3, "\(balance): \(p.inkBox)")
        }
        #expect(abs(try placed(Shapes.wide, .area).inkBox.width - 28) < 0.05)
    }

    @Test func theGlyphIsCentredOnAMaximumCanvas() throws {
        let p = try placed(Shapes.wide, .areaExtent)
        #expect(p.canvasSize == Size(28, 28))
        #expect(abs(p.inkBox.midX - 14) < 1e-3 && abs(p.inkBox.midY - 14) < 1e-3)
        #expect(p.pixelSize(at: 2) == (56, 56) && p.pixelSize(at: 3) == (84, 84))
    }

    @Test func viewBoxFitKeepsTheArtworksOwnMargins() throws {
        // A 20-pt square in a 24 box: the box becomes 24 pt, so the square stays 20.
        let p = try placed(Shapes.square, .none, fit: .viewBox)
        #expect(abs(p.inkBox.width - 20) < 0.05)
    }
}
