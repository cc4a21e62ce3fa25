import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// `controlkit svg` as a user runs it: the PNG's size and pixels, --width, --scene-out read back
/// by `controlkit scene`, warnings on standard error and --strict.
@Suite struct SVGCommandTests {
    /// A 20 × 10 pt document whose 40 × 20 viewBox holds a red left half and a blue right half.
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 40 20">
          <rect width="20" height="20" fill="red"/>
          <rect x="20" width="20" height="20" fill="#0000ff"/>
          <text>skipped</text>
        </svg>
        """

    @Test func rendersAtItsOwnSizeTimesTheScale() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.svg, to: "halves.svg")
        let run = try ControlKitCLI.run(["svg", input, "-o", folder.file("out.png"), "--scale", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("out.png"))
        #expect(image.width == 40 && image.height == 20)
        #expect(image[5, 10] == Color(r: 255, g: 0, b: 0))
        #expect(image[35, 10] == Color(r: 0, g: 0, b: 255))
        #expect(run.stderr.contains("warning: \(input):4: text:"), "\(run.stderr)")
    }

    /// SVG 2 draws path data up to its first error: `svg` writes that image, warns with the
    /// byte offset and exits 0; `svg --strict` and `glyph --strict` refuse the file.
    @Test func pathDataBrokenMidwayIsDrawnUpToTheErrorWithAWarning() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("""
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
            <path d="M 0 0 H 10 V 10 H 0 Z L 15 x" fill="#0000ff"/><rect x="12" width="8" height="10" fill="red"/></svg>
            """, to: "broken.svg")
        let run = try ControlKitCLI.run(["svg", input, "-o", folder.file("out.png")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: \(input):2: path.d: SVG path data: offset 27: expected a number after 'L', found 'x'"),
                "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("out.png"))
        #expect(image[5, 5] == Color(r: 0, g: 0, b: 255), "the square before the error is drawn")
        #expect(image[16, 5] == Color(r: 255, g: 0, b: 0), "the rest of the document is drawn")
        for strict in [["svg", input, "-o", folder.file("strict.png"), "--strict"], ["glyph", input, "--out", folder.file("glyphs"), "--strict"]] {
            let refused = try ControlKitCLI.run(strict)
            #expect(refused.status == 2 && refused.stderr.contains("error: \(input):2: path.d: SVG path data: offset 27"), "\(strict): \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("strict.png")) && !FileManager.default.fileExists(atPath: folder.file("glyphs")))
    }

    @Test func widthSetsThePixelsAndTheHeightFollows() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.svg, to: "halves.svg")
        let run = try ControlKitCLI.run(["svg", input, "-o", folder.file("out.png"), "--width", "100"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNG.read(contentsOf: folder.file("out.png"))
        #expect(image.width == 100 && image.height == 50)
        #expect(image[60, 25] == Color(r: 0, g: 0, b: 255))
    }

    @Test func sceneOutRendersTheSamePixelsThroughSceneCommand() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.svg, to: "halves.svg")
        let run = try ControlKitCLI.run(["svg", input, "-o", folder.file("a.png"), "--scene-out", folder.file("a.json")])
        #expect(run.status == 0, "\(run.stderr)")
        let again = try ControlKitCLI.run(["scene", folder.file("a.json"), "-o", folder.file("b.png")])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try PNG.read(contentsOf: folder.file("a.png")) == PNG.read(contentsOf: folder.file("b.png")))
    }

    @Test func strictTurnsWarningsIntoErrorsAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.svg, to: "halves.svg")
        let run = try ControlKitCLI.run(["svg", input, "-o", folder.file("out.png"), "--strict"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: \(input):4: text:"), "\(run.stderr)")
        #expect(try folder.contents() == ["halves.svg"])
    }
}
