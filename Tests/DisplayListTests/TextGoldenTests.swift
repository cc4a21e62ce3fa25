import Foundation
import GoldenTesting
import Raster
import DisplayList
import Testing
import Typeset

/// The text specimen (`TextSpecimen`) as reviewed goldens, `Goldens/text/specimen-<appearance>-<scale>x.png`,
/// compared exactly: layout, outlines and the rasterizer are deterministic, and fonts come only
/// from `Fonts/`.
@Suite struct TextGoldenTests {
    @Test(arguments: TextSpecimen.Appearance.allCases, [Float(2), 3])
    func specimenMatchesGolden(appearance: TextSpecimen.Appearance, scale: Float) throws {
        let rendering = try TextSpecimen.scene(appearance, scale: scale).render(fonts: try FontLibrary.shared())
        #expect(rendering.warnings.isEmpty, "\(rendering.warnings)")
        assertGolden(rendering.canvas.image(), named: "specimen-\(appearance.rawValue)-\(Int(scale))x", in: "text")
    }

    /// `Examples/scenes/text.json` is the light @2x specimen, so the example a newcomer renders is
    /// the golden a reviewer looked at.
    @Test func exampleIsTheLightSpecimen() throws {
        let example = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/scenes/text.json")
        let scene = try Scene.decode(json: Array(try Data(contentsOf: example)))
        #expect(scene == TextSpecimen.scene(.light, scale: 2))
    }
}
