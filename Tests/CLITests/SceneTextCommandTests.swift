import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// `controlkit scene` with text runs: fonts from Fonts/ and `--font-dir`, warnings on stderr,
/// errors naming the field.
@Suite struct SceneTextCommandTests {
    static func scene(_ text: String, font: String = "Inter") -> String {
        ##"{"format": "controlkit-scene/1", "width": 120, "height": 30, "scale": 2, "background": "#FFFFFF", "items": [{"type": "text", "text": "\##(text)", "font": "\##(font)", "size": 17, "x": 8, "y": 22, "fill": "#000000"}]}"##
    }

    /// Dark pixels (ink) in the rendered PNG.
    static func inkPixels(_ path: String) throws -> Int {
        let image = try PNG.read(contentsOf: path)
        var count = 0
        for y in 0 ..< image.height {
            for x in 0 ..< image.width where image[x, y].r < 128 { count += 1 }
        }
        return count
    }

    @Test func textRunIsDrawn() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene("Hello 日本 한국"), to: "t.json")
        let run = try ControlKitCLI.run(["scene", input, "-o", folder.file("t.png")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(try Self.inkPixels(folder.file("t.png")) > 200)
    }

    /// A character no font has: drawn as a box, the PNG written, a warning naming the file, item
    /// and character on stderr.
    @Test func missingGlyphWarnsOnStderr() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene("a\\u0378"), to: "t.json")
        let run = try ControlKitCLI.run(["scene", input, "-o", folder.file("t.png")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("warning: \(input): items[0].text: no font has a glyph for U+0378"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.file("t.png")))
    }

    @Test func unknownFamilyNamesTheFieldAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene("a", font: "Helvetica"), to: "t.json")
        let run = try ControlKitCLI.run(["scene", input, "-o", folder.file("t.png")])
        #expect(run.status != 0)
        #expect(run.stderr.contains("t.json") && run.stderr.contains("items[0].font") && run.stderr.contains("Helvetica"), "\(run.stderr)")
        #expect(try folder.contents() == ["t.json"])
    }

    /// `--font-dir` folders are read: a missing one and a corrupt font in one are errors naming
    /// them, and nothing is written.
    @Test func fontDirIsRead() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene("a"), to: "t.json")
        let missing = try ControlKitCLI.run(["scene", input, "--font-dir", folder.file("nowhere"), "-o", folder.file("t.png")])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("font folder not found") && missing.stderr.contains("nowhere"), "\(missing.stderr)")

        let fonts = folder.file("fonts")
        try FileManager.default.createDirectory(atPath: fonts, withIntermediateDirectories: true)
        _ = try folder.write("not a font", to: "fonts/Broken.otf")
        let corrupt = try ControlKitCLI.run(["scene", input, "--font-dir", fonts, "-o", folder.file("t.png")])
        #expect(corrupt.status != 0)
        #expect(corrupt.stderr.contains("Broken.otf"), "\(corrupt.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("t.png")))

        try FileManager.default.removeItem(atPath: fonts + "/Broken.otf")
        // The package's own Inter folder, added again: readable, so the render goes ahead.
        let inter = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts/Inter").path
        let copy = try ControlKitCLI.run(["scene", input, "--font-dir", inter, "-o", folder.file("t.png")])
        #expect(copy.status == 0, "\(copy.stderr)")
    }

    /// The benchmark renders text runs too, with the default fonts.
    @Test func benchDrawsText() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write(Self.scene("Bench"), to: "t.json")
        let run = try ControlKitCLI.run(["bench", "--scene", input, "--out", folder.file("b.png"), "--reps", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.inkPixels(folder.file("b.png")) > 100)
    }
}
