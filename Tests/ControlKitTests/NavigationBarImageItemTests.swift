import ControlKit
import Foundation
import TestSupport
import Testing

/// An app's own image file as a bar button (issue 25): read from the figure file's folder,
/// sized by the scale in its name as `UIImage(named:)` reads it, drawn as a template in the
/// tint unless it asks for its original colours, and refused with the field when it cannot be.
@Suite struct NavigationBarImageItemTests {
    static let red = Color(r: 200, g: 30, b: 30, a: 255)

    /// A `side` × `side` px PNG: a red square of `ink` px in the middle, clear around it.
    static func png(side: Int, ink: Int) throws -> [UInt8] {
        var image = try #require(RGBAImage(width: side, height: side))
        let start = (side - ink) / 2
        for y in start ..< start + ink { for x in start ..< start + ink { image[x, y] = red } }
        return try PNG.encode(image)
    }

    /// The figure `name` of the file `yaml` (written with `files` beside it) rendered at @3x.
    static func render(_ yaml: String, files: [String: [UInt8]], figure name: String) throws -> RGBAImage {
        let folder = try TemporaryFolder()
        for (file, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder.file(file))) }
        let plan = try FigurePlan.load(try folder.write(yaml, to: "bars.yaml"))
        let variant = try #require(plan.variants.first { $0.figureName == name })
        return variant.render().pixmap.unpremultiplied()
    }

    /// The box of the pixels within 40 levels of `color`, and how many there are.
    static func ink(of color: Color, in image: RGBAImage) -> (width: Int, height: Int, count: Int) {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let c = image[x, y]
                if abs(Int(c.r) - Int(color.r)) < 40, abs(Int(c.g) - Int(color.g)) < 40, abs(Int(c.b) - Int(color.b)) < 40, c.a > 200 {
                    xs.append(x); ys.append(y)
                }
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return (0, 0, 0) }
        return (x1 - x0 + 1, y1 - y0 + 1, xs.count)
    }

    static let yaml = """
        figures:
          - {name: template, scales: [3], navigationBar: {title: Library, trailing: [{image: square@3x.png}]}}
          - {name: original, scales: [3], navigationBar: {title: Library, trailing: [{image: square@3x.png, rendering: original}]}}
          - {name: unscaled, scales: [3], navigationBar: {title: Library, trailing: ['image:square.png']}}
        """

    /// 72 px at @3x is 24 pt, drawn as 72 device px: the 48 px square inside stays 48 px, in the
    /// tint (systemBlue) as a template and red as an original.
    @Test func aPNGNamedAt3xIsDrawnAtItsPointSizeInTheTint() throws {
        let files = ["square@3x.png": try Self.png(side: 72, ink: 48), "square.png": try Self.png(side: 24, ink: 16)]
        let template = try Self.render(Self.yaml, files: files, figure: "template")
        let blue = Self.ink(of: SystemColors.systemBlue.light, in: template)
        #expect(blue.width == 48 && blue.height == 48, "\(blue)")
        #expect(Self.ink(of: Self.red, in: template).count == 0)
        let original = try Self.render(Self.yaml, files: files, figure: "original")
        let red = Self.ink(of: Self.red, in: original)
        #expect(red.width == 48 && red.height == 48, "\(red)")
        #expect(Self.ink(of: SystemColors.systemBlue.light, in: original).count == 0)
        // A name without @2x/@3x is a 1x image: 24 px is 24 pt, its 16 px square 48 px at @3x.
        let unscaled = try Self.render(Self.yaml, files: files, figure: "unscaled")
        let scaledUp = Self.ink(of: SystemColors.systemBlue.light, in: unscaled)
        // Resampled 3 ×, its edges blend over a pixel or so; at the wrong scale it would be 16 or 144 px.
        #expect(abs(scaledUp.width - 48) <= 2 && abs(scaledUp.height - 48) <= 2, "\(scaledUp)")
    }

    @Test func anSVGFileIsAGlyphInTheTint() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="4" y="4" width="16" height="16" fill="#C81E1E"/></svg>"##
        let image = try Self.render("figures:\n  - {name: a, scales: [3], navigationBar: {title: T, leading: [{image: box.svg}]}}\n",
                                    files: ["box.svg": Array(svg.utf8)], figure: "a")
        let blue = Self.ink(of: SystemColors.systemBlue.light, in: image)
        #expect(blue.width == 48 && blue.height == 48, "\(blue)")
    }

    /// Each problem names the item's field, and the figure is not drawn.
    @Test func badImageFilesAreErrorsNamingTheItem() throws {
        let folder = try TemporaryFolder()
        try folder.write("not a png", to: "broken.png")
        let path = try folder.write("""
            figures:
              - {name: a, navigationBar: {title: T, trailing: [{image: ../outside.png}]}}
              - {name: b, navigationBar: {title: T, trailing: [{image: missing.png}]}}
              - {name: c, navigationBar: {title: T, trailing: [{image: notes.txt}]}}
              - {name: d, navigationBar: {title: T, trailing: [{image: broken.png}]}}
              - {name: e, navigationBar: {title: T, trailing: [{glyph: add, rendering: original}]}}
            """, to: "bars.yaml")
        var messages: [String] = []
        do { _ = try FigurePlan.load(path) } catch { messages = error.diagnostics.map(\.description) }
        for (figure, words) in [(0, "leads outside the figure file's folder"), (1, "missing.png"), (2, "is a .png or an .svg"),
                                (3, "broken.png"), (4, "only an image item takes rendering")] {
            #expect(messages.contains { $0.contains("figures[\(figure)].navigationBar.trailing[0]") && $0.contains(words) }, "\(figure): \(messages)")
        }
    }

    /// Over 28 pt is an error, as for an SVG glyph: 120 px at @3x is 40 pt.
    @Test func anImageOverTheGuidelinesMaximumIsAnError() throws {
        let folder = try TemporaryFolder()
        try Data(try Self.png(side: 120, ink: 60)).write(to: URL(fileURLWithPath: folder.file("big@3x.png")))
        let path = try folder.write("figures:\n  - {name: a, navigationBar: {title: T, trailing: ['image:big@3x.png']}}\n", to: "bars.yaml")
        var messages: [String] = []
        do { _ = try FigurePlan.load(path) } catch { messages = error.diagnostics.map(\.description) }
        #expect(messages.contains { $0.contains("40 × 40 pt, over the guideline's 28 pt maximum") }, "\(messages)")
    }

    /// A control decoded in Swift has no figure file to read from: the item says so.
    @Test func outsideAFigureFileAnImageFileIsAnError() throws {
        let map = try DocumentNode.parse(yaml: "trailingItems: ['image:icon.png']").map()
        do {
            _ = try NavigationBar(from: map)
            Issue.record("decoded without a reader")
        } catch {
            #expect(error.diagnostics.contains { $0.message.contains("only from a figure file or the command line") }, "\(error)")
        }
    }
}
