import DisplayList
import Documents
import Foundation
import Raster
import TestSupport
import Testing

/// `"type": "image"` in controlkit-scene/1: written and read back unchanged, drawn as the
/// canvas draws a bitmap, and refused — naming the field — when its bytes or size are wrong.
@Suite struct ImageItemTests {
    static func scene(_ items: String) -> String {
        ##"{"format": "controlkit-scene/1", "width": 20, "height": 10, "scale": 2, "items": [\##(items)]}"##
    }

    static func firstError(_ json: String, limits: SceneLimits = .default) -> Diagnostic? {
        do {
            _ = try Scene.decode(json: Array(json.utf8), limits: limits)
            return nil
        } catch {
            return error.errors.first
        }
    }

    static let image = RGBAImage(width: 2, height: 1, bytes: [200, 30, 30, 255, 0, 0, 0, 128])!

    @Test func anImageItemRoundTripsThroughJSON() throws {
        let original = Scene(name: "icon", size: Size(20, 10), scale: 2, items: [
            .image(ImageItem(image: Self.image, frame: Rect(x: 1, y: 2, width: 4, height: 2))),
            .image(ImageItem(image: Self.image, frame: Rect(x: 6, y: 2, width: 4, height: 2), tint: Color(r: 0, g: 122, b: 255, a: 255),
                             transform: .translation(1, 0))),
        ])
        let decoded = try Scene.decode(json: Array(original.jsonText().utf8))
        #expect(decoded.items == original.items)
    }

    /// The scene draws what `Canvas.draw(_:in:transform:tint:)` draws with the scene's scale.
    @Test func aSceneDrawsItsImageAsTheCanvasDoes() throws {
        let frame = Rect(x: 1.25, y: 2, width: 7, height: 3)
        let scene = Scene(name: "icon", size: Size(20, 10), scale: 2, items: [.image(ImageItem(image: Self.image, frame: frame))])
        var expected = Canvas(width: 40, height: 20)
        expected.draw(Self.image, in: frame, transform: .scale(2))
        #expect(scene.render().pixmap.pixels == expected.pixmap.pixels)
        #expect(expected.pixmap.pixels.contains { $0 != 0 }, "something is drawn")
    }

    @Test(arguments: [
        (##"{"type": "image", "x": 0, "y": 0, "width": 2, "height": 1, "pixelWidth": 2, "pixelHeight": 1, "rgba": "AAAA"}"##,
         "items[0].rgba", "expected 8 bytes"),
        (##"{"type": "image", "x": 0, "y": 0, "width": 2, "height": 1, "pixelWidth": 0, "pixelHeight": 1, "rgba": ""}"##,
         "items[0].pixelWidth", "each side must be"),
        (##"{"type": "image", "x": 0, "y": 0, "width": 0, "height": 1, "pixelWidth": 1, "pixelHeight": 1, "rgba": "AAAAAA=="}"##,
         "items[0].width", "greater than 0"),
        (##"{"type": "image", "x": 0, "y": 0, "width": 1, "height": 1, "pixelWidth": 1, "pixelHeight": 1, "rgba": "AAAAAA==", "bogus": 1}"##,
         "items[0].bogus", "unknown key"),
        (##"{"type": "projected", "matrix": [1,0,0,0,1,0,0,0,1], "items": [{"type": "image", "x": 0, "y": 0, "width": 1, "height": 1, "pixelWidth": 1, "pixelHeight": 1, "rgba": "AAAAAA=="}]}"##,
         "items[0].items[0].type", "inside a projected item"),
    ])
    func badImagesNameTheField(item: String, field: String, words: String) throws {
        let error = try #require(Self.firstError(Self.scene(item)))
        #expect(error.field.description == field, "\(error)")
        #expect(error.message.contains(words), "\(error)")
    }

    /// All images together stay within the canvas pixel limit: 40 × 20 px of canvas, 400 px an image.
    @Test func theScenesImagesShareThePixelLimit() throws {
        let one = ##"{"type": "image", "x": 0, "y": 0, "width": 1, "height": 1, "pixelWidth": 20, "pixelHeight": 20, "rgba": "\##(Data(count: 1600).base64EncodedString())"}"##
        let limits = SceneLimits(maxPixels: 1000)
        #expect(Self.firstError(Self.scene(one + "," + one), limits: limits) == nil)
        let error = try #require(Self.firstError(Self.scene([one, one, one].joined(separator: ",")), limits: limits))
        #expect(error.field.description == "items[2].pixelWidth", "\(error)")
        #expect(error.message.contains("images hold more than 1000 pixels"), "\(error)")
    }
}
