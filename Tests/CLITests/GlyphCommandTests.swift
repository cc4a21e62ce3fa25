import Foundation
import PNGCodec
import Raster
import TestSupport
import Testing

/// `controlkit glyph` as a reviewer runs it: the issue's invocation on the example icons
/// (Examples/glyphs, each exercising one thing an icon file holds), every image set decoded and
/// measured from its pixels against the guideline's 24 pt target and 28 pt maximum.
@Suite struct GlyphCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples/glyphs").path

    /// A folder holding a copy of the example icons as `icons/`.
    func folderWithIcons() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Self.examples, toPath: folder.file("icons"))
        return folder
    }

    func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any], "\(path)")
    }

    @Test func theIssuesInvocationWritesACatalogOfCheckedImageSets() throws {
        let folder = try folderWithIcons()
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder.file("icons")).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(svgs.count >= 12)
        let run = try ControlKitCLI.run(["glyph", "icons/", "--out", "Assets.xcassets", "--catalog"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let catalog = folder.file("Assets.xcassets")
        #expect(try json(catalog + "/Contents.json")["info"] is [String: Any])

        for svg in svgs {
            let name = String(svg.dropLast(4))
            let set = "\(catalog)/\(name).imageset"
            let contents = try json(set + "/Contents.json")
            let images = try #require(contents["images"] as? [[String: Any]])
            #expect(images.allSatisfy { $0["idiom"] as? String == "universal" && $0["scale"] is String }, "\(name)")
            #expect((contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template", "\(name)")
            #expect((contents["info"] as? [String: Any])?["version"] as? Int == 1)
            let files = images.compactMap { $0["filename"] as? String }.sorted()
            #expect(files == ["\(name)@2x.png", "\(name)@3x.png"], "\(name): \(files)")
            for (file, scale) in [("\(name)@2x.png", 2), ("\(name)@3x.png", 3)] {
                let image = try PNG.read(contentsOf: "\(set)/\(file)")
                // The canvas is the 28 pt maximum box at the file's scale.
                #expect(image.width == 28 * scale && image.height == 28 * scale, "\(file): \(image.width)×\(image.height)")
                let ink = try #require(Self.inkBox(image), "\(file) is empty")
                // Measured from the pixels: the ink's longer side is at least the 24 pt target
                // (balance only enlarges) and at most the 28 pt maximum, give or take the one
                // anti-aliased pixel on each side.
                let longer = Float(max(ink.width, ink.height))
                #expect(longer >= Float(24 * scale) - 2, "\(file): ink \(ink.width)×\(ink.height) px under the target")
                #expect(longer <= Float(28 * scale), "\(file): ink \(ink.width)×\(ink.height) px over the maximum")
                // Template images are black: only alpha carries the shape.
                #expect(Self.isBlackWithAlpha(image), "\(file) has colour")
            }
        }
        #expect(run.stdout.contains("glyph") && run.stdout.contains("balance"), "the table is printed")
    }

    @Test func plainPNGsAndASheetWithoutACatalog() throws {
        let folder = try folderWithIcons()
        let run = try ControlKitCLI.run(["glyph", "icons/circle.svg", "icons/square.svg", "--builtin", "add", "--png", "--out", "out",
                                         "--sheet", "sheet.png", "--scales", "3"], in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try folder.contents().contains("sheet.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out")).sorted() == ["add@3x.png", "circle@3x.png", "square@3x.png"])
    }

    @Test func aColourPerAppearanceAddsDarkImagesMarkedOriginal() throws {
        let folder = try folderWithIcons()
        let run = try ControlKitCLI.run(["glyph", "icons/ring.svg", "--out", "out", "--color", "#0A84FF", "--dark-color", "#64D2FF"],
                                        in: folder.path)
        #expect(run.status == 0, "\(run.stderr)")
        let set = folder.file("out/ring.imageset")
        let contents = try json(set + "/Contents.json")
        #expect((contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "original")
        let images = try #require(contents["images"] as? [[String: Any]])
        let dark = images.filter { ($0["appearances"] as? [[String: String]])?.first?["value"] == "dark" }.compactMap { $0["filename"] as? String }
        #expect(dark.sorted() == ["ring-dark@2x.png", "ring-dark@3x.png"])
        let light = try PNG.read(contentsOf: set + "/ring@3x.png"), darkImage = try PNG.read(contentsOf: set + "/ring-dark@3x.png")
        // The ring's left side, well inside its stroke, is in each appearance's colour.
        let (x, y) = (Self.inkBox(light)!.x0 + 6, light.height / 2)
        #expect(light[x, y] == Color(r: 0x0A, g: 0x84, b: 0xFF))
        #expect(darkImage[x, y] == Color(r: 0x64, g: 0xD2, b: 0xFF))
    }

    @Test func aStrictRunWithAWarningWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="2" width="20" height="20" fill="red"/><rect x="6" y="6" width="4" height="4" fill="blue"/></svg>"#, to: "colours.svg")
        let lenient = try ControlKitCLI.run(["glyph", "colours.svg", "--out", "a"], in: folder.path)
        #expect(lenient.status == 0 && lenient.stderr.contains("warning") && lenient.stderr.contains("template"), "\(lenient.stderr)")
        let strict = try ControlKitCLI.run(["glyph", "colours.svg", "--out", "b", "--strict"], in: folder.path)
        #expect(strict.status == 2, "\(strict.stderr)")
        #expect(strict.stderr.contains("colours.svg") && strict.stderr.contains("error"))
        #expect(!(try folder.contents().contains("b")))
    }

    /// Bad SVGs: each an error with its line, exit 2, nothing written, quickly.
    @Test(arguments: [
        ("malformed.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\#n<path d="M0 0 L10 10"\#n</svg>"#, ":3"),
        ("bad-path.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\#n\#n<path d="M0 0 L10 x"/></svg>"#, ":3"),
        ("huge.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="1e30" height="10"><rect width="5" height="5"/></svg>"#, ":1"),
        ("cycle.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">\##n<g id="a"><use href="#b"/></g>\##n<g id="b"><use href="#a"/></g></svg>"##, ":"),
    ])
    func aBadSVGIsAnErrorWithItsLineAndWritesNothing(file: String, text: String, line: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: file)
        let run = try ControlKitCLI.run(["glyph", file, "--out", "out"], in: folder.path)
        #expect(run.status == 2, "\(file): \(run.stderr)")
        #expect(run.stderr.contains("\(file)\(line)"), "\(file): \(run.stderr)")
        #expect(!(try folder.contents().contains("out")))
    }

    static func inkBox(_ image: RGBAImage) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0 ..< image.height {
            for x in 0 ..< image.width where image[x, y].a > 0 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : PixelRect(x0: x0, y0: y0, x1: x1 + 1, y1: y1 + 1)
    }

    static func isBlackWithAlpha(_ image: RGBAImage) -> Bool {
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let c = image[x, y]
                if c.a > 0 && (c.r != 0 || c.g != 0 || c.b != 0) { return false }
            }
        }
        return true
    }
}
